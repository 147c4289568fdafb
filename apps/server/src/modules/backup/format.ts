/**
 * The backup file and how restore recognises it (docs/operations.md#backup-and-restore):
 * - PGlite: a header line `FOYER-BACKUP 1 pglite`, a line of JSON (when it was taken, the newest
 *   migration applied), then the data folder as a gzip-compressed tar (PGlite's `dumpDataDir`).
 * - PostgreSQL: pg_dump's custom format unchanged (it starts with `PGDMP`), so `pg_restore` reads it
 *   without Foyer too.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { migrationsFolder } from '../../db/client';

export const PGLITE_MAGIC = 'FOYER-BACKUP 1 pglite';
const POSTGRES_MAGIC = 'PGDMP';
/** The header is short; a file without its end in this many bytes is not a Foyer backup. */
export const HEADER_LIMIT = 4096;

export interface PgliteBackupInfo {
  /** When the copy was taken (ISO 8601). */
  createdAt: string;
  /** `created_at` of the newest migration applied to the database (drizzle's journal `when`). */
  lastMigration: number | null;
}

export type BackupKind =
  | {
      kind: 'pglite';
      info: PgliteBackupInfo;
      /** Where the compressed data folder starts. */ offset: number;
    }
  | { kind: 'postgres' }
  | { kind: 'unknown' };

/** The header of a PGlite backup. */
export function pgliteHeader(info: PgliteBackupInfo): Buffer {
  return Buffer.from(`${PGLITE_MAGIC}\n${JSON.stringify(info)}\n`, 'utf8');
}

function isInfo(value: unknown): value is PgliteBackupInfo {
  if (typeof value !== 'object' || value === null) return false;
  const { createdAt, lastMigration } = value as Record<string, unknown>;
  return (
    typeof createdAt === 'string' &&
    (lastMigration === null ||
      (typeof lastMigration === 'number' && Number.isInteger(lastMigration)))
  );
}

/** What the first bytes of a file (up to `HEADER_LIMIT`) say it is. */
export function identifyBackup(head: Buffer): BackupKind {
  if (head.subarray(0, POSTGRES_MAGIC.length).toString('latin1') === POSTGRES_MAGIC) {
    return { kind: 'postgres' };
  }
  const first = head.indexOf(0x0a);
  if (first < 0 || head.subarray(0, first).toString('utf8') !== PGLITE_MAGIC) {
    return { kind: 'unknown' };
  }
  const second = head.indexOf(0x0a, first + 1);
  if (second < 0) return { kind: 'unknown' };
  try {
    const info: unknown = JSON.parse(head.subarray(first + 1, second).toString('utf8'));
    return isInfo(info) ? { kind: 'pglite', info, offset: second + 1 } : { kind: 'unknown' };
  } catch {
    return { kind: 'unknown' };
  }
}

/** `when` of the newest migration this version of Foyer ships. */
export function newestShippedMigration(folder = migrationsFolder()): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((entry) => entry.when));
}
