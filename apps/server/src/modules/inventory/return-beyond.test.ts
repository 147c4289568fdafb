/**
 * Giving back what a partly cancelled basket item no longer takes (`returnSoldBeyond`), on every
 * test database: a use is split into a kept and a returned row, the returned units go back on sale
 * once, also when two processes give back at the same time, and an item that still needs all it
 * took gives nothing back.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, orderCapacityUses, orders } from '../../db/schema';
import { openAnotherHandle, testDatabaseKinds } from '../../testing/databases';
import { holdForOrder, returnSoldBeyond, sellOrderHolds } from './holds.service';

const NOW = new Date('2026-11-21T09:00:00Z');
const LATER = new Date('2026-11-21T09:20:00Z');

describe.each(testDatabaseKinds())('giving back part of a basket item on $name', ({ open }) => {
  let database: Database;
  let other: Database;
  let sequence = 0;

  beforeAll(async () => {
    database = await open();
    other = await openAnotherHandle(database);
  }, 120_000);
  afterAll(async () => {
    await other?.close();
    await database?.close();
  });

  /** A booked order that took `quantity` of a fresh capacity of 10 for basket item 0. */
  async function bookedOrder(quantity: number) {
    sequence += 1;
    const [capacity] = await database.db
      .insert(capacities)
      .values({ kind: 'event_slot', capacity: 10, sold: 0 })
      .returning();
    const [order] = await database.db
      .insert(orders)
      .values({
        token: `return-beyond-${sequence}`,
        number: `RB-${sequence}`,
        language: 'en',
        status: 'pending',
        expiresAt: LATER,
      })
      .returning();
    const capacityId = capacity?.id ?? 0;
    const orderId = order?.id ?? 0;
    await database.db.transaction(async (tx) => {
      await holdForOrder(tx, orderId, [{ capacityId, quantity, itemIndex: 0 }], NOW, LATER);
      await sellOrderHolds(tx, orderId, NOW);
    });
    return { capacityId, orderId };
  }

  const sold = async (capacityId: number) =>
    (await database.db.select().from(capacities).where(eq(capacities.id, capacityId)))[0]?.sold;
  const uses = async (orderId: number) =>
    (
      await database.db
        .select()
        .from(orderCapacityUses)
        .where(eq(orderCapacityUses.orderId, orderId))
    )
      .map((use) => [use.quantity, use.returnedAt !== null] as const)
      .sort();

  it('gives back what the remaining lines no longer take, as a returned row of its own', async () => {
    const { capacityId, orderId } = await bookedOrder(3);
    expect(await sold(capacityId)).toBe(3);
    const returned = await database.db.transaction((tx) =>
      returnSoldBeyond(
        tx,
        orderId,
        [{ itemIndex: 0, demands: [{ capacityId, quantity: 2, itemIndex: 0 }] }],
        NOW,
      ),
    );
    expect(returned).toEqual([{ capacityId, quantity: 1 }]);
    expect(await sold(capacityId)).toBe(2);
    expect(await uses(orderId)).toEqual([
      [1, true],
      [2, false],
    ]);
    // What the item still needs stays sold: asking again gives nothing back.
    await database.db.transaction((tx) =>
      returnSoldBeyond(
        tx,
        orderId,
        [{ itemIndex: 0, demands: [{ capacityId, quantity: 2, itemIndex: 0 }] }],
        NOW,
      ),
    );
    expect(await sold(capacityId)).toBe(2);
  });

  it('gives each unit back once when two processes give back at the same time', async () => {
    const { capacityId, orderId } = await bookedOrder(4);
    const keep = [{ itemIndex: 0, demands: [{ capacityId, quantity: 3, itemIndex: 0 }] }];
    await Promise.all(
      [database, other].map((handle) =>
        handle.db.transaction((tx) => returnSoldBeyond(tx, orderId, keep, NOW)),
      ),
    );
    expect(await sold(capacityId)).toBe(3);
    expect(await uses(orderId)).toEqual([
      [1, true],
      [3, false],
    ]);
  });
});
