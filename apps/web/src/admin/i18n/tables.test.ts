import { staffLanguage, type StaffLanguage } from '@foyer/domain/admin-contract';
import { describe, expect, it } from 'vitest';
import type { TextTable } from './index';

/** Every table of the back office: the shell's (`./<lang>.json`) and each screen family's. */
const files = import.meta.glob<TextTable>(['./*.json', './*/*.json'], {
  eager: true,
  import: 'default',
});
const LANGUAGES = staffLanguage.options;

/** The tables by family ('shell' for the shell's) and language. */
const families = new Map<string, Map<string, TextTable>>();
for (const [file, table] of Object.entries(files)) {
  const [, family = 'shell', language = ''] = /^\.\/(?:([\w-]+)\/)?(\w+)\.json$/.exec(file) ?? [];
  if (!families.has(family)) families.set(family, new Map());
  families.get(family)?.set(language, table);
}
const FAMILIES = [...families.keys()].sort();
const tableOf = (family: string, language: StaffLanguage): TextTable =>
  families.get(family)?.get(language) ?? {};
const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)/g)].map((match) => match[1]).sort();

describe('the back office’s translation tables', () => {
  it('are the shell’s and the screen families’', () => {
    expect(FAMILIES.length).toBeGreaterThan(15);
    expect(FAMILIES).toContain('shell');
    expect(FAMILIES).toContain('orders');
  });

  it.each(FAMILIES)('%s exists in the eight staff languages and no other', (family) => {
    expect([...(families.get(family)?.keys() ?? [])].sort()).toEqual([...LANGUAGES].sort());
  });

  it.each(FAMILIES)('%s has the keys of its English table in every language', (family) => {
    const english = Object.keys(tableOf(family, 'en')).sort();
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) {
      expect(Object.keys(tableOf(family, language)).sort(), language).toEqual(english);
    }
  });

  it.each(FAMILIES)('%s has a text for every key', (family) => {
    for (const language of LANGUAGES) {
      const table = tableOf(family, language);
      const empty = Object.keys(table).filter((key) => !table[key]?.trim());
      expect(empty, language).toEqual([]);
    }
  });

  it.each(FAMILIES)('%s keeps the placeholders of every English text', (family) => {
    const english = tableOf(family, 'en');
    for (const language of LANGUAGES) {
      const table = tableOf(family, language);
      const broken = Object.keys(table).filter(
        (key) =>
          JSON.stringify(placeholders(table[key] ?? '')) !==
          JSON.stringify(placeholders(english[key] ?? '')),
      );
      expect(broken, language).toEqual([]);
    }
  });
});
