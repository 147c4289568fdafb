/**
 * The data of a server render handed to the browser: the query client's settled queries as JSON in
 * a `<script type="application/json">` element (a data block, which the CSP allows), read back
 * before hydrating, so the browser draws the same page without asking the API again. A failed
 * query goes over as its status and code and comes back as the same `ApiError`.
 */
import { dehydrate, hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/shared/api/api-error';

/** The id of the element that carries the data. */
export const STATE_ELEMENT_ID = 'foyer-state';

interface SentError {
  readonly apiError: { readonly status: number; readonly code: string | null };
}

function isSentError(value: unknown): value is SentError {
  return typeof value === 'object' && value !== null && 'apiError' in value;
}

/** JSON that cannot end its `<script>` element or open a comment inside it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The settled queries (answers and failures) as script-safe JSON. */
export function dehydrateShop(queryClient: QueryClient): string {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => query.state.status !== 'pending',
  });
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    if (error === null || error === undefined) return query;
    const sent: SentError = {
      apiError:
        error instanceof ApiError
          ? { status: error.status, code: error.code }
          : { status: 0, code: null },
    };
    return { ...query, state: { ...query.state, error: sent } };
  });
  return scriptSafeJson({ ...state, queries });
}

/** Puts the server's data into the browser's query client; false when there is none. */
export function hydrateShop(queryClient: QueryClient, json: string | null | undefined): boolean {
  if (!json) return false;
  let state: DehydratedState;
  try {
    state = JSON.parse(json) as DehydratedState;
  } catch {
    return false;
  }
  const queries = state.queries.map((query) => {
    const error: unknown = query.state.error;
    if (!isSentError(error)) return query;
    return {
      ...query,
      state: { ...query.state, error: new ApiError({ ...error.apiError, handled: false }) },
    };
  });
  hydrate(queryClient, { ...state, queries });
  return true;
}
