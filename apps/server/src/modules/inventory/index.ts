/**
 * The inventory slice as other slices see it: what is left of each capacity (for the calendars and
 * pricing) and the holds. Other slices import this module, never the repositories.
 */
export { availableByCapacity } from './availability.repository';
export {
  hasCapacityUses,
  recordCapacityUses,
  releaseOrderHolds,
  returnSoldBookings,
  type Demand,
} from './holds.service';
export { placesCameBack, soldOutMemory } from './sold-out-memory';
export {
  type Exhausted,
  type HoldShortage,
  allocateBatchHolds,
  extendOrderHolds,
  holdForOrder,
  holdsExtendable,
  renewOrderHolds,
  sellOrderHolds,
  startHoldSweeper,
  writeHeldOrders,
} from './holds.service';
export { SoldOutMemory } from './sold-out-memory';
