import { describe, expect, it } from 'vitest';
import type { TextTable } from './index';

/** Every table of the back office: they are merged into one table per language (i18next's). */
const files = import.meta.glob<TextTable>(['./*.json', './*/*.json'], {
  eager: true,
  import: 'default',
});

describe('the back office’s text tables', () => {
  it('never give one key two different texts (the tables are merged, the last would win)', () => {
    const first = new Map<string, { file: string; text: string }>();
    const clashes: string[] = [];
    let keys = 0;
    for (const [file, table] of Object.entries(files)) {
      const language = /(\w+)\.json$/.exec(file)?.[1];
      for (const [key, text] of Object.entries(table)) {
        if (language === 'en') keys += 1;
        const before = first.get(`${language}:${key}`);
        if (!before) first.set(`${language}:${key}`, { file, text });
        else if (before.text !== text) clashes.push(`${language}:${key}: ${before.file} / ${file}`);
      }
    }
    expect(keys).toBeGreaterThan(500);
    expect(clashes).toEqual([]);
  });
});
