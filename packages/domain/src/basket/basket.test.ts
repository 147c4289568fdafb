import { describe, expect, it } from 'vitest';
import {
  addItem,
  clearBasket,
  emptyBasket,
  hasVoucherCode,
  itemCount,
  removeItemAt,
} from './basket';
import type { BasketItem, MerchandiseBasketItem, VoucherCodeBasketItem } from './basket-item';

const poster: MerchandiseBasketItem = {
  type: 'merchandise',
  id: 7,
  name: 'Poster',
  price: 1500,
  totalPrice: 3000,
  count: 2,
  totalCount: 2,
  datetime: null,
  date: null,
  time: null,
};
const voucher = (barcode: string, amount = 1000): VoucherCodeBasketItem => ({
  type: 'voucherCode',
  barcode,
  name: 'Gift voucher',
  amount,
  price: -amount,
  totalPrice: -amount,
  count: 1,
  totalCount: 1,
  datetime: null,
  date: null,
  time: null,
  valid_to: null,
});
const basketWith = (...items: BasketItem[]) => ({ ...emptyBasket(), items });

describe('emptyBasket', () => {
  it('starts without items or order token and requests an invoice', () => {
    expect(emptyBasket()).toEqual({ items: [], orderToken: null, requestInvoice: true });
  });
});

describe('addItem', () => {
  it('appends the item at the end without touching the given basket', () => {
    const before = basketWith(voucher('A'));
    const result = addItem(before, poster);
    expect(result).toEqual({ ok: true, value: { ...before, items: [voucher('A'), poster] } });
    expect(before.items).toHaveLength(1);
  });

  it('adds the same merchandise twice as two lines', () => {
    const once = addItem(emptyBasket(), poster);
    const twice = once.ok ? addItem(once.value, poster) : once;
    expect(twice.ok && twice.value.items).toEqual([poster, poster]);
  });

  it('does not add a voucher code whose barcode is already in the basket', () => {
    const basket = basketWith(poster, voucher('GIFT-1'));
    expect(addItem(basket, voucher('GIFT-1', 500))).toEqual({
      ok: false,
      code: 'VOUCHER_ALREADY_IN_BASKET',
      params: { barcode: 'GIFT-1' },
    });
    expect(addItem(basket, voucher(' GIFT-1 '))).toMatchObject({
      ok: false,
      code: 'VOUCHER_ALREADY_IN_BASKET',
    });
  });

  it('adds voucher codes that differ, including only by case', () => {
    const basket = basketWith(voucher('GIFT-1'));
    expect(addItem(basket, voucher('GIFT-2')).ok).toBe(true);
    expect(addItem(basket, voucher('gift-1')).ok).toBe(true);
  });
});

describe('hasVoucherCode', () => {
  it('finds a voucher code by its trimmed barcode', () => {
    const items = [poster, voucher('GIFT-1')];
    expect(hasVoucherCode(items, ' GIFT-1')).toBe(true);
    expect(hasVoucherCode(items, 'GIFT-9')).toBe(false);
    expect(hasVoucherCode([], 'GIFT-1')).toBe(false);
  });
});

describe('removeItemAt', () => {
  it('removes only the item at the index', () => {
    const basket = basketWith(poster, voucher('A'), voucher('B'));
    expect(removeItemAt(basket, 1).items).toEqual([poster, voucher('B')]);
    expect(basket.items).toHaveLength(3);
  });

  it('leaves the basket unchanged for an index outside the list', () => {
    const basket = basketWith(poster);
    for (const index of [-1, 1, 0.5, Number.NaN]) {
      expect(removeItemAt(basket, index)).toBe(basket);
    }
  });
});

describe('clearBasket', () => {
  it('removes every item and forgets the order token but keeps the invoice wish', () => {
    const basket = { items: [poster, voucher('A')], orderToken: 'c-42', requestInvoice: false };
    expect(clearBasket(basket)).toEqual({ items: [], orderToken: null, requestInvoice: false });
  });
});

describe('itemCount', () => {
  it('counts the lines of the basket, not the pieces', () => {
    expect(itemCount(emptyBasket())).toBe(0);
    expect(itemCount(basketWith(poster))).toBe(1);
  });

  it('leaves the voucher codes out', () => {
    expect(itemCount(basketWith(poster, voucher('A'), voucher('B')))).toBe(1);
    expect(itemCount(basketWith(voucher('A')))).toBe(0);
  });
});
