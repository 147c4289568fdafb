/**
 * The till's refusals: stable codes the server answers (422 or 409) with a message in the staff
 * member's language (`apps/server/src/modules/till/till.messages.ts`), and the till screen
 * translates. Codes are part of the back office's API: never rename one.
 */
export const TILL_REFUSALS = [
  /** Less cash was given than the cash part of the sale (`params.missing` in cents). */
  'TILL_CASH_TOO_LITTLE',
  /** A payment part is negative. */
  'TILL_PAYMENT_NEGATIVE',
  /** Cash and card do not add up to the sale's total (`params.total`, `params.paid`). */
  'TILL_PAYMENT_SPLIT_MISMATCH',
  /** The cashier has no open shift at this till. */
  'TILL_SHIFT_NOT_OPEN',
  /** The till has an open shift already (`params.cashier`). */
  'TILL_SHIFT_ALREADY_OPEN',
  /** The shift is someone else's: only its cashier sells in it (and closes it, or a manager). */
  'TILL_SHIFT_OTHER_CASHIER',
  /** Only the last transaction of the till may be cancelled, before another sale. */
  'TILL_STORNO_NOT_LAST',
  /** Only the cashier who made a sale may cancel it. */
  'TILL_STORNO_NOT_OWN',
  /** The sale's shift is closed. */
  'TILL_STORNO_SHIFT_CLOSED',
  /** The transaction is a cancellation itself, or was cancelled already. */
  'TILL_STORNO_NOT_A_SALE',
  /** A storno at this till is being paid back; the sale waited for it and may be sent again. */
  'TILL_STORNO_UNDER_WAY',
] as const;
export type TillRefusal = (typeof TILL_REFUSALS)[number];

export interface TillRefused {
  readonly ok: false;
  readonly code: TillRefusal;
  readonly params?: Readonly<Record<string, number | string>>;
}
export interface TillOk<T> {
  readonly ok: true;
  readonly value: T;
}
/** A till rule's answer: a value or a refusal with its message parameters. */
export type TillResult<T> = TillOk<T> | TillRefused;

export const tillOk = <T>(value: T): TillOk<T> => ({ ok: true, value });
export function tillRefused(
  code: TillRefusal,
  params?: Readonly<Record<string, number | string>>,
): TillRefused {
  return params === undefined ? { ok: false, code } : { ok: false, code, params };
}
