/**
 * The content screens' texts (pages, banners, basket offers, the catalog's tabs) in the staff
 * member's language. They load with these screens (i18n/catalog-content/, i18n/catalog-banners/),
 * not with the shared screen texts (whose chunk has a size budget); the other keys are the back
 * office's.
 */
import { useMemo } from 'react';
import { useAdmin } from '../../context';
import {
  addScreenTexts,
  tablesOf,
  translator,
  type MessageKey,
  type TextTable,
  type Translate,
} from '../../i18n';
import type CatalogBannersEn from '../../i18n/catalog-banners/en.json';
import type CatalogContentEn from '../../i18n/catalog-content/en.json';

addScreenTexts(
  tablesOf(
    import.meta.glob<TextTable>(
      ['../../i18n/catalog-content/*.json', '../../i18n/catalog-banners/*.json'],
      { eager: true, import: 'default' },
    ),
  ),
);

export type ContentKey = MessageKey | keyof typeof CatalogContentEn | keyof typeof CatalogBannersEn;
export type ContentText = Translate<ContentKey>;

export function useContentText(): ContentText {
  const { language } = useAdmin();
  return useMemo(() => translator<ContentKey>(language), [language]);
}
