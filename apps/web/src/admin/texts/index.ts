/**
 * The texts of the back office's screen families (orders, reports, desk, …) in the eight languages,
 * in one chunk that loads with the first screen that needs it (`loadScreenTexts` in ../i18n.ts):
 * the entry carries only the shell's texts (sign-in, navigation, account, staff, audit log).
 * A new screen family adds its table here.
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';
import { CATALOG_FILE_TEXTS } from './catalog-file';
import { CATALOG_TEXTS } from './catalog';
import { DESK_TEXTS } from './desk';
import { DESK_OFFER_TEXTS } from './desk-offers';
import { DESK_MORE_TEXTS } from './desk-more';
import { ORDER_TEXTS } from './orders';
import { REPORT_TEXTS } from './reports';

const FAMILIES = [
  ORDER_TEXTS,
  REPORT_TEXTS,
  DESK_TEXTS,
  DESK_OFFER_TEXTS,
  DESK_MORE_TEXTS,
  CATALOG_FILE_TEXTS,
  CATALOG_TEXTS,
];

export function screenTexts(language: StaffLanguage): Record<string, string> {
  return Object.assign({}, ...FAMILIES.map((family) => family[language])) as Record<string, string>;
}
