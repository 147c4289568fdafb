/**
 * The inventory slice as other slices see it: what is left of each capacity (for the calendars and
 * pricing), the holds, and the one signal that places changed (`onPlacesChanged`, heard across
 * processes with `listenForPlacesChanges`). Other slices import this module, never the repositories.
 */
export { availableByCapacity } from './availability.repository';
export {
  addCapacities,
  capacitiesInUse,
  capacitiesWithOpenHolds,
  closeCapacities,
  lockCapacity,
  readCapacities,
  setSales,
  unsettledHolds,
  removeUnusedCapacities,
  setCapacities,
  setCapacity,
  type CapacityKind,
  type CapacityState,
  type SalesState,
} from './capacities.service';
export {
  allocateBatchHolds,
  capacityOffers,
  moveItemPlaces,
  extendOrderHolds,
  hasCapacityUses,
  hasLiveHolds,
  holdForOrder,
  holdsExtendable,
  lockCapacityRoom,
  recordCapacityUses,
  releaseOrderHolds,
  renewOrderHolds,
  returnSoldBeyond,
  returnSoldItems,
  sellOrderHolds,
  sellWithoutHolds,
  startHoldSweeper,
  writeHeldOrders,
  type CapacityOffer,
  type Demand,
  type MovePlacesOutcome,
  type Exhausted,
  type ExpireLapsedOrders,
  type HoldShortage,
  type LockedRoom,
} from './holds.service';
export {
  listenForPlacesChanges,
  onPlacesChanged,
  type PlacesChange,
  type PlacesListener,
} from './places-changes';
export { soldOutMemory, SoldOutMemory } from './sold-out-memory';
