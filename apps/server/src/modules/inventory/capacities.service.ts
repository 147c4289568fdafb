/**
 * Setting capacities (the back office's editors, the catalog file): a capacity set may give places,
 * so each raises the places signal (`places-changes.ts`) inside the caller's transaction; the
 * capacities' trigger announces it again after the commit, to every process.
 */
import type { Tx } from '../../db/client';
import { writeCapacities, writeCapacity } from './capacities.repository';
import { placesChanged } from './places-changes';

/** Sets one capacity (the caller has checked it against what is sold and held). */
export async function setCapacity(tx: Tx, capacityId: number, capacity: number): Promise<void> {
  await writeCapacity(tx, capacityId, capacity);
  placesChanged('returned');
}

/**
 * Sets capacities and raises each `sold` to at least the given number; `sold` is never lowered, so
 * the shop's own sales since the numbers were written are not lost (the catalog file's import).
 */
export async function setCapacities(
  tx: Tx,
  rows: readonly { id: number; capacity: number; sold: number }[],
): Promise<void> {
  if (rows.length === 0) return;
  await writeCapacities(tx, rows);
  placesChanged('returned');
}
