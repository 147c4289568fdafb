/**
 * The capacities themselves (how many places a slot, day, tour or article has): created, read, set,
 * closed and removed for the catalog writers; `sold` and `held` are written by holds.repository.ts.
 * Reads and writes go by ids in batches (`db/batches.ts`), never a statement per row.
 */
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { BATCH, chunks } from '../../db/batches';
import { rowsOf } from '../../db/rows';
import { capacities, holds } from '../../db/schema';

/** Ids per `IN (…)` list of a read. */
const READ_BATCH = 5000;

export type CapacityKind = (typeof capacities.$inferInsert)['kind'];

export interface CapacityState {
  capacity: number;
  sold: number;
  held: number;
}

export async function readCapacities(
  tx: Tx,
  ids: readonly number[],
): Promise<Map<number, CapacityState>> {
  const out = new Map<number, CapacityState>();
  for (const part of chunks([...new Set(ids)], READ_BATCH)) {
    const rows = await tx
      .select({
        id: capacities.id,
        capacity: capacities.capacity,
        sold: capacities.sold,
        held: capacities.held,
      })
      .from(capacities)
      .where(inArray(capacities.id, part));
    rows.forEach((row) =>
      out.set(row.id, { capacity: row.capacity, sold: row.sold, held: row.held }),
    );
  }
  return out;
}

/** Capacities among `ids` with an unsettled hold (through the partial index on active holds). */
export async function capacitiesWithOpenHolds(
  tx: Tx,
  ids: readonly number[],
): Promise<Set<number>> {
  const out = new Set<number>();
  for (const part of chunks([...new Set(ids)], READ_BATCH)) {
    const rows = await tx
      .selectDistinct({ id: holds.capacityId })
      .from(holds)
      .where(and(inArray(holds.capacityId, part), isNull(holds.settledAt)));
    rows.forEach((row) => out.add(row.id));
  }
  return out;
}

/** Ids for new capacity rows, taken from the table's own sequence. */
export async function allocateCapacityIds(tx: Tx, count: number): Promise<number[]> {
  if (count === 0) return [];
  const result = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('capacities', 'id'))::int AS id FROM generate_series(1, ${count})`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

export async function insertCapacities(
  tx: Tx,
  rows: readonly { id: number; kind: CapacityKind; capacity: number; sold: number }[],
): Promise<void> {
  for (const part of chunks(rows)) await tx.insert(capacities).values(part);
}

export async function writeCapacity(tx: Tx, capacityId: number, capacity: number): Promise<void> {
  await tx.update(capacities).set({ capacity }).where(eq(capacities.id, capacityId));
}

/** Sets each capacity and raises its `sold` to at least `sold` (never lowers it). */
export async function writeCapacities(
  tx: Tx,
  rows: readonly { id: number; capacity: number; sold: number }[],
): Promise<void> {
  for (const part of chunks(rows, BATCH)) {
    const values = sql.join(
      part.map((row) => sql`(${row.id}::int, ${row.capacity}::int, ${row.sold}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE capacities SET capacity = v.capacity, sold = GREATEST(capacities.sold, v.sold)
      FROM (VALUES ${values}) AS v(id, capacity, sold) WHERE capacities.id = v.id`);
  }
}

export type SalesState = (typeof capacities.$inferSelect)['sales'];

/**
 * Sets whether capacities sell. A cancelled capacity stays cancelled: among `ids`, answers the ones
 * changed (and those already in `state`).
 */
export async function writeSales(
  tx: Tx,
  ids: readonly number[],
  state: SalesState,
): Promise<number[]> {
  const out: number[] = [];
  for (const part of chunks([...new Set(ids)], READ_BATCH)) {
    const rows = await tx
      .update(capacities)
      .set({ sales: state })
      .where(and(inArray(capacities.id, part), ne(capacities.sales, 'cancelled')))
      .returning({ id: capacities.id });
    out.push(...rows.map((row) => row.id));
    if (state === 'cancelled') {
      const already = await tx
        .select({ id: capacities.id })
        .from(capacities)
        .where(and(inArray(capacities.id, part), eq(capacities.sales, 'cancelled')));
      for (const row of already) if (!out.includes(row.id)) out.push(row.id);
    }
  }
  return out;
}

/** Closes capacities for new sales while keeping what is sold or held. */
export async function closeCapacities(tx: Tx, ids: readonly number[]): Promise<void> {
  for (const part of chunks(ids, READ_BATCH)) {
    await tx
      .update(capacities)
      .set({ capacity: sql`${capacities.sold} + ${capacities.held}` })
      .where(inArray(capacities.id, part));
  }
}

/**
 * Deletes the capacities among `ids` that nothing refers to any more: no hold, no order's use of
 * it, no ticket counting against it. One that is still referred to stays, with its counts.
 */
export async function deleteUnusedCapacities(tx: Tx, ids: readonly number[]): Promise<void> {
  for (const part of chunks([...new Set(ids)], READ_BATCH)) {
    const list = sql.join(
      part.map((id) => sql`${id}::int`),
      sql`, `,
    );
    await tx.execute(sql`DELETE FROM capacities c WHERE c.id IN (${list})
      AND NOT EXISTS (SELECT 1 FROM holds h WHERE h.capacity_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM order_capacity_uses u WHERE u.capacity_id = c.id)
      AND NOT EXISTS (SELECT 1 FROM tickets t WHERE t.capacity_id = c.id)`);
  }
}

/** A capacity with what is sold and held of it, read under its row lock (until the transaction ends). */
export async function lockCapacity(tx: Tx, capacityId: number): Promise<CapacityState | null> {
  const result = await tx.execute(
    sql`SELECT capacity, sold, held FROM capacities WHERE id = ${capacityId} FOR UPDATE`,
  );
  const row = rowsOf<{ capacity: number; sold: number; held: number }>(result)[0];
  return row
    ? { capacity: Number(row.capacity), sold: Number(row.sold), held: Number(row.held) }
    : null;
}

/** Holds not yet settled on a capacity (expired ones too, until the sweep gives them back). */
export async function unsettledHolds(tx: Tx, capacityId: number): Promise<number> {
  const result = await tx.execute(
    sql`SELECT COUNT(*)::int AS n FROM holds WHERE capacity_id = ${capacityId} AND settled_at IS NULL`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/**
 * Whether anything is booked or held of these capacities, read under their row locks (until the
 * transaction ends), holds not yet settled included.
 */
export async function capacitiesInUse(tx: Tx, capacityIds: readonly number[]): Promise<boolean> {
  if (capacityIds.length === 0) return false;
  const ids = sql.join(
    capacityIds.map((id) => sql`${id}::int`),
    sql`, `,
  );
  const locked = await tx.execute(
    sql`SELECT sold, held FROM capacities WHERE id IN (${ids}) ORDER BY id FOR UPDATE`,
  );
  const used = rowsOf<{ sold: number; held: number }>(locked).some(
    (row) => Number(row.sold) > 0 || Number(row.held) > 0,
  );
  const open = await tx.execute(
    sql`SELECT COUNT(*)::int AS n FROM holds WHERE capacity_id IN (${ids}) AND settled_at IS NULL`,
  );
  return used || Number(rowsOf<{ n: number }>(open)[0]?.n ?? 0) > 0;
}
