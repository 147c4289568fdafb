import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TranslationTables } from './types';

describe('a custom translation module', () => {
  afterEach(() => {
    vi.doUnmock('foyer:custom-translations');
    vi.resetModules();
  });

  it('changes the tables it receives', async () => {
    vi.doMock('foyer:custom-translations', () => ({
      default: (tables: TranslationTables) => ({
        ...tables,
        de: { ...tables.de, nav: { tickets: 'Eintritt' } },
      }),
    }));
    const { loadTable } = await import('./i18n');
    const table = await loadTable('de');
    expect(table.nav).toEqual({ tickets: 'Eintritt' });
  });

  it('changes nothing by default', async () => {
    const { default: customize } = await import('./custom-translations');
    const tables = { en: { a: 'b' } };
    expect(customize(tables)).toBe(tables);
  });
});
