/**
 * The back office's texts in the eight languages, translated by an i18next instance of its own
 * (set up like the shop's, src/i18n/i18n.ts). The tables are JSON, one file per language like the
 * shop's: `./<lang>.json` holds the shell's texts (sign-in, navigation, account, staff, audit log)
 * and is part of the back office's entry; `./<family>/<lang>.json` holds a screen family's texts,
 * added to the instance when the first screen that needs them loads (`loadScreenTexts`,
 * `addScreenTexts`). Neither the shop's bundle nor the back office's carries the other's texts.
 * Each chunk brings all eight languages of its texts, so switching the language loads nothing. The
 * staff member's language is stored on the account (and in localStorage for the sign-in screen).
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';
import i18next from 'i18next';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it from './it.json';
import nl from './nl.json';
import sv from './sv.json';
import type AuditEn from './audit/en.json';
import type CatalogEn from './catalog/en.json';
import type CatalogFileEn from './catalog-file/en.json';
import type CatalogShopEn from './catalog-shop/en.json';
import type CatalogTicketsEn from './catalog-tickets/en.json';
import type CatalogTourSlotsEn from './catalog-tour-slots/en.json';
import type ClosuresEn from './closures/en.json';
import type TodayEn from './today/en.json';
import type CatalogToursEn from './catalog-tours/en.json';
import type DeskEn from './desk/en.json';
import type ExportsEn from './exports/en.json';
import type PrivacyEn from './privacy/en.json';
import type WaitingListEn from './waiting-list/en.json';
import type DeskMoreEn from './desk-more/en.json';
import type DeskOffersEn from './desk-offers/en.json';
import type ImagesEn from './images/en.json';
import type OrderMoneyEn from './order-money/en.json';
import type OrdersEn from './orders/en.json';
import type ReportsEn from './reports/en.json';
import type VoucherCodesEn from './voucher-codes/en.json';

/** A table of texts: keys to texts, `{{name}}` placeholders filled by i18next. */
export type TextTable = Readonly<Record<string, string>>;
/** A screen family's tables in the eight languages. */
export type TextTables = Readonly<Record<StaffLanguage, TextTable>>;

/**
 * The keys of the translator: the shell's and the screen families', typed from the English tables
 * (a wrong key fails the typecheck). The content screens, the scanner and the catalog file's
 * messages have key types of their own (screens/catalog-content/texts.ts,
 * screens/scan/scan-texts.ts, screens/catalog/catalog-issues.tsx).
 */
export type MessageKey =
  | keyof typeof en
  | keyof typeof OrdersEn
  | keyof typeof ReportsEn
  | keyof typeof DeskEn
  | keyof typeof DeskOffersEn
  | keyof typeof DeskMoreEn
  | keyof typeof CatalogFileEn
  | keyof typeof CatalogEn
  | keyof typeof CatalogToursEn
  | keyof typeof CatalogTourSlotsEn
  | keyof typeof ClosuresEn
  | keyof typeof TodayEn
  | keyof typeof CatalogTicketsEn
  | keyof typeof OrderMoneyEn
  | keyof typeof CatalogShopEn
  | keyof typeof VoucherCodesEn
  | keyof typeof ImagesEn
  | keyof typeof AuditEn
  | keyof typeof ExportsEn
  | keyof typeof PrivacyEn
  | keyof typeof WaitingListEn;

/** Names of the languages in themselves, for the language picker. */
export const LANGUAGE_NAMES: Record<StaffLanguage, string> = {
  de: 'Deutsch',
  en: 'English',
  fr: 'Français',
  it: 'Italiano',
  nl: 'Nederlands',
  es: 'Español',
  sv: 'Svenska',
  da: 'Dansk',
};

const LANGUAGES = Object.keys(LANGUAGE_NAMES) as StaffLanguage[];
const SHELL: TextTables = { de, en, fr, it, nl, es, sv, da };

const instance = i18next.createInstance();
void instance.init({
  lng: 'en',
  supportedLngs: LANGUAGES,
  // Every table has every key in each language (i18n/tables.test.ts); a key that is not there yet
  // shows as itself, as before the screen family's texts have loaded.
  fallbackLng: false,
  // Copies: texts added later go into the instance's tables, not into the imported JSON.
  resources: Object.fromEntries(
    LANGUAGES.map((language) => [language, { translation: { ...SHELL[language] } }]),
  ),
  initAsync: false,
  // The keys are flat: no namespaces or nesting in them.
  keySeparator: false,
  nsSeparator: false,
  // React escapes; a placeholder without a value is left empty.
  interpolation: { escapeValue: false },
  missingInterpolationHandler: () => '',
});

/**
 * A screen family's tables from its eight JSON files, `import.meta.glob('…/<family>/*.json')`
 * (several families' files merge by language); a language without a file is an error.
 */
export function tablesOf(files: Record<string, TextTable>): TextTables {
  const tables = Object.fromEntries(LANGUAGES.map((language) => [language, {}])) as Record<
    StaffLanguage,
    Record<string, string>
  >;
  const found = new Set<StaffLanguage>();
  for (const [file, table] of Object.entries(files)) {
    const language = /([a-z]{2})\.json$/.exec(file)?.[1] as StaffLanguage | undefined;
    if (!language || !LANGUAGES.includes(language)) throw new Error(`${file}: no staff language`);
    Object.assign(tables[language], table);
    found.add(language);
  }
  const missing = LANGUAGES.filter((language) => !found.has(language));
  if (missing.length > 0) throw new Error(`no texts in ${missing.join(', ')}`);
  return tables;
}

/**
 * Adds a screen family's texts to the translator. A family that loads with its own screens' chunk
 * (the tour editor: screens/catalog/tour-texts.ts, …) calls it when that chunk loads, before its
 * screens render.
 */
export function addScreenTexts(tables: TextTables): void {
  for (const language of LANGUAGES) {
    instance.addResourceBundle(language, 'translation', tables[language], true, true);
  }
}

let screenTextsLoaded: Promise<void> | null = null;

/**
 * Loads the screen families' shared texts (./screen-texts.ts, a chunk of its own) once; the lazy
 * screens wait for it (admin-app.tsx), so a family's key is there before its screen renders.
 */
export function loadScreenTexts(): Promise<void> {
  screenTextsLoaded ??= import('./screen-texts').then(({ SCREEN_TEXTS }) => {
    addScreenTexts(SCREEN_TEXTS);
  });
  return screenTextsLoaded;
}

export type Translate<Key extends string = MessageKey> = (
  key: Key,
  params?: Record<string, string | number>,
) => string;

/** The translator of `language`; `Key` narrows or widens the keys for a family's own screens. */
export function translator<Key extends string = MessageKey>(
  language: StaffLanguage,
): Translate<Key> {
  const t = instance.getFixedT(language);
  return (key, params) => t(key, params);
}

/** Whether `language` has a text for `key` (for a text picked by a value: a catalog issue's kind). */
export function hasText(language: StaffLanguage, key: string): boolean {
  return instance.exists(key, { lng: language });
}
