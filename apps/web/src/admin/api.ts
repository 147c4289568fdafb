/**
 * Calls of the admin API (`@foyer/domain/admin-contract`): same-origin, the session cookie travels
 * by itself, changing calls carry the CSRF token. Answers are checked against the contract.
 */
import type { AdminEndpoint } from '@foyer/domain/admin-contract';
import type { z } from 'zod';

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds: number | null,
    /** The refusal's parameters (`available`, `item`, …), when the server sends them. */
    readonly params: Readonly<Record<string, unknown>> = {},
    /** Per-field messages of a 422 (`errors`: field or file path → message or messages). */
    readonly fields: Readonly<Record<string, string | string[]>> = {},
  ) {
    super(message);
  }
}

/**
 * The server could not be reached (no network, the connection dropped): no answer at all, unlike an
 * `AdminApiError`. The scanner decides offline on it.
 */
export class AdminNetworkError extends Error {}

let csrfToken = '';

export function setCsrfToken(token: string): void {
  csrfToken = token;
}

export async function callAdmin<E extends AdminEndpoint>(
  endpoint: E,
  options: {
    params?: Record<string, string | number>;
    query?: Record<string, string | number>;
    body?: unknown;
    /** Cancels the call (a query that is no longer wanted). */
    signal?: AbortSignal;
  } = {},
): Promise<z.output<E['data']>> {
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(options.params?.[name] ?? '')),
  );
  const query = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (endpoint.method !== 'GET') headers['x-csrf-token'] = csrfToken;
  // A form (an upload) goes as multipart/form-data; the browser writes its content type.
  const form = options.body instanceof FormData ? options.body : null;
  if (options.body !== undefined && !form) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(`/api/admin/${path}${query}`, {
      method: endpoint.method,
      headers,
      credentials: 'same-origin',
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.body === undefined ? {} : { body: form ?? JSON.stringify(options.body) }),
    });
  } catch (failure) {
    // A call cancelled by its caller stays a cancellation.
    if (options.signal?.aborted) throw failure;
    throw new AdminNetworkError(failure instanceof Error ? failure.message : String(failure));
  }
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const body = (json ?? {}) as {
      error?: string;
      message?: string;
      params?: Record<string, unknown>;
      errors?: Record<string, string | string[]>;
    };
    const retry = Number(response.headers.get('retry-after'));
    throw new AdminApiError(
      response.status,
      body.error ?? 'SERVER_ERROR',
      body.message ?? response.statusText,
      Number.isFinite(retry) && retry > 0 ? retry : null,
      body.params ?? {},
      body.errors ?? {},
    );
  }
  return endpoint.data.parse((json as { data: unknown }).data) as z.output<E['data']>;
}
