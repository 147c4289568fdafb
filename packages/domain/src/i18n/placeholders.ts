/**
 * Texts with `{{name}}` placeholders (the i18next convention the shop's and the back office's
 * tables follow; spaces inside the braces are allowed, as i18next allows them).
 */

/** A placeholder `{{name}}`, its name captured. */
const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

export type PlaceholderValues = Readonly<Record<string, string | number | undefined>>;

/**
 * `text` with every `{{name}}` replaced by `values[name]`. A name without a value becomes an empty
 * string, or stays as it is written with `keepUnknown` (so a test can see what was not filled).
 */
export function fillPlaceholders(
  text: string,
  values: PlaceholderValues = {},
  options: { keepUnknown?: boolean } = {},
): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = values[name];
    if (value === undefined) return options.keepUnknown ? whole : '';
    return String(value);
  });
}
