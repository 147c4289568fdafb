/**
 * Answer envelopes and the error bodies of the shop API. Successful answers are `{ "data": … }`;
 * failures carry a stable code of `../errors` in `error` (or `code` for shipping costs) so the
 * client can translate it.
 */
import { z } from 'zod';

/** Wraps the schema of an answer's `data` in the `{ data }` envelope. */
export function apiEnvelope<D extends z.ZodType>(data: D) {
  return z.object({ data });
}

/** Per-field messages of a 422 answer: a message or a list of messages per field. */
export const fieldErrors = z.record(
  z.string().min(1).max(100),
  z.union([z.string(), z.array(z.string())]),
);

/** 422: the request was understood but refused; `error` is a stable code or a message. */
export const validationErrorBody = z
  .object({
    error: z.string().min(1),
    message: z.string().optional(),
    errors: fieldErrors.optional(),
  })
  .describe('422: refused; `error` holds a stable code, `errors` per-field messages');

/** 400: the request is incomplete; the client shows `message` (execPayment, pwdconfirm). */
export const badRequestBody = z
  .object({ message: z.string().min(1), error: z.string().optional() })
  .describe('400: incomplete request; the client shows `message`');

/** Failure of the shipping-costs call: the client keeps `code` as shippingCostsError. */
export const shippingErrorBody = z
  .object({ code: z.string().min(1) })
  .describe('Shipping costs unavailable; `code` is kept as shippingCostsError');

const codedError = z.object({ error: z.string().min(1), message: z.string().optional() });

/** 404: the tour, event, article, page or language does not exist. */
export const notFoundBody = codedError.describe('404: not found (NOT_FOUND, PAGE_NOT_FOUND)');

/** 410: the cart is gone: not found, possibly paid or expired. */
export const goneBody = codedError.describe('410: the cart is gone (CART_GONE)');

/** 406: the order is not available for review. */
export const notAcceptableBody = codedError.describe(
  '406: the order is not available (ORDER_NOT_AVAILABLE)',
);

/** 401 or 403: the call needs a valid login token; the client sends the user to login. */
export const unauthorizedBody = codedError.describe(
  '401/403: login needed (AUTH_REQUIRED, AUTH_TOKEN_EXPIRED)',
);

/** 409: the order's state does not allow it now (a visitor's cancellation: LINE_CANCELLED, …). */
export const conflictBody = codedError.describe(
  '409: conflicts with the order as it is now (LINE_CANCELLED, ORDER_BUSY, PAYMENT_DISPUTED, ORDER_NOT_CANCELLABLE)',
);

/** HTTP statuses an endpoint can answer besides 200, with their body schemas. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 406 | 409 | 410 | 422;

/** Named error bodies: the OpenAPI document lists each under `components/schemas`. */
export const errorBodySchemas = {
  ValidationErrorBody: validationErrorBody,
  BadRequestBody: badRequestBody,
  ShippingErrorBody: shippingErrorBody,
  NotFoundBody: notFoundBody,
  GoneBody: goneBody,
  NotAcceptableBody: notAcceptableBody,
  ConflictBody: conflictBody,
  UnauthorizedBody: unauthorizedBody,
} as const;

export type FieldErrors = z.infer<typeof fieldErrors>;
export type ValidationErrorBody = z.infer<typeof validationErrorBody>;
export type BadRequestBody = z.infer<typeof badRequestBody>;
export type ShippingErrorBody = z.infer<typeof shippingErrorBody>;
export type CodedErrorBody = z.infer<typeof codedError>;
