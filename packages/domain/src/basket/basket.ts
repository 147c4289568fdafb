/**
 * The basket and its operations. Every operation is immutable:
 * it returns a new basket and leaves the given one untouched.
 */
import { err, ok, type Result } from '../errors';
import { normalizeVoucherCode } from '../vouchers/normalize';
import type { BasketItem } from './basket-item';

/** The basket: its items in order, the token of its pending order and the invoice wish. */
export interface Basket {
  readonly items: readonly BasketItem[];
  readonly orderToken: string | null;
  readonly requestInvoice: boolean;
}

/** A new, empty basket; an invoice is requested by default. */
export function emptyBasket(): Basket {
  return { items: [], orderToken: null, requestInvoice: true };
}

/** True when a voucher code with this barcode is already in the items. */
export function hasVoucherCode(items: readonly BasketItem[], barcode: string): boolean {
  const wanted = normalizeVoucherCode(barcode);
  return items.some(
    (item) => item.type === 'voucherCode' && normalizeVoucherCode(item.barcode) === wanted,
  );
}

/** Appends an item; a voucher code already in the basket is refused. */
export function addItem(basket: Basket, item: BasketItem): Result<Basket> {
  if (item.type === 'voucherCode' && hasVoucherCode(basket.items, item.barcode)) {
    return err('VOUCHER_ALREADY_IN_BASKET', { barcode: normalizeVoucherCode(item.barcode) });
  }
  return ok({ ...basket, items: [...basket.items, item] });
}

/** Removes the item at `index`; an index outside the list leaves the basket as it is. */
export function removeItemAt(basket: Basket, index: number): Basket {
  if (!Number.isInteger(index) || index < 0 || index >= basket.items.length) return basket;
  return { ...basket, items: basket.items.filter((_, position) => position !== index) };
}

/** Empties the basket and forgets the order token; the invoice wish is kept. */
export function clearBasket(basket: Basket): Basket {
  return { ...basket, items: [], orderToken: null };
}

/**
 * The number shown on the basket link and over the basket's lines: the length of the item list
 * without the voucher codes kept in it, which are a means of payment, not items (the header and
 * the basket give the same number).
 */
export function itemCount(basket: Basket): number {
  return basket.items.filter((item) => item.type !== 'voucherCode').length;
}
