/**
 * The demo museum answers its catalog in each of the shop's eight languages, and a text
 * missing in the request's language falls back to the default language.
 */
import { LANGUAGES, type Language } from '@foyer/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, tickets } from '../db/schema';
import { TEST_NOW, createTestApp, demoConfig } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { useSuite } from '../testing/suite';
import { seedDemoIfEmpty } from './demo';
import { translated } from './demo-translations';

type Named = { id: number; name: string };

/** A demo text (given in German) in `lang`. */
const t = (de: string, lang: Language) => translated(de)[lang];

describe.each(testDatabaseKinds())('the demo museum in eight languages on $name', ({ open }) => {
  const suite = useSuite(async () => {
    const database = await open();
    await seedDemoIfEmpty(database.db, TEST_NOW, demoConfig());
    return { database, app: await createTestApp(database) };
  });

  async function data<T>(lang: Language, path: string): Promise<T> {
    const response = await suite.app.inject({ url: `/api/${lang}/${path}` });
    expect(response.statusCode, path).toBe(200);
    return (response.json() as { data: T }).data;
  }
  const byId = <T extends { id: number }>(items: readonly T[], id: number): T => {
    const item = items.find((candidate) => candidate.id === id);
    if (!item) throw new Error(`no item ${id}`);
    return item;
  };

  it.each(LANGUAGES)(
    'answers the events, tickets, tours, articles and vouchers in %s',
    async (lang) => {
      const eventList = await data<(Named & { venue: string; description: string })[]>(
        lang,
        'event/select',
      );
      expect(byId(eventList, 1)).toMatchObject({
        name: t('Lichtspiele – Glas, Licht und Farbe', lang),
        venue: t('Stadtmuseum Lindenau (Haupthaus)', lang),
      });
      expect(byId(eventList, 3).name).toBe(t('Lange Nacht im Stadtmuseum', lang));

      const collected = await data<{
        tickets: (Named & { group_name: string | null; subtickets: Named[] })[];
      }>(lang, 'ticket/collect/event/1');
      const adults = byId(collected.tickets, 11);
      expect(adults.name).toBe(t('Erwachsene', lang));
      expect(adults.group_name).toBe(t('Einzeltickets', lang));
      expect(adults.subtickets[0]!.name).toBe(t('Audioguide', lang));
      expect(byId(collected.tickets, 14).subtickets.map((sub) => sub.name)).toContain(
        t('Entdeckerheft', lang),
      );

      const tours = await data<(Named & { eventName: string; tickets: Named[] })[]>(
        lang,
        'tour/select/event',
      );
      expect(byId(tours, 1)).toMatchObject({
        name: t('Highlights der Stadtgeschichte', lang),
        eventName: t('Dauerausstellung „Lindenau erzählt“', lang),
      });
      expect(byId(tours, 1).tickets.map((ticket) => ticket.name)).toEqual([
        t('Erwachsene', lang),
        t('Ermäßigt', lang),
      ]);
      const attributes = await data<{ categories: Named[] }>(lang, 'tour/attr');
      expect(byId(attributes.categories, 4).name).toBe(t('Industriekultur', lang));

      const articles = await data<(Named & { images: { alt: string }[] })[]>(
        lang,
        'merchandise/select',
      );
      expect(byId(articles, 1).name).toBe(t('Ausstellungskatalog „Lichtspiele“', lang));
      expect(byId(articles, 1).images[0]!.alt).toBe(t('Ausstellungskatalog „Lichtspiele“', lang));

      const vouchers = await data<Named[]>(lang, 'voucher/select/event/');
      expect(byId(vouchers, 3).name).toBe(t('Gutschein mit Wunschbetrag', lang));
      const groups = await data<Named[]>(lang, 'voucher/groups');
      expect(byId(groups, 2).name).toBe(t('Erlebnisgutscheine', lang));
    },
  );

  it('answers real Danish names, not copies of another language', async () => {
    const eventList = await data<Named[]>('da', 'event/select');
    expect(byId(eventList, 2).name).toBe('Den faste udstilling »Lindenau fortæller«');
    const tours = await data<Named[]>('da', 'tour/select/event');
    expect(byId(tours, 5).name).toBe('Museumsdetektiverne – familierundvisning (på tysk)');
  });

  it('falls back to the default language where a translation is missing', async () => {
    const db = suite.database.db;
    await db
      .update(events)
      .set({ name: sql`${events.name} - 'da'` })
      .where(eq(events.id, 1));
    await db
      .update(tickets)
      .set({ name: { de: 'Erwachsene', en: 'Adults', da: '' } })
      .where(eq(tickets.id, 11));

    // Written behind the server's back: the kept answers go when the database's catalog
    // notification arrives (milliseconds later on PostgreSQL).
    await expect
      .poll(async () => byId(await data<Named[]>('da', 'event/select'), 1).name, { timeout: 2_000 })
      .toBe('Lichtspiele – Glas, Licht und Farbe');
    expect(byId(await data<Named[]>('sv', 'event/select'), 1).name).toBe(
      'Ljusspel – glas, ljus och färg',
    );
    const danish = await data<{ tickets: Named[] }>('da', 'ticket/collect/event/1');
    expect(byId(danish.tickets, 11).name).toBe('Erwachsene');
    expect(byId(danish.tickets, 12).name).toBe('Nedsat pris');
  });
});
