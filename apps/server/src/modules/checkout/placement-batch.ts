/**
 * Coalesced order placement (issue 20: a ticket rush): the checkouts of one database in this process
 * hand their priced carts here, and one batch at a time is placed in a single transaction
 * (`placeOrders`): the capacities are locked once for all of them and each order is held or refused
 * in arrival order, as if each had its own transaction. While a batch works, the next checkouts
 * gather for the next batch, so under load a hot time slot costs a few statements per batch instead
 * of five per order, and the buyers past its capacity hear "sold out" as soon as the batch that
 * filled it commits.
 *
 * An error in a batch (a bug, a broken connection, a constraint) must not fail the other orders in
 * it: each is then placed again in a transaction of its own (`placeOrder`), where the error stays
 * with the order that causes it.
 */
import type { Db } from '../../db/client';
import type { Failure } from '../../outcome';
import { placeOrders, type NumberedPlacement, type PlacedOrder } from './order-placement';
import type { Atomic } from './transaction';

/** Orders placed in one transaction at most. */
export const PLACEMENT_BATCH_LIMIT = 64;

type Outcome = Atomic<PlacedOrder, Failure>;

interface Waiting {
  placement: NumberedPlacement;
  /** Places this order in a transaction of its own (after an error in its batch). */
  alone: () => Promise<Outcome>;
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

/**
 * Places a batch in one transaction: the placements `take` answers, called once the transaction
 * has its connection (so the checkouts that arrive meanwhile come along); answers each one's
 * outcome, in order.
 */
export type PlaceMany = (take: () => readonly NumberedPlacement[]) => Promise<Outcome[]>;

export class PlacementBatcher {
  private readonly waiting: Waiting[] = [];
  private working = false;
  /** Batches placed so far and the orders in the largest (for tests and logs). */
  readonly stats = { batches: 0, largest: 0, retriedAlone: 0 };

  constructor(
    private readonly many: PlaceMany,
    private readonly limit: number = PLACEMENT_BATCH_LIMIT,
  ) {}

  /**
   * Places the order with the next batch; answers its order or its refusal. `alone` places it in a
   * transaction of its own, should its batch fail.
   */
  place(placement: NumberedPlacement, alone: () => Promise<Outcome>): Promise<Outcome> {
    return new Promise<Outcome>((resolve, reject) => {
      this.waiting.push({ placement, alone, resolve, reject });
      if (this.working) return;
      // The next turn of the event loop: on PGlite a checkout runs from its request to here without
      // yielding, so the requests already received get here first and come along in this batch.
      this.working = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) await this.placeBatch();
    } finally {
      this.working = false;
    }
  }

  private async placeBatch(): Promise<void> {
    let batch: Waiting[] = [];
    const take = () => {
      batch = this.waiting.splice(0, this.limit);
      this.stats.batches += 1;
      this.stats.largest = Math.max(this.stats.largest, batch.length);
      return batch.map(({ placement }) => placement);
    };
    let outcomes: Outcome[];
    try {
      outcomes = await this.many(take);
    } catch (error) {
      // Failed before it took its orders (no connection): they are this batch's all the same.
      if (batch.length === 0) take();
      const [only] = batch;
      if (batch.length === 1 && only) {
        only.reject(error);
        return;
      }
      this.stats.retriedAlone += batch.length;
      await Promise.all(
        batch.map(async ({ alone, resolve, reject }) => {
          try {
            resolve(await alone());
          } catch (aloneError) {
            reject(aloneError);
          }
        }),
      );
      return;
    }
    batch.forEach(({ resolve, reject }, index) => {
      const outcome = outcomes[index];
      if (outcome) resolve(outcome);
      else reject(new Error('a batch answered fewer outcomes than it had orders'));
    });
  }
}

const batchers = new WeakMap<Db, PlacementBatcher>();

/** The placement batcher of database `db` in this process. */
export function placementBatcher(db: Db): PlacementBatcher {
  let batcher = batchers.get(db);
  if (!batcher) {
    batcher = new PlacementBatcher((take) => placeOrders(db, take));
    batchers.set(db, batcher);
  }
  return batcher;
}
