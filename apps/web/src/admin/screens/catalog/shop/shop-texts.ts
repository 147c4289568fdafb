/**
 * The shop editor's texts (i18n/catalog-shop/, i18n/voucher-codes/) travel with its screens' chunk
 * rather than the shared texts chunk, which is near its budget; they are added to the translator
 * once, before the first of these screens renders.
 */
import { addScreenTexts, tablesOf, type TextTable } from '../../../i18n';

const SHOP_TEXTS = tablesOf(
  import.meta.glob<TextTable>(
    ['../../../i18n/catalog-shop/*.json', '../../../i18n/voucher-codes/*.json'],
    { eager: true, import: 'default' },
  ),
);

let added = false;

/** Adds the shop editor's texts (once); call it at the top of a screen of the editor. */
export function useShopTexts(): void {
  if (added) return;
  added = true;
  addScreenTexts(SHOP_TEXTS);
}
