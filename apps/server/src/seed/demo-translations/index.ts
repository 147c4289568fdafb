/**
 * The demo museum is written in German, its own language; these tables translate each German text
 * into the shop's seven other languages, like a gettext catalogue keyed by the source text. The
 * type demands all seven, and `translated` refuses a German text without an entry, so a new demo
 * text cannot go untranslated.
 */
import type { Language } from '@foyer/domain';
import { EVENT_TRANSLATIONS } from './events';
import { SHOP_TRANSLATIONS } from './shop';
import { TOUR_TRANSLATIONS } from './tours';

/** A German text's translations. */
export type Translations = Record<Exclude<Language, 'de'>, string>;

const TABLE: ReadonlyMap<string, Translations> = new Map(
  [EVENT_TRANSLATIONS, TOUR_TRANSLATIONS, SHOP_TRANSLATIONS].flatMap((table) =>
    Object.entries(table),
  ),
);

/** A German demo text with its translations, as the catalog stores it: one text per language. */
export function translated(de: string): Record<Language, string> {
  const other = TABLE.get(de);
  if (!other) throw new Error(`The demo text "${de}" has no translations`);
  return { de, ...other };
}
