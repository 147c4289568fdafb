/**
 * `npm run backup -- FILE` and `npm run restore -- FILE [--force]` (docs/operations.md). They find
 * the configuration and the database as `npm start` does (FOYER_CONFIG or foyer.config.yaml,
 * DATABASE_URL or PGlite in `<dataDir>/db`, FOYER_DATA_DIR overriding the data folder). Relative
 * paths are read from the folder the command was started in (npm's INIT_CWD).
 *
 * On PGlite a backup goes through the running server's socket (`socket.ts`), or opens the data
 * folder itself when no server runs; restore refuses while a server runs on the folder. On
 * PostgreSQL both use pg_dump and pg_restore (`postgres.ts`).
 */
import { createWriteStream, existsSync } from 'node:fs';
import { chmod, open, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { ConfigError, configPath, loadConfigFile } from '../../config/load';
import { openDatabase } from '../../db/client';
import { HEADER_LIMIT, identifyBackup, newestShippedMigration, type BackupKind } from './format';
import { folderIsEmpty, restorePgliteFolder, RestoreError, writePgliteBackup } from './pglite';
import {
  dumpPostgres,
  otherSessions,
  postgresTableCount,
  restorePostgres,
  ToolFailed,
  ToolMissing,
} from './postgres';
import { backupSocketPath, requestBackup, socketAnswers } from './socket';

export interface CommandIo {
  /** The process's working folder. */
  cwd: string;
  env: NodeJS.ProcessEnv;
  out(line: string): void;
  err(line: string): void;
}

class CommandError extends Error {}

interface Target {
  base: string;
  /** A PostgreSQL URL, or null for PGlite. */
  url: string | null;
  dataDir: string;
  /** Whether the configuration sets `server.security.pepper` (else it is `<dataDir>/pepper`). */
  pepperConfigured: boolean;
}

function targetOf(io: CommandIo): Target {
  const base = io.env.INIT_CWD ?? io.cwd;
  const config = loadConfigFile(path.resolve(base, configPath(io.env)));
  const url = io.env.DATABASE_URL;
  return {
    base,
    url: url && /^postgres(ql)?:\/\//.test(url) ? url : null,
    dataDir: path.resolve(base, io.env.FOYER_DATA_DIR ?? config.server.dataDir),
    pepperConfigured: config.server.security.pepper !== undefined,
  };
}

/**
 * Writes the file through `write` into `<file>.partial`, renamed to `file` only when complete. A
 * backup holds every visitor's data: only its owner may read it (mode 0600).
 */
async function writeAtomically(file: string, write: (partial: string) => Promise<void>) {
  const partial = `${file}.partial`;
  try {
    await write(partial);
    await chmod(partial, 0o600);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

async function backupPglite(target: Target, file: string): Promise<string> {
  const answer = await requestBackup(backupSocketPath(target.dataDir));
  if (answer) {
    await writeAtomically(file, (partial) =>
      pipeline(answer, createWriteStream(partial, { mode: 0o600 })),
    );
    return 'from the running server';
  }
  const folder = path.join(target.dataDir, 'db');
  if (!existsSync(path.join(folder, 'PG_VERSION'))) {
    throw new CommandError(`There is no database in ${folder} to back up.`);
  }
  const database = await openDatabase({ dataDir: folder });
  try {
    await writeAtomically(file, (partial) =>
      writePgliteBackup(database, createWriteStream(partial, { mode: 0o600 })),
    );
  } finally {
    await database.close();
  }
  return `from ${folder} (no server was running)`;
}

/** Runs the backup command; answers the exit code (0 done, 1 refused or failed). */
export async function runBackupCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const [name, ...rest] = args;
  if (!name || rest.length > 0) {
    io.err('Usage: npm run backup -- <file>   write a backup of the shop’s database to <file>');
    return 1;
  }
  return handled(io, async () => {
    const target = targetOf(io);
    const file = path.resolve(target.base, name);
    const { url } = target;
    let how: string;
    if (url) {
      await writeAtomically(file, (partial) => dumpPostgres(url, partial, io.env));
      how = 'from PostgreSQL with pg_dump';
    } else how = await backupPglite(target, file);
    io.out(`Backed up the database to ${name} ${how}.`);
    return 0;
  });
}

async function readHead(file: string): Promise<Buffer> {
  let handle;
  try {
    handle = await open(file, 'r');
  } catch (error) {
    throw new CommandError(`Cannot read ${file}: ${(error as Error).message}`);
  }
  try {
    const head = Buffer.alloc(HEADER_LIMIT);
    const { bytesRead } = await handle.read(head, 0, HEADER_LIMIT, 0);
    return head.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

function checkKind(name: string, kind: BackupKind, target: Target): void {
  if (kind.kind === 'unknown') {
    throw new CommandError(
      `${name} is not a Foyer backup (made with npm run backup); nothing was restored.`,
    );
  }
  if (kind.kind === 'pglite' && target.url) {
    throw new CommandError(
      `${name} is a backup of an embedded (PGlite) database: restore it without DATABASE_URL, into a data folder.`,
    );
  }
  if (kind.kind === 'postgres' && !target.url) {
    throw new CommandError(
      `${name} is a PostgreSQL backup (pg_dump): restore it with DATABASE_URL set to an empty database.`,
    );
  }
  if (kind.kind === 'pglite' && (kind.info.lastMigration ?? 0) > newestShippedMigration()) {
    throw new CommandError(
      `${name} comes from a newer version of Foyer (its database has migrations this version does not know): restore it with that version or a newer one.`,
    );
  }
}

/** Runs the restore command; answers the exit code (0 done, 1 refused or failed). */
export async function runRestoreCommand(args: readonly string[], io: CommandIo): Promise<number> {
  const force = args.includes('--force');
  const rest = args.filter((arg) => arg !== '--force');
  const [name, ...extra] = rest;
  if (!name || extra.length > 0) {
    io.err('Usage: npm run restore -- <file> [--force]   restore a backup into an empty database');
    return 1;
  }
  return handled(io, async () => {
    const target = targetOf(io);
    const file = path.resolve(target.base, name);
    const kind = identifyBackup(await readHead(file));
    checkKind(name, kind, target);
    if (target.url) {
      const others = await otherSessions(target.url);
      if (others > 0) {
        throw new CommandError(
          `${others} other connection(s) are open to the database: stop every Foyer server on it before restoring.`,
        );
      }
      const empty = (await postgresTableCount(target.url)) === 0;
      if (!empty && !force) {
        throw new CommandError(
          'The database is not empty: restore refuses to overwrite it (add --force to replace everything in it).',
        );
      }
      await restorePostgres(target.url, file, io.env, !empty);
      io.out(`Restored ${name} into PostgreSQL. Start the shop: it runs the migrations forward.`);
      return 0;
    }
    if (await socketAnswers(backupSocketPath(target.dataDir))) {
      throw new CommandError(
        `A Foyer server is running on ${target.dataDir}: stop it before restoring.`,
      );
    }
    const folder = path.join(target.dataDir, 'db');
    if (!(await folderIsEmpty(folder)) && !force) {
      throw new CommandError(
        `${folder} already holds a database: restore refuses to overwrite it (add --force to replace it).`,
      );
    }
    const offset = kind.kind === 'pglite' ? kind.offset : 0;
    await restorePgliteFolder((await readFile(file)).subarray(offset), folder);
    io.out(`Restored ${name} into ${folder}. Start the shop: it runs the migrations forward.`);
    if (!target.pepperConfigured && !existsSync(path.join(target.dataDir, 'pepper'))) {
      // The pepper is kept out of the database and its backups on purpose (docs/security.md).
      io.out(
        `Passwords need the backed-up shop's pepper: copy its ${path.join('<dataDir>', 'pepper')} file to ${target.dataDir} before the start, or every password has to be set anew.`,
      );
    }
    return 0;
  });
}

async function handled(io: CommandIo, work: () => Promise<number>): Promise<number> {
  try {
    return await work();
  } catch (error) {
    if (
      error instanceof CommandError ||
      error instanceof ConfigError ||
      error instanceof RestoreError ||
      error instanceof ToolMissing ||
      error instanceof ToolFailed
    ) {
      io.err(error.message);
      return 1;
    }
    throw error;
  }
}
