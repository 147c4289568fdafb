/**
 * Every order line of a basket item carries the item's index in the basket; the strict read refuses
 * a line without one. Two migrations brought old lines there, and this keeps both:
 * - 0005 gave lines written before typed order lines their index (then named `bookingId`): lines of
 *   one basket item (same order, same product, same start) share one, the way the old fulfilment
 *   grouped them;
 * - 0018 renamed it to `itemIndex`, in the lines' details and in the capacity uses' column, keeping
 *   every value.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows';
import { migrationsFolder, type Database } from '../../db/client';
import { sql } from 'drizzle-orm';
import { orderCapacityUses, orderItems } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { itemIndexOf, itemsOfOrder, readOrderItem } from './index';

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

/** Lines as checkout wrote them before typed order lines: everything but the basket item's index. */
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

describe.each(testDatabaseKinds())(
  'basket item index migrations on $name',
  ({ openUnmigrated }) => {
    let database: Database;
    let before: string;
    let customerId: number;

    beforeAll(async () => {
      database = await openUnmigrated();
      before = migrationsBeforeBackfill();
      await database.migrate(before);
      // A plain INSERT of the columns the old schema had (the schema's insert would also name
      // columns that later migrations add, such as `erased_at`).
      const inserted = await database.db.execute(sql`
      INSERT INTO customers (email, is_guest, language)
      VALUES (${`backfill.${process.pid}@example.org`}, true, 'de')
      RETURNING id`);
      customerId = Number(rowsOf<{ id: number }>(inserted)[0]?.id);
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

    /** A capacity use as 0004 wrote it, in its column `booking_id`. */
    async function oldCapacityUse(orderId: number, itemIndex: number): Promise<void> {
      const result = await database.db.execute(sql`
      INSERT INTO capacities (kind, capacity) VALUES ('slot', 10) RETURNING id`);
      const capacityId = Number(rowsOf<{ id: number }>(result)[0]?.id);
      await database.db.execute(sql`
      INSERT INTO order_capacity_uses (order_id, booking_id, capacity_id, quantity)
      VALUES (${orderId}, ${itemIndex}, ${capacityId}, 2)`);
    }

    it('gives old lines the indexes of their basket items, so that they read strictly', async () => {
      const oldOrder = await newOrder('OLD-1');
      const otherOld = await newOrder('OLD-2');
      await database.db
        .insert(orderItems)
        .values(OLD_LINES.map((old, i) => line(oldOrder, old, i)));
      await database.db.insert(orderItems).values([line(otherOld, OLD_LINES[3], 0)]);
      // A line written by typed order lines before the rename already has its index and keeps it.
      const newOrderId = await newOrder('NEW-1');
      const typedFields = {
        ...ticket,
        datetime: '2026-11-21T11:00',
        places: 1,
        ticketFlags: flags,
        lines: [],
      };
      await database.db
        .insert(orderItems)
        .values([
          { ...line(newOrderId, OLD_LINES[3], 0), details: { ...typedFields, bookingId: 5 } },
        ]);
      await oldCapacityUse(newOrderId, 5);
      const old = (await database.db.select().from(orderItems)).filter(
        (row) => row.orderId !== newOrderId && row.type !== 'voucherCode',
      );
      // Eight lines of the first order (all but its voucher code) and one of the second.
      expect(old).toHaveLength(9);
      for (const row of old) expect(() => readOrderItem(row)).toThrow(/malformed details/);

      await database.migrate();

      const items = await itemsOfOrder(database.db, oldOrder);
      expect(items.map((item) => [item.type, itemIndexOf(item)])).toEqual([
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
      expect(items[0]?.details).toEqual({ ...OLD_LINES[0].details, itemIndex: 0 });
      expect(items[8]?.details).toEqual(OLD_LINES[8].details);
      expect((await itemsOfOrder(database.db, otherOld)).map(itemIndexOf)).toEqual([0]);
      const [typed] = await itemsOfOrder(database.db, newOrderId);
      expect(typed?.details).toEqual({ ...typedFields, itemIndex: 5 });
      // No line keeps the old name.
      const stored = await database.db.select({ details: orderItems.details }).from(orderItems);
      expect(stored.filter((row) => 'bookingId' in row.details)).toEqual([]);
      const uses = await database.db
        .select({ orderId: orderCapacityUses.orderId, itemIndex: orderCapacityUses.itemIndex })
        .from(orderCapacityUses);
      expect(uses).toEqual([{ orderId: newOrderId, itemIndex: 5 }]);
    });
  },
);
