import { staffLanguage } from '@foyer/domain/admin-contract';
import { describe, expect, it } from 'vitest';
import { TICKET_TEXTS } from './catalog-tickets';

type Tables = Record<string, Record<string, string>>;
/** Every other text table of the back office (they are merged into one table per language). */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

describe('the event editor’s ticket texts', () => {
  it('never replace a text of another screen family', () => {
    const others = new Set<string>();
    for (const [file, exports] of Object.entries(modules)) {
      if (file.endsWith('catalog-tickets.ts')) continue;
      for (const value of Object.values(exports)) {
        const en = (value as Partial<Tables> | null)?.en;
        if (en && typeof en === 'object') for (const key of Object.keys(en)) others.add(key);
      }
    }
    expect(others.size).toBeGreaterThan(100);
    expect(Object.keys(TICKET_TEXTS.en).filter((key) => others.has(key))).toEqual([]);
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
