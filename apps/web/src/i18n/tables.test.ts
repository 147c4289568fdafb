import { ERROR_CODES, LANGUAGES, ROUTES, type Language } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import type { TranslationTable } from './types';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it_ from './it.json';
import nl from './nl.json';
import sv from './sv.json';

const TABLES: Record<Language, TranslationTable> = { de, en, fr, it: it_, nl, es, sv, da };

/** Every key of a table with its text, nested keys joined with dots. */
function entries(table: TranslationTable, prefix = ''): Array<[string, string]> {
  return Object.entries(table).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : entries(value, `${prefix}${key}.`),
  );
}

const english = new Map(entries(en));

/** Words of a text outside its placeholders; a text of two words or more is a sentence to translate. */
const words = (text: string) =>
  text
    .replace(/\{\{[^}]*\}\}/g, ' ')
    .split(/\s+/)
    .filter((word) => /\p{L}/u.test(word));
/** Texts that are meant to be empty: the home page has no page title. */
const EMPTY = new Set(['TITLE_HOME']);
/** The error codes the shell shows. */
const SHELL_ERRORS = ['SERVER_ERROR', 'PAGE_NOT_FOUND', 'AUTH_REQUIRED'];

describe('the translation tables', () => {
  it('exist for the eight shop languages', () => {
    expect(Object.keys(TABLES).sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(LANGUAGES)('%s has exactly the keys of the English table', (lang) => {
    expect(
      entries(TABLES[lang])
        .map(([key]) => key)
        .sort(),
    ).toEqual([...english.keys()].sort());
  });

  it.each(LANGUAGES)('%s has a text for every key', (lang) => {
    const empty = entries(TABLES[lang]).filter(([key, text]) => !EMPTY.has(key) && !text.trim());
    expect(empty).toEqual([]);
  });

  it.each(LANGUAGES.filter((lang) => lang !== 'en'))(
    '%s is a real translation, not a copy of the English table',
    (lang) => {
      const texts = entries(TABLES[lang]).filter(([key]) => !EMPTY.has(key));
      const copied = texts.filter(
        ([key, text]) => english.get(key) === text && words(text).length > 1,
      );
      expect(copied).toEqual([]);
      const same = texts.filter(([key, text]) => english.get(key) === text);
      expect(same.length / texts.length).toBeLessThan(0.2);
    },
  );

  it.each(LANGUAGES)('%s keeps the placeholders of every English text', (lang) => {
    const placeholders = (text: string) =>
      [...text.matchAll(/\{\{\s*(\w+)/g)].map((m) => m[1]).sort();
    const broken = entries(TABLES[lang]).filter(
      ([key, text]) =>
        JSON.stringify(placeholders(text)) !== JSON.stringify(placeholders(english.get(key) ?? '')),
    );
    expect(broken).toEqual([]);
  });

  it.each(LANGUAGES)('%s says its error messages calmly, without "!"', (lang) => {
    const shouting = entries(TABLES[lang]).filter(
      ([key, text]) => /(^|\.)(errors|failed|codes)\./.test(key) && /[!¡]/.test(text),
    );
    expect(shouting).toEqual([]);
  });

  it('da uses Danish quotation marks, not English ones', () => {
    expect(entries(da).filter(([, text]) => /[“”"]/.test(text))).toEqual([]);
  });

  it('it speaks to the visitor in one form of address (tu), never voi or Lei', () => {
    const other =
      /\b(avete|vostr[oaie]|controllate|inserisca|riprovi|scelga|verifichi|controlli|Suoi?|Sua)\b/;
    expect(entries(it_).filter(([, text]) => other.test(text))).toEqual([]);
  });

  it('es speaks to the visitor in one form of address (usted), never tú', () => {
    const informal =
      /\b(tu|tus|ti|te|tienes|puedes|inténtalo|revisa|introduce|comprueba|espera|acepta|inicia|descubre)\b/i;
    const formal = entries(es).filter(([key]) => !key.startsWith('TITLE_'));
    expect(formal.filter(([, text]) => informal.test(text))).toEqual([]);
  });

  it('uses plural forms where the sentence counts something', () => {
    const keys = new Set(english.keys());
    for (const key of [
      'merchandise.fewLeft',
      'tours.errors.TOUR_MIN_GROUP_SIZE',
      'tickets.errors.TICKET_COUNT_EXCEEDS_SLOT',
    ]) {
      expect(keys.has(`${key}_one`) && keys.has(`${key}_other`), key).toBe(true);
    }
    expect(entries(sv).find(([key]) => key === 'basket.item.participants_other')?.[1]).toBe(
      '{{count}} deltagare',
    );
  });

  it('hold the title key of every route', () => {
    const keys = new Set(english.keys());
    expect(ROUTES.map((route) => route.titleKey).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('hold the messages of the error codes the shell shows', () => {
    for (const code of SHELL_ERRORS) {
      expect(ERROR_CODES).toContain(code);
      expect(english.has(`errors.${code}`)).toBe(true);
    }
  });
});
