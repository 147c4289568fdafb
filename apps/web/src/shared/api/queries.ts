/**
 * Server data of the shell as TanStack Query options: remote configuration, static content, shop
 * information and payment types.
 */
import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, SHOP_ID, type Language } from '@foyer/domain';
import type { ShopConfig } from '@foyer/domain/contract';
import { QueryClient, queryOptions } from '@tanstack/react-query';
import type { ApiClient } from './api-client';
import { ApiError } from './api-error';
import { mergePaymentTypes } from './payment-types';

/** Only a call that never reached the server is retried; every answer is final. */
function retryUnreached(failureCount: number, error: unknown): boolean {
  return error instanceof ApiError && error.status === 0 && failureCount < 2;
}

/** The query client of the shop. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // A failed answer stays until asked again (the screens offer a retry): a page the server drew
      // with a failure (an unknown event) hydrates with that failure, not a loading state.
      queries: {
        retry: retryUnreached,
        retryOnMount: false,
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The languages to ask the configuration in, in order: the page's language, German, English. A
 * server answers 404 for a language its shop does not offer, so the next one is tried.
 */
export function configLanguages(pageLanguage: Language | null): Language[] {
  return [...new Set([pageLanguage ?? DEFAULT_LANGUAGE, DEFAULT_LANGUAGE, FALLBACK_LANGUAGE])];
}

/** Loads `shopinfo/config?shop=2` in the first language the server offers. */
export async function fetchShopConfig(
  client: ApiClient,
  languages: readonly Language[],
  signal?: AbortSignal,
): Promise<ShopConfig> {
  let lastError: unknown = new ApiError({ status: 404, code: 'NOT_FOUND' });
  for (const lang of languages) {
    try {
      return await client.call('shopConfig', { lang, query: { shop: SHOP_ID }, signal });
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 404)) throw error;
      lastError = error;
    }
  }
  throw lastError;
}

export function shopConfigQuery(client: ApiClient, languages: readonly Language[]) {
  return queryOptions({
    queryKey: ['shopConfig'],
    queryFn: ({ signal }) => fetchShopConfig(client, languages, signal),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

export function staticContentQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['staticContent', lang],
    queryFn: ({ signal }) => client.call('staticContent', { lang, signal }),
    staleTime: 5 * 60_000,
  });
}

export function shopInfoQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['shopInfo', lang],
    queryFn: ({ signal }) => client.call('shopInfo', { lang, query: { shop: SHOP_ID }, signal }),
    staleTime: 5 * 60_000,
  });
}

/** Payment types merged with the built-in ones; a failed call leaves the built-in ones. */
export function paymentTypesQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['paymentTypes', lang],
    queryFn: async ({ signal }) => {
      const server = await client
        .call('checkoutPayments', { lang, query: { shop: SHOP_ID }, signal })
        .catch(() => []);
      return mergePaymentTypes(server);
    },
    staleTime: 5 * 60_000,
  });
}
