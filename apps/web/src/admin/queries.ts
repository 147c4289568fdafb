/**
 * The back office's server data through TanStack Query, as the shop's: one query client per back
 * office, one key per admin endpoint and its parameters, so a screen that changes data says which
 * endpoints to ask again (`useInvalidateAdmin`) or puts the changed data in place
 * (`useSetAdminData`) instead of reloading by hand.
 *
 * - A query's key is `['admin', path, params, query]`; invalidating `['admin', path]` refreshes
 *   every page and filter of that endpoint.
 * - Answers are never retried by themselves: a failure is shown with its message and the screen
 *   offers to try again (a refused or failed staff action must not repeat unseen).
 * - Data is fresh for no time and not refetched on focus: staff see what the server has now when a
 *   screen opens, and nothing moves under their hands while they work.
 */
import type { AdminEndpoint } from '@foyer/domain/admin-contract';
import {
  keepPreviousData,
  QueryClient,
  queryOptions,
  useQuery,
  useQueryClient,
  type Updater,
  type UseQueryResult,
} from '@tanstack/react-query';
import { useCallback } from 'react';
import type { z } from 'zod';
import { callAdmin } from './api';

export interface AdminCallOptions {
  readonly params?: Record<string, string | number>;
  readonly query?: Record<string, string | number>;
}

export function createAdminQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
}

/** The key of `endpoint`'s answers: without options, the prefix of all its pages and filters. */
export function adminQueryKey(endpoint: AdminEndpoint, options?: AdminCallOptions) {
  return options
    ? (['admin', endpoint.path, options.params ?? {}, options.query ?? {}] as const)
    : (['admin', endpoint.path] as const);
}

/** Query options of a GET endpoint, for `useQuery`, `useQueries` or `prefetchQuery`. */
export function adminQuery<E extends AdminEndpoint>(endpoint: E, options: AdminCallOptions = {}) {
  return queryOptions({
    queryKey: adminQueryKey(endpoint, options),
    queryFn: ({ signal }): Promise<z.output<E['data']>> =>
      callAdmin(endpoint, { ...options, signal }),
  });
}

/**
 * An endpoint's answer. `enabled: false` waits (an editor for a new item loads nothing);
 * `keepPrevious` shows the last page while the next loads (`isPlaceholderData` tells it is old).
 */
export function useAdminQuery<E extends AdminEndpoint>(
  endpoint: E,
  options: AdminCallOptions = {},
  behaviour: { readonly enabled?: boolean; readonly keepPrevious?: boolean } = {},
): UseQueryResult<z.output<E['data']>> {
  return useQuery({
    ...adminQuery(endpoint, options),
    enabled: behaviour.enabled ?? true,
    ...(behaviour.keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}

/** Asks the given endpoints again, all their pages and filters (after a change was saved). */
export function useInvalidateAdmin(): (...endpoints: AdminEndpoint[]) => Promise<void> {
  const client = useQueryClient();
  return useCallback(
    async (...endpoints: AdminEndpoint[]) => {
      await Promise.all(
        endpoints.map((endpoint) =>
          client.invalidateQueries({ queryKey: adminQueryKey(endpoint) }),
        ),
      );
    },
    [client],
  );
}

/**
 * Puts a change's answer in place of an endpoint's answer (an action that answers with the changed
 * item: the screen shows it without asking again). `update` gets the answer held, if any.
 */
export function useSetAdminData(): <E extends AdminEndpoint>(
  endpoint: E,
  options: AdminCallOptions,
  update: Updater<z.output<E['data']> | undefined, z.output<E['data']> | undefined>,
) => void {
  const client = useQueryClient();
  return useCallback(
    (endpoint, options, update) => {
      client.setQueryData(adminQueryKey(endpoint, options), update);
    },
    [client],
  );
}
