/** Calls of the checkout: payment types, payment, cancel, suggestions, shipping costs, review. */
import { z } from 'zod';
import { cartPayload, shippingCostCart } from './cart';
import {
  cents,
  countryCode,
  entityId,
  httpUrl,
  inputText,
  noParams,
  oneParam,
  optionalTokenQuery,
  orderToken,
  randomToken,
  shopParam,
  utcDateTime,
} from './common';
import { defineEndpoint } from './endpoint';
import { bookingResult, order, paymentType, suggestion } from './entities';
import {
  badRequestBody,
  conflictBody,
  goneBody,
  notAcceptableBody,
  notFoundBody,
  shippingErrorBody,
  unauthorizedBody,
  validationErrorBody,
} from './errors';

/** Wallets of the wallet payment and the express wallet flow. */
export const wallet = z.enum(['APPLEPAY', 'GOOGLEPAY']);

/** Extra payment data: account holder and IBAN for direct debit (74, 164), wallet, partner. */
export const paymentAux = z
  .object({
    accountHolder: inputText().trim().min(1).max(200).optional(),
    iban: z
      .string()
      .max(42)
      .regex(/^[A-Za-z]{2}\d{2}[A-Za-z0-9 ]{10,38}$/, 'IBAN')
      .optional(),
    wallet: wallet.optional(),
    /** The partner tag kept from the `partner` query parameter. */
    partner: z
      .string()
      .max(100)
      .regex(/^[A-Za-z0-9._-]+$/, 'partner tag')
      .optional(),
  })
  .strict();

/** Where the payment provider sends the browser back; the server adds the order token to both. */
export const returnUrls = z.object({ continue: httpUrl, cancel: httpUrl }).strict();

/** Body of `checkout/initPayment`. */
export const initPaymentBody = z
  .object({
    payart: entityId,
    aux: paymentAux,
    cart: cartPayload,
    url: returnUrls,
    /**
     * Foyer's addition: the token of a waiting-list offer (its link) whose held places this cart
     * books; the checkout takes the offer's hold over (docs/decisions.md "Waiting list: booking an
     * offer and joining in the shop").
     */
    offer: orderToken.optional(),
  })
  .strict();

/** Body of `checkout/initPaymentOrder`: pays an existing pending order by its token. */
export const initPaymentOrderBody = z
  .object({ payart: entityId, aux: paymentAux, id: orderToken, url: returnUrls })
  .strict();

/** A body naming a pending order: the shop's API calls the order token `cartId`. */
const orderTokenBody = z.object({ cartId: orderToken }).strict();

/** Body of the shipping-costs call: the cart for a logged-in user, else country and cart. */
export const shippingCostsBody = z.union([
  shippingCostCart,
  z.object({ country: countryCode, cart: shippingCostCart }).strict(),
]);

const redirectUrlDescription =
  "data is the payment provider's redirect URL. The server adds the order token as `cartId` to " +
  'the continue and cancel URLs, so the accepted and cancelled screens know the order for ' +
  'execPayment and cancel.';

export const checkoutPaymentsEndpoint = defineEndpoint({
  name: 'checkoutPayments',
  method: 'GET',
  path: 'checkout/payments',
  tag: 'checkout',
  auth: 'none',
  summary: 'Payment types with their names per language (shop=2)',
  description:
    'The client merges them with its built-in types 161 (credit card) and 162 (direct debit).',
  params: noParams,
  query: z.object({ shop: shopParam }),
  body: null,
  data: z.array(paymentType),
  errors: {},
});

export const checkoutInitPaymentEndpoint = defineEndpoint({
  name: 'checkoutInitPayment',
  method: 'POST',
  path: 'checkout/initPayment',
  tag: 'checkout',
  auth: 'optional',
  summary: 'Hold the cart and start a payment; data is the redirect URL',
  description:
    `${redirectUrlDescription} Every payment type except the express wallet needs the token: ` +
    "without it the server answers 401. While the cart's event has its waiting room on, or the " +
    'shop is saturated, a browser not yet admitted gets 503 WAITING_ROOM with `Retry-After` and ' +
    'its place in the line (docs/decisions.md "A waiting room for on-sale moments").',
  params: noParams,
  query: optionalTokenQuery,
  body: initPaymentBody,
  data: httpUrl,
  // 410 WAITING_LIST_OFFER_GONE: the `offer` named has run out or was used.
  errors: { 401: unauthorizedBody, 410: goneBody, 422: validationErrorBody },
});

export const checkoutInitPaymentOrderEndpoint = defineEndpoint({
  name: 'checkoutInitPaymentOrder',
  method: 'POST',
  path: 'checkout/initPaymentOrder',
  tag: 'checkout',
  auth: 'optional',
  summary: 'Start a new payment for an existing pending order; data is the redirect URL',
  description: redirectUrlDescription,
  params: noParams,
  query: optionalTokenQuery,
  body: initPaymentOrderBody,
  data: httpUrl,
  errors: { 406: notAcceptableBody, 422: validationErrorBody },
});

export const checkoutExecPaymentEndpoint = defineEndpoint({
  name: 'checkoutExecPayment',
  method: 'POST',
  path: 'checkout/execPayment',
  tag: 'checkout',
  auth: 'optional',
  summary: 'Complete the paid cart; data holds booking_id (the order token) and has_tickets',
  description:
    '`us` is a random 12-character token per call, `sessionUs` one per session, `srcURL` the page ' +
    'the payment returned to. 422 → `error`, 400 → `message`, 410 → the cart is gone.',
  params: noParams,
  query: optionalTokenQuery.extend({
    us: randomToken.describe('Random token of this call'),
    sessionUs: randomToken.describe('Random token of this session'),
    srcURL: httpUrl.describe('The page the payment returned to'),
  }),
  body: orderTokenBody,
  data: bookingResult,
  errors: { 400: badRequestBody, 410: goneBody, 422: validationErrorBody },
});

export const checkoutCancelEndpoint = defineEndpoint({
  name: 'checkoutCancel',
  method: 'POST',
  path: 'checkout/cancel',
  tag: 'checkout',
  auth: 'optional',
  summary:
    'Cancel the payment and release the hold (noRedirect=1); data true: the cart forgets the order',
  params: noParams,
  query: optionalTokenQuery.extend({ noRedirect: oneParam }),
  body: orderTokenBody,
  data: z.literal(true),
  errors: { 410: goneBody },
});

export const checkoutSuggestEndpoint = defineEndpoint({
  name: 'checkoutSuggest',
  method: 'POST',
  path: 'checkout/suggest',
  tag: 'checkout',
  auth: 'optional',
  summary: 'Upsell suggestions for the basket',
  params: noParams,
  query: optionalTokenQuery,
  body: z.object({ cart: cartPayload }).strict(),
  data: z.array(suggestion),
  errors: { 422: validationErrorBody },
});

export const checkoutShippingCostsEndpoint = defineEndpoint({
  name: 'checkoutShippingCosts',
  method: 'POST',
  path: 'checkout/shippingCosts',
  tag: 'checkout',
  auth: 'optional',
  summary: 'Shipping costs of the basket in cents',
  description:
    "Path chosen by Foyer. With the token `_` the body is the cart (the customer's shipping " +
    'country is used); without it the body is { country, cart }. A failure answers 422 with ' +
    '{ code } (e.g. SHIPPING_NO_COSTS_FOR_COUNTRY).',
  params: noParams,
  query: optionalTokenQuery,
  body: shippingCostsBody,
  data: cents,
  errors: { 422: shippingErrorBody },
});

export const checkoutExtendHoldEndpoint = defineEndpoint({
  name: 'checkoutExtendHold',
  method: 'POST',
  path: 'checkout/extendHold',
  tag: 'checkout',
  auth: 'optional',
  summary: 'Extend the hold on a pending cart; data holds the new expiry (UTC)',
  params: noParams,
  query: optionalTokenQuery,
  body: orderTokenBody,
  data: z.object({ expiresAt: utcDateTime }),
  errors: { 410: goneBody },
});

/** A pending cart's hold: when it runs out and whether it can still be extended. */
export const holdState = z.object({ expiresAt: utcDateTime, extendable: z.boolean() }).strict();

export const checkoutHoldEndpoint = defineEndpoint({
  name: 'checkoutHold',
  method: 'GET',
  path: 'checkout/hold',
  tag: 'checkout',
  auth: 'optional',
  summary: 'The hold of a pending cart: expiry (UTC) and whether extendHold can still extend it',
  description:
    'Path chosen by Foyer, for the countdown of the basket (WCAG 2.2.1). A cart that is not ' +
    'pending any more, or whose hold has run out, answers 410.',
  params: noParams,
  query: optionalTokenQuery.extend({ cartId: orderToken.describe('The order token') }),
  body: null,
  data: holdState,
  errors: { 410: goneBody },
});

export const orderReviewEndpoint = defineEndpoint({
  name: 'orderReview',
  method: 'GET',
  path: 'order/review',
  tag: 'checkout',
  auth: 'none',
  summary: 'An order by its order token for the order review screen',
  description: 'An unknown or unavailable order answers 406, never 404.',
  params: noParams,
  query: z.object({ id: orderToken.describe('The order token') }),
  body: null,
  data: order,
  errors: { 406: notAcceptableBody },
});

/** The visitor cancels lines of their order within the museum's terms. */
export const cancelLinesBody = z
  .object({
    id: orderToken.describe('The order token'),
    lineIds: z.array(entityId).min(1).max(200),
    /** The client's idempotency key: a repeated request answers the first one's outcome. */
    key: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _'),
  })
  .strict();

export const orderCancelLinesEndpoint = defineEndpoint({
  name: 'orderCancelLines',
  method: 'POST',
  path: 'order/cancelLines',
  tag: 'checkout',
  auth: 'none',
  summary: "The visitor cancels lines of their order within the museum's terms",
  description:
    "Path chosen by Foyer. The server checks the museum's terms again and pays back through the " +
    "order's ledger, keeping the fee; data says what was given back, the fee and the credit note. " +
    'Refusals: 422 NOT_ALLOWED, KIND_NOT_CANCELLABLE, DEADLINE_PASSED, LINES_INVALID, REFUND_REFUSED; ' +
    '409 LINE_CANCELLED, ORDER_NOT_CANCELLABLE, PAYMENT_DISPUTED, ORDER_BUSY; 406 for an unknown order.',
  params: noParams,
  query: noParams,
  body: cancelLinesBody,
  data: z.object({ refund: cents, fee: cents, creditNote: httpUrl.nullable() }).strict(),
  errors: { 406: notAcceptableBody, 409: conflictBody, 422: validationErrorBody },
});

/** A visitor's choice of lines in a query: their ids, comma-separated (`12,13`), at most 200. */
export const lineIdList = z
  .string()
  .regex(/^[1-9]\d{0,9}(,[1-9]\d{0,9}){0,199}$/, 'Line ids separated by commas');

export const orderCancelQuoteEndpoint = defineEndpoint({
  name: 'orderCancelQuote',
  method: 'GET',
  path: 'order/cancelQuote',
  tag: 'checkout',
  auth: 'none',
  summary: 'What cancelling these lines of the order would give back and keep as the fee, now',
  description:
    'Path chosen by Foyer. Read-only: the same checks and plan as order/cancelLines for the whole ' +
    'choice at once (a fixed fee is charged once per cancellation, a percent fee rounded once), ' +
    'with the same refusals: 422 NOT_ALLOWED, KIND_NOT_CANCELLABLE, DEADLINE_PASSED, LINES_INVALID; ' +
    '409 LINE_CANCELLED, ORDER_NOT_CANCELLABLE, PAYMENT_DISPUTED, ORDER_BUSY; 406 for an unknown order.',
  params: noParams,
  query: z.object({
    id: orderToken.describe('The order token'),
    lineIds: lineIdList.describe('The chosen line ids, comma-separated'),
  }),
  body: null,
  data: z.object({ refund: cents, fee: cents }).strict(),
  errors: { 406: notAcceptableBody, 409: conflictBody, 422: validationErrorBody },
});

/** The idempotency key of a visitor's request: a repeated request answers the first one's outcome. */
const visitorKey = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '8 to 64 letters, digits, - or _');

/** A start of a visit: museum-local `YYYY-MM-DDTHH:mm`, or a day `YYYY-MM-DD` for a day ticket. */
const visitStart = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2})?$/, 'YYYY-MM-DD or YYYY-MM-DDTHH:mm');

export const orderMoveOptionsEndpoint = defineEndpoint({
  name: 'orderMoveOptions',
  method: 'GET',
  path: 'order/moveOptions',
  tag: 'checkout',
  auth: 'none',
  summary: 'The starts a visitor may move a booking of their order to, with the price difference',
  description:
    "Path chosen by Foyer. Only starts of the same event or tour that sell, have the booking's " +
    "places free and lie beyond the museum's deadline (counted from the new start too). " +
    'Refusals: 422 NOT_ALLOWED, KIND_NOT_MOVABLE, DEADLINE_PASSED; 409 LINE_CANCELLED, ' +
    'ORDER_NOT_MOVABLE, PAYMENT_DISPUTED, ORDER_BUSY, MOVE_UNDER_WAY, BOOKING_USED; 406 for an unknown order.',
  params: noParams,
  query: z.object({
    id: orderToken.describe('The order token'),
    itemIndex: z.coerce.number().int().min(0).max(999),
  }),
  body: null,
  data: z
    .object({
      itemIndex: z.number().int().min(0),
      kind: z.enum(['ticket', 'dayTicket', 'guidedTour']),
      name: z.string(),
      current: visitStart,
      places: z.number().int().min(0),
      deadline: visitStart.nullable(),
      starts: z.array(
        z
          .object({
            start: visitStart,
            free: z.number().int().min(0),
            /** Cents the booking costs more (above 0) or less (below 0) at this start. */
            difference: z.number().int(),
          })
          .strict(),
      ),
    })
    .strict(),
  errors: { 406: notAcceptableBody, 409: conflictBody, 422: validationErrorBody },
});

/** The visitor moves a booking of their order to another start. */
export const moveBody = z
  .object({
    id: orderToken.describe('The order token'),
    itemIndex: z.number().int().min(0).max(999),
    to: visitStart,
    key: visitorKey,
    /** Where the provider sends the browser back after paying a dearer start's difference. */
    url: returnUrls,
  })
  .strict();

export const visitorMoveAnswer = z.discriminatedUnion('state', [
  z
    .object({
      state: z.literal('moved'),
      itemIndex: z.number().int().min(0),
      from: visitStart,
      to: visitStart,
      difference: z.number().int(),
      refunded: cents,
    })
    .strict(),
  z
    .object({
      state: z.literal('payment'),
      itemIndex: z.number().int().min(0),
      from: visitStart,
      to: visitStart,
      difference: z.number().int().min(1),
      redirectUrl: httpUrl,
    })
    .strict(),
]);

export const orderMoveEndpoint = defineEndpoint({
  name: 'orderMove',
  method: 'POST',
  path: 'order/move',
  tag: 'checkout',
  auth: 'none',
  summary: "The visitor moves a booking of their order to another start within the museum's terms",
  description:
    "Path chosen by Foyer. The server checks the museum's terms again under the order's lock. A " +
    "start that is not dearer moves at once (state moved; a cheaper one's difference is paid back " +
    "through the order's ledger); a dearer one holds the new start's places and answers the " +
    "provider's page to pay the difference (state payment); the move is done when the payment " +
    'arrives (order/moveReturn, or the provider’s webhook). Refusals: 422 NOT_ALLOWED, ' +
    'KIND_NOT_MOVABLE, DEADLINE_PASSED, SLOT_TOO_SOON, SLOT_PAST, SLOT_SAME, SLOT_NOT_FOUND, ' +
    'MOVE_PAYMENT_UNAVAILABLE, VALIDATION_FAILED; 409 LINE_CANCELLED, ORDER_NOT_BOOKED, ' +
    'PAYMENT_DISPUTED, ORDER_BUSY, MOVE_UNDER_WAY, BOOKING_USED, SLOT_FULL, SLOT_NOT_ON_SALE; ' +
    '404 BOOKING_NOT_FOUND; 406 for an unknown order.',
  params: noParams,
  query: noParams,
  body: moveBody,
  data: visitorMoveAnswer,
  errors: {
    404: notFoundBody,
    406: notAcceptableBody,
    409: conflictBody,
    422: validationErrorBody,
  },
});

export const orderMoveReturnEndpoint = defineEndpoint({
  name: 'orderMoveReturn',
  method: 'POST',
  path: 'order/moveReturn',
  tag: 'checkout',
  auth: 'none',
  summary: "Back from the provider's page of a move payment: how the order's latest move ended",
  description:
    'Path chosen by Foyer. The server asks the provider (the return is no proof) and completes a ' +
    'paid move once. state: moved, pending (not paid yet), failed (not paid: the booking stays as ' +
    'it was), refunded (paid when the move could not be done any more: paid back), none.',
  params: noParams,
  query: noParams,
  body: z.object({ id: orderToken.describe('The order token') }).strict(),
  data: z
    .object({
      state: z.enum(['moved', 'pending', 'failed', 'refunded', 'none']),
      itemIndex: z.number().int().min(0).nullable(),
      to: visitStart.nullable(),
    })
    .strict(),
  errors: { 406: notAcceptableBody },
});

export type CancelLinesBody = z.input<typeof cancelLinesBody>;
export type MoveBody = z.input<typeof moveBody>;
export type VisitorMoveAnswer = z.infer<typeof visitorMoveAnswer>;
export type HoldState = z.infer<typeof holdState>;
export type PaymentAux = z.infer<typeof paymentAux>;
export type ReturnUrls = z.infer<typeof returnUrls>;
export type InitPaymentBody = z.input<typeof initPaymentBody>;
export type InitPaymentOrderBody = z.input<typeof initPaymentOrderBody>;
export type ShippingCostsBody = z.input<typeof shippingCostsBody>;
