/**
 * The failures of the checkout calls, in the one shape of `../../outcome.ts`, their
 * messages from `checkout.messages.ts` (and the server's table for per-field messages).
 */
import type { ErrorCode, ErrorParams, Language } from '@foyer/domain';
import { message, type ServerMessageKey } from '../../i18n/messages';
import { failed, refused, type Failed, type Failure, type Text } from '../../outcome';
import { checkoutMessage, type CheckoutMessageKey } from './checkout.messages';

function checkoutText(key: CheckoutMessageKey): Text {
  return (lang) => checkoutMessage(key, lang);
}

/** The message of a 422: only a failed payment and a form with errors carry one. */
function refusalText(code: ErrorCode): Text | undefined {
  if (code === 'PAYMENT_FAILED') return checkoutText('PAYMENT_FAILED');
  if (code === 'VALIDATION_FAILED') return (lang) => message('VALIDATION_FAILED', lang);
  return undefined;
}

/** 422 `{ error, message?, params?, errors? }`: refused with a stable code. */
export function checkoutRefused(
  code: ErrorCode,
  params?: ErrorParams,
  fields?: Readonly<Record<string, ServerMessageKey>>,
): Failed {
  const text = refusalText(code);
  return refused(code, {
    ...(text ? { message: text } : {}),
    ...(params ? { params } : {}),
    ...(fields
      ? {
          fields: Object.fromEntries(
            Object.entries(fields).map(([field, key]) => [
              field,
              [(lang: Language) => message(key, lang)],
            ]),
          ),
        }
      : {}),
  });
}

/** 401: paying needs a login or a guest registration; or the token was never issued. */
export const PAYER_REQUIRED: Failure = {
  kind: 'unauthenticated',
  code: 'AUTH_REQUIRED',
  message: checkoutText('AUTH_REQUIRED'),
};

/** 403: the login token expired or was revoked. */
export const PAYER_LOGIN_EXPIRED: Failure = {
  kind: 'forbidden',
  code: 'AUTH_TOKEN_EXPIRED',
  message: checkoutText('AUTH_TOKEN_EXPIRED'),
};

/** 400: the payment is not completed (yet): 'The shopping cart can not be completed!'. */
export const CART_NOT_COMPLETABLE: Failure = {
  kind: 'incomplete',
  code: 'CART_NOT_COMPLETABLE',
  message: checkoutText('CART_NOT_COMPLETABLE'),
};

/** 410: the cart is gone (paid, expired or cancelled). */
export const CART_GONE: Failure = {
  kind: 'gone',
  code: 'CART_GONE',
  message: checkoutText('CART_GONE'),
};

/** 410: the cart is gone and its payment was paid back. */
export const CART_REFUNDED: Failure = {
  kind: 'gone',
  code: 'CART_GONE',
  message: checkoutText('CART_REFUNDED'),
};

/** 406: the order is not available (unknown, someone else's, not payable or not booked). */
export const ORDER_NOT_AVAILABLE: Failure = {
  kind: 'notAvailable',
  code: 'ORDER_NOT_AVAILABLE',
  message: checkoutText('ORDER_NOT_AVAILABLE'),
};

/** 422: the shop cannot take payments now (its configuration is wrong, not the visitor's request). */
export const PAYMENT_UNAVAILABLE: Failure = {
  kind: 'refused',
  code: 'PAYMENT_UNAVAILABLE',
  message: checkoutText('PAYMENT_UNAVAILABLE'),
};

/** 422 `{ code }`: the shipping-costs call's own failure body. */
export function shippingRefused(
  code: 'SHIPPING_NO_COSTS_FOR_COUNTRY' | 'SHIPPING_COUNTRY_REQUIRED',
): Failed {
  return failed({ kind: 'legacyCode', code });
}
