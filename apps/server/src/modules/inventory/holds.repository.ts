/**
 * The only writers of the capacity counters `held` and `sold` and of the `holds` rows.
 *
 * Locking discipline (no deadlocks between checkouts, bookings, cancellations and the sweeper): work
 * on one capacity at a time in ascending capacity id order, and on each capacity touch its hold rows
 * first and its capacity row second.
 */
import { and, asc, eq, gt, gte, inArray, isNull, lte, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import type { CapacityKind } from './capacities.repository';
import { rowsOf } from '../../db/rows';
import { capacities, holds, orderCapacityUses } from '../../db/schema';
import { countHoldsCreated, countHoldsExpired } from '../metrics';

/** The places of hold rows (what `foyer_holds_created_total` counts). */
function placesOf(rows: readonly { quantity: number }[]): number {
  let places = 0;
  for (const row of rows) places += row.quantity;
  return places;
}

export type HoldRow = typeof holds.$inferSelect;

function instant(at: Date) {
  return sql`${at.toISOString()}::timestamptz`;
}

/**
 * Settles the expired, unsettled holds of one capacity and takes them off its `held` counter, so they
 * stop blocking the conditional update that follows. Answers the orders whose holds were released.
 */
export async function releaseExpiredOnCapacity(
  tx: Tx,
  capacityId: number,
  now: Date,
): Promise<number[]> {
  // GREATEST: rows written around the counters (imports of old data, test fixtures) must never
  // drive `held` below zero and make every later checkout of this capacity fail.
  const result = await tx.execute(sql`
    WITH released AS (
      UPDATE holds SET settled_at = ${instant(now)}
      WHERE capacity_id = ${capacityId} AND settled_at IS NULL AND expires_at <= ${instant(now)}
      RETURNING order_id, quantity
    ), counter AS (
      UPDATE capacities
      SET held = GREATEST(0, held - (SELECT COALESCE(SUM(quantity), 0) FROM released))
      WHERE id = ${capacityId} AND EXISTS (SELECT 1 FROM released)
      RETURNING id
    )
    SELECT order_id AS "orderId", SUM(quantity)::int AS places FROM released GROUP BY order_id
  `);
  const rows = rowsOf<{ orderId: number; places: number }>(result);
  countHoldsExpired(placesOf(rows.map((row) => ({ quantity: Number(row.places) }))));
  return rows.map((row) => Number(row.orderId));
}

/** What a capacity has left for new holds (capacity − sold − held, never below 0), and its kind. */
export interface CapacityCounter {
  free: number;
  kind: CapacityKind;
}

/** What is left of a capacity for new holds (capacity − sold − held, never below 0) and its kind. */
export async function freeOnCapacity(tx: Tx, capacityId: number): Promise<CapacityCounter> {
  const [row] = await tx
    .select({
      free: sql<number>`(CASE WHEN ${capacities.sales} = 'open' THEN GREATEST(0, ${capacities.capacity} - ${capacities.sold} - ${capacities.held}) ELSE 0 END)::int`,
      kind: capacities.kind,
    })
    .from(capacities)
    .where(eq(capacities.id, capacityId));
  return { free: Number(row?.free ?? 0), kind: row?.kind ?? 'stock' };
}

/** `held += quantity` only when `sold + held + quantity <= capacity`; false when it does not fit. */
export async function addHeld(tx: Tx, capacityId: number, quantity: number): Promise<boolean> {
  const rows = await tx
    .update(capacities)
    .set({ held: sql`${capacities.held} + ${quantity}` })
    .where(
      and(
        eq(capacities.id, capacityId),
        eq(capacities.sales, 'open'),
        sql`${capacities.sold} + ${capacities.held} + ${quantity} <= ${capacities.capacity}`,
      ),
    )
    .returning({ id: capacities.id });
  return rows.length > 0;
}

/**
 * The CTEs `released` (the capacity's expired, unsettled holds, settled now) and `freed` (their
 * units, `units`), for a statement that takes them off the capacity's counter next.
 */
function releasedUnits(capacityId: number, now: Date): SQL {
  return sql`released AS (
      UPDATE holds SET settled_at = ${instant(now)}
      WHERE capacity_id = ${capacityId} AND settled_at IS NULL AND expires_at <= ${instant(now)}
      RETURNING quantity
    ), freed AS (
      SELECT COALESCE(SUM(quantity), 0)::int AS units FROM released
    )`;
}

/**
 * What `releaseExpiredOnCapacity` and then `addHeld` do, in one statement (one round trip per hold
 * in a rush): the capacity's expired holds are settled, and `held` loses their units and
 * gains `quantity` when `sold + held + quantity <= capacity` holds afterwards. Answers whether the
 * units were taken, how many expired units were settled and, when taken, what the capacity has left
 * afterwards and its kind (the sold-out memory learns from it). When they were not taken, the settled
 * units are still counted in `held`: the caller takes them off (`subtractHeld`) or rolls back.
 */
export async function releaseExpiredAndAddHeld(
  tx: Tx,
  capacityId: number,
  quantity: number,
  now: Date,
): Promise<{ added: boolean; freed: number; left: number | null; kind: CapacityKind | null }> {
  const result = await tx.execute(sql`
    WITH ${releasedUnits(capacityId, now)}, counter AS (
      UPDATE capacities
      SET held = GREATEST(0, held - (SELECT units FROM freed)) + ${quantity}
      WHERE id = ${capacityId}
        AND sales = 'open'
        AND sold + GREATEST(0, held - (SELECT units FROM freed)) + ${quantity} <= capacity
      RETURNING (CASE WHEN sales = 'open' THEN GREATEST(0, capacity - sold - held) ELSE 0 END)::int AS remaining, kind
    )
    SELECT (SELECT COUNT(*) FROM counter)::int AS added, (SELECT units FROM freed) AS freed,
      (SELECT remaining FROM counter) AS "left", (SELECT kind FROM counter) AS kind
  `);
  const [row] = rowsOf<{ added: number; freed: number; left: number | null; kind: string | null }>(
    result,
  );
  const freed = Number(row?.freed ?? 0);
  countHoldsExpired(freed);
  const left = row?.left ?? null;
  return {
    added: Number(row?.added ?? 0) > 0,
    freed,
    left: left === null ? null : Number(left),
    kind: (row?.kind ?? null) as CapacityKind | null,
  };
}

/**
 * Settles the capacity's expired holds, takes them off `held` and locks its row until the
 * transaction ends (a batch of holds decides from these counters). Answers what is left
 * for new holds (capacity − sold − held, never below 0) and its kind (a capacity without a row has
 * nothing left), and how many expired units were settled.
 */
export async function releaseExpiredAndLock(
  tx: Tx,
  capacityId: number,
  now: Date,
): Promise<CapacityCounter & { freed: number }> {
  const result = await tx.execute(sql`
    WITH ${releasedUnits(capacityId, now)}, counter AS (
      UPDATE capacities SET held = GREATEST(0, held - (SELECT units FROM freed))
      WHERE id = ${capacityId}
      RETURNING (CASE WHEN sales = 'open' THEN GREATEST(0, capacity - sold - held) ELSE 0 END)::int AS free, kind
    )
    SELECT (SELECT units FROM freed) AS freed, counter.free, counter.kind
    FROM (SELECT 1) AS one LEFT JOIN counter ON true
  `);
  const [row] = rowsOf<{ freed: number; free: number | null; kind: string | null }>(result);
  countHoldsExpired(Number(row?.freed ?? 0));
  return {
    free: Number(row?.free ?? 0),
    kind: (row?.kind ?? 'stock') as CapacityKind,
    freed: Number(row?.freed ?? 0),
  };
}

/** Gives `quantity` held units back. */
export async function subtractHeld(tx: Tx, capacityId: number, quantity: number): Promise<void> {
  await tx
    .update(capacities)
    .set({ held: sql`GREATEST(0, ${capacities.held} - ${quantity})` })
    .where(eq(capacities.id, capacityId));
}

/**
 * Sells `total` units of which `live` are still held by the order: `sold += total, held -= live`,
 * only when the units not held (`total − live`) still fit and, if there are any, the capacity sells.
 * False when they do not.
 */
export async function sell(
  tx: Tx,
  capacityId: number,
  live: number,
  total: number,
): Promise<boolean> {
  const rows = await tx
    .update(capacities)
    .set({
      sold: sql`${capacities.sold} + ${total}`,
      held: sql`GREATEST(0, ${capacities.held} - ${live})`,
    })
    .where(
      and(
        eq(capacities.id, capacityId),
        // Units not held come from what is free, and a capacity that does not sell has none.
        sql`(${capacities.sales} = 'open' OR ${total} <= ${live})`,
        sql`${capacities.sold} + ${capacities.held} - ${live} + ${total} <= ${capacities.capacity}`,
      ),
    )
    .returning({ id: capacities.id });
  return rows.length > 0;
}

export async function insertHolds(
  tx: Tx,
  rows: readonly {
    orderId: number;
    capacityId: number;
    quantity: number;
    expiresAt: Date;
    createdAt: Date;
  }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(holds).values([...rows]);
  countHoldsCreated(placesOf(rows));
}

/**
 * Inserts an order's hold rows and its capacity uses, and runs the caller's `alongside` writes (the
 * order's lines), all in one statement (round trips per checkout). Any list may be empty.
 */
export async function insertHoldsAndUses(
  tx: Tx,
  holdRows: readonly NewHold[],
  useRows: readonly NewCapacityUse[],
  alongside: readonly SQL[] = [],
): Promise<void> {
  await runWrites(tx, holdAndUseWrites(tx, holdRows, useRows, alongside));
  countHoldsCreated(placesOf(holdRows));
}

/** Runs writes in one statement (nothing when there are none). */
async function runWrites(tx: Tx, writes: readonly SQL[]): Promise<void> {
  const last = writes[writes.length - 1];
  if (last === undefined) return;
  await tx.execute(writes.length === 1 ? last : sql`${withWrites(writes.slice(0, -1))} ${last}`);
}

type NewHold = {
  orderId: number;
  capacityId: number;
  quantity: number;
  expiresAt: Date;
  createdAt: Date;
};
type NewCapacityUse = { orderId: number; itemIndex: number; capacityId: number; quantity: number };

/** The inserts of hold rows and capacity uses after the caller's own writes (empty lists left out). */
function holdAndUseWrites(
  tx: Tx,
  holdRows: readonly NewHold[],
  useRows: readonly NewCapacityUse[],
  alongside: readonly SQL[],
): SQL[] {
  const writes: SQL[] = [...alongside];
  if (holdRows.length > 0)
    writes.push(
      tx
        .insert(holds)
        .values([...holdRows])
        .getSQL(),
    );
  if (useRows.length > 0)
    writes.push(
      tx
        .insert(orderCapacityUses)
        .values([...useRows])
        .getSQL(),
    );
  return writes;
}

/** `WITH write_0 AS (…), …`: data-modifying CTEs always run to completion, read or not. */
function withWrites(writes: readonly SQL[]): SQL {
  const parts = writes.map((write, index) => sql`${sql.raw(`write_${index}`)} AS (${write})`);
  return sql`WITH ${sql.join(parts, sql`, `)}`;
}

/**
 * A batch of holds: inserts the hold rows, capacity uses and the caller's writes, and
 * adds each capacity's units to `held`, in one statement. The capacity rows were locked by
 * `releaseExpiredAndLock` in this transaction; the update still checks `sold + held <= capacity`
 * per capacity, and an error rolls the whole batch back when any does not fit.
 */
export async function insertHoldsAndAddHeld(
  tx: Tx,
  holdRows: readonly NewHold[],
  useRows: readonly NewCapacityUse[],
  added: ReadonlyMap<number, number>,
  alongside: readonly SQL[] = [],
): Promise<void> {
  const writes = holdAndUseWrites(tx, holdRows, useRows, alongside);
  if (added.size === 0) {
    await runWrites(tx, writes);
    countHoldsCreated(placesOf(holdRows));
    return;
  }
  const values = sql.join(
    [...added].map(([id, quantity]) => sql`(${id}::int, ${quantity}::int)`),
    sql`, `,
  );
  const counted = sql`UPDATE capacities SET held = capacities.held + added.quantity
    FROM (VALUES ${values}) AS added(id, quantity)
    WHERE capacities.id = added.id
      AND capacities.sold + capacities.held + added.quantity <= capacities.capacity
    RETURNING capacities.id`;
  const result = await tx.execute(
    sql`${withWrites([...writes, counted])} SELECT COUNT(*)::int AS n FROM ${sql.raw(
      `write_${writes.length}`,
    )}`,
  );
  const [row] = rowsOf<{ n: number }>(result);
  if (Number(row?.n ?? 0) !== added.size) {
    throw new Error('a batch of holds did not fit its capacities: rolled back');
  }
  countHoldsCreated(placesOf(holdRows));
}

/**
 * Takes back what `holdForOrder` wrote ahead of a hold that did not fit: the order's hold rows from
 * capacity `fromCapacityId` on (those capacities were not counted), and its capacity uses.
 */
export async function deleteUncountedHolds(
  tx: Tx,
  orderId: number,
  fromCapacityId: number,
): Promise<void> {
  await tx
    .delete(holds)
    .where(and(eq(holds.orderId, orderId), gte(holds.capacityId, fromCapacityId)));
  await tx.delete(orderCapacityUses).where(eq(orderCapacityUses.orderId, orderId));
}

/** The order's hold rows (one per capacity), by capacity id ascending. */
export async function holdsOfOrder(tx: Tx, orderId: number): Promise<HoldRow[]> {
  return tx
    .select()
    .from(holds)
    .where(eq(holds.orderId, orderId))
    .orderBy(asc(holds.capacityId), asc(holds.id));
}

/** Settles one hold if it is still unsettled; answers its quantity, or 0 when it was settled already. */
export async function settleHold(tx: Tx, holdId: number, now: Date): Promise<number> {
  const [row] = await tx
    .update(holds)
    .set({ settledAt: now })
    .where(and(eq(holds.id, holdId), isNull(holds.settledAt)))
    .returning({ quantity: holds.quantity });
  return row?.quantity ?? 0;
}

/** Makes a hold live again (after its units were taken back) with a new expiry. */
export async function renewHold(tx: Tx, holdId: number, expiresAt: Date, now: Date): Promise<void> {
  await tx
    .update(holds)
    .set({ settledAt: null, expiresAt, createdAt: now })
    .where(eq(holds.id, holdId));
}

/** Moves the expiry of the order's live holds to `expiresAt`. */
export async function setHoldsExpiry(
  tx: Tx,
  orderId: number,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await tx
    .update(holds)
    .set({ expiresAt })
    .where(and(eq(holds.orderId, orderId), isNull(holds.settledAt), gt(holds.expiresAt, now)));
}

/** Capacities with expired, unsettled holds, ascending, at most `limit` (the sweeper's batch). */
export async function capacitiesWithExpiredHolds(
  tx: Tx,
  now: Date,
  limit: number,
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ capacityId: holds.capacityId })
    .from(holds)
    .where(and(isNull(holds.settledAt), lte(holds.expiresAt, now)))
    .orderBy(asc(holds.capacityId))
    .limit(limit);
  return rows.map((row) => row.capacityId);
}

/** Records what each basket item of an order takes of each capacity. */
export async function insertCapacityUses(
  tx: Tx,
  rows: readonly { orderId: number; itemIndex: number; capacityId: number; quantity: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await tx.insert(orderCapacityUses).values([...rows]);
}

/** The order's capacity uses, by capacity id ascending (the lock order). */
export async function capacityUsesOfOrder(tx: Tx, orderId: number) {
  return tx
    .select()
    .from(orderCapacityUses)
    .where(eq(orderCapacityUses.orderId, orderId))
    .orderBy(asc(orderCapacityUses.capacityId), asc(orderCapacityUses.id));
}

/** Marks a use returned if it was not yet; answers its quantity, or 0 when it was returned already. */
export async function markUseReturned(tx: Tx, useId: number, now: Date): Promise<number> {
  const [row] = await tx
    .update(orderCapacityUses)
    .set({ returnedAt: now })
    .where(and(eq(orderCapacityUses.id, useId), isNull(orderCapacityUses.returnedAt)))
    .returning({ quantity: orderCapacityUses.quantity });
  return row?.quantity ?? 0;
}

/**
 * Keeps `keep` units of a use not returned yet and records the rest returned, as a row of its own:
 * only while the use still has `quantity` units and is not returned (a second caller changes
 * nothing). Answers the units recorded returned, or 0.
 */
export async function splitUseReturned(
  tx: Tx,
  use: { id: number; orderId: number; itemIndex: number; capacityId: number; quantity: number },
  keep: number,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .update(orderCapacityUses)
    .set({ quantity: keep })
    .where(
      and(
        eq(orderCapacityUses.id, use.id),
        isNull(orderCapacityUses.returnedAt),
        eq(orderCapacityUses.quantity, use.quantity),
      ),
    )
    .returning({ id: orderCapacityUses.id });
  if (!row) return 0;
  const returned = use.quantity - keep;
  await tx.insert(orderCapacityUses).values({
    orderId: use.orderId,
    itemIndex: use.itemIndex,
    capacityId: use.capacityId,
    quantity: returned,
    returnedAt: now,
  });
  return returned;
}

/** Gives `quantity` sold units back to sale. */
export async function subtractSold(tx: Tx, capacityId: number, quantity: number): Promise<void> {
  await tx
    .update(capacities)
    .set({ sold: sql`GREATEST(0, ${capacities.sold} - ${quantity})` })
    .where(eq(capacities.id, capacityId));
}

/**
 * Sells, on each capacity, the units of the orders' capacity uses not given back: for orders written
 * booked at once, without holds (the demo seed's orders). One statement for all of them.
 */
export async function sellCapacityUsesOf(tx: Tx, orderIds: readonly number[]): Promise<void> {
  if (orderIds.length === 0) return;
  const ids = sql.join(
    orderIds.map((id) => sql`${id}`),
    sql`, `,
  );
  await tx.execute(sql`
    UPDATE ${capacities} SET sold = ${capacities.sold} + used.units
    FROM (
      SELECT ${orderCapacityUses.capacityId} AS capacity_id, SUM(${orderCapacityUses.quantity})::int AS units
      FROM ${orderCapacityUses}
      WHERE ${orderCapacityUses.orderId} IN (${ids}) AND ${orderCapacityUses.returnedAt} IS NULL
      GROUP BY ${orderCapacityUses.capacityId}
    ) AS used
    WHERE ${capacities.id} = used.capacity_id`);
}

/** Each capacity's sales state and room (capacity − sold − held, may be below 0 for old data). */
export async function salesAndRoom(
  tx: Tx,
  capacityIds: readonly number[],
): Promise<Map<number, { sales: 'open' | 'stopped' | 'cancelled'; room: number }>> {
  const ids = [...new Set(capacityIds)];
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({
      id: capacities.id,
      sales: capacities.sales,
      room: sql<number>`(${capacities.capacity} - ${capacities.sold} - ${capacities.held})::int`,
    })
    .from(capacities)
    .where(inArray(capacities.id, ids));
  return new Map(rows.map((row) => [row.id, { sales: row.sales, room: Number(row.room) }]));
}
