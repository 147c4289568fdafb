import { eq, sql } from 'drizzle-orm';
import { parse } from 'yaml';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  capacities,
  eventSlots,
  events,
  holds,
  merchandise,
  orders,
  tickets,
  tourSlots,
  venues,
  voucherCodes,
} from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { smallCatalog } from './catalog.fixtures';
import { catalogToYaml, exportCatalog } from './export';
import { importCatalog, type ImportResult } from './import';
import type { CatalogFileInput } from './schema';

const CATALOG_TABLES = [
  'holds',
  'order_items',
  'orders',
  'event_slots',
  'event_days',
  'ticket_subtickets',
  'tickets',
  'events',
  'ticket_groups',
  'tour_slots',
  'tour_question_options',
  'tour_questions',
  'tour_prices',
  'tour_subtickets',
  'tour_tickets',
  'tours',
  'tour_categories',
  'merchandise',
  'merchandise_categories',
  'voucher_codes',
  'voucher_types',
  'voucher_categories',
  'custom_groups',
  'venues',
  'banners',
  'social_links',
  'pages',
  'content_blocks',
  'capacities',
];

function expectOk(result: ImportResult): Extract<ImportResult, { ok: true }> {
  if (!result.ok) throw new Error(`import refused:\n${result.errors.join('\n')}`);
  return result;
}

function edited(edit: (file: CatalogFileInput) => void): CatalogFileInput {
  const file = structuredClone(smallCatalog());
  edit(file);
  return file;
}

describe.each(testDatabaseKinds())('catalog import and export on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });
  beforeEach(async () => {
    await database.db.execute(
      sql.raw(`TRUNCATE ${CATALOG_TABLES.join(', ')} RESTART IDENTITY CASCADE`),
    );
  });

  async function slotCapacity(eventId: number, startsAt: string) {
    const [row] = await database.db
      .select({ capacity: capacities.capacity, sold: capacities.sold })
      .from(eventSlots)
      .innerJoin(capacities, eq(capacities.id, eventSlots.capacityId))
      .where(
        sql`${eventSlots.eventId} = ${eventId} AND ${eventSlots.startsAt} = ${startsAt}::timestamp`,
      );
    return row;
  }

  it('imports every section with explicit ids and reports what it wrote', async () => {
    const result = expectOk(await importCatalog(database.db, smallCatalog()));
    expect(result.skipped).toBe(false);
    expect(result.summary.events).toEqual({
      inFile: 3,
      created: 3,
      updated: 0,
      deactivated: 0,
      deleted: 0,
      kept: 0,
    });
    expect(result.summary.eventSlots).toMatchObject({ inFile: 11, created: 11 });
    expect(result.summary.eventDays).toMatchObject({ inFile: 4, created: 4 });
    expect(result.summary.tourSlots).toMatchObject({ inFile: 5, created: 5 });
    expect(result.summary.tourQuestionOptions).toMatchObject({ inFile: 2, created: 2 });
    expect(result.summary.pages).toMatchObject({ inFile: 1, created: 1 });

    const ticketRows = await database.db.select().from(tickets).orderBy(tickets.id);
    expect(ticketRows.map((row) => [row.id, row.eventId, row.mode])).toEqual([
      [100, 10, 1],
      [101, 10, 1],
      [102, 10, 3],
      [110, 11, 3],
      [120, 12, 5],
    ]);
    // Only the event-long ticket points at the event's capacity; the day ticket uses the days.
    expect(ticketRows.find((row) => row.id === 102)!.capacityId).toBeNull();
    const [night] = await database.db
      .select({ capacity: capacities.capacity, sold: capacities.sold, kind: capacities.kind })
      .from(capacities)
      .where(eq(capacities.id, ticketRows.find((row) => row.id === 110)!.capacityId!));
    expect(night).toEqual({ capacity: 300, sold: 120, kind: 'event' });
    expect(await slotCapacity(10, '2026-12-07 18:00')).toEqual({ capacity: 5, sold: 5 });
    const [range] = await database.db
      .select()
      .from(eventSlots)
      .where(eq(eventSlots.eventId, 12))
      .limit(1);
    expect(range).toMatchObject({
      mode: 5,
      startsAt: '2026-12-05 14:00:00',
      endsAt: '2026-12-05 16:00:00',
    });

    // The identity sequences continue after the explicit ids.
    const [fresh] = await database.db
      .insert(venues)
      .values({ name: { de: 'Neu' } })
      .returning();
    expect(fresh!.id).toBeGreaterThan(2);
  });

  it('exports what it imported, and export → import → export is identical', async () => {
    expectOk(await importCatalog(database.db, smallCatalog()));
    const first = await exportCatalog(database.db);
    expect(first.events![0]!.slots).toHaveLength(9);
    expect(first.events![1]).toMatchObject({
      capacity: 300,
      sold: 120,
      endsAt: '2026-12-13T01:00',
    });
    expect(first.tours![1]!.slots).toEqual([
      {
        startsAt: '2026-12-03T10:00',
        participants: { capacity: 40, sold: 0 },
        tours: { capacity: 2, sold: 1 },
      },
    ]);
    const yaml = catalogToYaml(first);
    const again = expectOk(await importCatalog(database.db, parse(yaml)));
    expect(again.summary.events).toMatchObject({ created: 0, updated: 3, deactivated: 0 });
    expect(again.summary.eventSlots).toMatchObject({ created: 0, updated: 11, deleted: 0 });
    const second = await exportCatalog(database.db);
    expect(second).toEqual(first);
    expect(catalogToYaml(second)).toBe(yaml);
  });

  it('writes nothing when the database refuses part of the file', async () => {
    expectOk(await importCatalog(database.db, smallCatalog()));
    const result = await importCatalog(
      database.db,
      edited((file) => {
        file.venues![0]!.address = 'Neue Straße 5';
        // 5 tickets of this slot are sold: its capacity cannot drop to 3.
        file.events![0]!.slots![1] = { startsAt: '2026-12-07T18:00', capacity: 3, sold: 0 };
      }),
    );
    expect(result).toEqual({
      ok: false,
      errors: [
        'events[0].slots (2026-12-07T18:00, mode 1): capacity 3 is below the 5 already sold',
      ],
    });
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, 1));
    expect(venue!.address).toBe('Markt 1');
  });

  it('checks references into sections the file leaves out against the database', async () => {
    expectOk(await importCatalog(database.db, smallCatalog()));
    const result = await importCatalog(database.db, {
      version: 1,
      voucherCodes: [
        { id: 50, barcode: 'TEST-50', amount: 5000, voucherType: 40 },
        { id: 52, barcode: 'TEST-52', amount: 5000, voucherType: 99 },
      ],
    });
    expect(result).toEqual({
      ok: false,
      errors: ['voucherCodes[1].voucherType: unknown voucher type 99'],
    });
  });

  it('never lowers what the shop sold since the file was written', async () => {
    expectOk(await importCatalog(database.db, smallCatalog()));
    await database.db.execute(sql`
      UPDATE capacities SET sold = sold + 4 FROM event_slots
      WHERE event_slots.capacity_id = capacities.id AND event_slots.event_id = 10
        AND event_slots.starts_at = '2026-12-01 10:00'`);
    await database.db.update(voucherCodes).set({ usedAmount: 3000 }).where(eq(voucherCodes.id, 50));
    expectOk(
      await importCatalog(
        database.db,
        edited((file) => {
          file.events![0]!.slots![0]!.capacity = 30;
        }),
      ),
    );
    expect(await slotCapacity(10, '2026-12-01 10:00')).toEqual({ capacity: 30, sold: 6 });
    const [code] = await database.db.select().from(voucherCodes).where(eq(voucherCodes.id, 50));
    expect(code!.usedAmount).toBe(3000);
  });

  it('deactivates, deletes or closes what the file no longer lists', async () => {
    expectOk(
      await importCatalog(
        database.db,
        edited((file) => {
          file.events![1]!.venue = 2;
          file.events![1]!.customGroups = [1];
        }),
      ),
    );
    // A pending order holds two places of an 11:00 tour on 1 December.
    const [order] = await database.db
      .insert(orders)
      .values({ token: 'catalog-test-order', number: 'T-1', language: 'de' })
      .returning();
    const [held] = await database.db
      .select({ capacityId: tourSlots.participantsCapacityId })
      .from(tourSlots)
      .where(
        sql`${tourSlots.tourId} = 20 AND ${tourSlots.startsAt} = '2026-12-02 11:00'::timestamp`,
      );
    await database.db.execute(sql`UPDATE capacities SET sold = 0 WHERE id = ${held!.capacityId}`);
    await database.db.insert(holds).values({
      orderId: order!.id,
      capacityId: held!.capacityId,
      quantity: 2,
      expiresAt: new Date('2026-12-01T12:00:00Z'),
    });

    const result = expectOk(
      await importCatalog(
        database.db,
        edited((file) => {
          file.events!.splice(1, 1); // the evening event
          const exhibition = file.events![0]!;
          exhibition.tickets!.splice(0, 1); // ticket 100
          exhibition.tickets![0]!.subtickets!.splice(1, 1); // subticket 1001
          exhibition.slots!.splice(1, 1); // the sold-out slot at 18:00 on 7 December
          exhibition.slots![0]!.sold = 0;
          exhibition.slots![0]!.except = ['2026-12-02', '2026-12-05'];
          file.tours![0]!.slots = [
            { startsAt: '2026-12-01T11:00', participants: { capacity: 25, sold: 3 } },
          ];
          // The evening event, now inactive, still refers to the depot and the group.
          file.venues!.splice(1, 1);
          file.events![1]!.venue = 1;
          file.customGroups = [];
          exhibition.customGroups = [];
          file.merchandise!.splice(1, 1);
          file.merchandise![0]!.related = [];
          file.voucherCodes!.splice(0, 2);
          file.banners = [];
        }),
      ),
    );
    expect(result.summary.events).toMatchObject({ inFile: 2, deactivated: 1 });
    expect(result.summary.tickets).toMatchObject({ deactivated: 1 });
    expect(result.summary.subtickets).toMatchObject({ deleted: 1 });
    // Of the exhibition's slots, four on 5 December had sales (2 each) and the 18:00 slot is sold out.
    expect(result.summary.eventSlots).toMatchObject({
      inFile: 6,
      updated: 6,
      deactivated: 5,
      deleted: 0,
    });
    // Tour 20 keeps 1 Dec 11:00; 1 Dec 15:00 and 2 Dec 15:00 had 3 sold, 2 Dec 11:00 has a hold.
    expect(result.summary.tourSlots).toMatchObject({ inFile: 2, deactivated: 3, deleted: 0 });
    expect(result.summary.venues).toMatchObject({ deleted: 0, kept: 1 });
    expect(result.summary.customGroups).toMatchObject({ deleted: 0, kept: 1 });
    expect(result.summary.merchandise).toMatchObject({ deactivated: 1 });
    // The partly used code stays; the unused one is deleted.
    expect(result.summary.voucherCodes).toMatchObject({ inFile: 0, deleted: 1, kept: 1 });
    expect(result.summary.banners).toMatchObject({ deleted: 1 });

    const eventRows = await database.db
      .select({ id: events.id, active: events.active })
      .from(events)
      .orderBy(events.id);
    expect(eventRows).toEqual([
      { id: 10, active: true },
      { id: 11, active: false },
      { id: 12, active: true },
    ]);
    const [ticket100] = await database.db.select().from(tickets).where(eq(tickets.id, 100));
    expect(ticket100!.active).toBe(false);
    const [article] = await database.db.select().from(merchandise).where(eq(merchandise.id, 31));
    expect(article!.active).toBe(false);
    // A closed slot sells nothing more but keeps its sales.
    expect(await slotCapacity(10, '2026-12-07 18:00')).toEqual({ capacity: 5, sold: 5 });
    expect(await slotCapacity(10, '2026-12-05 10:00')).toEqual({ capacity: 2, sold: 2 });
    expect(await slotCapacity(10, '2026-12-01 10:00')).toEqual({ capacity: 20, sold: 2 });

    // What stayed is exported again, so the next round trip is stable.
    const exported = await exportCatalog(database.db);
    expect(exported.venues!.map((venue) => venue.id)).toEqual([1, 2]);
    expect(exported.voucherCodes!.map((code) => code.barcode)).toEqual(['TEST-50']);
    expectOk(await importCatalog(database.db, exported));
    expect(await exportCatalog(database.db)).toEqual(exported);
  });

  it('leaves sections out of the file untouched', async () => {
    expectOk(await importCatalog(database.db, smallCatalog()));
    const before = await exportCatalog(database.db);
    const result = expectOk(
      await importCatalog(database.db, {
        version: 1,
        socialLinks: [{ id: 2, name: 'Mastodon', url: 'https://mastodon.social/@example' }],
      }),
    );
    expect(Object.keys(result.summary)).toEqual(['socialLinks']);
    const after = await exportCatalog(database.db);
    expect(after.socialLinks).toEqual([
      { id: 2, name: 'Mastodon', url: 'https://mastodon.social/@example', sequenceNo: 0 },
    ]);
    expect({ ...after, socialLinks: [] }).toEqual({ ...before, socialLinks: [] });
  });

  it('lets two codes swap barcodes and refuses a barcode a sold code owns', async () => {
    expectOk(await importCatalog(database.db, smallCatalog()));
    expectOk(
      await importCatalog(
        database.db,
        edited((file) => {
          file.voucherCodes![0]!.barcode = 'TEST-UNUSED';
          file.voucherCodes![1]!.barcode = 'TEST-50';
        }),
      ),
    );
    const codes = await database.db
      .select({ id: voucherCodes.id, barcode: voucherCodes.barcode })
      .from(voucherCodes)
      .orderBy(voucherCodes.id);
    expect(codes).toEqual([
      { id: 50, barcode: 'TEST-UNUSED' },
      { id: 51, barcode: 'TEST-50' },
    ]);
    await database.db
      .insert(voucherCodes)
      .values({ id: 900, barcode: 'SOLD-1', amount: 2500, orderId: 1 });
    const taken = await importCatalog(
      database.db,
      edited((file) => {
        file.voucherCodes![1]!.barcode = 'SOLD-1';
      }),
    );
    expect(taken).toEqual({
      ok: false,
      errors: [
        'voucherCodes[1].barcode: SOLD-1 already belongs to voucher code 900, which was sold or redeemed',
      ],
    });
    const claimed = await importCatalog(
      database.db,
      edited((file) => {
        file.voucherCodes!.push({ id: 900, barcode: 'OTHER', amount: 100 });
      }),
    );
    expect(claimed).toEqual({
      ok: false,
      errors: [
        'voucherCodes[2].id: voucher code 900 was sold in the shop and is not part of the catalog',
      ],
    });
  });

  it('hands a slug or barcode the file gives to a new id over from the old one', async () => {
    expectOk(await importCatalog(database.db, smallCatalog()));
    const result = expectOk(
      await importCatalog(
        database.db,
        edited((file) => {
          file.merchandiseCategories!.push({ id: 2, slug: 'books', name: { de: 'Neue Bücher' } });
          file.merchandiseCategories![0]!.slug = 'old-books';
          file.voucherCodes![1] = { id: 52, barcode: 'TEST-UNUSED', amount: 2000 };
        }),
      ),
    );
    expect(result.summary.voucherCodes).toMatchObject({ created: 1, updated: 1, deleted: 1 });
    const exported = await exportCatalog(database.db);
    expect(exported.merchandiseCategories!.map((c) => [c.id, c.slug])).toEqual([
      [1, 'old-books'],
      [2, 'books'],
    ]);
    expect(exported.voucherCodes!.map((code) => [code.id, code.barcode, code.amount])).toEqual([
      [50, 'TEST-50', 5000],
      [52, 'TEST-UNUSED', 2000],
    ]);
    // Categories missing from the file give up their slug and go once nothing refers to them.
    expectOk(
      await importCatalog(
        database.db,
        edited((file) => {
          file.merchandiseCategories = [{ id: 3, slug: 'books', name: { de: 'Bücher' } }];
          file.merchandise![0]!.category = 3;
        }),
      ),
    );
    const after = await exportCatalog(database.db);
    expect(after.merchandiseCategories!.map((c) => [c.id, c.slug])).toEqual([[3, 'books']]);
  });

  it('imports into an empty catalog only when asked to', async () => {
    expectOk(await importCatalog(database.db, smallCatalog()));
    const skipped = expectOk(
      await importCatalog(
        database.db,
        edited((file) => {
          file.venues![0]!.address = 'Anders';
        }),
        { onlyIfEmpty: true },
      ),
    );
    expect(skipped).toEqual({ ok: true, skipped: true, summary: {} });
    const [venue] = await database.db.select().from(venues).where(eq(venues.id, 1));
    expect(venue!.address).toBe('Markt 1');
  });
});
