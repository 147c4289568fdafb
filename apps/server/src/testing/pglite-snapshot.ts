/**
 * One migrated PGlite database for all server suites. Creating an embedded database runs `initdb`
 * inside WASM (seconds on this machine); loading a dump of one takes a fraction of that. Vitest's
 * global setup (the default export here, named in vitest.config.ts) migrates a database once per run and writes its dump to a
 * temporary file; each suite's `open()` (testing/databases.ts) loads it and runs the migrations,
 * which then have nothing to do. Without the file (a test run by other means) suites start from
 * scratch as before.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import pg from 'pg';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { openDatabase, migrationsFolder, PGLITE_EXTENSIONS } from '../db/client';
import { POSTGRES_TEMPLATE_ENV } from './postgres-template';

const ENV = 'FOYER_TEST_PGLITE_SNAPSHOT';

/**
 * With PostgreSQL (`FOYER_TEST_DATABASE_URL`), the same for its suites: one database migrated per
 * run, which each suite's database copies (`CREATE DATABASE … TEMPLATE`, a fraction of a second
 * instead of running every migration). Answers the teardown that drops it.
 */
async function setupPostgresTemplate(baseUrl: string): Promise<() => Promise<void>> {
  const name = `foyer_template_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  // Two connections: the start-up lock holds one while the migrations use the other.
  const database = await openDatabase({ url: url.toString(), poolSize: 2 });
  await database.migrate();
  // Copying needs the template without connections.
  await database.close();
  process.env[POSTGRES_TEMPLATE_ENV] = name;
  return async () => {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  };
}

/** Vitest global setup: writes the dump and answers the teardown that removes it. */
export default async function setupPgliteSnapshot(): Promise<() => Promise<void>> {
  const url = process.env.FOYER_TEST_DATABASE_URL;
  const dropTemplate = url ? await setupPostgresTemplate(url) : async () => {};
  const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[ENV] = file;
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await dropTemplate();
  };
}

let cached: Blob | null | undefined;

/** The migrated dump of this run, or null when there is none. */
export function pgliteSnapshot(): Blob | null {
  if (cached === undefined) {
    const file = process.env[ENV];
    cached = file ? new Blob([readFileSync(file)]) : null;
  }
  return cached;
}
