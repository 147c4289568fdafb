/**
 * The shop's own translations (apps/web/src/i18n/{lang}.json), so the journeys find buttons and
 * labels by the names a visitor sees: `t('de', 'basket.continue')`. i18next conventions:
 * `{{name}}` placeholders and `_one`/`_other` plural keys chosen by `count`; a missing key falls
 * back to English, as the shop does, and a key missing there too is an error.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillPlaceholders, type Language } from '@foyer/domain';

const DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/i18n');

type Table = { [key: string]: string | Table };

// Read anew per call: other helpers change the tables while the journeys are written.
function table(lang: Language): Table {
  return JSON.parse(readFileSync(path.join(DIR, `${lang}.json`), 'utf8')) as Table;
}

function lookup(tableOf: Table, key: string): string | undefined {
  let node: string | Table | undefined = tableOf;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export type Vars = Readonly<Record<string, string | number>>;

function find(lang: Language, key: string, vars: Vars): string | undefined {
  const own = table(lang);
  if (typeof vars.count === 'number') {
    const plural = new Intl.PluralRules(lang).select(vars.count);
    const found = lookup(own, `${key}_${plural}`) ?? lookup(own, `${key}_other`);
    if (found !== undefined) return found;
  }
  return lookup(own, key);
}

/** True when the language's table (or English) has `key`. */
export function has(lang: Language, key: string): boolean {
  return find(lang, key, {}) !== undefined || find('en', key, {}) !== undefined;
}

/** The text of `key` in `lang` with `{{name}}` placeholders filled in. */
export function t(lang: Language, key: string, vars: Vars = {}): string {
  const raw = find(lang, key, vars) ?? find('en', key, vars);
  if (raw === undefined) throw new Error(`No translation ${key} in ${lang}.json or en.json`);
  return fillPlaceholders(raw, vars, { keepUnknown: true });
}

/** `t` as a regular expression matching the text anywhere (placeholders match anything). */
export function tPattern(lang: Language, key: string, vars: Vars = {}): RegExp {
  const text = t(lang, key, vars);
  const escaped = text
    .split(/\{\{\s*\w+\s*\}\}/)
    .map((piece) => piece.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(escaped);
}
