import { describe, expect, it } from 'vitest';
import { orderVatLineOf, vatKindOf, type SoldLine } from './order-vat-line';

describe('vatKindOf', () => {
  it('taxes admissions, goods and voucher sales; a voucher code has no VAT line', () => {
    expect(vatKindOf('ticket', null)).toBe('admission');
    expect(vatKindOf('dayTicket', null)).toBe('admission');
    expect(vatKindOf('guidedTour', null)).toBe('admission');
    expect(vatKindOf('merchandise', 13)).toBe('admission');
    expect(vatKindOf('merchandise', 1)).toBe('goods');
    expect(vatKindOf('merchandise', null)).toBe('goods');
    expect(vatKindOf('voucher', null)).toBe('voucherSale');
    expect(vatKindOf('voucherCode', null)).toBeNull();
  });
});

describe('orderVatLineOf', () => {
  const book: SoldLine = {
    id: 7,
    type: 'merchandise',
    productKind: 2,
    needsShipping: true,
    gross: 2900,
    rate: 7,
  };

  it('ships goods that need shipping from an online order', () => {
    expect(orderVatLineOf(book, 'web')).toEqual({
      id: 7,
      kind: 'goods',
      gross: 2900,
      rate: 7,
      shipped: true,
    });
  });

  it('hands goods over at the desk, and goods that need no shipping', () => {
    expect(orderVatLineOf(book, 'desk')?.shipped).toBe(false);
    expect(orderVatLineOf({ ...book, needsShipping: false }, 'web')?.shipped).toBe(false);
  });

  it('never ships an admission, even an annual pass whose article is marked for shipping', () => {
    expect(orderVatLineOf({ ...book, productKind: 13 }, 'web')).toMatchObject({
      kind: 'admission',
      shipped: false,
    });
    expect(orderVatLineOf({ ...book, type: 'ticket', productKind: null }, 'web')).toMatchObject({
      kind: 'admission',
      shipped: false,
    });
  });

  it('keeps the sign of a credit note and leaves voucher codes out', () => {
    expect(orderVatLineOf({ ...book, gross: -2900 }, 'web')?.gross).toBe(-2900);
    expect(orderVatLineOf({ ...book, type: 'voucherCode', gross: -500 }, 'web')).toBeNull();
  });
});
