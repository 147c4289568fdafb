import { describe, expect, it } from 'vitest';
import { tablesOf, type TextTable } from '../../i18n';

const DESK_PASS_TEXTS = tablesOf(
  import.meta.glob<TextTable>('../../i18n/desk-passes/*.json', { eager: true, import: 'default' }),
);

describe('the texts of the desk’s annual-pass panel', () => {
  it('are written in each of the eight languages, not copied from English', () => {
    const { en, ...others } = DESK_PASS_TEXTS;
    expect(Object.keys(others).sort()).toEqual(['da', 'de', 'es', 'fr', 'it', 'nl', 'sv']);
    for (const table of Object.values(others)) {
      expect(Object.keys(table).sort()).toEqual(Object.keys(en ?? {}).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim()).not.toBe('');
        // "Ticket" and the like may be the same word: only sentences must differ.
        if (text.includes(' ')) expect(text, key).not.toBe(en?.[key]);
        expect(text.match(/{{\w+}}/g)?.sort()).toEqual(en?.[key]?.match(/{{\w+}}/g)?.sort());
      }
    }
  });
});
