/** A transaction that ends in a value or, rolled back, in an expected failure. */
import type { Db, Tx } from '../../db/client';

class Rollback<F> extends Error {
  constructor(readonly failure: F) {
    super('transaction rolled back');
  }
}

export type Atomic<T, F> = { ok: true; value: T } | { ok: false; failure: F };

/**
 * Runs `work` in one transaction. `abort(failure)` rolls everything back and makes the failure the
 * answer; any other error is a bug and propagates.
 */
export async function atomically<T, F>(
  db: Db,
  work: (tx: Tx, abort: (failure: F) => never) => Promise<T>,
): Promise<Atomic<T, F>> {
  const abort = (failure: F): never => {
    throw new Rollback(failure);
  };
  try {
    return { ok: true, value: await db.transaction((tx) => work(tx, abort)) };
  } catch (error) {
    if (error instanceof Rollback) return { ok: false, failure: error.failure as F };
    throw error;
  }
}
