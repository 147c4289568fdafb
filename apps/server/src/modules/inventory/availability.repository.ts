/**
 * Availability reads: capacity − sold − unexpired, unsettled holds, never below 0; nothing of a
 * capacity whose sales are stopped or cancelled. Calendars,
 * time slots, sold-out calls and stock all read these numbers; only the inventory module's writers
 * change the counters.
 */
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';

/**
 * Available quantity per capacity id at `now` (ids without a row are left out). The ids go as one
 * array parameter, and the holds are summed once for all of them: a two-month calendar asks for
 * hundreds of capacities, and a parameter per id with a sum per capacity made the query several
 * times slower on PGlite (docs/performance.md, "Kept pages").
 */
export async function availableByCapacity(
  tx: Tx,
  capacityIds: readonly number[],
  now: Date,
): Promise<Map<number, number>> {
  const ids = [...new Set(capacityIds)];
  if (ids.length === 0) return new Map();
  const idArray = `{${ids.join(',')}}`;
  const result = await tx.execute(sql`
    SELECT c.id AS id,
           (CASE WHEN c.sales <> 'open' THEN 0
                 ELSE GREATEST(0, c.capacity - c.sold - COALESCE(h.held, 0)) END)::int AS available
    FROM capacities c
    LEFT JOIN (
      SELECT capacity_id, SUM(quantity) AS held FROM holds
      WHERE settled_at IS NULL AND expires_at > ${now.toISOString()}::timestamptz
        AND capacity_id = ANY(${idArray}::int[])
      GROUP BY capacity_id
    ) h ON h.capacity_id = c.id
    WHERE c.id = ANY(${idArray}::int[])
  `);
  const rows = (result as unknown as { rows: { id: number; available: number }[] }).rows;
  return new Map(rows.map((row) => [Number(row.id), Number(row.available)]));
}
