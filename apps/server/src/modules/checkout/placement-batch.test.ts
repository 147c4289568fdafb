/**
 * Coalesced order placement: the holds of a batch decided in arrival order as single
 * transactions would, simultaneous checkouts gathered into batches, and a batch written to the
 * database with exactly the accepted orders, their holds and counters.
 */
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, holds, orderCapacityUses, orders } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { allocateHolds, type CapacityCounter } from '../inventory/testing';
import { itemsOfOrder } from '../orders';
import { guestToken, initPayment } from './checkout-calls.fixtures';
import {
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from './checkout.fixtures';
import { placeOrders, type NumberedPlacement } from './order-placement';
import { placementBatcher } from './placement-batch';

const slot = (free: number): CapacityCounter => ({ free, kind: 'event_slot' });

describe('allocateHolds', () => {
  it('holds in arrival order, refusing an order that does not fit and holding a smaller one after it', () => {
    const outcomes = allocateHolds(
      [
        [{ capacityId: 1, quantity: 3 }],
        [{ capacityId: 1, quantity: 3 }],
        [{ capacityId: 1, quantity: 2 }],
        [{ capacityId: 1, quantity: 1 }],
      ],
      new Map([[1, slot(5)]]),
    );
    expect(outcomes).toEqual([
      { ok: true, exhausted: [] },
      { ok: false, capacityId: 1, kind: 'event_slot', requested: 3, available: 2 },
      { ok: true, exhausted: [{ capacityId: 1, kind: 'event_slot', requested: 2 }] },
      { ok: false, capacityId: 1, kind: 'event_slot', requested: 1, available: 0 },
    ]);
  });

  it('holds all of an order or nothing, naming its first short capacity by id', () => {
    const outcomes = allocateHolds(
      [
        // Summed per capacity: 2 of capacity 7 do not fit, so its 1 of capacity 4 is not taken.
        [
          { capacityId: 7, quantity: 1 },
          { capacityId: 4, quantity: 1 },
          { capacityId: 7, quantity: 1 },
        ],
        [{ capacityId: 4, quantity: 2 }],
        // A capacity without a row has nothing (as a conditional update on no row).
        [{ capacityId: 9, quantity: 1 }],
        // Nothing to hold: always placed.
        [],
      ],
      new Map([
        [4, { free: 2, kind: 'stock' }],
        [7, slot(1)],
      ]),
    );
    expect(outcomes).toEqual([
      { ok: false, capacityId: 7, kind: 'event_slot', requested: 2, available: 1 },
      { ok: true, exhausted: [{ capacityId: 4, kind: 'stock', requested: 2 }] },
      { ok: false, capacityId: 9, kind: 'stock', requested: 1, available: 0 },
      { ok: true, exhausted: [] },
    ]);
  });
});

describe.each(testDatabaseKinds())('a batch of orders on $name', ({ open }) => {
  let database: Database;
  let catalog: CheckoutCatalog;
  let app: FastifyInstance;
  const NOW = new Date('2026-12-01T09:00:00Z');

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    const config = demoConfig();
    app = await createTestApp(database, {
      config: {
        ...config,
        server: { ...config.server, admission: { maxConcurrent: 1000, retryAfterSeconds: 2 } },
      },
    });
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function capacity(total: number, held = 0): Promise<number> {
    const [row] = await database.db
      .insert(capacities)
      .values({ kind: 'event_slot', capacity: total, held })
      .returning();
    return row?.id ?? 0;
  }

  function placement(
    demands: { capacityId: number; quantity: number; itemIndex?: number }[],
    item: number,
  ): NumberedPlacement {
    return {
      cart: {
        basket: [],
        items: [],
        codes: new Map(),
        demands,
        itemOfCapacity: new Map(demands.map(({ capacityId }) => [capacityId, item])),
        shippedSubtotal: null,
      },
      shippingCost: 0,
      now: NOW,
      expiresAt: new Date(NOW.getTime() + 20 * 60_000),
      head: { language: 'en', customerId: null },
      numberPrefix: 'B2026-',
    };
  }

  it('writes exactly the accepted orders with their holds, uses and counters; expired holds released first', async () => {
    const slotId = await capacity(4, 2);
    const other = await capacity(1, 1);
    // An expired hold of 2 on the slot: released by the batch, so 4 are free.
    const [old] = await database.db
      .insert(orders)
      .values({ token: `batch-old-${slotId}`, number: `OLD-${slotId}`, language: 'en' })
      .returning();
    await database.db.insert(holds).values({
      orderId: old?.id ?? 0,
      capacityId: slotId,
      quantity: 2,
      createdAt: new Date(NOW.getTime() - 30 * 60_000),
      expiresAt: new Date(NOW.getTime() - 10 * 60_000),
    });
    const outcomes = await placeOrders(database.db, () => [
      placement([{ capacityId: slotId, quantity: 3, itemIndex: 1 }], 0),
      placement([{ capacityId: slotId, quantity: 2, itemIndex: 1 }], 1),
      placement(
        [
          { capacityId: slotId, quantity: 1, itemIndex: 1 },
          { capacityId: other, quantity: 1, itemIndex: 2 },
        ],
        2,
      ),
      placement([{ capacityId: slotId, quantity: 1, itemIndex: 1 }], 3),
    ]);
    expect(outcomes.map((outcome) => outcome.ok)).toEqual([true, false, false, true]);
    const refusals = outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.failure]));
    expect(refusals).toMatchObject([
      { code: 'TICKET_COUNT_EXCEEDS_SLOT', params: { requested: 2, available: 1, item: 1 } },
      { code: 'TIME_SOLD_OUT', params: { requested: 1, available: 0, item: 2 } },
    ]);
    const placed = outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value] : []));
    // The last one took the last place: its refusal for the next checkout of the item comes along.
    expect(placed[0]?.soldOut).toEqual([]);
    expect(placed[1]?.soldOut).toMatchObject([{ code: 'TIME_SOLD_OUT' }]);
    for (const order of placed) {
      expect(order.number).toBe(`B2026-${String(order.id).padStart(6, '0')}`);
      expect(order.status).toBe('pending');
    }
    const ids = placed.map((order) => order.id);
    const written = await database.db
      .select({ orderId: holds.orderId, quantity: holds.quantity, settledAt: holds.settledAt })
      .from(holds)
      .where(eq(holds.capacityId, slotId));
    expect(written.filter((row) => row.settledAt === null)).toEqual([
      { orderId: ids[0], quantity: 3, settledAt: null },
      { orderId: ids[1], quantity: 1, settledAt: null },
    ]);
    // The expired hold was settled.
    expect(written.filter((row) => row.settledAt !== null)).toHaveLength(1);
    const uses = await database.db
      .select({ orderId: orderCapacityUses.orderId, quantity: orderCapacityUses.quantity })
      .from(orderCapacityUses)
      .where(inArray(orderCapacityUses.capacityId, [slotId, other]));
    expect(uses).toEqual([
      { orderId: ids[0], quantity: 3 },
      { orderId: ids[1], quantity: 1 },
    ]);
    const counters = await database.db
      .select({ id: capacities.id, held: capacities.held })
      .from(capacities)
      .where(inArray(capacities.id, [slotId, other]));
    expect(new Map(counters.map((row) => [row.id, row.held]))).toEqual(
      new Map([
        [slotId, 4],
        [other, 1],
      ]),
    );
    // Refused orders leave no order behind.
    const rows = await database.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.language, 'en'));
    expect(rows.filter((row) => row.id > (old?.id ?? 0)).map((row) => row.id)).toEqual(ids);
  });

  it('gathers simultaneous checkouts into batches: each held order has its lines and holds, and what is left fits no refused one', async () => {
    const total = 10;
    const fresh = await freshSlot(database.db, catalog, total);
    const counts = [2, 1, 3, 1, 2, 3, 1, 2, 1, 3, 2, 1];
    const tokens: string[] = [];
    for (let index = 0; index < counts.length; index += 1) tokens.push(await guestToken(app));
    const batcher = placementBatcher(database.db);
    const before = batcher.stats.largest;
    const answers = await Promise.all(
      counts.map((count, index) =>
        initPayment(
          app,
          [
            {
              type: 'ticket',
              id: catalog.tickets.adult,
              count,
              datetime: fresh.datetime,
              subtickets: [],
            },
          ],
          { token: tokens[index] },
        ),
      ),
    );
    expect(batcher.stats.largest).toBeGreaterThan(Math.max(1, before - 1));
    expect(batcher.stats.largest).toBeGreaterThan(1);
    const held = answers.flatMap((answer, index) =>
      answer.statusCode === 200 ? [counts[index] ?? 0] : [],
    );
    const refused = answers.flatMap((answer, index) =>
      answer.statusCode === 200 ? [] : [{ count: counts[index] ?? 0, body: answer.json() }],
    );
    for (const { body } of refused) {
      expect(['TIME_SOLD_OUT', 'TICKET_COUNT_EXCEEDS_SLOT']).toContain(body.error);
    }
    const sum = held.reduce((a, b) => a + b, 0);
    expect(sum).toBeLessThanOrEqual(total);
    // In arrival order what is left only shrinks: it fits none of the refused orders.
    for (const { count } of refused) expect(total - sum).toBeLessThan(count);
    const [counter] = await database.db
      .select({ held: capacities.held })
      .from(capacities)
      .where(eq(capacities.id, fresh.capacityId));
    expect(counter?.held).toBe(sum);
    const liveHolds = await database.db
      .select({ orderId: holds.orderId, quantity: holds.quantity })
      .from(holds)
      .where(eq(holds.capacityId, fresh.capacityId));
    expect(liveHolds.map((row) => row.quantity).sort()).toEqual([...held].sort());
    for (const { orderId, quantity } of liveHolds) {
      const lines = await itemsOfOrder(database.db, orderId);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({ type: 'ticket', count: quantity });
    }
  });
});
