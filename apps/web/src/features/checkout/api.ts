/** Server data of the basket as TanStack Query options: countries, shipping costs, suggestions. */
import {
  basketFingerprint,
  toShippingCostCart,
  toSuggestPayload,
  type BasketItem,
  type Language,
} from '@foyer/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';

/**
 * Shipping costs of the basket: with the token the body is the cart, otherwise
 * `{ country, cart }`. The token itself travels in the query through the API client.
 */
export function shippingCostsQuery(
  client: ApiClient,
  lang: Language,
  items: readonly BasketItem[],
  requester: { readonly loggedIn: boolean; readonly country: string },
) {
  const cart = toShippingCostCart(items);
  return queryOptions({
    queryKey: [
      'shippingCosts',
      lang,
      requester.loggedIn ? 'token' : requester.country,
      basketFingerprint(items),
    ],
    queryFn: ({ signal }) =>
      client.call('checkoutShippingCosts', {
        lang,
        body: requester.loggedIn ? cart : { country: requester.country, cart },
        signal,
      }),
    retry: false,
    staleTime: 60_000,
  });
}

/** Upsell suggestions for the basket (`checkout/suggest`). */
export function suggestionsQuery(client: ApiClient, lang: Language, items: readonly BasketItem[]) {
  return queryOptions({
    queryKey: ['checkoutSuggest', lang, basketFingerprint(items)],
    queryFn: ({ signal }) =>
      client.call('checkoutSuggest', { lang, body: toSuggestPayload(items), signal }),
    retry: false,
    staleTime: 5 * 60_000,
  });
}
