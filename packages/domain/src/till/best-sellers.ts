/**
 * The till's article tiles in the order of what sells (docs/till.md "The till screen"): the units
 * of each article sold in the last `BEST_SELLER_DAYS` days, over every channel (shop, desk, till).
 */

/** How far back the till counts the articles sold, in days. */
export const BEST_SELLER_DAYS = 90;

/** Units of one article sold in the counted days. */
export interface ArticleSold {
  readonly id: number;
  readonly sold: number;
}

/**
 * The articles with the most sold first; articles sold alike, or not at all, keep the catalog's
 * order (the museum's own sequence), so a new shop without sales shows its catalog as it is.
 */
export function bestSellingFirst<T extends { readonly id: number }>(
  articles: readonly T[],
  sold: readonly ArticleSold[],
): T[] {
  const units = new Map(sold.map((entry) => [entry.id, entry.sold]));
  return articles
    .map((article, index) => ({ article, index, sold: units.get(article.id) ?? 0 }))
    .sort((a, b) => b.sold - a.sold || a.index - b.index)
    .map((entry) => entry.article);
}
