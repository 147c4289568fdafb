/**
 * One migrated PGlite database for all server suites. Creating an embedded database runs `initdb`
 * inside WASM (seconds on this machine); loading a dump of one takes a fraction of that. Vitest's
 * global setup (the default export here, named in vitest.config.ts) migrates a database once per run and writes its dump to a
 * temporary file; each suite's `open()` (testing/databases.ts) loads it and runs the migrations,
 * which then have nothing to do. Without the file (a test run by other means) suites start from
 * scratch as before.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder } from '../db/client';

const ENV = 'FOYER_TEST_PGLITE_SNAPSHOT';

/** Vitest global setup: writes the dump and answers the teardown that removes it. */
export default async function setupPgliteSnapshot(): Promise<() => void> {
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: migrationsFolder() });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-pglite-'));
  const file = path.join(dir, 'migrated.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[ENV] = file;
  return () => rmSync(dir, { recursive: true, force: true });
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
