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
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** `postgres://…` for PostgreSQL; otherwise PGlite. */
  url?: string | undefined;
  /** PGlite data folder; omitted → in memory. */
  dataDir?: string | undefined;
  /** Pool size for PostgreSQL. */
  poolSize?: number;
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
    return {
      db,
      kind: 'postgres',
      migrate: () => migratePg(db as never, { migrationsFolder: migrationsFolder() }),
      close: () => pool.end(),
    };
  }
  if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
  const client = new PGlite(options.dataDir);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(db as never, { migrationsFolder: migrationsFolder() }),
    close: () => client.close(),
  };
}
