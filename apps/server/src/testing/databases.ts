/**
 * Test databases: every server suite runs on embedded PGlite, and on PostgreSQL too when
 * `FOYER_TEST_DATABASE_URL` is set (CI). Each PostgreSQL suite gets a database of its own, dropped
 * afterwards, so test files can run in parallel.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { pgliteSnapshot } from './pglite-snapshot';
import { postgresTemplate } from './postgres-template';

export interface TestDatabaseKind {
  name: 'pglite' | 'postgres';
  /** Opens a new, migrated, empty database. */
  open(): Promise<Database>;
  /** Opens a new database without running the migrations (for tests of the migrations). */
  openUnmigrated(): Promise<Database>;
}

async function openTestPostgres(baseUrl: string, template: string | null): Promise<Database> {
  const name = `foyer_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ url: url.toString(), poolSize: 12 });
  return {
    ...database,
    async close() {
      await database.close();
      const dropper = new pg.Client({ connectionString: baseUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

/** The databases the server suites run on: PGlite always, PostgreSQL when configured. */
export function testDatabaseKinds(): TestDatabaseKind[] {
  const kinds: TestDatabaseKind[] = [
    {
      name: 'pglite',
      open: async () => {
        // From the run's migrated dump when there is one; the migrations then find nothing to do.
        const database = await openDatabase({ loadDataDir: pgliteSnapshot() ?? undefined });
        await database.migrate();
        return database;
      },
      openUnmigrated: () => openDatabase({}),
    },
  ];
  const url = process.env.FOYER_TEST_DATABASE_URL;
  if (url) {
    kinds.push({
      name: 'postgres',
      open: async () => {
        // A copy of the run's migrated database when there is one; the migrations then find
        // nothing to do.
        const database = await openTestPostgres(url, postgresTemplate());
        await database.migrate();
        return database;
      },
      openUnmigrated: () => openTestPostgres(url, null),
    });
  }
  return kinds;
}

/**
 * Another server process's handle on `database`: on PostgreSQL a pool of its own (so a listening
 * connection of its own too), to be closed before `database`; PGlite has one process, so its
 * handle is the same (closing it leaves the database open).
 */
export async function openAnotherHandle(database: Database): Promise<Database> {
  if (database.kind !== 'postgres') return { ...database, close: async () => {} };
  const pool = (database.db as unknown as { $client: pg.Pool }).$client;
  // Close it before the suite's database: that one is dropped WITH (FORCE).
  return openDatabase({ url: pool.options.connectionString, poolSize: 4 });
}
