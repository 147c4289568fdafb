/**
 * What the checkout services answer: a value, or a failure the routes turn into the status and body
 * of spec 8. Services stay free of HTTP.
 */
import type { ErrorCode, ErrorParams } from '@foyer/domain';
import type { ServerMessageKey } from '../../i18n/messages';

export type CheckoutFailure =
  /** 422 `{ error, params?, errors? }`: refused with a stable code (per-field problems optional). */
  | {
      kind: 'refused';
      code: ErrorCode;
      params?: ErrorParams;
      fields?: Record<string, ServerMessageKey>;
    }
  /** 422 `{ code }`: the shipping-costs call's own failure body. */
  | { kind: 'shipping'; code: 'SHIPPING_NO_COSTS_FOR_COUNTRY' | 'SHIPPING_COUNTRY_REQUIRED' }
  /** 401: no token, or one that was never issued. */
  | { kind: 'unauthenticated' }
  /** 403: the token expired or was revoked. */
  | { kind: 'loginExpired' }
  /** 400: the payment is not completed (yet): 'The shopping cart can not be completed!'. */
  | { kind: 'incomplete' }
  /** 410: the cart is gone; `refunded` when its payment was paid back. */
  | { kind: 'gone'; refunded?: boolean }
  /** 406: the order is not available. */
  | { kind: 'notAvailable' };

export type CheckoutResult<T> = { ok: true; value: T } | { ok: false; failure: CheckoutFailure };

export function success<T>(value: T): CheckoutResult<T> {
  return { ok: true, value };
}

export function failed<T = never>(failure: CheckoutFailure): CheckoutResult<T> {
  return { ok: false, failure };
}

export function refused<T = never>(
  code: ErrorCode,
  params?: ErrorParams,
  fields?: Record<string, ServerMessageKey>,
): CheckoutResult<T> {
  return failed({
    kind: 'refused',
    code,
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
    ...(fields ? { fields } : {}),
  });
}
