/**
 * The places signal on every test database: inventory's service functions raise it inside the
 * transaction that changes a counter (`taken` for places held or sold, `returned` for places that
 * may have come back or a capacity set); the capacities' trigger announces give-backs and capacity
 * sets, never places taken, to every listening process after the commit; and the sold-out memory
 * forgets what it knew when places come back, not when they are taken.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Tx } from '../../db/client';
import { heardAll, listenFor, type StopListening } from '../../db/notifications';
import { capacities, orders } from '../../db/schema';
import type { Failure } from '../../outcome';
import { openAnotherHandle, testDatabaseKinds } from '../../testing/databases';
import { expireLapsedOrders } from '../orders';
import { setCapacities, setCapacity } from './capacities.service';
import {
  allocateBatchHolds,
  holdForOrder,
  releaseOrderHolds,
  returnSoldItems,
  sellOrderHolds,
  sweepExpiredHolds,
  writeHeldOrders,
} from './holds.service';
import { onPlacesChanged, PLACES_CHANNEL, type PlacesChange } from './places-changes';
import { SoldOutMemory } from './sold-out-memory';

const NOW = new Date('2026-11-21T09:00:00Z');
const MINUTE = 60_000;
const at = (minutes: number) => new Date(NOW.getTime() + minutes * MINUTE);

describe.each(testDatabaseKinds())('the places signal on $name', ({ open }) => {
  let database: Database;
  /** A second server process's handle on the same database (PGlite: the same one). */
  let other: Database;
  let orderSequence = 0;

  beforeAll(async () => {
    database = await open();
    other = await openAnotherHandle(database);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  async function capacity(total: number, sold = 0): Promise<number> {
    const [row] = await database.db
      .insert(capacities)
      .values({ kind: 'event_slot', capacity: total, sold })
      .returning();
    return row?.id ?? 0;
  }

  async function order(): Promise<number> {
    orderSequence += 1;
    const [row] = await database.db
      .insert(orders)
      .values({
        token: `places-signal-${orderSequence}`,
        number: `P-${orderSequence}`,
        language: 'de',
        status: 'pending',
        expiresAt: at(20),
      })
      .returning();
    return row?.id ?? 0;
  }

  /**
   * Runs `work` in one transaction; answers the signals this process raised before the commit (in
   * order) and the work's value.
   */
  async function raisedInside<T>(
    work: (tx: Tx) => Promise<T>,
  ): Promise<{ raised: PlacesChange[]; value: T }> {
    const heard: PlacesChange[] = [];
    const stop = onPlacesChanged((change) => heard.push(change));
    try {
      let raised: PlacesChange[] = [];
      const value = await database.db.transaction(async (tx) => {
        const answer = await work(tx);
        raised = [...heard];
        return answer;
      });
      return { raised, value };
    } finally {
      stop();
    }
  }

  it('raises taken when places are held or sold and returned when they are given back, inside the transaction', async () => {
    const slot = await capacity(5);
    const booked = await order();
    const holdTwo = await raisedInside((tx) =>
      holdForOrder(tx, booked, [{ capacityId: slot, quantity: 2, itemIndex: 1 }], NOW, at(20)),
    );
    expect(holdTwo).toEqual({ raised: ['taken'], value: { ok: true, exhausted: [] } });
    expect(await raisedInside((tx) => sellOrderHolds(tx, booked, NOW))).toEqual({
      raised: ['taken'],
      value: { ok: true },
    });

    const tooMany = await order();
    const refused = await raisedInside((tx) =>
      holdForOrder(tx, tooMany, [{ capacityId: slot, quantity: 9 }], NOW, at(20)),
    );
    expect(refused).toMatchObject({ raised: [], value: { ok: false, available: 3 } });

    const pending = await order();
    expect(
      (
        await raisedInside((tx) =>
          holdForOrder(tx, pending, [{ capacityId: slot, quantity: 1 }], NOW, at(20)),
        )
      ).raised,
    ).toEqual(['taken']);
    expect((await raisedInside((tx) => releaseOrderHolds(tx, pending, NOW))).raised).toEqual([
      'returned',
    ]);
    // Given back already: nothing changes, nothing is raised.
    expect((await raisedInside((tx) => releaseOrderHolds(tx, pending, NOW))).raised).toEqual([]);

    expect(await raisedInside((tx) => returnSoldItems(tx, booked, null, NOW))).toEqual({
      raised: ['returned'],
      value: [{ capacityId: slot, quantity: 2 }],
    });
    expect((await raisedInside((tx) => returnSoldItems(tx, booked, null, NOW))).raised).toEqual([]);
  });

  it('raises returned when expired holds are released: by the next hold, a batch or the sweeper', async () => {
    const slot = await capacity(4);
    const lapsed = await order();
    await database.db.transaction((tx) =>
      holdForOrder(tx, lapsed, [{ capacityId: slot, quantity: 4 }], NOW, at(20)),
    );
    const later = await order();
    const next = await raisedInside((tx) =>
      holdForOrder(tx, later, [{ capacityId: slot, quantity: 1 }], at(21), at(41)),
    );
    expect(next.raised).toEqual(['returned', 'taken']);

    const batched = await capacity(4);
    const first = await order();
    await database.db.transaction((tx) =>
      holdForOrder(tx, first, [{ capacityId: batched, quantity: 4 }], NOW, at(20)),
    );
    const demands = [{ capacityId: batched, quantity: 2 }];
    const orderId = await order();
    const batch = await raisedInside(async (tx) => {
      const [decided] = await allocateBatchHolds(tx, [demands], at(21));
      await writeHeldOrders(tx, [
        {
          orderId,
          demands,
          createdAt: at(21),
          expiresAt: at(41),
          alongside: [],
        },
      ]);
      return decided;
    });
    expect(batch).toEqual({ raised: ['returned', 'taken'], value: { ok: true, exhausted: [] } });

    const swept = await capacity(3);
    const expiring = await order();
    await database.db.transaction((tx) =>
      holdForOrder(tx, expiring, [{ capacityId: swept, quantity: 3 }], NOW, at(20)),
    );
    const heard: PlacesChange[] = [];
    const stop = onPlacesChanged((change) => heard.push(change));
    try {
      await sweepExpiredHolds(database.db, at(50), expireLapsedOrders);
    } finally {
      stop();
    }
    expect(heard).toEqual(['returned']);
  });

  it('raises returned when a capacity is set, inside the transaction', async () => {
    const slot = await capacity(5, 5);
    expect((await raisedInside((tx) => setCapacity(tx, slot, 8))).raised).toEqual(['returned']);
    expect(
      (await raisedInside((tx) => setCapacities(tx, [{ id: slot, capacity: 9, sold: 2 }]))).raised,
    ).toEqual(['returned']);
    expect((await raisedInside((tx) => setCapacities(tx, []))).raised).toEqual([]);
    const [row] = await database.db.select().from(capacities).where(eq(capacities.id, slot));
    // The sold places are never lowered by a capacity set.
    expect(row).toMatchObject({ capacity: 9, sold: 5 });
  });

  it('has the database announce give-backs and capacity sets to every process after the commit, never places taken', async () => {
    const counts = [0, 0];
    const stops: StopListening[] = [
      await listenFor(database.db, PLACES_CHANNEL, () => (counts[0] = (counts[0] ?? 0) + 1), log),
      await listenFor(other.db, PLACES_CHANNEL, () => (counts[1] = (counts[1] ?? 0) + 1), log),
    ];
    const slot = await capacity(10);
    await heardAll(database.db);
    await heardAll(other.db);
    /** What each process heard of `write`, once both have heard everything committed before. */
    const announced = async (write: () => Promise<unknown>): Promise<number[]> => {
      const before = [...counts];
      await write();
      await heardAll(database.db);
      await heardAll(other.db);
      return counts.map((count, index) => count - (before[index] ?? 0));
    };
    /** A write of another process, in plain SQL (no signal of this process is raised). */
    const update = (set: string) => () =>
      database.db.execute(sql.raw(`UPDATE capacities SET ${set} WHERE id = ${slot}`));
    try {
      expect(await announced(update('held = held + 3'))).toEqual([0, 0]);
      expect(await announced(update('sold = sold + 2, held = held - 2'))).toEqual([0, 0]);
      expect(await announced(update('held = held - 1'))).toEqual([1, 1]);
      expect(await announced(update('sold = sold - 2'))).toEqual([1, 1]);
      expect(await announced(update('capacity = capacity - 1'))).toEqual([1, 1]);
      expect(await announced(update('capacity = capacity + 3'))).toEqual([1, 1]);
      expect(await announced(() => capacity(5))).toEqual([1, 1]);
      expect(await announced(update('held = held + 2'))).toEqual([0, 0]);
      // Several changes in one transaction: one announcement, after the commit.
      const change = (tx: Tx, set: string) =>
        tx.execute(sql.raw(`UPDATE capacities SET ${set} WHERE id = ${slot}`));
      expect(
        await announced(() =>
          database.db.transaction(async (tx) => {
            await change(tx, 'held = held - 1');
            await change(tx, 'held = held - 1');
            await change(tx, 'capacity = 20');
          }),
        ),
      ).toEqual([1, 1]);
      // Rolled back: nothing happened, nothing is announced.
      const before = [...counts];
      const rolledBack = database.db.transaction(async (tx) => {
        await change(tx, 'capacity = 30');
        throw new Error('rolled back');
      });
      await expect(rolledBack).rejects.toThrow('rolled back');
      await heardAll(database.db);
      await heardAll(other.db);
      expect(counts).toEqual(before);
    } finally {
      for (const stop of stops) await stop();
    }
  });

  it('makes the sold-out memory forget when places come back, not when they are taken', async () => {
    // A memory whose own clock stands still: only the signal can make it forget.
    const memory = new SoldOutMemory(() => 0);
    const item = { type: 'ticket', id: 1, count: 1, datetime: '2026-11-22T10:00', subtickets: [] };
    const soldOut: Failure = { kind: 'refused', code: 'TIME_SOLD_OUT', params: { item: 0 } };
    memory.learn([item], soldOut, NOW);
    const slot = await capacity(2);
    const holder = await order();
    await database.db.transaction((tx) =>
      holdForOrder(tx, holder, [{ capacityId: slot, quantity: 2 }], NOW, at(20)),
    );
    expect(memory.soldOut([item], NOW)).toEqual(soldOut);
    await sweepExpiredHolds(database.db, at(30), expireLapsedOrders);
    expect(memory.soldOut([item], NOW)).toBeNull();
  });
});

const log = { warn: () => undefined };
