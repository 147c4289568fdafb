/**
 * Expected failures of a handler, answered with the status and body of spec 8. Handlers return them
 * (`return notFound()`); they are values, not exceptions.
 */
import type { ErrorCode } from '@foyer/domain';
import type { ErrorStatus, FieldErrors } from '@foyer/domain/contract';

export class ApiFailure {
  constructor(
    readonly status: ErrorStatus,
    readonly body: Record<string, unknown>,
  ) {}
}

/** 404: the thing asked for does not exist. */
export function notFound(code: ErrorCode = 'NOT_FOUND', message?: string): ApiFailure {
  return new ApiFailure(404, message === undefined ? { error: code } : { error: code, message });
}

/** 422: refused, with a stable code and optional per-field messages. */
export function unprocessable(
  code: ErrorCode,
  options: {
    message?: string;
    errors?: FieldErrors;
    params?: Record<string, string | number>;
  } = {},
): ApiFailure {
  return new ApiFailure(422, { error: code, ...options });
}

/** 400: incomplete request; clients show `message`. */
export function badRequest(message: string, code: ErrorCode = 'BAD_REQUEST'): ApiFailure {
  return new ApiFailure(400, { message, error: code });
}

/** Another status of spec 8 (401, 403, 406, 410) with a stable code. */
export function failure(status: ErrorStatus, code: ErrorCode, message?: string): ApiFailure {
  return new ApiFailure(status, message === undefined ? { error: code } : { error: code, message });
}
