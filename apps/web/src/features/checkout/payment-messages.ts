/**
 * The translated message of a refused payment start (initPayment's 422 sets the cart
 * error from the body's `error`). Every code the server's checkout can answer has its own message;
 * any other code reads "The shopping cart can not be completed.".
 */
import type { BasketItem } from '@foyer/domain';

/** Codes with a message of their own under `payment.errors`. */
export const PAYMENT_ERROR_CODES = [
  'CART_EMPTY',
  'CART_INVALID',
  'CART_GONE',
  'CART_NOT_COMPLETABLE',
  'PAYMENT_FAILED',
  'PAYMENT_UNAVAILABLE',
  'PAYMENT_TYPE_UNKNOWN',
  'VALIDATION_FAILED',
  'ACCOUNT_HOLDER_REQUIRED',
  'IBAN_INVALID',
  'TIME_SOLD_OUT',
  'DAY_SOLD_OUT',
  'DAY_UNAVAILABLE',
  'TICKETS_SOLD_OUT',
  'TICKET_COUNT_EXCEEDS_SLOT',
  'TICKET_NO_SELECTION',
  'TOUR_SOLD_OUT',
  'TOUR_NOT_BOOKABLE',
  'TOUR_TIME_REQUIRED',
  'TOUR_OVERBOOKED_PARTICIPANTS',
  'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
  'ITEM_OUT_OF_STOCK',
  'ITEM_EXPIRED',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_NO_AMOUNT_LEFT',
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  'VOUCHER_NOW_IS_AFTER_VALID_TO',
  'VOUCHER_AMOUNT_REQUIRED',
  'VOUCHER_AMOUNT_INVALID',
  'SHIPPING_NO_COSTS_FOR_COUNTRY',
  'SHIPPING_COUNTRY_REQUIRED',
  'SHIPPING_FIELDS_INCOMPLETE',
] as const;

type Translate = (key: string, options?: Record<string, unknown>) => string;

function paramsOf(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null) return {};
  const params = (body as Record<string, unknown>).params;
  return typeof params === 'object' && params !== null ? (params as Record<string, unknown>) : {};
}

/**
 * The message of a refusal; when the answer names a basket line (`params.item`, its index in the cart)
 * the line's name is added.
 */
export function paymentErrorMessage(
  code: string | null,
  body: unknown,
  items: readonly BasketItem[],
  t: Translate,
): string {
  const known = (PAYMENT_ERROR_CODES as readonly string[]).includes(code ?? '');
  const message = t(`payment.errors.${known ? code : 'CART_NOT_COMPLETABLE'}`);
  const index = paramsOf(body).item;
  const item = typeof index === 'number' ? items[index] : undefined;
  return item ? `${message} ${t('payment.errors.concerns', { name: item.name })}` : message;
}
