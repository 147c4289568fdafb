/**
 * Backup and restore of the embedded database: the data folder as PGlite copies it between
 * transactions (`Database.copyDataDir`), compressed, behind the header of `format.ts`.
 */
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { existsSync } from 'node:fs';
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { Readable, type Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { gunzipSync, createGzip } from 'node:zlib';
import { PGLITE_EXTENSIONS, type Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { pgliteHeader, type PgliteBackupInfo } from './format';

/** `created_at` of the newest migration applied, or null before the first. */
async function lastAppliedMigration(database: Database): Promise<number | null> {
  const rows = rowsOf<{ last: string | number | null }>(
    await database.db.execute(sql`
      SELECT max(created_at) AS last FROM drizzle.__drizzle_migrations`),
  );
  const last = rows[0]?.last;
  return last === null || last === undefined ? null : Number(last);
}

/** Writes a backup of `database` (PGlite) to `out`: the header, then the compressed copy. */
export async function writePgliteBackup(database: Database, out: Writable): Promise<void> {
  if (!database.copyDataDir) throw new Error('Only an embedded (PGlite) database is copied');
  const lastMigration = await lastAppliedMigration(database);
  const createdAt = new Date().toISOString();
  const copy = await database.copyDataDir();
  // Compressed after the copy: the shop's queries wait for the copy only.
  const info: PgliteBackupInfo = { createdAt, lastMigration };
  const body = Readable.from(
    (async function* () {
      yield pgliteHeader(info);
      // The fastest level: the copy is mostly empty pages, which any level packs well.
      const gzip = createGzip({ level: 1 });
      const compressing = pipeline(Readable.fromWeb(copy.stream() as never), gzip);
      for await (const chunk of gzip) yield chunk as Buffer;
      await compressing;
    })(),
  );
  await pipeline(body, out);
}

/** Whether `dir` holds a database (PostgreSQL's version file) or anything else. */
export async function folderIsEmpty(dir: string): Promise<boolean> {
  if (!existsSync(dir)) return true;
  return (await readdir(dir)).length === 0;
}

/**
 * Unpacks a PGlite backup's compressed data folder into `dir` (which must not hold a database):
 * it goes into a folder beside it first and is opened there once (PostgreSQL checks it), then takes
 * the place of `dir`; what was in `dir` is removed only then.
 */
export async function restorePgliteFolder(compressed: Buffer, dir: string): Promise<void> {
  let tar: Buffer;
  try {
    tar = gunzipSync(compressed);
  } catch (error) {
    throw new RestoreError(`the backup is damaged or cut short (${(error as Error).message})`);
  }
  const staging = `${dir}.restoring`;
  await rm(staging, { recursive: true, force: true });
  await mkdir(staging, { recursive: true });
  const client = new PGlite(staging, {
    extensions: PGLITE_EXTENSIONS,
    loadDataDir: new Blob([new Uint8Array(tar)]),
  });
  try {
    await client.waitReady;
    await client.query('SELECT count(*) FROM drizzle.__drizzle_migrations');
  } catch (error) {
    await client.close().catch(() => {});
    await rm(staging, { recursive: true, force: true });
    throw new RestoreError(`the backup's database does not open (${(error as Error).message})`);
  }
  await client.close();
  const replaced = `${dir}.replaced`;
  await rm(replaced, { recursive: true, force: true });
  if (existsSync(dir)) await rename(dir, replaced);
  await rename(staging, dir);
  await rm(replaced, { recursive: true, force: true });
}

/** A restore that cannot go on: one sentence for the operator. */
export class RestoreError extends Error {}
