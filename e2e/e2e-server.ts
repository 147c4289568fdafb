/**
 * The shop servers of a browser-test run. Playwright can run the spec files on several workers
 * (`FOYER_E2E_WORKERS`, default 2, one per core: the whole run passed in 12 minutes instead of 23
 * with one, even while other work loaded the machine; earlier flakes came from a stale server
 * build, not from the workers; 1 runs the files one after another); each worker talks to a server of its own,
 * so no file sees another file's orders, holds or sold-out slots, as when they ran one after
 * another. Worker `i` uses port `FOYER_E2E_PORT + 10 × i` and the folder `w{i}` of the run's data
 * folder. Playwright sets `TEST_PARALLEL_INDEX` in a worker before it loads the config or a spec.
 */
import path from 'node:path';

export const E2E_WORKERS = Math.max(1, Number(process.env.FOYER_E2E_WORKERS ?? 2));

const basePort = Number(process.env.FOYER_E2E_PORT ?? 4321);

export interface E2eServer {
  port: number;
  origin: string;
  /** The server's data folder (`FOYER_DATA_DIR`): database and e-mail outbox. */
  dataDir: string;
}

/** The server of worker slot `index` in a run whose data folders live under `root`. */
export function e2eServerAt(index: number, root: string): E2eServer {
  const port = basePort + 10 * index;
  return { port, origin: `http://127.0.0.1:${port}`, dataDir: path.join(root, `w${index}`) };
}

/** The server of the worker this code runs in (slot 0 outside a worker). */
export function ownE2eServer(): E2eServer {
  const root = process.env.FOYER_E2E_DATA_DIR;
  if (!root)
    throw new Error(
      'FOYER_E2E_DATA_DIR is not set: run the browser tests with e2e/playwright.config.ts',
    );
  return e2eServerAt(Number(process.env.TEST_PARALLEL_INDEX ?? 0), root);
}
