/**
 * The server's own texts (documents, e-mails) in the eight shop languages, read with i18next from
 * JSON files like the web app's: `locales/<namespace>/<language>.json`, one index per namespace.
 * Plurals follow i18next's `_one`/`_other` keys with the language's plural rules, and placeholders
 * are `{{name}}`. Texts are plain: callers escape them for HTML.
 */
import { createInstance, type TFunction } from 'i18next';
import { LANGUAGES as ALL_LANGUAGES, type Language } from '@foyer/domain';
import documents from './locales/documents/index';
import mail from './locales/mail/index';
import wallet from './locales/wallet/index';

const NAMESPACES = { documents, mail, wallet } as const;

export type TextNamespace = keyof typeof NAMESPACES;

const LANGUAGES: readonly Language[] = ALL_LANGUAGES;

const resources = Object.fromEntries(
  LANGUAGES.map((language) => [
    language,
    Object.fromEntries(
      Object.entries(NAMESPACES).map(([namespace, tables]) => [namespace, tables[language]]),
    ),
  ]),
);

const i18n = createInstance();
void i18n.init({
  resources,
  initAsync: false,
  fallbackLng: 'en',
  supportedLngs: LANGUAGES,
  ns: Object.keys(NAMESPACES),
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** The translate function of one language and namespace: `serverT('de', 'documents')('admits', { count: 2 })`. */
export function serverT(language: Language, namespace: TextNamespace): TFunction {
  return i18n.getFixedT(language, namespace);
}

/** Every key of a namespace in one language (tests check that all languages have the same keys). */
export function textKeys(language: Language, namespace: TextNamespace): string[] {
  return Object.keys(NAMESPACES[namespace][language]).sort();
}
