/**
 * The capacities as the catalog writers (the back office's editors, the catalog file) change them:
 * created with a slot, day, tour or article, set, closed when their row leaves the catalog, removed
 * when nothing refers to them. Places move only here and in the holds (holds.service.ts).
 *
 * A capacity set may give places, so it raises the places signal (`places-changes.ts`) inside the
 * caller's transaction; the capacities' trigger announces new and set capacities again after the
 * commit, to every process. Closing one only takes places away and raises nothing.
 */
import type { Tx } from '../../db/client';
import {
  allocateCapacityIds,
  insertCapacities,
  writeCapacities,
  writeCapacity,
  writeSales,
  type CapacityKind,
  type SalesState,
} from './capacities.repository';
import { placesChanged } from './places-changes';

// Closing (capacity = sold + held) and removing what nothing refers to raise nothing: no places
// come back.
export {
  capacitiesInUse,
  capacitiesWithOpenHolds,
  closeCapacities,
  deleteUnusedCapacities as removeUnusedCapacities,
  lockCapacity,
  readCapacities,
  unsettledHolds,
  type CapacityKind,
  type CapacityState,
  type SalesState,
} from './capacities.repository';

/** Creates one capacity per row, in order, and answers their new ids in the same order. */
export async function addCapacities(
  tx: Tx,
  rows: readonly { kind: CapacityKind; capacity: number; sold: number }[],
): Promise<number[]> {
  const ids = await allocateCapacityIds(tx, rows.length);
  await insertCapacities(
    tx,
    rows.map((row, i) => {
      const id = ids[i];
      if (id === undefined) throw new Error('Fewer capacity ids than requested');
      return { id, ...row };
    }),
  );
  return ids;
}

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

/**
 * Stops, starts or cancels the sales of capacities; a cancelled one never sells again. What is sold
 * and held stays as it is. Answers the capacities now in `state`.
 */
export async function setSales(
  tx: Tx,
  capacityIds: readonly number[],
  state: SalesState,
): Promise<number[]> {
  if (capacityIds.length === 0) return [];
  const changed = await writeSales(tx, capacityIds, state);
  // Every answer derived from the counters is forgotten: places came back or went away.
  placesChanged('returned');
  return changed;
}
