/**
 * The content screens' texts (pages, banners, basket offers, the catalog's tabs) in the staff
 * member's language. They load with these screens, not with the shared screen texts (whose chunk
 * has a size budget); other keys fall back to the back office's translator.
 */
import { fillPlaceholders } from '@foyer/domain';
import { useMemo } from 'react';
import { useAdmin } from '../../context';
import type { MessageKey } from '../../i18n';
import { CATALOG_BANNER_TEXTS, type CatalogBannerTextKey } from '../../texts/catalog-banners';
import { CATALOG_CONTENT_TEXTS, type CatalogContentTextKey } from '../../texts/catalog-content';

export type ContentKey = MessageKey | CatalogContentTextKey | CatalogBannerTextKey;
export type ContentText = (key: ContentKey, params?: Record<string, string | number>) => string;

export function useContentText(): ContentText {
  const { t, language } = useAdmin();
  return useMemo(() => {
    const table: Record<string, string> = {
      ...CATALOG_CONTENT_TEXTS[language],
      ...CATALOG_BANNER_TEXTS[language],
    };
    return (key, params) => {
      const own = table[key];
      return own === undefined ? t(key as MessageKey, params) : fillPlaceholders(own, params);
    };
  }, [t, language]);
}
