import { roundHalfAwayFromZero, type Cents } from './cents';

/** The shop's short language codes and the locales they format with. */
export const LOCALES = {
  de: 'de-DE',
  en: 'en-US',
  fr: 'fr-FR',
  it: 'it-IT',
  nl: 'nl-NL',
  es: 'es-ES',
  sv: 'sv-SE',
  da: 'da-DK',
} as const;

/** A short language code of the shop, e.g. `de`. */
export type ShopLanguage = keyof typeof LOCALES;
/** A full locale of the shop, e.g. `de-DE`. */
export type ShopLocale = (typeof LOCALES)[ShopLanguage];

/** The locale used when a language is not one of the shop's (de is first and default). */
export const DEFAULT_LOCALE: ShopLocale = LOCALES.de;

const SHOP_LOCALES: readonly string[] = Object.values(LOCALES);
const formatters = new Map<ShopLocale, Intl.NumberFormat>();

/** Maps a short code (`de`) or a full shop locale (`de-DE`) to a shop locale; others give de-DE. */
export function resolveLocale(locale: string): ShopLocale {
  if (Object.hasOwn(LOCALES, locale)) return LOCALES[locale as ShopLanguage];
  return SHOP_LOCALES.includes(locale) ? (locale as ShopLocale) : DEFAULT_LOCALE;
}

/** Formats cents as EUR with exactly 2 decimals in the shop locale, e.g. `12,50 €`. */
export function formatMoney(cents: Cents, locale: string): string {
  const resolved = resolveLocale(locale);
  let formatter = formatters.get(resolved);
  if (formatter === undefined) {
    formatter = new Intl.NumberFormat(resolved, {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(resolved, formatter);
  }
  return formatter.format(cents / 100);
}

/** Renders cents as units with 2 decimals for analytics, e.g. 1250 → `"12.50"`. */
export function analyticsPrice(cents: Cents): string {
  const whole = roundHalfAwayFromZero(cents);
  const magnitude = Math.abs(whole);
  const fraction = String(magnitude % 100).padStart(2, '0');
  return `${whole < 0 ? '-' : ''}${Math.floor(magnitude / 100)}.${fraction}`;
}
