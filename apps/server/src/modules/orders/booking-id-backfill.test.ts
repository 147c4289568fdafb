/**
 * Migration 0005 gives order lines written before typed order lines their `bookingId`: the strict
 * read refuses them without one. Lines of one booking (same order, same product, same start) share
 * one id, the way the old fulfilment grouped them.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { migrationsFolder, type Database } from '../../db/client';
import { sql } from 'drizzle-orm';
import { customers, orderItems } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { bookingOf, insertOrderItems, itemsOfOrder, readOrderItem } from './index';

const BACKFILL = '0005_backfill_booking_ids';

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the shipped migrations that stops before the backfill. */
function migrationsBeforeBackfill(): string {
  const source = migrationsFolder();
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-migrations-'));
  cpSync(source, dir, { recursive: true });
  const journalFile = path.join(dir, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as Journal;
  const stop = journal.entries.findIndex((entry) => entry.tag === BACKFILL);
  if (stop < 0) throw new Error(`${BACKFILL} is not in the journal`);
  writeFileSync(
    journalFile,
    JSON.stringify({ ...journal, entries: journal.entries.slice(0, stop) }),
  );
  return dir;
}

const flags = { unique_barcode: true, scan_separately: false, print_separately: false };
const ticket = { eventId: 1, eventName: 'Zeitreise', venue: 'Hauptgebäude', subtickets: [] };
const tour = { tourId: 7, venue: 'Hauptgebäude', answers: {}, lines: [] };

/** Lines as checkout wrote them before typed order lines: everything but the `bookingId`. */
const OLD_LINES = [
  // One booking of a guided tour: two participant ticket types at 14:00.
  {
    type: 'guidedTour',
    refId: 7,
    datetime: '2026-11-21 14:00:00',
    details: { ...tour, datetime: '2026-11-21T14:00', tourTicketId: 1, subtickets: [] },
  },
  {
    type: 'guidedTour',
    refId: 7,
    datetime: '2026-11-21 14:00:00',
    details: { ...tour, datetime: '2026-11-21T14:00', tourTicketId: 2, subtickets: [] },
  },
  // The same tour at another time: a booking of its own.
  {
    type: 'guidedTour',
    refId: 7,
    datetime: '2026-11-21 16:00:00',
    details: { ...tour, datetime: '2026-11-21T16:00', tourPriceId: 1, wholeTour: true },
  },
  {
    type: 'ticket',
    refId: 3,
    datetime: '2026-11-21 11:00:00',
    details: { ...ticket, datetime: '2026-11-21T11:00', places: 2, ticketFlags: flags, lines: [] },
  },
  // One day-ticket booking: two ticket types of one event on one date.
  {
    type: 'dayTicket',
    refId: 4,
    datetime: '2026-11-22 00:00:00',
    details: { ...ticket, date: '2026-11-22', places: 1, ticketFlags: flags, lines: [] },
  },
  {
    type: 'dayTicket',
    refId: 5,
    datetime: '2026-11-22 00:00:00',
    details: { ...ticket, date: '2026-11-22', places: 1, ticketFlags: flags, lines: [] },
  },
  {
    type: 'merchandise',
    refId: 2,
    datetime: null,
    details: { productKind: null, needsShipping: true, lines: [] },
  },
  {
    type: 'voucher',
    refId: 1,
    datetime: null,
    details: { amount: 2500, validityDays: 365, lines: [] },
  },
  {
    type: 'voucherCode',
    refId: 9,
    datetime: null,
    details: { barcode: 'GIFT-1', value: 1000, used: 1000, remaining: 0, lines: [] },
  },
] as const;

describe.each(testDatabaseKinds())('booking id backfill on $name', ({ openUnmigrated }) => {
  let database: Database;
  let before: string;
  let customerId: number;

  beforeAll(async () => {
    database = await openUnmigrated();
    before = migrationsBeforeBackfill();
    await database.migrate(before);
    const [customer] = await database.db
      .insert(customers)
      .values({ email: `backfill.${process.pid}@example.org`, isGuest: true, language: 'de' })
      .returning();
    customerId = customer?.id ?? 0;
  }, 120_000);
  afterAll(async () => {
    rmSync(before, { recursive: true, force: true });
    await database.close();
  });

  /**
   * An order as the schema before the backfill had it: a plain INSERT of those columns (the
   * schema's insert would also name columns that later migrations add, such as `channel`).
   */
  async function newOrder(number: string): Promise<number> {
    const result = await database.db.execute(sql`
      INSERT INTO orders (token, number, status, customer_id, language)
      VALUES (${`token-${number}`}, ${number}, 'booked', ${customerId}, 'de')
      RETURNING id`);
    const id = Number(rowsOf<{ id: number }>(result)[0]?.id);
    if (!id) throw new Error('order insert returned no row');
    return id;
  }

  function line(orderId: number, old: (typeof OLD_LINES)[number], index: number) {
    return {
      orderId,
      type: old.type,
      refId: old.refId,
      name: `Line ${index}`,
      datetime: old.datetime,
      count: 1,
      unitPrice: 1000,
      totalPrice: 1000,
      details: { ...old.details },
    };
  }

  it('gives old lines the booking ids of their bookings, so that they read strictly', async () => {
    const oldOrder = await newOrder('OLD-1');
    const otherOld = await newOrder('OLD-2');
    await database.db.insert(orderItems).values(OLD_LINES.map((old, i) => line(oldOrder, old, i)));
    await database.db.insert(orderItems).values([line(otherOld, OLD_LINES[3], 0)]);
    // A line written today already has its id and keeps it.
    const newOrderId = await newOrder('NEW-1');
    await insertOrderItems(database.db, newOrderId, [
      {
        type: 'ticket',
        refId: 3,
        name: 'Line 0',
        datetime: '2026-11-21 11:00:00',
        count: 1,
        unitPrice: 1000,
        totalPrice: 1000,
        details: {
          ...ticket,
          bookingId: 5,
          datetime: '2026-11-21T11:00',
          places: 1,
          ticketFlags: flags,
          lines: [],
        },
      },
    ]);
    const old = (await database.db.select().from(orderItems)).filter(
      (row) => row.orderId !== newOrderId && row.type !== 'voucherCode',
    );
    // Eight lines of the first order (all but its voucher code) and one of the second.
    expect(old).toHaveLength(9);
    for (const row of old) expect(() => readOrderItem(row)).toThrow(/malformed details/);

    await database.migrate();

    const items = await itemsOfOrder(database.db, oldOrder);
    expect(items.map((item) => [item.type, bookingOf(item)])).toEqual([
      ['guidedTour', 0],
      ['guidedTour', 0],
      ['guidedTour', 1],
      ['ticket', 2],
      ['dayTicket', 3],
      ['dayTicket', 3],
      ['merchandise', 4],
      ['voucher', 5],
      ['voucherCode', null],
    ]);
    // The rest of the details is left as it was.
    expect(items[0]?.details).toEqual({ ...OLD_LINES[0].details, bookingId: 0 });
    expect(items[8]?.details).toEqual(OLD_LINES[8].details);
    expect((await itemsOfOrder(database.db, otherOld)).map(bookingOf)).toEqual([0]);
    expect((await itemsOfOrder(database.db, newOrderId)).map(bookingOf)).toEqual([5]);
  });
});
