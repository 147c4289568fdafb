/**
 * What this process knows to be sold out, so that a rush's sold-out answers need no database
 * connection: when a checkout is refused because a cart item's time, day, event or tour
 * has nothing left (from pricing or from the hold itself), the item and its 422 are remembered for
 * one second. A later checkout with the same item (same ticket, time and subtickets, or the same tour,
 * time and tickets; any count) gets the same 422 at once.
 *
 * Only sold-out answers come from here, never holds: the conditional update stays the one authority
 * for taking places. The memory is derived and short-lived (availability may lag by at most a
 * second, docs/performance.md). It listens to the places signal (`places-changes.ts`): places that
 * may have come back (a cancellation, a failed payment, expired holds released, a refund, a capacity
 * set) void it inside the transaction that gives them back and again when the database announces the
 * commit, on every process; so a checkout that read the old counters meanwhile is not believed.
 */
import type { Failure } from '../../outcome';
import { onPlacesChanged } from './places-changes';

/** How long a sold-out answer is believed without asking the database again. */
export const SOLD_OUT_MEMORY_MS = 1_000;

/** The codes that mean "nothing left" of an item (not "fewer left than asked"). */
export const SOLD_OUT_CODES: ReadonlySet<string> = new Set([
  'TIME_SOLD_OUT',
  'DAY_SOLD_OUT',
  'TICKETS_SOLD_OUT',
  'TOUR_SOLD_OUT',
]);

interface Entry {
  failure: Failure;
  until: number;
  /** The shop's time when it was learned: a shop clock that moved on (holds expire) voids it. */
  shopMs: number;
  /** `placesGeneration` when it was learned: places given back since make it void. */
  generation: number;
}

/**
 * Counts the times places may have come back in this process (on any database: forgetting too much
 * is harmless, the database answers again). Every memory compares its entries with it.
 */
let placesGeneration = 0;

onPlacesChanged((change) => {
  if (change === 'returned') placesGeneration += 1;
});

/** A bound on the memory: a rush has few hot items; anything beyond is simply not remembered. */
const MAX_ENTRIES = 10_000;

/** An item of a cart as the memory keys it: its type, what it is, when, and its parts; not its count. */
export function itemKey(item: unknown): string | null {
  if (typeof item !== 'object' || item === null) return null;
  const record = item as Record<string, unknown>;
  if (record.type === 'ticket') {
    return JSON.stringify(['ticket', record.id, record.datetime, record.subtickets ?? null]);
  }
  if (record.type === 'tour') {
    return JSON.stringify(['tour', record.tourId, record.datetime, record.tickets ?? null]);
  }
  return null;
}

/** The cart item a failure names (`params.item`), when it is a sold-out refusal. */
function soldOutItem(failure: Failure): number | null {
  if (failure.kind !== 'refused' || !SOLD_OUT_CODES.has(failure.code)) return null;
  const item = failure.params?.item;
  return typeof item === 'number' && Number.isInteger(item) && item >= 0 ? item : null;
}

/**
 * The memory of one database. An entry lasts one second of the process's monotonic clock
 * (`performance.now()`) and of the shop's clock (the time holds expire by), whichever ends first.
 */
export class SoldOutMemory {
  /** Cart items (by `itemKey`) whose checkout was refused as sold out, with that refusal. */
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly clock: () => number = () => performance.now()) {}

  /** Called whenever something is learned (the checkout line wakes its waiters). */
  private readonly listeners = new Set<() => void>();

  /**
   * The count of times places came back in this process so far: a caller that reads it before it
   * asks the database passes it to `learn`, so an answer older than places given back meanwhile is
   * not believed.
   */
  generation(): number {
    return placesGeneration;
  }

  /**
   * Remembers `failure` when it says that an item of `items` is sold out; ignores other failures,
   * and answers that places came back since `generation` (when given) was read.
   */
  learn(items: readonly unknown[], failure: Failure, shopNow: Date, generation?: number): void {
    if (generation !== undefined && generation !== placesGeneration) return;
    const index = soldOutItem(failure);
    const key = index === null ? null : itemKey(items[index]);
    if (key === null) return;
    if (this.entries.size >= MAX_ENTRIES && !this.entries.has(key)) return;
    this.entries.set(key, {
      failure,
      until: this.clock() + SOLD_OUT_MEMORY_MS,
      shopMs: shopNow.getTime(),
      generation: placesGeneration,
    });
    for (const listener of this.listeners) listener();
  }

  /** Calls `listener` after each thing learned; answers the function that stops it. */
  onLearn(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The sold-out refusal of the first item of `items` known to be sold out now, or null. */
  soldOut(items: readonly unknown[], shopNow: Date): Failure | null {
    if (this.entries.size === 0) return null;
    const now = this.clock();
    const shopMs = shopNow.getTime();
    for (const [index, item] of items.entries()) {
      const key = itemKey(item);
      const entry = key === null ? undefined : this.entries.get(key);
      if (entry === undefined || key === null) continue;
      const shopAge = shopMs - entry.shopMs;
      const stale = shopAge < 0 || shopAge >= SOLD_OUT_MEMORY_MS;
      if (entry.until <= now || stale || entry.generation !== placesGeneration) {
        this.entries.delete(key);
        continue;
      }
      const { failure } = entry;
      // The same refusal, naming the item where it is in this cart.
      return failure.kind === 'refused'
        ? { ...failure, params: { ...failure.params, item: index } }
        : failure;
    }
    return null;
  }
}

const memories = new WeakMap<object, SoldOutMemory>();

/** The sold-out memory of database `db` in this process (one per database, so tests never mix). */
export function soldOutMemory(db: object): SoldOutMemory {
  let memory = memories.get(db);
  if (!memory) {
    memory = new SoldOutMemory();
    memories.set(db, memory);
  }
  return memory;
}
