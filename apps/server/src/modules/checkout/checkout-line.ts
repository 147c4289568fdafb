/**
 * The checkout line of one database in this process: at most `limit` checkouts work on
 * the database at once (customer, pricing, the order's transaction with its holds); the others wait
 * here, in arrival order, without a database connection and without interleaving their statements
 * with those of the checkouts ahead of them.
 *
 * While a checkout waits, the sold-out memory may learn that an item of its cart is sold out (a hold
 * that took the last places, or a refused one): the checkout is then answered that refusal at once,
 * instead of waiting its turn to hear it from the database. When its turn comes, the memory is asked
 * again first. Only refusals come from here; a hold is still taken only by the database's
 * conditional update (several processes on PostgreSQL), and the memory forgets as soon as places
 * come back (see sold-out-memory.ts).
 *
 * The line itself is bounded by the admission control (`server.admission.maxConcurrent` requests
 * under way per process; past it, 503 with Retry-After).
 */
import type { Failure } from '../../outcome';
import type { SoldOutMemory } from '../inventory';
import { PLACEMENT_BATCH_LIMIT } from './placement-batch';

/**
 * Checkouts working on the database at once per process: as many as a batch of placements takes
 * (placement-batch.ts), so that a rush's orders are placed together rather than four at a time.
 */
export const CHECKOUT_LINE_LIMIT = PLACEMENT_BATCH_LIMIT;

interface Waiter {
  items: readonly unknown[];
  /** The shop's clock (the memory's entries are checked against the shop's time now). */
  shopNow: () => Date;
  /** Null: its turn came; a failure: refused while it waited. */
  settle: (refusal: Failure | null) => void;
}

export class CheckoutLine {
  private running = 0;
  private readonly waiting: Waiter[] = [];

  constructor(
    private readonly memory: SoldOutMemory,
    private readonly limit: number = CHECKOUT_LINE_LIMIT,
  ) {
    memory.onLearn(() => this.refuseKnownSoldOut());
  }

  /** Checkouts working now and waiting (for tests and logs). */
  get state(): { running: number; waiting: number } {
    return { running: this.running, waiting: this.waiting.length };
  }

  /**
   * Waits for a turn for a checkout of `items`: answers null when it may work (it then calls
   * `leave` exactly once), or the sold-out refusal of one of its items learned meanwhile (it must
   * not call `leave`).
   */
  enter(items: readonly unknown[], shopNow: () => Date): Promise<Failure | null> {
    if (this.running < this.limit && this.waiting.length === 0) {
      this.running += 1;
      return Promise.resolve(null);
    }
    return new Promise((settle) => this.waiting.push({ items, shopNow, settle }));
  }

  /** The checkout is done with the database: the next one waiting gets its turn. */
  leave(): void {
    this.running -= 1;
    this.admit();
  }

  private admit(): void {
    while (this.running < this.limit) {
      const next = this.waiting.shift();
      if (!next) return;
      const known = this.memory.soldOut(next.items, next.shopNow());
      if (known) {
        next.settle(known);
        continue;
      }
      this.running += 1;
      next.settle(null);
    }
  }

  /** Answers every waiting checkout whose cart has an item now known to be sold out. */
  private refuseKnownSoldOut(): void {
    if (this.waiting.length === 0) return;
    const still: Waiter[] = [];
    for (const waiter of this.waiting) {
      const known = this.memory.soldOut(waiter.items, waiter.shopNow());
      if (known) waiter.settle(known);
      else still.push(waiter);
    }
    this.waiting.splice(0, this.waiting.length, ...still);
  }
}

const lines = new WeakMap<SoldOutMemory, CheckoutLine>();

/** The checkout line in front of the database whose sold-out memory is `memory`. */
export function checkoutLine(memory: SoldOutMemory): CheckoutLine {
  let line = lines.get(memory);
  if (!line) {
    line = new CheckoutLine(memory);
    lines.set(memory, line);
  }
  return line;
}
