import type { Language } from '@foyer/domain';
import type { ShopConfig } from '@foyer/domain/contract';

/** The site name in `lang` from `siteNameTranslations`, else the configured `siteName`. */
export function siteNameIn(shop: ShopConfig, lang: Language): string {
  const translated = shop.siteNameTranslations[lang]?.trim();
  return translated || shop.siteName;
}
