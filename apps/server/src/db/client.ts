/**
 * Opens the database: embedded PGlite in a folder (default `./data/db`) or, with a `postgres://` URL,
 * PostgreSQL through node-postgres. Both run the same drizzle-kit migrations.
 */
import { PGlite, types, type QueryOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { nameRepeatedStatements } from './pg-prepared';
import { PreparedStatements, runPrepared } from './pglite-prepared';
import * as schema from './schema';

/** The extensions the migrations create, loaded into every embedded database. */
export const PGLITE_EXTENSIONS = { pg_trgm };

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction or the database itself: repositories accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0] | Db;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** Runs the migrations (of `folder`, default the shipped ones), under the start-up lock. */
  migrate(folder?: string): Promise<void>;
  /**
   * Runs `work` while holding the start-up lock: a PostgreSQL advisory lock shared by every process
   * on the database (an in-process lock on PGlite, which has one process). Migrations and the demo
   * seed run under it, so any number of processes can start at once. Reentrant within `work`.
   */
  exclusive<T>(work: () => Promise<T>): Promise<T>;
  /**
   * PGlite only: a copy of the data folder (an uncompressed tar, as `dumpDataDir` makes it), taken
   * between transactions after a checkpoint, so it holds every committed transaction and nothing
   * half-written. Queries wait meanwhile (the file copy, not the compression). See docs/operations.md.
   */
  copyDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

/** The advisory lock key of the start-up (migrations, demo seed): the bytes of "foyer", then 01. */
export const STARTUP_LOCK_KEY = '112628964094465';

/**
 * Makes a reentrant lock from `acquire`, which takes the lock and answers its release: a call inside
 * `work` (same async context) runs at once instead of waiting for itself.
 */
function reentrantLock(acquire: () => Promise<() => Promise<void>>) {
  const holding = new AsyncLocalStorage<true>();
  return async <T>(work: () => Promise<T>): Promise<T> => {
    if (holding.getStore()) return work();
    const release = await acquire();
    try {
      return await holding.run(true, work);
    } finally {
      // Only one caller holds the lock at a time, so none is inside `run` now. Switched off, the
      // storage leaves no async hook behind: otherwise Node would track every promise of every
      // request for the rest of the process. The next `run` switches it on again.
      holding.disable();
      await release();
    }
  };
}

/** An in-process mutex: callers take turns. */
function processLock(): () => Promise<() => Promise<void>> {
  let tail: Promise<void> = Promise.resolve();
  return async () => {
    let release!: () => void;
    const previous = tail;
    tail = new Promise<void>((resolve) => {
      release = resolve;
    });
    await previous;
    return async () => release();
  };
}

export interface OpenOptions {
  /** `postgres://…` for PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; omitted → in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
  /**
   * PGlite in memory only: start from this dump (`dumpDataDir`) instead of creating the database
   * anew, which saves the seconds of `initdb` (the test suites start from one migrated dump).
   */
  loadDataDir?: Blob | undefined;
}

/** The folder with drizzle-kit's migrations, from the source tree or from the bundled dist. */
export function migrationsFolder(): string {
  const candidates = ['../../drizzle', '../drizzle'].map((rel) =>
    fileURLToPath(new URL(rel, import.meta.url)),
  );
  const found = candidates.find((dir) => existsSync(`${dir}/meta/_journal.json`));
  if (!found) throw new Error(`Database migrations not found (looked in ${candidates.join(', ')})`);
  return found;
}

/**
 * The types drizzle's PGlite driver reads as text (timestamps, dates, intervals, and arrays of them
 * and of numerics): it passes parsers for them with every query, and PGlite then copies its few
 * hundred parsers into a new object for each query, about a third of a simple query's CPU in a
 * ticket rush.
 */
const TEXT_TYPES: readonly number[] = [
  types.TIMESTAMP,
  types.TIMESTAMPTZ,
  types.INTERVAL,
  types.DATE,
  1231, // numeric[]
  1115, // timestamp[]
  1185, // timestamptz[]
  1187, // interval[]
  1182, // date[]
];

const asText = (value: string): string => value;

/**
 * Makes `client` read drizzle's text types as text itself, and drops a query's own parsers when
 * they ask for nothing more than that (checked on every query, so the answers stay the same).
 */
function readTextTypesAsText(client: PGlite): void {
  const statements = new PreparedStatements(client);
  for (const type of TEXT_TYPES) client.parsers[type] = asText;
  const redundant = (parsers: QueryOptions['parsers']): boolean => {
    if (parsers === undefined) return false;
    for (const key of Object.keys(parsers)) {
      const type = Number(key);
      if (!TEXT_TYPES.includes(type) || client.parsers[type] !== asText) return false;
    }
    return true;
  };
  const lean = (queries: Pick<PGlite, 'query'>, inTransaction: boolean): void => {
    runPrepared(client, statements, queries, inTransaction);
    const query = queries.query.bind(queries);
    queries.query = ((text: string, params?: unknown[], options?: QueryOptions) => {
      if (!options || !redundant(options.parsers)) return query(text, params, options);
      return query(text, params, { ...options, parsers: undefined });
    }) as PGlite['query'];
  };
  lean(client, false);
  const transaction = client.transaction.bind(client);
  client.transaction = ((work: Parameters<PGlite['transaction']>[0]) =>
    transaction((tx) => {
      lean(tx, true);
      return work(tx);
    })) as PGlite['transaction'];
}

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    nameRepeatedStatements(pool);
    // An idle connection the server ends (restart, a dropped test database: 57P01) must not crash
    // the process; the pool opens a new one on the next query.
    pool.on('error', (error: Error & { code?: string }) => {
      if (error.code !== '57P01') console.error('database connection error:', error.message);
    });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    // The lock is held by one connection of its own while the work uses the others of the pool.
    const exclusive = reentrantLock(async () => {
      const client = await pool.connect();
      try {
        await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
      } catch (error) {
        client.release();
        throw error;
      }
      return async () => {
        try {
          await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
        } finally {
          client.release();
        }
      };
    });
    return {
      db,
      kind: 'postgres',
      migrate: (folder = migrationsFolder()) =>
        exclusive(() => migratePg(db as never, { migrationsFolder: folder })),
      exclusive,
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const pgliteOptions = {
    extensions: PGLITE_EXTENSIONS,
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  };
  // Without a folder, the options come first (a missing folder in front drops them).
  const client =
    options.dataDir === undefined
      ? new PGlite(pgliteOptions)
      : new PGlite(options.dataDir, pgliteOptions);
  await client.waitReady;
  readTextTypesAsText(client);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  // The in-process lock, and the advisory lock too, so the readiness check sees the start-up in
  // `pg_locks` on PGlite as it does on PostgreSQL (http/readiness.ts).
  const inProcess = processLock();
  const exclusive = reentrantLock(async () => {
    const release = await inProcess();
    try {
      await client.query('SELECT pg_advisory_lock($1::bigint)', [STARTUP_LOCK_KEY]);
    } catch (error) {
      await release();
      throw error;
    }
    return async () => {
      try {
        await client.query('SELECT pg_advisory_unlock($1::bigint)', [STARTUP_LOCK_KEY]);
      } finally {
        await release();
      }
    };
  });
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder()) =>
      exclusive(() => migratePglite(db as never, { migrationsFolder: folder })),
    exclusive,
    // The transaction holds PGlite's transaction lock: no other query or transaction runs until
    // the copy is taken. The checkpoint writes the buffered pages, so the copy needs no recovery.
    copyDataDir: () =>
      client.transaction(async (tx) => {
        await tx.exec('CHECKPOINT');
        return client.dumpDataDir('none');
      }),
    close: () => client.close(),
  };
}
