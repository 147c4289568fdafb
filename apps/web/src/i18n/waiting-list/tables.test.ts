import { describe, expect, it } from 'vitest';
import da from './da.json';
import de from './de.json';
import en from './en.json';
import es from './es.json';
import fr from './fr.json';
import it_ from './it.json';
import nl from './nl.json';
import sv from './sv.json';

const TABLES = { da, de, en, es, fr, it: it_, nl, sv };

function keysOf(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, inner]) =>
    keysOf(inner, prefix ? `${prefix}.${key}` : key),
  );
}

function valueAt(table: unknown, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], table);
}

describe('the waiting list’s text tables', () => {
  it('have the same keys in all eight shop languages, none empty', () => {
    const keys = keysOf(en).sort();
    for (const [lang, table] of Object.entries(TABLES)) {
      expect(keysOf(table).sort(), lang).toEqual(keys);
      for (const key of keys)
        expect(String(valueAt(table, key)).trim(), `${lang} ${key}`).not.toBe('');
    }
  });

  it('keep every placeholder of the English text', () => {
    for (const key of keysOf(en)) {
      const placeholders = String(valueAt(en, key)).match(/\{\{\w+\}\}/g) ?? [];
      for (const [lang, table] of Object.entries(TABLES)) {
        for (const placeholder of placeholders) {
          expect(String(valueAt(table, key)), `${lang} ${key}`).toContain(placeholder);
        }
      }
    }
  });
});
