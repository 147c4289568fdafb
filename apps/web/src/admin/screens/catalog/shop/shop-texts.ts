/**
 * The shop editor's texts (texts/catalog-shop.ts, texts/voucher-codes.ts) travel with its screens'
 * chunk rather than the shared texts chunk, which is near its budget; they are added to the
 * translator once, before the first of these screens renders.
 */
import { addScreenTexts } from '../../../i18n';
import { CATALOG_SHOP_TEXTS } from '../../../texts/catalog-shop';
import { VOUCHER_CODE_TEXTS } from '../../../texts/voucher-codes';

let added = false;

/** Adds the shop editor's texts (once); call it at the top of a screen of the editor. */
export function useShopTexts(): void {
  if (added) return;
  added = true;
  addScreenTexts(CATALOG_SHOP_TEXTS);
  addScreenTexts(VOUCHER_CODE_TEXTS);
}
