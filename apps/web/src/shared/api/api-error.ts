/** A failed call: the HTTP status (0 when the server was not reached) and the stable code, if any. */
export class ApiError extends Error {
  /** HTTP status; 0 when the request did not reach the server. */
  readonly status: number;
  /** The stable error code of the answer (`error`, or `code` for shipping costs), if any. */
  readonly code: string | null;
  /** The parsed answer body, when there was one. */
  readonly body: unknown;
  /** True when the transport level already reacted (login redirect, message bar, reload). */
  readonly handled: boolean;

  constructor(init: { status: number; code: string | null; body?: unknown; handled?: boolean }) {
    super(`API call failed with status ${init.status}${init.code ? ` (${init.code})` : ''}`);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.body = init.body ?? null;
    this.handled = init.handled ?? false;
  }
}

/** The stable code of an error body: `error`, or `code` (shipping costs). */
export function errorCodeOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const record = body as Record<string, unknown>;
  if (typeof record.error === 'string' && record.error.length > 0) return record.error;
  if (typeof record.code === 'string' && record.code.length > 0) return record.code;
  return null;
}

/** True for a 401 or 403 answer. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 401 || error.status === 403);
}
