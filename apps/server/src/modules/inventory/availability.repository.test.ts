import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, holds, orders } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { availableByCapacity } from './availability.repository';

describe.each(testDatabaseKinds())('availability on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('subtracts sold and unexpired holds, ignores expired and settled holds, never below 0', async () => {
    const { db } = database;
    const [slot, full, stopped, other] = await db
      .insert(capacities)
      .values([
        { kind: 'event_slot', capacity: 10, sold: 3 },
        { kind: 'stock', capacity: 2, sold: 2 },
        { kind: 'event_slot', capacity: 10, sold: 0, sales: 'stopped' },
        { kind: 'event_slot', capacity: 10, sold: 0 },
      ])
      .returning();
    const [order] = await db
      .insert(orders)
      .values({ token: 'tok-availability', number: 'A-1', language: 'de' })
      .returning();
    const now = new Date('2026-11-21T12:00:00Z');
    await db.insert(holds).values([
      {
        orderId: order!.id,
        capacityId: slot!.id,
        quantity: 2,
        expiresAt: new Date('2026-11-21T12:10:00Z'),
      },
      {
        orderId: order!.id,
        capacityId: slot!.id,
        quantity: 4,
        expiresAt: new Date('2026-11-21T11:59:00Z'),
      },
      {
        orderId: order!.id,
        capacityId: slot!.id,
        quantity: 1,
        expiresAt: new Date('2026-11-21T12:30:00Z'),
        settledAt: new Date('2026-11-21T11:00:00Z'),
      },
      {
        orderId: order!.id,
        capacityId: slot!.id,
        quantity: 1,
        expiresAt: new Date('2026-11-21T12:20:00Z'),
      },
      {
        orderId: order!.id,
        capacityId: full!.id,
        quantity: 1,
        expiresAt: new Date('2026-11-21T12:30:00Z'),
      },
      {
        orderId: order!.id,
        capacityId: other!.id,
        quantity: 3,
        expiresAt: new Date('2026-11-21T12:30:00Z'),
      },
    ]);
    const available = await availableByCapacity(
      db,
      [slot!.id, full!.id, stopped!.id, other!.id, slot!.id, 999_999],
      now,
    );
    // 10 − 3 sold − 2 − 1 held (the expired and the settled hold do not count).
    expect(available.get(slot!.id)).toBe(4);
    expect(available.get(full!.id)).toBe(0);
    expect(available.get(stopped!.id)).toBe(0);
    expect(available.get(other!.id)).toBe(7);
    expect(available.size).toBe(4);
    expect(available.has(999_999)).toBe(false);
    expect(await availableByCapacity(db, [], now)).toEqual(new Map());
  });
});
