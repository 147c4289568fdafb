/**
 * Customer data and server answers shared by the account screens and the checkout's sign-in step:
 * the `customer/attr` query, logging in with a token, and the per-field messages of a 422 answer.
 */
import { normalizeFieldErrors, type Language } from '@foyer/domain';
import { queryOptions } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { ApiClient } from '@/shared/api/api-client';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { sessionStore } from '@/shared/session/session-store';

/** Countries, salutations, required and visible fields of the customer form. */
export function customerAttrQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['customerAttr', lang],
    queryFn: ({ signal }) => client.call('customerAttr', { lang, signal }),
    staleTime: 10 * 60_000,
  });
}

/** The countries of the customer form (shipping country, pass holders' addresses). */
export function countriesQuery(client: ApiClient, lang: Language) {
  return queryOptions({ ...customerAttrQuery(client, lang), select: (data) => data.countries });
}

/**
 * Stores the login token of a login, guest registration or password recovery, then loads the
 * customer (GET customer with `_`). A failed customer call keeps the token: startup restores it.
 */
export function useLogInWithToken(): (token: string) => Promise<void> {
  const client = useApiClient();
  return useCallback(
    async (token: string) => {
      sessionStore.getState().logIn(token, null);
      try {
        const customer = await client.call('customer');
        if (sessionStore.getState().token === token) sessionStore.getState().setCustomer(customer);
      } catch {
        // The shell's transport reactions have already reacted where needed.
      }
    },
    [client],
  );
}

/** A refusal of the server (422 or 400): its stable code, its message and its per-field messages. */
export interface Refusal {
  readonly status: number;
  readonly code: string | null;
  readonly message: string | null;
  readonly fields: Readonly<Record<string, string[]>>;
}

/** The refusal carried by a 400 or 422 answer, or null for any other failure. */
export function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError) || (error.status !== 422 && error.status !== 400)) return null;
  const body = typeof error.body === 'object' && error.body !== null ? error.body : {};
  const record = body as { message?: unknown; errors?: unknown };
  const errors =
    typeof record.errors === 'object' && record.errors !== null && !Array.isArray(record.errors)
      ? (record.errors as Record<string, string | string[]>)
      : {};
  return {
    status: error.status,
    code: error.code,
    message: typeof record.message === 'string' ? record.message : null,
    fields: normalizeFieldErrors({ errors }),
  };
}

/**
 * The server's per-field messages under the form's own field names: `rename` maps a server field
 * (`_po`, `shipping.country`) to a form field; unknown fields stay as they are.
 */
export function fieldMessages(
  refusal: Refusal | null,
  rename: Readonly<Record<string, string>> = {},
): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const [field, messages] of Object.entries(refusal?.fields ?? {})) {
    const name = rename[field] ?? field;
    out[name] = [...(out[name] ?? []), ...messages];
  }
  return out;
}
