/**
 * Opens the database: embedded PGlite in a folder (default `./data/db`) or, with a `postgres://` URL,
 * PostgreSQL through node-postgres. Both run the same drizzle-kit migrations.
 */
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync, mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import * as schema from './schema';

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

export async function openDatabase(options: OpenOptions = {}): Promise<Database> {
  if (options.url && /^postgres(ql)?:\/\//.test(options.url)) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
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
  const client = new PGlite(
    options.dataDir,
    options.loadDataDir ? { loadDataDir: options.loadDataDir } : {},
  );
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const exclusive = reentrantLock(processLock());
  return {
    db,
    kind: 'pglite',
    migrate: (folder = migrationsFolder()) =>
      exclusive(() => migratePglite(db as never, { migrationsFolder: folder })),
    exclusive,
    close: () => client.close(),
  };
}
