/**
 * The shop's languages: its default (the first configured, the fallback of catalog texts) and the
 * language a stored order or customer is served in.
 */
import { DEFAULT_LANGUAGE, offeredLanguageOf, type Language } from '@foyer/domain';

type ShopLanguages = { shop: { languages: readonly Language[] } };

/** The shop's default language: the first it offers. */
export function defaultLanguage(config: ShopLanguages): Language {
  return config.shop.languages[0] ?? DEFAULT_LANGUAGE;
}

/**
 * How the back office names catalog rows for a reader of `lang` (a staff member's language): the
 * texts in `lang`, else in the shop's default language.
 */
export function namesIn(lang: string, config: ShopLanguages): { lang: string; fallback: string } {
  return { lang, fallback: defaultLanguage(config) };
}

/**
 * The language of a stored order (or customer): its own if the shop offers it, else the shop's
 * default language.
 */
export function offeredLanguage(stored: string, config: ShopLanguages): Language {
  return offeredLanguageOf(stored, config.shop.languages);
}
