/** Facts about an article the merchandise screens show. */
import { isOutOfStock } from '@foyer/domain';
import type { Merchandise } from '@foyer/domain/contract';

/** Up to this many pieces, the shop says how many are left. */
export const FEW_LEFT = 10;

export type StockState =
  | { readonly kind: 'out' }
  | { readonly kind: 'few'; readonly count: number }
  | { readonly kind: 'in'; readonly count: number };

/** Out of stock (the domain's rule), a few left, or plenty. */
export function stockState(stock: number): StockState {
  if (isOutOfStock(stock)) return { kind: 'out' };
  return stock <= FEW_LEFT ? { kind: 'few', count: stock } : { kind: 'in', count: stock };
}

/** The article's merchandise category: its one `custom_groups` entry (docs/decisions.md). */
export function categoryOf(article: Merchandise): number | null {
  return article.custom_groups[0]?.id ?? null;
}
