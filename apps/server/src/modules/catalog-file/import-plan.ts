/** Helpers of one import run: section counts and the plan of the capacities it writes. */
import type { Tx } from '../../db/client';
import { addCapacities, readCapacities, setCapacities, type CapacityKind } from '../inventory';

import type { SectionCounts } from './import';

export function emptyCounts(inFile: number): SectionCounts {
  return { inFile, created: 0, updated: 0, deactivated: 0, deleted: 0, kept: 0 };
}

export function minus<T>(all: Iterable<T>, remove: Iterable<T>): T[] {
  const gone = new Set(remove);
  return [...all].filter((item) => !gone.has(item));
}

export interface CapacityClaim {
  existingId: number | null;
  kind: CapacityKind;
  capacity: number;
  sold: number;
  /** Where the file states it, for error messages. */
  where: string;
  id: number;
}

/** Collects the capacities a section needs, then writes them in two batches (update, insert). */
export class CapacityPlan {
  private claims: CapacityClaim[] = [];

  claim(
    kind: CapacityKind,
    amounts: { capacity: number; sold: number },
    where: string,
    existingId: number | null,
  ): CapacityClaim {
    const claim = { existingId, kind, ...amounts, where, id: existingId ?? 0 };
    this.claims.push(claim);
    return claim;
  }

  async flush(tx: Tx, errors: string[]): Promise<void> {
    const claims = this.claims;
    this.claims = [];
    const reused = claims.filter((claim) => claim.existingId !== null);
    const states = await readCapacities(
      tx,
      reused.map((claim) => claim.id),
    );
    for (const claim of reused) {
      const sold = Math.max(states.get(claim.id)?.sold ?? 0, claim.sold);
      if (claim.capacity < sold) {
        errors.push(`${claim.where}: capacity ${claim.capacity} is below the ${sold} already sold`);
      }
    }
    // The file's `sold` is raised to, never lowered: the shop's own sales since it was written stay.
    await setCapacities(tx, reused);
    const fresh = claims.filter((claim) => claim.existingId === null);
    const ids = await addCapacities(
      tx,
      fresh.map(({ kind, capacity, sold }) => ({ kind, capacity, sold })),
    );
    fresh.forEach((claim, i) => {
      claim.id = ids[i] as number;
    });
  }
}
