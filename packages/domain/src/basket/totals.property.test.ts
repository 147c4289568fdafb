import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { voucherCodeToBasketItem } from '../vouchers/voucher-code';
import { addItem, emptyBasket, type Basket } from './basket';
import type { BasketItem, VoucherCodeBasketItem } from './basket-item';
import { computeTotals } from './totals';

const display = { count: 1, totalCount: 1, datetime: null, date: null, time: null };

const sellable: fc.Arbitrary<BasketItem> = fc
  .record({
    type: fc.constantFrom('merchandise', 'voucher', 'ticket'),
    totalPrice: fc.integer({ min: 0, max: 200_000 }),
    vat_value: fc.constantFrom(0, 7, 19),
  })
  .map(({ type, totalPrice, vat_value }): BasketItem => {
    const common = { ...display, id: 1, name: type, price: totalPrice, totalPrice, vat_value };
    return type === 'ticket' ? { ...common, type, subtickets: [] } : { ...common, type };
  });

const voucherCode: fc.Arbitrary<VoucherCodeBasketItem> = fc
  .record({
    barcode: fc.string({ minLength: 1, maxLength: 8 }),
    amount: fc.integer({ min: 1, max: 200_000 }),
  })
  .map(({ barcode, amount }) => ({
    ...display,
    type: 'voucherCode',
    barcode,
    name: 'Gift voucher',
    amount,
    price: -amount,
    totalPrice: -amount,
    valid_to: null,
  }));

const basketItems = fc.array(fc.oneof(sellable, voucherCode), { maxLength: 12 });
const shipping = fc.option(fc.integer({ min: 0, max: 5000 }), { nil: null });

const sum = (values: readonly number[]) => values.reduce((a, b) => a + b, 0);

describe('computeTotals over random baskets', () => {
  it('never has a negative total', () => {
    fc.assert(
      fc.property(basketItems, shipping, (items, costs) => {
        expect(computeTotals(items, costs).total).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('never uses more than the vouchers are worth nor more than the total without vouchers', () => {
    fc.assert(
      fc.property(basketItems, shipping, (items, costs) => {
        const totals = computeTotals(items, costs);
        const used = sum(totals.vouchers.map((line) => line.used));
        expect(used).toBeLessThanOrEqual(sum(totals.vouchers.map((line) => line.value)));
        expect(used).toBeLessThanOrEqual(totals.totalWithoutVouchers);
        expect(totals.voucherDiscount).toBe(0 - used);
        expect(totals.total).toBe(totals.totalWithoutVouchers - used);
      }),
    );
  });

  it('splits every voucher value into used and remaining, with the discount as minus used', () => {
    fc.assert(
      fc.property(basketItems, shipping, (items, costs) => {
        const totals = computeTotals(items, costs);
        expect(totals.vouchers).toHaveLength(items.filter((i) => i.type === 'voucherCode').length);
        for (const line of totals.vouchers) {
          expect(line.used).toBeGreaterThanOrEqual(0);
          expect(line.used).toBeLessThanOrEqual(line.value);
          expect(line.used + line.remaining).toBe(line.value);
          expect(line.discount).toBe(0 - line.used);
        }
      }),
    );
  });

  it('only leaves value on a voucher once the basket is fully paid', () => {
    fc.assert(
      fc.property(basketItems, shipping, (items, costs) => {
        const totals = computeTotals(items, costs);
        if (totals.vouchers.some((line) => line.remaining > 0)) expect(totals.total).toBe(0);
      }),
    );
  });

  it('never lowers the total when a voucher is removed', () => {
    fc.assert(
      fc.property(basketItems, shipping, (items, costs) => {
        const total = computeTotals(items, costs).total;
        items.forEach((item, index) => {
          if (item.type !== 'voucherCode') return;
          const without = items.filter((_, position) => position !== index);
          expect(computeTotals(without, costs).total).toBeGreaterThanOrEqual(total);
        });
      }),
    );
  });

  it('keeps the included VAT between zero and the goods total', () => {
    fc.assert(
      fc.property(basketItems, (items) => {
        const totals = computeTotals(items);
        expect(totals.vat).toBeGreaterThanOrEqual(0);
        expect(totals.vat).toBeLessThanOrEqual(totals.subtotal);
      }),
    );
  });
});

describe('addItem over random baskets', () => {
  it('keeps one voucher code when the same code is added twice', () => {
    fc.assert(
      fc.property(
        basketItems,
        fc.string({ minLength: 1, maxLength: 8 }),
        fc.integer({ min: 1, max: 100_000 }),
        (items, barcode, amount) => {
          const code = voucherCodeToBasketItem({
            barcode,
            name: 'Gift voucher',
            amount,
            used_amount: 0,
            valid_from: null,
            valid_to: null,
          });
          const sameCode = (item: BasketItem) =>
            item.type === 'voucherCode' && item.barcode.trim() === barcode.trim();
          const start: Basket = { ...emptyBasket(), items: items.filter((i) => !sameCode(i)) };
          const once = addItem(start, code);
          if (!once.ok) throw new Error('a new voucher code must be accepted');
          const twice = addItem(once.value, code);
          expect(twice).toMatchObject({ ok: false, code: 'VOUCHER_ALREADY_IN_BASKET' });
          expect(once.value.items.filter(sameCode)).toHaveLength(1);
        },
      ),
    );
  });
});
