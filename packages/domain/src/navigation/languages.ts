/** The shop's languages, German first. */
export const LANGUAGES = ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const;

/** A language code of the shop. */
export type Language = (typeof LANGUAGES)[number];

/** The default language of the shop (de first and default). */
export const DEFAULT_LANGUAGE: Language = 'de';

/** The language of the translation tables' defaults. */
export const FALLBACK_LANGUAGE: Language = 'en';

/**
 * The language a shop that offers `offered` (its default first) serves something in that asks for
 * `wanted` (a stored order's or customer's language, a staff member's when the desk reads the shop):
 * `wanted` when the shop offers it, else the shop's default. Texts missing in that language fall
 * back to the default text by text (`localized`).
 */
export function offeredLanguageOf(wanted: string, offered: readonly Language[]): Language {
  return isLanguage(wanted) && offered.includes(wanted) ? wanted : (offered[0] ?? DEFAULT_LANGUAGE);
}

/** A path split into its language segment and the rest. */
export interface LangSegment {
  readonly lang: Language | null;
  /** The path after the language segment, starting with '/'. */
  readonly rest: string;
}

/** True when `value` is one of the shop's language codes. */
export function isLanguage(value: string): value is Language {
  return (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Splits a path (without query) into its optional leading language segment and the rest;
 * `languages` are the languages of this build, all eight by default.
 */
export function parseLangSegment(
  pathname: string,
  languages: readonly Language[] = LANGUAGES,
): LangSegment {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const slash = path.indexOf('/', 1);
  const first = slash < 0 ? path.slice(1) : path.slice(1, slash);
  if (isLanguage(first) && languages.includes(first)) {
    return { lang: first, rest: slash < 0 ? '/' : path.slice(slash) };
  }
  return { lang: null, rest: path };
}

/** Splits a full path into the path and its query-and-hash suffix. */
export function splitPath(fullPath: string): { readonly path: string; readonly suffix: string } {
  const index = fullPath.search(/[?#]/);
  return index < 0
    ? { path: fullPath, suffix: '' }
    : { path: fullPath.slice(0, index), suffix: fullPath.slice(index) };
}
