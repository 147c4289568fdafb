import { routePath, type Language } from '@foyer/domain';

/** The voucher list showing one category (`vouchers?category={id}`). */
export function categoryPath(lang: Language, categoryId: number): string {
  return `${routePath('vouchers', lang)}?category=${categoryId}`;
}
