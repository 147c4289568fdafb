/**
 * The merchandise and pass calls of the shop API as query options: the articles, one
 * article, the categories (those of annual passes with product_kind=13) and the countries a pass can
 * be sent to (`customer/attr`).
 */
import { ANNUAL_PASS_PRODUCT_KIND, type Language } from '@foyer/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ApiClient } from '@/shared/api/api-client';

export function articlesQuery(client: ApiClient, lang: Language) {
  return queryOptions({
    queryKey: ['merchandiseSelect', lang],
    queryFn: ({ signal }) => client.call('merchandiseSelect', { lang, signal }),
  });
}

export function articleQuery(client: ApiClient, lang: Language, id: number) {
  return queryOptions({
    queryKey: ['merchandiseArticle', lang, id],
    queryFn: ({ signal }) =>
      client.call('merchandiseArticle', { lang, query: { article: id }, signal }),
  });
}

export function categoriesQuery(client: ApiClient, lang: Language, passes: boolean) {
  return queryOptions({
    queryKey: ['merchandiseAttr', lang, passes],
    queryFn: ({ signal }) =>
      client.call('merchandiseAttr', {
        lang,
        query: passes ? { product_kind: ANNUAL_PASS_PRODUCT_KIND } : {},
        signal,
      }),
    select: (data) => [...data.categories].sort((a, b) => a.sequence_no - b.sequence_no),
  });
}
