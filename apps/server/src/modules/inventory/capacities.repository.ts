/**
 * Writes of the capacities themselves (how many places a slot, day, tour or article has), for the
 * catalog writers; `sold` and `held` are written by holds.repository.ts.
 */
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { capacities } from '../../db/schema';

/** Rows per UPDATE statement, far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

export async function writeCapacity(tx: Tx, capacityId: number, capacity: number): Promise<void> {
  await tx.update(capacities).set({ capacity }).where(eq(capacities.id, capacityId));
}

/** Sets each capacity and raises its `sold` to at least `sold` (never lowers it). */
export async function writeCapacities(
  tx: Tx,
  rows: readonly { id: number; capacity: number; sold: number }[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const values = sql.join(
      rows
        .slice(start, start + BATCH)
        .map((row) => sql`(${row.id}::int, ${row.capacity}::int, ${row.sold}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      UPDATE capacities SET capacity = v.capacity, sold = GREATEST(capacities.sold, v.sold)
      FROM (VALUES ${values}) AS v(id, capacity, sold) WHERE capacities.id = v.id`);
  }
}
