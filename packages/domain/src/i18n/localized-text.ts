/**
 * Catalog texts per language: every visitor-facing text of the catalog is a map from language code
 * to text, read in the request's language with the shop's default language as fallback.
 */

/** A text per language (`{ de: "Erwachsene", en: "Adults" }`); a missing language has no key. */
export type LocalizedText = Partial<Record<string, string>>;

/**
 * The text in `lang`, else in `fallback` (the shop's default language), else the first non-empty
 * text, else ''. An empty text counts as missing, so a blank translation never hides the fallback.
 */
export function localized(
  text: LocalizedText | null | undefined,
  lang: string,
  fallback: string,
): string {
  if (!text) return '';
  const direct = text[lang];
  if (direct) return direct;
  const byDefault = text[fallback];
  if (byDefault) return byDefault;
  return Object.values(text).find((value) => typeof value === 'string' && value.length > 0) ?? '';
}

/**
 * A text as a language map: a plain string is a text in `defaultLanguage` (how catalog files written
 * before translations, and single-language museums, give their texts); an empty string is no text.
 */
export function asLocalizedText(
  value: string | LocalizedText,
  defaultLanguage: string,
): LocalizedText {
  if (typeof value !== 'string') return value;
  return value === '' ? {} : { [defaultLanguage]: value };
}
