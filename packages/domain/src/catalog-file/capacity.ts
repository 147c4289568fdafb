/**
 * A capacity is never set below what is already sold and held: the back office and the
 * catalog import refuse it and say how many.
 */
export interface CapacityUse {
  sold: number;
  held: number;
}

export type CapacityCheck =
  | { ok: true }
  | {
      ok: false;
      code: 'CAPACITY_BELOW_SOLD_AND_HELD';
      params: { sold: number; held: number; minimum: number; capacity: number };
    };

/** The lowest capacity allowed: what is sold plus what is held. */
export function capacityFloor(use: CapacityUse): number {
  return use.sold + use.held;
}

/** Whether `capacity` may be set on a capacity with `use`; refused with the numbers when not. */
export function checkCapacity(capacity: number, use: CapacityUse): CapacityCheck {
  const minimum = capacityFloor(use);
  if (capacity >= minimum) return { ok: true };
  return {
    ok: false,
    code: 'CAPACITY_BELOW_SOLD_AND_HELD',
    params: { sold: use.sold, held: use.held, minimum, capacity },
  };
}
