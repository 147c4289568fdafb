/**
 * Availability reads: capacity − sold − unexpired, unsettled holds, never below 0; nothing of a
 * capacity whose sales are stopped or cancelled. Calendars,
 * time slots, sold-out calls and stock all read these numbers; only the inventory module's writers
 * change the counters.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/** Available quantity per capacity id at `now` (ids without a row are left out). */
export async function availableByCapacity(
  tx: Tx,
  capacityIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const ids = [...new Set(capacityIds)];
  if (ids.length === 0) return new Map();
  const result = await tx.execute(sql`
    SELECT c.id AS id,
           (CASE WHEN c.sales <> 'open' THEN 0 ELSE GREATEST(0, c.capacity - c.sold - COALESCE((
             SELECT SUM(h.quantity) FROM holds h
             WHERE h.capacity_id = c.id AND h.settled_at IS NULL AND h.expires_at > ${now.toISOString()}::timestamptz
           ), 0)) END)::int AS available
    FROM capacities c
    WHERE c.id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})
  `);
  const rows = (result as unknown as { rows: { id: number; available: number }[] }).rows;
  return new Map(rows.map((row) => [Number(row.id), Number(row.available)]));
}
