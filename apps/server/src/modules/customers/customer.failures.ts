/**
 * The failures of the customer and authentication calls, in the one shape of
 * `../../outcome.ts`, their messages from `customer.messages.ts`: 422 with per-field messages, 422
 * AUTH_RATE_LIMITED with Retry-After, 401 without a valid token, 403 for an expired or revoked one or
 * a guest's, 400 'You must fill all fields'.
 */
import { MIN_PASSWORD_LENGTH, type ErrorCode, type ErrorParams } from '@foyer/domain';
import { refused, type Failed, type Failure, type Text } from '../../outcome';
import { customerMessage, type FieldProblem } from './customer.messages';

export type { FieldProblem };

/** Problems per field, named as the client names its form fields (`email`, `password`, `_po`). */
export type FieldProblems = Partial<Record<string, FieldProblem[]>>;

const PARAMS: ErrorParams = { min: MIN_PASSWORD_LENGTH };

/** The customers' message of `code` in the request's language. */
function customerText(code: FieldProblem, params: ErrorParams = PARAMS): Text {
  return (lang) => customerMessage(code, lang, params);
}

/** 422 with the code's message and, when given, per-field problems. */
export function customerRefused(code: ErrorCode, fields?: FieldProblems): Failed {
  return refused(code, {
    message: customerText(code),
    ...(fields
      ? {
          fields: Object.fromEntries(
            Object.entries(fields).map(([field, list]) => [
              field,
              (list ?? []).map((problem) => customerText(problem)),
            ]),
          ),
        }
      : {}),
  });
}

/** 422 with one problem on one field. */
export function invalidField(code: ErrorCode, field: string, problem: FieldProblem = code): Failed {
  return customerRefused(code, { [field]: [problem] });
}

/** 422 AUTH_RATE_LIMITED with Retry-After: too many attempts, wait `retryAfterSeconds`. */
export function loginRateLimited(retryAfterSeconds: number): Failed {
  return refused('AUTH_RATE_LIMITED', {
    message: customerText('AUTH_RATE_LIMITED', { seconds: retryAfterSeconds }),
    retryAfterSeconds,
  });
}

/** 401: no token, or one that was never issued. */
export const LOGIN_REQUIRED: Failure = {
  kind: 'unauthenticated',
  code: 'AUTH_REQUIRED',
  message: customerText('AUTH_REQUIRED'),
};

/** 403: the token expired (idle or absolute) or was revoked. */
export const LOGIN_EXPIRED: Failure = {
  kind: 'forbidden',
  code: 'AUTH_TOKEN_EXPIRED',
  message: customerText('AUTH_TOKEN_EXPIRED'),
};

/** 403: the call needs a registered account, the token is a guest's. */
export const ACCOUNT_REQUIRED: Failure = {
  kind: 'forbidden',
  code: 'AUTH_REQUIRED',
  message: customerText('AUTH_REQUIRED'),
};

/** 400: 'You must fill all fields' (an incomplete password confirm). */
export const FILL_ALL_FIELDS: Failure = {
  kind: 'incomplete',
  code: 'AUTH_FILL_ALL_FIELDS',
  message: customerText('AUTH_FILL_ALL_FIELDS'),
};
