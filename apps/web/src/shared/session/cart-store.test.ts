import { basketFingerprint, type BasketItem } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { createCartStore } from './cart-store';

const book: BasketItem = {
  type: 'merchandise',
  id: 7,
  name: 'Catalogue',
  price: 2900,
  totalPrice: 2900,
  count: 1,
  totalCount: 1,
  datetime: null,
  date: null,
  time: null,
};

const code: BasketItem = {
  type: 'voucherCode',
  barcode: 'GIFT-1',
  amount: 1000,
  valid_to: null,
  name: 'Voucher',
  price: -1000,
  totalPrice: -1000,
  count: 1,
  totalCount: 1,
  datetime: null,
  date: null,
  time: null,
};

describe('the cart store', () => {
  it('keeps the basket in session storage under "cart"', () => {
    const store = createCartStore(window.sessionStorage);
    store.getState().add(book);
    expect(JSON.parse(sessionStorage.getItem('cart')!).items).toHaveLength(1);
    expect(createCartStore(window.sessionStorage).getState().basket.items[0]).toMatchObject({
      name: 'Catalogue',
    });
  });

  it('refuses a voucher code that is already in the basket', () => {
    const store = createCartStore(window.sessionStorage);
    expect(store.getState().add(code).ok).toBe(true);
    const again = store.getState().add({ ...code, barcode: ' GIFT-1 ' });
    expect(again).toMatchObject({ ok: false, code: 'VOUCHER_ALREADY_IN_BASKET' });
    expect(store.getState().basket.items).toHaveLength(1);
  });

  it('clears items and order token and removes the stored cart', () => {
    const store = createCartStore(window.sessionStorage);
    store.getState().add(book);
    store.getState().setOrderToken('cart_0123456789');
    store.getState().clear();
    expect(store.getState().basket).toMatchObject({ items: [], orderToken: null });
    expect(sessionStorage.getItem('cart')).toBeNull();
  });

  it('removes an item by index', () => {
    const store = createCartStore(window.sessionStorage);
    store.getState().add(book);
    store.getState().add(code);
    store.getState().removeAt(0);
    expect(store.getState().basket.items.map((item) => item.type)).toEqual(['voucherCode']);
  });

  it('keeps the order token of the stored cart, also of one stored under the earlier name', () => {
    const store = createCartStore(window.sessionStorage);
    store.getState().add(book);
    store.getState().setOrderToken('cart_0123456789');
    expect(createCartStore(window.sessionStorage).getState().basket.orderToken).toBe(
      'cart_0123456789',
    );
    const { items } = store.getState().basket;
    sessionStorage.setItem('cart', JSON.stringify({ items, cartId: 'cart_earlier0001' }));
    expect(createCartStore(window.sessionStorage).getState().basket).toMatchObject({
      items,
      orderToken: 'cart_earlier0001',
    });
  });

  it('starts empty when the stored cart is malformed', () => {
    sessionStorage.setItem('cart', JSON.stringify({ items: 'nope' }));
    expect(createCartStore(window.sessionStorage).getState().basket.items).toEqual([]);
  });

  it('keeps the invoice wish with the stored cart; terms and document number only in memory', () => {
    const store = createCartStore(window.sessionStorage);
    store.getState().add(book);
    expect(store.getState().basket.requestInvoice).toBe(true);
    store.getState().setRequestInvoice(false);
    store.getState().setTermsAccepted(true);
    store.getState().setExternalDocumentNumber('PO-77');
    expect(JSON.parse(sessionStorage.getItem('cart') ?? '{}')).toMatchObject({
      requestInvoice: false,
    });
    const again = createCartStore(window.sessionStorage).getState();
    expect(again.basket.requestInvoice).toBe(false);
    expect(again.termsAccepted).toBe(false);
    expect(again.externalDocumentNumber).toBeNull();
    expect(store.getState()).toMatchObject({
      termsAccepted: true,
      externalDocumentNumber: 'PO-77',
    });
  });

  it('remembers which items a started payment holds, and forgets it with the order token', () => {
    const store = createCartStore(window.sessionStorage);
    store.getState().add(book);
    store.getState().setOrderToken('cart_0123456789');
    const stored = JSON.parse(sessionStorage.getItem('pendingCart') ?? 'null') as {
      orderToken: string;
      fingerprint: string;
    };
    expect(stored).toEqual({
      orderToken: 'cart_0123456789',
      fingerprint: basketFingerprint(store.getState().basket.items),
    });
    store.getState().clear();
    expect(sessionStorage.getItem('pendingCart')).toBeNull();
  });
});
