/** Catalog and page texts are stored per language; a missing language falls back to the default. */
export type I18nText = Partial<Record<string, string>>;

/** The text in `lang`, else in `fallback`, else the first non-empty text, else ''. */
export function localize(
  text: I18nText | null | undefined,
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
