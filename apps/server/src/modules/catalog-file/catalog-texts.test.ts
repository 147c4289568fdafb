/**
 * Texts in the catalog file: a text is a plain string (the shop's default language; files written
 * before translations keep working) or a map per language, and both are stored as language maps.
 */
import { eq } from 'drizzle-orm';
import { parse } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, isLanguage } from '@foyer/domain';
import type { Database } from '../../db/client';
import { events, pages, tourQuestionOptions, venues } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { smallCatalog } from './catalog.fixtures';
import { catalogToYaml, exportCatalog } from './export';
import { importCatalog, type ImportResult } from './import';
import type { CatalogFileInput } from './schema';

function expectOk(result: ImportResult): void {
  if (!result.ok) throw new Error(`import refused:\n${result.errors.join('\n')}`);
}

function isTextMap(value: object): value is Record<string, string> {
  const entries = Object.entries(value);
  return (
    entries.length > 0 &&
    entries.every(([key, text]) => isLanguage(key) && typeof text === 'string')
  );
}

/** `value` with every language map replaced by `replace(map)`. */
function mapTexts(value: unknown, replace: (map: Record<string, string>) => unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => mapTexts(item, replace));
  if (value === null || typeof value !== 'object') return value;
  if (isTextMap(value)) return replace(value);
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, mapTexts(item, replace)]),
  );
}

/** The small catalog as a file written before translations: every text a plain German string. */
function plainGermanCatalog(): CatalogFileInput {
  return mapTexts(smallCatalog(), (map) => map.de ?? '') as CatalogFileInput;
}

describe.each(testDatabaseKinds())('catalog texts on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('imports a file of plain texts as texts in the default language', async () => {
    const file = plainGermanCatalog();
    expect(file.venues![0]!.name).toBe('Haupthaus');
    expectOk(await importCatalog(database.db, file, { defaultLanguage: 'de' }));

    const [venue] = await database.db.select().from(venues).where(eq(venues.id, 1));
    expect(venue!.name).toEqual({ de: 'Haupthaus' });
    const [event] = await database.db.select().from(events).where(eq(events.id, 10));
    expect(event!.name).toEqual({ de: 'Ausstellung' });
    // Export writes language maps: the German texts of the original file, nothing else.
    const germanOnly = mapTexts(smallCatalog(), (map) => (map.de ? { de: map.de } : {}));
    expectOk(await importCatalog(database.db, germanOnly, { defaultLanguage: 'de' }));
    const fromMaps = await exportCatalog(database.db);
    expectOk(await importCatalog(database.db, file, { defaultLanguage: 'de' }));
    expect(await exportCatalog(database.db)).toEqual(fromMaps);
  });

  it('stores plain texts in the configured default language, beside maps in the same file', async () => {
    const file = smallCatalog();
    file.venues![1]!.name = 'Depot';
    file.pages = [{ id: 'imprint', title: 'Imprint', html: '<p>Who we are.</p>' }];
    file.tours![0]!.questions = [
      {
        id: 1,
        text: 'Age group',
        type: 'radio',
        options: [
          { id: 11, text: 'Primary school' },
          { id: 12, text: { en: 'Secondary school', da: 'Udskoling' } },
        ],
      },
    ];
    expectOk(await importCatalog(database.db, file, { defaultLanguage: 'en' }));

    const [depot] = await database.db.select().from(venues).where(eq(venues.id, 2));
    expect(depot!.name).toEqual({ en: 'Depot' });
    const [main] = await database.db.select().from(venues).where(eq(venues.id, 1));
    expect(main!.name).toEqual({ de: 'Haupthaus', en: 'Main building' });
    const [imprint] = await database.db.select().from(pages).where(eq(pages.id, 'imprint'));
    expect(imprint).toMatchObject({ title: { en: 'Imprint' }, html: { en: '<p>Who we are.</p>' } });
    const options = await database.db
      .select({ id: tourQuestionOptions.id, text: tourQuestionOptions.text })
      .from(tourQuestionOptions)
      .where(eq(tourQuestionOptions.questionId, 1))
      .orderBy(tourQuestionOptions.id);
    expect(options).toEqual([
      { id: 11, text: { en: 'Primary school' } },
      { id: 12, text: { en: 'Secondary school', da: 'Udskoling' } },
    ]);
  });

  it('carries texts in all eight languages through export → import → export unchanged', async () => {
    const file = mapTexts(smallCatalog(), (map) =>
      Object.fromEntries(
        [...LANGUAGES].reverse().map((lang) => [lang, `${map.de ?? map.en ?? ''} (${lang})`]),
      ),
    );
    expectOk(await importCatalog(database.db, file));
    const first = await exportCatalog(database.db);
    // Export writes the maps in the shop's language order, whatever order the file had.
    expect(Object.keys(first.events![0]!.name)).toEqual([...LANGUAGES]);
    expect(first.events![0]!.tickets[0]!.name.da).toBe('Erwachsene (da)');
    expect(first.tours![0]!.name.sv).toMatch(/\(sv\)$/);

    const yaml = catalogToYaml(first);
    expectOk(await importCatalog(database.db, parse(yaml)));
    const second = await exportCatalog(database.db);
    expect(second).toEqual(first);
    expect(catalogToYaml(second)).toBe(yaml);
  });
});
