import { staffLanguage } from '@foyer/domain/admin-contract';
import { describe, expect, it } from 'vitest';
import { tablesOf, type TextTable } from './index';

const TICKET_TEXTS = tablesOf(
  import.meta.glob<TextTable>('./catalog-tickets/*.json', { eager: true, import: 'default' }),
);
/** Every other table of the back office (they are merged into one table per language). */
const others = import.meta.glob<TextTable>(['./*.json', './*/*.json', '!./catalog-tickets/*'], {
  eager: true,
  import: 'default',
});

describe('the event editor’s ticket texts', () => {
  it('never replace a text of another screen family', () => {
    const keys = new Set<string>();
    for (const [file, table] of Object.entries(others)) {
      if (file.endsWith('/en.json') || file === './en.json') {
        for (const key of Object.keys(table)) keys.add(key);
      }
    }
    expect(keys.size).toBeGreaterThan(100);
    expect(Object.keys(TICKET_TEXTS.en).filter((key) => keys.has(key))).toEqual([]);
  });

  it('have every text in each of the eight languages, not copied from English', () => {
    const english: Record<string, string> = TICKET_TEXTS.en;
    for (const language of staffLanguage.options) {
      const table: Record<string, string> = TICKET_TEXTS[language];
      expect(Object.keys(table).sort()).toEqual(Object.keys(english).sort());
      if (language === 'en') continue;
      const copied = Object.keys(table).filter((key) => table[key] === english[key]);
      expect(copied.length, `${language}: ${copied.join(', ')}`).toBeLessThanOrEqual(2);
    }
  });
});
