/**
 * The translations: one table per language, loaded on demand so the first load carries only
 * the current language; English is the fallback table, fetched only when a text is missing.
 */
import {
  FALLBACK_LANGUAGE,
  formatDate,
  formatMinutes,
  LANGUAGES,
  type Language,
} from '@foyer/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { TranslationTable, TranslationTables } from './types';

type TableModule = { readonly default: TranslationTable };

/** One dynamic import per language, so each table is a chunk of its own. */
export const TABLE_LOADERS: Readonly<Record<Language, () => Promise<TableModule>>> = {
  de: () => import('./de.json'),
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  it: () => import('./it.json'),
  nl: () => import('./nl.json'),
  es: () => import('./es.json'),
  sv: () => import('./sv.json'),
  da: () => import('./da.json'),
};

/** The build's custom translation module; the default changes nothing. */
async function loadCustomizer(): Promise<(tables: TranslationTables) => TranslationTables> {
  const custom = await import('foyer:custom-translations');
  return custom.default;
}

/** A language's table after the build's custom translation module had its say. */
export async function loadTable(
  lang: Language,
  loaders: Readonly<Record<Language, () => Promise<TableModule>>> = TABLE_LOADERS,
): Promise<TranslationTable> {
  const [module, customize] = await Promise.all([loaders[lang](), loadCustomizer()]);
  const tables = customize({ [lang]: module.default });
  return tables[lang] ?? module.default;
}

/** Adds a language's table to the instance unless it is there already. */
async function ensureTable(instance: I18n, lang: Language): Promise<void> {
  if (!instance.hasResourceBundle(lang, 'translation')) {
    instance.addResourceBundle(lang, 'translation', await loadTable(lang), true, true);
  }
}

/** The i18next instance of the shop and the promise of its first table. */
export interface ShopI18n {
  readonly i18n: I18n;
  readonly ready: Promise<void>;
}

/**
 * Creates the i18next instance for `lang`: the current table is loaded, English is the fallback
 * (loaded only when a key is missing), dates are d.m.Y and minutes 'min.' in every language.
 */
export function createI18n(lang: Language): ShopI18n {
  const instance = i18next.createInstance();
  let fallbackRequested = false;
  const requestFallback = () => {
    if (fallbackRequested || instance.hasResourceBundle(FALLBACK_LANGUAGE, 'translation')) return;
    fallbackRequested = true;
    ensureTable(instance, FALLBACK_LANGUAGE).catch(() => {
      fallbackRequested = false;
    });
  };
  const ready = loadTable(lang).then(async (table) => {
    await instance.use(initReactI18next).init({
      lng: lang,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: { [lang]: { translation: table } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      // The defaults, said explicitly: i18next then skips its costly test whether each key looks
      // like natural language (a calendar translates hundreds of keys in one render).
      keySeparator: '.',
      nsSeparator: ':',
      saveMissing: true,
      missingKeyHandler: requestFallback,
      react: { useSuspense: false, bindI18nStore: 'added' },
    });
    instance.services.formatter?.add('date', (value: unknown) => formatDate(String(value)));
    instance.services.formatter?.add('minutes', (value: unknown) => formatMinutes(Number(value)));
  });
  return { i18n: instance, ready };
}

/** Switches the instance to another language, loading its table first. */
export async function changeLanguage(instance: I18n, lang: Language): Promise<void> {
  await ensureTable(instance, lang);
  if (instance.language !== lang) await instance.changeLanguage(lang);
}
