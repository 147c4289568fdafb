/**
 * Many cancellations at once while a line waits (docs/decisions.md "Waiting list: staff"): the
 * scenario shared by the waiting list's CI test (a short run on PGlite and PostgreSQL) and
 * `npm run bench:waiting-list` (200 cancellations on PostgreSQL with several serving processes).
 *
 * A slot of `cancellations` places is held whole by as many pending checkout orders, one place each;
 * `waiting` people wait in line for it, most for one place and every fourth for two. All the orders
 * are then cancelled at once (their holds given back through the inventory, as a cancelled or failed
 * payment does) while the line is served. When the line is still, the verdict checks that the
 * returned places were offered exactly once, to the people in line order (the longest head of the
 * line whose wishes fit, since a head that does not fit waits for more places), each offer holding
 * its places, and nothing oversold.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type pg from 'pg';
import type { Clock } from '../clock';
import type { Database, Db } from '../db/client';
import { capacities, eventSlots, events, holds, orders, waitingListEntries } from '../db/schema';
import { holdForOrder, releaseOrderHolds } from '../modules/inventory';

export interface RushPlan {
  /** Pending orders of one place each, cancelled at once: the places that come back. */
  cancellations: number;
  /** People waiting in line for the slot. */
  waiting: number;
  /** Tells the scenario's rows apart from other runs' in the same database. */
  tag: string;
}

export interface RushSetup {
  capacityId: number;
  orderIds: number[];
  /** The places each person in line wants, in line order. */
  wants: number[];
}

/** The places the i-th person in line wants: one, and two for every fourth. */
export function wantOf(index: number): number {
  return index % 4 === 3 ? 2 : 1;
}

/** The URL of a PostgreSQL test database (for other processes), null on PGlite. */
export function databaseUrl(database: Database): string | null {
  if (database.kind !== 'postgres') return null;
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  return pool.options.connectionString ?? null;
}

/** The slot sold out by the pending orders, and the line behind it. */
export async function setUpRush(db: Db, clock: Clock, plan: RushPlan): Promise<RushSetup> {
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + 60 * 60_000);
  const [capacity] = await db
    .insert(capacities)
    .values({ kind: 'event_slot', capacity: plan.cancellations, sold: 0 })
    .returning();
  const [event] = await db
    .insert(events)
    .values({ name: { de: 'Ansturm', en: 'Rush' } })
    .returning();
  if (!capacity || !event) throw new Error('no slot');
  const [slot] = await db
    .insert(eventSlots)
    .values({
      eventId: event.id,
      mode: 1,
      startsAt: '2026-12-24 10:00:00',
      capacityId: capacity.id,
    })
    .returning();
  if (!slot) throw new Error('no slot');
  const orderIds: number[] = [];
  for (let i = 0; i < plan.cancellations; i++) {
    orderIds.push(
      await db.transaction(async (tx) => {
        const [row] = await tx
          .insert(orders)
          .values({
            token: `rush-${plan.tag}-${i}`,
            number: `RUSH-${plan.tag}-${i}`,
            language: 'de',
            expiresAt,
          })
          .returning();
        if (!row) throw new Error('no order');
        const held = await holdForOrder(
          tx,
          row.id,
          [{ capacityId: capacity.id, quantity: 1 }],
          now,
          expiresAt,
        );
        if (!held.ok) throw new Error('no hold');
        return row.id;
      }),
    );
  }
  const wants = Array.from({ length: plan.waiting }, (_, i) => wantOf(i));
  // One row at a time: the ids are the line's order.
  for (const [i, wanted] of wants.entries()) {
    await db.insert(waitingListEntries).values({
      capacityId: capacity.id,
      kind: 'eventSlot',
      slotId: slot.id,
      email: `rush-${i}@example.org`,
      language: 'de',
      wanted,
      leaveHash: `rush-${plan.tag}-${i}`,
      joinedAt: new Date(now.getTime() + i),
    });
  }
  return { capacityId: capacity.id, orderIds, wants };
}

/** Cancels every order at once (each in a transaction of its own); answers the milliseconds. */
export async function cancelAll(db: Db, clock: Clock, orderIds: readonly number[]) {
  const started = performance.now();
  await Promise.all(
    orderIds.map((id) => db.transaction((tx) => releaseOrderHolds(tx, id, clock.now()))),
  );
  return performance.now() - started;
}

/** How many people the returned places should end up offered to (the head of the line that fits). */
export function expectedOffers(wants: readonly number[], returned: number): number {
  let left = returned;
  let count = 0;
  for (const wanted of wants) {
    if (wanted > left) break;
    left -= wanted;
    count += 1;
  }
  return count;
}

/** Waits until `count` people hold offers (or the time is up); answers the milliseconds waited. */
export async function waitForOffers(
  db: Db,
  capacityId: number,
  count: number,
  timeoutMs: number,
): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    const offered = await db
      .select({ id: waitingListEntries.id })
      .from(waitingListEntries)
      .where(
        and(
          eq(waitingListEntries.capacityId, capacityId),
          eq(waitingListEntries.status, 'offered'),
        ),
      );
    if (offered.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return performance.now() - started;
}

export interface RushVerdict {
  returned: number;
  offers: number;
  offeredPlaces: number;
  counters: { capacity: number; sold: number; held: number };
  /** Each broken rule in words; empty when the run kept every rule. */
  problems: string[];
}

/** Checks the line and the counters once the line is still. */
export async function rushVerdict(db: Db, clock: Clock, setup: RushSetup): Promise<RushVerdict> {
  const returned = setup.orderIds.length;
  const line = await db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.capacityId, setup.capacityId))
    .orderBy(asc(waitingListEntries.id));
  const [counters] = await db
    .select({ capacity: capacities.capacity, sold: capacities.sold, held: capacities.held })
    .from(capacities)
    .where(eq(capacities.id, setup.capacityId));
  if (!counters) throw new Error('the capacity is gone');
  const problems: string[] = [];
  const expected = expectedOffers(setup.wants, returned);
  const offered = line.filter((entry) => entry.status === 'offered');
  const offeredPlaces = offered.reduce((sum, entry) => sum + entry.wanted, 0);
  line.forEach((entry, i) => {
    const should = i < expected ? 'offered' : 'waiting';
    if (entry.status !== should) {
      problems.push(`person ${i + 1} in line is ${entry.status}, expected ${should}`);
    }
  });
  const offerOrders = offered.map((entry) => entry.offerOrderId);
  if (offerOrders.some((id) => id === null) || new Set(offerOrders).size !== offered.length) {
    problems.push('an offer has no order of its own, or two offers share one');
  }
  const now = clock.now();
  for (const entry of offered) {
    const rows = await db
      .select({ quantity: holds.quantity, expiresAt: holds.expiresAt })
      .from(holds)
      .where(and(eq(holds.orderId, entry.offerOrderId ?? 0), isNull(holds.settledAt)));
    const live = rows.filter((row) => row.expiresAt > now).reduce((s, r) => s + r.quantity, 0);
    if (live !== entry.wanted) {
      problems.push(`offer ${entry.id} holds ${live} places for a wish of ${entry.wanted}`);
    }
  }
  if (offeredPlaces > returned) {
    problems.push(`${offeredPlaces} places offered, only ${returned} came back`);
  }
  const next = setup.wants[expected];
  if (next !== undefined && returned - offeredPlaces >= next) {
    problems.push(
      `${returned - offeredPlaces} places left unoffered; the next in line wants ${next}`,
    );
  }
  if (counters.sold + counters.held > counters.capacity) problems.push('oversold');
  if (counters.held !== offeredPlaces) {
    problems.push(`the capacity holds ${counters.held}, the offers ${offeredPlaces}`);
  }
  return { returned, offers: offered.length, offeredPlaces, counters, problems };
}
