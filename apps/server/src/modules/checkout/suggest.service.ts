/**
 * Upsell suggestions of the basket (`checkout/suggest`): the articles
 * configured as related to the basket's articles, else other articles of their categories; gift
 * voucher types of the same voucher category as those in the basket. Articles and types already in
 * the basket, inactive ones and sold-out articles are left out; at most four suggestions.
 */
import type { Language } from '@foyer/domain';
import type { CartPayload, Suggestion } from '@foyer/domain/contract';
import { listMerchandise, listVoucherTypes, articlesByIds } from '../catalog';
import type { CheckoutDeps } from './checkout.deps';

export const MAX_SUGGESTIONS = 4;

export async function suggestions(
  deps: CheckoutDeps,
  lang: Language,
  cart: CartPayload,
): Promise<Suggestion[]> {
  const articleIds = new Set(
    cart.items.flatMap((item) => (item.type === 'merchandise' ? [item.id] : [])),
  );
  const typeIds = new Set(cart.items.flatMap((item) => (item.type === 'voucher' ? [item.id] : [])));
  if (articleIds.size === 0 && typeIds.size === 0) return [];
  const [inCart, articles, types] = await Promise.all([
    articlesByIds(deps.db, [...articleIds]),
    articleIds.size > 0 ? listMerchandise(deps, lang) : Promise.resolve([]),
    typeIds.size > 0 ? listVoucherTypes(deps, lang) : Promise.resolve([]),
  ]);
  const offered = articles.filter((article) => !articleIds.has(article.id) && article.stock > 0);
  const related = [...new Set(inCart.flatMap((article) => article.relatedIds))].flatMap((id) => {
    const article = offered.find((candidate) => candidate.id === id);
    return article ? [article] : [];
  });
  const categories = new Set(
    inCart.flatMap((article) => (article.categoryId === null ? [] : [article.categoryId])),
  );
  // An article's category travels as its one custom_groups entry (docs/decisions.md).
  const picked =
    related.length > 0
      ? related
      : offered.filter((article) =>
          article.custom_groups.some((group) => categories.has(group.id)),
        );
  const groups = new Set(
    types
      .filter((type) => typeIds.has(type.id) && type.groupId !== null)
      .map((type) => type.groupId),
  );
  const vouchers = types.filter(
    (type) => !typeIds.has(type.id) && type.groupId !== null && groups.has(type.groupId),
  );
  return [
    ...picked.map((item): Suggestion => ({ type: 'merchandise', item })),
    ...vouchers.map((item): Suggestion => ({ type: 'voucher', item })),
  ].slice(0, MAX_SUGGESTIONS);
}
