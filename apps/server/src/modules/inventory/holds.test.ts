import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, holds, orders } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { expireLapsedOrders } from '../orders';
import { availableByCapacity } from './availability.repository';
import {
  demandsByCapacity,
  extendOrderHolds,
  holdForOrder,
  releaseOrderHolds,
  renewOrderHolds,
  sellOrderHolds,
  startHoldSweeper,
  sweepExpiredHolds,
} from './holds.service';

const NOW = new Date('2026-11-21T09:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

describe('demandsByCapacity', () => {
  it('sums demands per capacity in ascending id order and drops zero quantities', () => {
    expect(
      demandsByCapacity([
        { capacityId: 9, quantity: 1 },
        { capacityId: 3, quantity: 2 },
        { capacityId: 9, quantity: 4 },
        { capacityId: 5, quantity: 0 },
      ]),
    ).toEqual([
      { capacityId: 3, quantity: 2 },
      { capacityId: 9, quantity: 5 },
    ]);
  });
});

describe.each(testDatabaseKinds())('holds on $name', ({ open }) => {
  let database: Database;
  let orderSequence = 0;
  beforeAll(async () => {
    database = await open();
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  async function capacity(total: number, sold = 0): Promise<number> {
    const [row] = await database.db
      .insert(capacities)
      .values({ kind: 'event_slot', capacity: total, sold })
      .returning();
    return row?.id ?? 0;
  }

  async function order(
    status: 'pending' | 'booked' = 'pending',
    expiresAt = at(20),
  ): Promise<number> {
    orderSequence += 1;
    const [row] = await database.db
      .insert(orders)
      .values({
        token: `holds-test-${orderSequence}`,
        number: `H-${orderSequence}`,
        language: 'de',
        status,
        expiresAt,
      })
      .returning();
    return row?.id ?? 0;
  }

  async function counters(id: number) {
    const [row] = await database.db
      .select({ sold: capacities.sold, held: capacities.held })
      .from(capacities)
      .where(eq(capacities.id, id));
    return row;
  }

  function hold(orderId: number, demands: { capacityId: number; quantity: number }[], now = NOW) {
    return database.db.transaction((tx) =>
      holdForOrder(tx, orderId, demands, now, new Date(now.getTime() + 20 * MINUTE)),
    );
  }

  it('holds what fits and names the capacity that is short', async () => {
    const slot = await capacity(5, 1);
    expect(await hold(await order(), [{ capacityId: slot, quantity: 3 }])).toEqual({
      ok: true,
      exhausted: [],
    });
    expect(await counters(slot)).toEqual({ sold: 1, held: 3 });
    expect(await hold(await order(), [{ capacityId: slot, quantity: 2 }])).toEqual({
      ok: false,
      capacityId: slot,
      kind: 'event_slot',
      requested: 2,
      available: 1,
    });
    expect((await availableByCapacity(database.db, [slot], NOW)).get(slot)).toBe(1);
  });

  it('releases expired holds of a capacity before holding it again', async () => {
    const slot = await capacity(4);
    const first = await order();
    // Taking the last places names the capacity as exhausted (the sold-out memory learns it).
    const full = { capacityId: slot, kind: 'event_slot', requested: 4 };
    expect(await hold(first, [{ capacityId: slot, quantity: 4 }])).toEqual({
      ok: true,
      exhausted: [full],
    });
    expect(await hold(await order(), [{ capacityId: slot, quantity: 1 }], at(10))).toMatchObject({
      ok: false,
    });
    expect(await hold(await order(), [{ capacityId: slot, quantity: 4 }], at(21))).toEqual({
      ok: true,
      exhausted: [full],
    });
    expect(await counters(slot)).toEqual({ sold: 0, held: 4 });
    const [released] = await database.db.select().from(holds).where(eq(holds.orderId, first));
    expect(released?.settledAt).toEqual(at(21));
  });

  it('releases expired holds even when the hold that released them still does not fit', async () => {
    const slot = await capacity(4, 1);
    const first = await order();
    expect(await hold(first, [{ capacityId: slot, quantity: 2 }])).toEqual({
      ok: true,
      exhausted: [],
    });
    expect(await hold(await order(), [{ capacityId: slot, quantity: 4 }], at(21))).toEqual({
      ok: false,
      capacityId: slot,
      kind: 'event_slot',
      requested: 4,
      available: 3,
    });
    expect(await counters(slot)).toEqual({ sold: 1, held: 0 });
    const [released] = await database.db.select().from(holds).where(eq(holds.orderId, first));
    expect(released?.settledAt).toEqual(at(21));
    expect(await hold(await order(), [{ capacityId: slot, quantity: 3 }], at(21))).toEqual({
      ok: true,
      exhausted: [{ capacityId: slot, kind: 'event_slot', requested: 3 }],
    });
    expect(await counters(slot)).toEqual({ sold: 1, held: 3 });
  });

  it('sells live holds, takes released ones again when still free, and refuses when not', async () => {
    const slot = await capacity(3);
    const live = await order();
    await hold(live, [{ capacityId: slot, quantity: 1 }]);
    expect(await database.db.transaction((tx) => sellOrderHolds(tx, live, at(5)))).toEqual({
      ok: true,
    });
    expect(await counters(slot)).toEqual({ sold: 1, held: 0 });

    const late = await order();
    await hold(late, [{ capacityId: slot, quantity: 2 }]);
    // Expired, not yet released: still counted, sold at once.
    expect(await database.db.transaction((tx) => sellOrderHolds(tx, late, at(30)))).toEqual({
      ok: true,
    });
    expect(await counters(slot)).toEqual({ sold: 3, held: 0 });

    const other = await capacity(2);
    const lost = await order();
    await hold(lost, [{ capacityId: other, quantity: 2 }]);
    await hold(await order(), [{ capacityId: other, quantity: 2 }], at(25));
    expect(await database.db.transaction((tx) => sellOrderHolds(tx, lost, at(26)))).toEqual({
      ok: false,
      capacityId: other,
      kind: 'event_slot',
      requested: 2,
      available: 0,
    });
  });

  it('renews released holds when the places are free and gives holds back', async () => {
    const slot = await capacity(2);
    const id = await order();
    await hold(id, [{ capacityId: slot, quantity: 2 }]);
    await sweepExpiredHolds(database.db, at(21), expireLapsedOrders);
    expect(await counters(slot)).toEqual({ sold: 0, held: 0 });
    expect(await database.db.transaction((tx) => renewOrderHolds(tx, id, at(22), at(42)))).toEqual({
      ok: true,
    });
    expect(await counters(slot)).toEqual({ sold: 0, held: 2 });
    await database.db.transaction((tx) => releaseOrderHolds(tx, id, at(23)));
    expect(await counters(slot)).toEqual({ sold: 0, held: 0 });
  });

  it('extends live holds once', async () => {
    const slot = await capacity(2);
    const id = await order();
    await hold(id, [{ capacityId: slot, quantity: 1 }]);
    const extend = (now: Date) =>
      database.db.transaction((tx) => extendOrderHolds(tx, id, now, 20 * MINUTE, at(20)));
    expect(await extend(at(5))).toEqual({ ok: true, expiresAt: at(40) });
    expect(await extend(at(6))).toEqual({ ok: true, expiresAt: at(40) });
    expect(await extend(at(41))).toEqual({ ok: false });
  });

  it('sweeps expired holds and expires their pending orders, leaving booked ones alone', async () => {
    const slot = await capacity(10);
    const pending = await order('pending', at(20));
    const booked = await order('booked', at(20));
    await hold(pending, [{ capacityId: slot, quantity: 3 }]);
    const result = await sweepExpiredHolds(database.db, at(21), expireLapsedOrders);
    expect(result.capacities).toBeGreaterThanOrEqual(1);
    expect(await counters(slot)).toEqual({ sold: 0, held: 0 });
    const statuses = await database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(eq(orders.id, pending));
    expect(statuses[0]?.status).toBe('expired');
    const [still] = await database.db.select().from(orders).where(eq(orders.id, booked));
    expect(still?.status).toBe('booked');
  });

  it('runs the sweeper periodically until it is stopped', async () => {
    const slot = await capacity(10);
    await hold(await order(), [{ capacityId: slot, quantity: 5 }]);
    const stop = startHoldSweeper(
      { db: database.db, clock: { now: () => at(60) }, expireLapsedOrders },
      { intervalMs: 10 },
    );
    await expect.poll(async () => (await counters(slot))?.held, { timeout: 5_000 }).toBe(0);
    await stop();
  });
});
