/**
 * Coalesced order placement (a ticket rush): the checkouts of one database in this process
 * hand their priced carts to a coalescer (db/coalescer.ts), and one batch at a time is placed in a
 * single transaction (`placeOrders`): the capacities are locked once for all of them and each order
 * is held or refused in arrival order, as if each had its own transaction. Under load a hot time
 * slot costs a few statements per batch instead of five per order, and the buyers past its capacity
 * hear "sold out" as soon as the batch that filled it commits. An error in a batch places its
 * orders one by one (`placeOrder`), where the error stays with the order that causes it.
 */
import { Coalescer, coalescerOf } from '../../db/coalescer';
import type { Db } from '../../db/client';
import type { Failure } from '../../outcome';
import { placeOrders, type NumberedPlacement, type PlacedOrder } from './order-placement';
import type { Atomic } from './transaction';

/** Orders placed in one transaction at most. */
export const PLACEMENT_BATCH_LIMIT = 64;

export type PlacementBatcher = Coalescer<NumberedPlacement, Atomic<PlacedOrder, Failure>>;

const batchers = new WeakMap<object, PlacementBatcher>();

/** The placement batcher of database `db` in this process. */
export function placementBatcher(db: Db): PlacementBatcher {
  return coalescerOf(
    batchers,
    db,
    () => new Coalescer((take) => placeOrders(db, take), PLACEMENT_BATCH_LIMIT),
  );
}
