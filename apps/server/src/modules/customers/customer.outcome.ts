/**
 * What the customer services answer: a value, or a failure the routes turn into the status and body
 * of spec 8 (422 with per-field messages, 400, 401, 403). Services stay free of HTTP.
 */
import type { ErrorCode } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import type { PasswordHasher } from './passwords';

/** A problem of one field: a stable code, or a value that is not one of the offered options. */
export type FieldProblem = ErrorCode | 'FIELD_INVALID';

/** Problems per field, named as the client names its form fields (`email`, `password`, `_po`). */
export type FieldProblems = Partial<Record<string, FieldProblem[]>>;

export type Failure =
  /** 422: refused, with the stable code and per-field problems. */
  | { kind: 'invalid'; code: ErrorCode; fields?: FieldProblems }
  /** 422 AUTH_RATE_LIMITED with Retry-After. */
  | { kind: 'rateLimited'; retryAfterSeconds: number }
  /** 401: no token, or one that was never issued. */
  | { kind: 'unauthenticated' }
  /** 403: the token expired (idle or absolute) or was revoked. */
  | { kind: 'expired' }
  /** 403: the call needs a registered account, the token is a guest's. */
  | { kind: 'guest' }
  /** 400: 'You must fill all fields' (spec 8 password confirm). */
  | { kind: 'incomplete' };

export type Outcome<T> = { ok: true; value: T } | { ok: false; failure: Failure };

export function success<T>(value: T): Outcome<T> {
  return { ok: true, value };
}

export function refused<T = never>(failure: Failure): Outcome<T> {
  return { ok: false, failure };
}

/** 422 with one problem on one field. */
export function invalidField<T = never>(
  code: ErrorCode,
  field: string,
  problem: FieldProblem = code,
): Outcome<T> {
  return refused({ kind: 'invalid', code, fields: { [field]: [problem] } });
}

/** The app's dependencies plus the password hasher of the customers module. */
export interface CustomerDeps extends AppDeps {
  passwords: PasswordHasher;
}
