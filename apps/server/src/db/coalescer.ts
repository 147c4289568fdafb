/**
 * Coalesced database work (a ticket rush): requests hand their items here, and one batch
 * at a time is worked through in a single round of statements. A batch takes the items that arrived
 * by the next turn of the event loop and, while it works, the next items gather for the one after;
 * so under load a statement serves many requests, and at rest an item waits one turn at most.
 *
 * An error in a batch (a bug, a broken connection, a constraint) must not fail the other items in
 * it: each is then worked on its own (`alone`), where the error stays with the item that causes it.
 */

/**
 * Works through a batch: the items `take` answers, called once the work has what it waits for (a
 * transaction, a connection), so the items that arrive meanwhile come along; answers each item's
 * result, in order.
 */
export type WorkMany<I, O> = (take: () => readonly I[]) => Promise<O[]>;

interface Waiting<I, O> {
  item: I;
  /** Works on this item alone (after an error in its batch). */
  alone: () => Promise<O>;
  resolve: (result: O) => void;
  reject: (error: unknown) => void;
}

export class Coalescer<I, O> {
  private readonly waiting: Waiting<I, O>[] = [];
  private working = false;
  /** Batches so far, the items in the largest, and items worked on alone after an error. */
  readonly stats = { batches: 0, largest: 0, retriedAlone: 0 };

  constructor(
    private readonly many: WorkMany<I, O>,
    private readonly limit: number,
  ) {}

  /** Works on `item` with the next batch; `alone` works on it by itself, should its batch fail. */
  add(item: I, alone: () => Promise<O>): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.waiting.push({ item, alone, resolve, reject });
      if (this.working) return;
      // The next turn of the event loop: on PGlite a request runs from its start to here without
      // yielding, so the requests already received get here first and come along in this batch.
      this.working = true;
      setImmediate(() => void this.drain());
    });
  }

  private async drain(): Promise<void> {
    try {
      while (this.waiting.length > 0) await this.workBatch();
    } finally {
      this.working = false;
    }
  }

  private async workBatch(): Promise<void> {
    let batch: Waiting<I, O>[] = [];
    const take = () => {
      batch = this.waiting.splice(0, this.limit);
      this.stats.batches += 1;
      this.stats.largest = Math.max(this.stats.largest, batch.length);
      return batch.map(({ item }) => item);
    };
    let results: O[];
    try {
      results = await this.many(take);
    } catch (error) {
      // Failed before it took its items (no connection): they are this batch's all the same.
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
      if (index < results.length) resolve(results[index] as O);
      else reject(new Error('a batch answered fewer results than it had items'));
    });
  }
}

/** One coalescer per key (a database) and purpose, made by `make` the first time. */
export function coalescerOf<I, O>(
  registry: WeakMap<object, Coalescer<I, O>>,
  key: object,
  make: () => Coalescer<I, O>,
): Coalescer<I, O> {
  let coalescer = registry.get(key);
  if (!coalescer) {
    coalescer = make();
    registry.set(key, coalescer);
  }
  return coalescer;
}
