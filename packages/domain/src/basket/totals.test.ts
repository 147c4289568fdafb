import { describe, expect, it } from 'vitest';
import type { BasketItem, VoucherCodeBasketItem } from './basket-item';
import { computeTotals } from './totals';

const display = { count: 1, totalCount: 1, datetime: null, date: null, time: null };
const book = (totalPrice: number, vat_value?: number): BasketItem => ({
  ...display,
  type: 'merchandise',
  id: 1,
  name: 'Book',
  price: totalPrice,
  totalPrice,
  ...(vat_value === undefined ? {} : { vat_value }),
});
const ticket = (totalPrice: number, vat_value: number): BasketItem => ({
  ...display,
  type: 'ticket',
  id: 2,
  name: 'Admission',
  price: totalPrice,
  totalPrice,
  subtickets: [],
  vat_value,
});
const voucher = (barcode: string, amount: number): VoucherCodeBasketItem => ({
  ...display,
  type: 'voucherCode',
  barcode,
  name: 'Gift voucher',
  amount,
  price: -amount,
  totalPrice: -amount,
  valid_to: null,
});

describe('computeTotals', () => {
  it('sums the line totals when there are no vouchers', () => {
    expect(computeTotals([book(2000), ticket(1500, 7)])).toMatchObject({
      subtotal: 3500,
      shipping: 0,
      totalWithoutVouchers: 3500,
      vouchers: [],
      voucherDiscount: 0,
      total: 3500,
    });
  });

  it('is zero for an empty basket', () => {
    expect(computeTotals([])).toMatchObject({ subtotal: 0, total: 0, vat: 0, vatByRate: [] });
  });

  it('lets a smaller voucher pay its whole value', () => {
    const totals = computeTotals([book(5000), voucher('A', 2000)]);
    expect(totals.vouchers).toEqual([
      { barcode: 'A', value: 2000, used: 2000, remaining: 0, discount: -2000 },
    ]);
    expect(totals.total).toBe(3000);
  });

  it('keeps the leftover voucher value as remaining and never goes below zero', () => {
    const totals = computeTotals([book(1500), voucher('A', 5000)]);
    expect(totals.vouchers).toEqual([
      { barcode: 'A', value: 5000, used: 1500, remaining: 3500, discount: -1500 },
    ]);
    expect(totals.voucherDiscount).toBe(-1500);
    expect(totals.total).toBe(0);
  });

  it('applies vouchers in basket order, later ones paying what is left', () => {
    const totals = computeTotals([voucher('FIRST', 3000), book(4000), voucher('SECOND', 3000)]);
    expect(totals.vouchers).toEqual([
      { barcode: 'FIRST', value: 3000, used: 3000, remaining: 0, discount: -3000 },
      { barcode: 'SECOND', value: 3000, used: 1000, remaining: 2000, discount: -1000 },
    ]);
    expect(totals.total).toBe(0);
  });

  it('shows an unused voucher with a zero discount', () => {
    const [, second] = computeTotals([book(1000), voucher('A', 1000), voucher('B', 700)]).vouchers;
    expect(second).toEqual({ barcode: 'B', value: 700, used: 0, remaining: 700, discount: 0 });
    expect(Object.is(second?.discount, 0)).toBe(true);
  });

  it('lets vouchers also pay the shipping costs', () => {
    const totals = computeTotals([book(1000), voucher('A', 5000)], 490);
    expect(totals).toMatchObject({
      subtotal: 1000,
      shipping: 490,
      totalWithoutVouchers: 1490,
      total: 0,
    });
    expect(totals.vouchers[0]).toMatchObject({ used: 1490, remaining: 3510 });
  });

  it('adds no shipping when the costs are unknown or failed', () => {
    expect(computeTotals([book(1000)], null).total).toBe(1000);
    expect(computeTotals([book(1000)], undefined).total).toBe(1000);
    expect(computeTotals([book(1000)], Number.NaN).shipping).toBe(0);
  });

  it('never lets a voucher with a negative amount raise the total', () => {
    const totals = computeTotals([book(1000), voucher('ODD', -500)]);
    expect(totals.vouchers[0]).toMatchObject({ value: 0, used: 0 });
    expect(totals.total).toBe(1000);
  });

  it('sums the included VAT per rate over the items that carry one', () => {
    const totals = computeTotals(
      [ticket(1070, 7), book(1190, 19), ticket(1070, 7), book(500), voucher('A', 2000)],
      490,
    );
    expect(totals.vatByRate).toEqual([
      { rate: 7, gross: 2140, vat: 140 },
      { rate: 19, gross: 1190, vat: 190 },
    ]);
    expect(totals.vat).toBe(330);
  });

  it('rounds VAT once per rate rather than per line', () => {
    // Each 1000 at 19 % holds 159.66…; three lines hold 478.99… → 479, not 3 × 160.
    const totals = computeTotals([book(1000, 19), book(1000, 19), book(1000, 19)]);
    expect(totals.vat).toBe(479);
  });
});
