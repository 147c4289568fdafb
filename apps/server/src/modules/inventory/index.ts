/**
 * The inventory slice as other slices see it: what is left of each capacity (for the calendars and
 * pricing) and the holds. Other slices import this module, never the repositories.
 */
export { availableByCapacity } from './availability.repository';
export {
  allocateBatchHolds,
  extendOrderHolds,
  hasCapacityUses,
  holdForOrder,
  holdsExtendable,
  recordCapacityUses,
  releaseOrderHolds,
  renewOrderHolds,
  returnSoldBookings,
  sellOrderHolds,
  startHoldSweeper,
  writeHeldOrders,
  type Demand,
  type Exhausted,
  type ExpireLapsedOrders,
  type HoldShortage,
} from './holds.service';
export { placesCameBack, soldOutMemory, SoldOutMemory } from './sold-out-memory';
