/**
 * The texts of the back office's screen families (orders, reports, desk, …) in the eight
 * languages, in one chunk that loads with the first screen that needs it (`loadScreenTexts` in
 * ./index.ts): the entry carries only the shell's texts. A new screen family adds its folder here, or, when this
 * chunk is near its budget (30 KB), loads with its own screens (screens/catalog/tour-texts.ts).
 */
import { tablesOf, type TextTable } from './index';

export const SCREEN_TEXTS = tablesOf(
  import.meta.glob<TextTable>(
    [
      './orders/*.json',
      './reports/*.json',
      './desk/*.json',
      './desk-offers/*.json',
      './desk-more/*.json',
      './catalog-file/*.json',
      './catalog/*.json',
    ],
    { eager: true, import: 'default' },
  ),
);
