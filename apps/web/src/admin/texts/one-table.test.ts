import { describe, expect, it } from 'vitest';

type Tables = Record<string, Record<string, string>>;
/** Every text table of the back office's screen families: they are merged into one per language. */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

describe('the back office’s text tables', () => {
  it('never give one key two different texts (the tables are merged, the last would win)', () => {
    const first = new Map<string, { table: string; texts: string }>();
    const clashes: string[] = [];
    let keys = 0;
    for (const [file, exports] of Object.entries(modules)) {
      for (const [name, value] of Object.entries(exports)) {
        const tables = value as Partial<Tables> | null;
        if (!tables?.en || typeof tables.en !== 'object') continue;
        for (const key of Object.keys(tables.en)) {
          keys += 1;
          const texts = JSON.stringify(Object.entries(tables).map(([, table]) => table?.[key]));
          const before = first.get(key);
          if (!before) first.set(key, { table: `${file} ${name}`, texts });
          else if (before.texts !== texts)
            clashes.push(`${key}: ${before.table} / ${file} ${name}`);
        }
      }
    }
    expect(keys).toBeGreaterThan(500);
    expect(clashes).toEqual([]);
  });
});
