/**
 * Stable error codes and the `Result` type.
 *
 * Expected failures are values, never exceptions: a rule returns `err(code, params)`,
 * the server maps the code to an HTTP status and the web app maps it to a
 * translated message. Codes are part of the public API: never rename one.
 */

export const ERROR_CODES = [
  // Voucher codes
  'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
  'VOUCHER_NOW_IS_AFTER_VALID_TO',
  'VOUCHER_NO_AMOUNT_LEFT',
  'VOUCHER_NOT_FOUND',
  'VOUCHER_ALREADY_IN_BASKET',
  'VOUCHER_UNKNOWN_ERROR',
  /** Too many code lookups from one address; `params.seconds` says how long to wait. */
  'VOUCHER_RATE_LIMITED',
  // Voucher types
  'VOUCHER_AMOUNT_REQUIRED',
  'VOUCHER_AMOUNT_INVALID',
  // Guided tours
  'TOUR_DATE_REQUIRED',
  'TOUR_TIME_REQUIRED',
  'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
  'TOUR_TICKETS_LIMIT_EXCEEDED',
  'TOUR_MORE_TICKETS_THAN_PARTICIPANTS',
  'TOUR_FEWER_TICKETS_THAN_PARTICIPANTS',
  'TOUR_MIN_GROUP_SIZE',
  'TOUR_OVERBOOKED_TICKETS',
  'TOUR_OVERBOOKED_PARTICIPANTS',
  'TOUR_MANDATORY_ANSWERS_MISSING',
  'TOUR_NO_SELECTION',
  // Event tickets
  'TICKET_COUNT_EXCEEDS_SLOT',
  'TICKET_FAMILY_COMPONENTS_MISSING',
  'TICKET_NO_SELECTION',
  'TICKET_DATE_REQUIRED',
  'TICKET_TIME_REQUIRED',
  // Availability states shown to the user
  'DAY_UNAVAILABLE',
  'DAY_SOLD_OUT',
  'TIME_SOLD_OUT',
  'EVENT_EXPIRED',
  'TOUR_SOLD_OUT',
  'TOUR_NOT_BOOKABLE',
  'TOUR_NO_TICKETS',
  'TOUR_UNAVAILABLE_ON_DATE',
  'ITEM_OUT_OF_STOCK',
  'ITEM_EXPIRED',
  'TICKETS_SOLD_OUT',
  'NO_MATCHING_RESULTS',
  // Merchandise and passes
  'MERCHANDISE_QUANTITY_INVALID',
  'PASS_HOLDER_NAME_REQUIRED',
  // Forms
  'FIELD_REQUIRED',
  'EMAIL_INVALID',
  'EMAILS_DO_NOT_MATCH',
  'PASSWORDS_DO_NOT_MATCH',
  'PASSWORD_INVALID',
  'SHIPPING_FIELDS_INCOMPLETE',
  'FORM_HAS_ERRORS',
  'TERMS_NOT_ACCEPTED',
  'IBAN_INVALID',
  'ACCOUNT_HOLDER_REQUIRED',
  // Authentication and settings (toast keys and messages)
  'AUTH_LOGIN_FAILED',
  'AUTH_WRONG_CREDENTIALS',
  'AUTH_REQUEST_RESET_FAIL',
  'AUTH_REQUEST_RESET_SUCCESS',
  'AUTH_CANNOT_RECOVER_EMAIL',
  'AUTH_SETTING_NEW_PASSWORD_FAILED',
  'AUTH_SETTING_NEW_PASSWORD_SUCCESS',
  'AUTH_FILL_ALL_FIELDS',
  'AUTH_PASSWORD_CHANGE_FAILED',
  'AUTH_PASSWORD_CHANGE_SUCCESS',
  'AUTH_EMAIL_CHANGE_SUCCESS',
  'AUTH_EMAIL_TAKEN',
  'AUTH_REQUIRED',
  'AUTH_TOKEN_EXPIRED',
  'AUTH_RATE_LIMITED',
  /** The account has a visit still to come: it is not deleted yet (docs/decisions.md "Data protection"). */
  'ACCOUNT_HAS_COMING_VISITS',
  'USER_SETTINGS_SAVED',
  // Checkout
  'CART_EMPTY',
  'CART_GONE',
  'CART_NOT_COMPLETABLE',
  'CART_INVALID',
  'PAYMENT_FAILED',
  'PAYMENT_TYPE_UNKNOWN',
  /** The shop cannot take payments now (a configuration problem, not the visitor's). */
  'PAYMENT_UNAVAILABLE',
  'SHIPPING_NO_COSTS_FOR_COUNTRY',
  'SHIPPING_COUNTRY_REQUIRED',
  'ORDER_NOT_AVAILABLE',
  // Waiting list (docs/decisions.md "Waiting list")
  /** The number of places wanted is not a whole number from 1 to the limit (`params.max`). */
  'WAITING_LIST_COUNT_INVALID',
  /** The slot still has places (`params.available`): book them instead of waiting. */
  'WAITING_LIST_NOT_SOLD_OUT',
  /** The offer of the link has run out, was used or given up: its places are no longer held. */
  'WAITING_LIST_OFFER_GONE',
  /** The basket takes none of the offer's places, or more than it holds (`params.offered`). */
  'WAITING_LIST_OFFER_PLACES_INVALID',
  // Annual-pass holders' free entries (docs/decisions.md "Annual-pass holders' free entries")
  /** No pass with this number (or it is not in the signed-in customer's account). */
  'PASS_NOT_FOUND',
  /** The pass is not valid on the slot's day (before, after its year, or cancelled). */
  'PASS_NOT_VALID_ON_DAY',
  /** The pass has a free entry for this slot already. */
  'PASS_ALREADY_BOOKED_SLOT',
  /** The pass has booked the museum's limit of entries that day (`params.limit`). */
  'PASS_DAY_LIMIT',
  /** The pass has booked the museum's limit of entries that ISO week (`params.limit`). */
  'PASS_WEEK_LIMIT',
  /** The ticket chosen is no timed ticket: free entries are for a timed slot. */
  'PASS_ENTRY_NOT_TIMED',
  /** Too many unknown pass numbers from this address: wait `params.seconds`. */
  'PASS_RATE_LIMITED',
  // Transport and generic
  'NOT_FOUND',
  'PAGE_NOT_FOUND',
  'VALIDATION_FAILED',
  'BAD_REQUEST',
  'SERVER_ERROR',
] as const;

/** A stable error code. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Values a message needs, e.g. `{ requested: 7, available: 5 }` for an overbooking. */
export type ErrorParams = Readonly<Record<string, string | number>>;

export interface Ok<T> {
  readonly ok: true;
  readonly value: T;
}

export interface Err<C extends ErrorCode = ErrorCode> {
  readonly ok: false;
  readonly code: C;
  readonly params?: ErrorParams;
}

/** The outcome of a rule: a value, or a stable error code with its message parameters. */
export type Result<T, C extends ErrorCode = ErrorCode> = Ok<T> | Err<C>;

/** Wraps a successful value. */
export function ok<T>(value: T): Ok<T> {
  return { ok: true, value };
}

/** Builds a failure with a stable code and optional message parameters. */
export function err<C extends ErrorCode>(code: C, params?: ErrorParams): Err<C> {
  return params === undefined ? { ok: false, code } : { ok: false, code, params };
}

/** True when `value` is one of the stable error codes. */
export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);
}
