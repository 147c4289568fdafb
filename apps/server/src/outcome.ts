/**
 * What every service answers: `Outcome<T>`, a value or an expected `Failure`. Failures are values,
 * never exceptions (only bugs throw), and they know nothing of HTTP or Fastify: `http/failure.ts`
 * is the one place that turns a `Failure` into a status, a body and headers, for the shop's calls
 * (`http/endpoint.ts`) and the back office's (`modules/staff/admin-route.ts`) alike.
 *
 * A failure's `kind` says what went wrong (and so its status); `code` is the stable code of the
 * body's `error`. Texts stay in each slice's own message tables: a `Text` is either a fixed string or
 * a function of the request's language, so the message is written in the request's language when
 * the answer is sent. Slices build their failures with small helpers of their own
 * (`customers/customer.failures.ts`, `checkout/checkout.failures.ts`), all of this one shape.
 *
 * | kind              | status | body                                         |
 * |-------------------|--------|----------------------------------------------|
 * | `refused`         | 422    | `{ error, message?, params?, errors? }`      |
 * | `rateLimited`     | 429    | `{ error, message?, params? }` + Retry-After |
 * | `unauthenticated` | 401    | `{ error, message? }`                        |
 * | `forbidden`       | 403    | `{ error, message? }`                        |
 * | `incomplete`      | 400    | `{ message, error }`                         |
 * | `notFound`        | 404    | `{ error, message? }`                        |
 * | `notAvailable`    | 406    | `{ error, message? }`                        |
 * | `conflict`        | 409    | `{ error, message? }`                        |
 * | `gone`            | 410    | `{ error, message? }`                        |
 * | `legacyCode`      | 422    | `{ code }` (the shipping-costs call)         |
 * | `tooLarge`        | 413    | `{ error, message? }`                        |
 *
 * The shop's contract has no 429: a shop call that is slowed down is `refused` with
 * `retryAfterSeconds` (422 + Retry-After); the back office answers `rateLimited` (429).
 */
import type { ErrorParams, Language } from '@foyer/domain';

/** A message: fixed, or written in the request's language by the slice's message table. */
export type Text = string | ((lang: Language) => string);

/** Messages per field, named as the client names its fields (`email`, `aux.iban`, `_`). */
export type FieldTexts = Readonly<Record<string, readonly Text[]>>;

/** What every failure has: the stable code of the body's `error` and an optional message. */
interface Coded {
  code: string;
  message?: Text;
}

export type Failure =
  /** 422: refused, with params, per-field messages and, when slowed down, Retry-After. */
  | (Coded & {
      kind: 'refused';
      params?: ErrorParams;
      fields?: FieldTexts;
      retryAfterSeconds?: number;
    })
  /** 429 with Retry-After (the back office; the shop refuses with 422 instead). */
  | (Coded & { kind: 'rateLimited'; retryAfterSeconds: number; params?: ErrorParams })
  /** 401: no session or login token, or one that was never issued. */
  | (Coded & { kind: 'unauthenticated' })
  /** 403: expired or revoked login, a guest where an account is needed, a role, CSRF, 2FA. */
  | (Coded & { kind: 'forbidden' })
  /** 400: the request is incomplete; clients show the message (so it is always there). */
  | { kind: 'incomplete'; code: string; message: Text }
  /** 404: the thing asked for does not exist. */
  | (Coded & { kind: 'notFound' })
  /** 406: the thing exists for someone, but not for this call (an order not payable or booked). */
  | (Coded & { kind: 'notAvailable' })
  /** 409: it conflicts with what is already there. */
  | (Coded & { kind: 'conflict' })
  /** 410: it is gone for good (a paid or expired cart, a used link, an ended event). */
  | (Coded & { kind: 'gone' })
  /** 413: the upload is larger than the call takes (the back office's images). */
  | (Coded & { kind: 'tooLarge' })
  /** 422 `{ code }`: the shipping-costs call's own body. */
  | { kind: 'legacyCode'; code: string };

export type FailureKind = Failure['kind'];

/** An answer that failed; fits every `Outcome<T>`. */
export interface Failed {
  ok: false;
  failure: Failure;
}

export type Outcome<T> = { ok: true; value: T } | Failed;

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function failed(failure: Failure): Failed {
  return { ok: false, failure };
}

/** 422 with a stable code; empty `params` are left out of the body. */
export function refused(
  code: string,
  options: {
    message?: Text;
    params?: ErrorParams;
    fields?: FieldTexts;
    retryAfterSeconds?: number;
  } = {},
): Failed {
  const { params, ...rest } = options;
  return failed({
    kind: 'refused',
    code,
    ...(params && Object.keys(params).length > 0 ? { params } : {}),
    ...rest,
  });
}

/** `value`, or `failure` when there is none. */
export function orFailure<T>(value: T | null | undefined, failure: Failure): Outcome<T> {
  return value === null || value === undefined ? failed(failure) : success(value);
}

/** A text in `lang`. */
export function textIn(text: Text, lang: Language): string {
  return typeof text === 'string' ? text : text(lang);
}

/** The failure's message in `lang`, else its code (for the command line and logs). */
export function failureText(failure: Failure, lang: Language): string {
  return 'message' in failure && failure.message !== undefined
    ? textIn(failure.message, lang)
    : failure.code;
}

/**
 * A translator of failures by one message table: a failure whose code the table has gets its
 * message in the visitor's language (`text`); any other failure is answered as it is.
 */
export function translatedBy<Key extends string>(
  isKey: (code: string) => code is Key,
  text: (key: Key, lang: Language) => string,
): (failure: Failure) => Failure {
  return (failure) => {
    if (failure.kind === 'incomplete' || failure.kind === 'legacyCode') return failure;
    if (!isKey(failure.code)) return failure;
    const key = failure.code;
    return { ...failure, message: (lang) => text(key, lang) };
  };
}
