/**
 * Backup and restore on PostgreSQL with its own tools: `pg_dump --format=custom` (one snapshot, so
 * consistent while the shop sells) and `pg_restore` in one transaction. The password goes to them in
 * the environment (PGPASSWORD), never on the command line, where other users of the machine see it.
 */
import { spawn } from 'node:child_process';
import pg from 'pg';
import { rowsOf } from '../../db/rows';

export class ToolMissing extends Error {}
export class ToolFailed extends Error {}

/** The URL without its password, and the environment that carries the password. */
function connection(url: string): { dbname: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return {
    dbname: parsed.toString(),
    env: password ? { PGPASSWORD: password } : {},
  };
}

/** Runs one of PostgreSQL's client programs; its error output becomes the error's message. */
function run(tool: string, args: string[], url: string, env: NodeJS.ProcessEnv): Promise<void> {
  const target = connection(url);
  return new Promise((resolve, reject) => {
    const child = spawn(tool, [...args, `--dbname=${target.dbname}`], {
      env: { ...env, ...target.env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') {
        reject(
          new ToolMissing(
            `${tool} was not found: install PostgreSQL's client programs in the server's version or newer (Debian and Ubuntu: apt-get install postgresql-client) and put them on the PATH.`,
          ),
        );
      } else reject(error);
    });
    child.once('close', (code) => {
      if (code === 0) resolve();
      else reject(new ToolFailed(`${tool} failed (exit ${code}): ${stderr.trim()}`));
    });
  });
}

/** Writes the database of `url` to `file` in pg_dump's custom format. */
export function dumpPostgres(url: string, file: string, env: NodeJS.ProcessEnv): Promise<void> {
  return run('pg_dump', ['--format=custom', `--file=${file}`], url, env);
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The tables in the database's own schemas (none: an empty database). */
export function postgresTableCount(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query(`
      SELECT count(*)::int AS n FROM information_schema.tables
      WHERE table_schema NOT IN ('pg_catalog', 'information_schema')`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  });
}

/** How many other sessions are connected to the database (a server that still runs). */
export function otherSessions(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const result = await client.query(`
      SELECT count(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()`);
    return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
  });
}

/**
 * Restores `file` into the database of `url`. With `replace`, the shop's schemas (`public` and
 * drizzle's `drizzle`) are dropped first; pg_restore then runs in one transaction, so a failure
 * leaves the database as it was before pg_restore.
 */
export async function restorePostgres(
  url: string,
  file: string,
  env: NodeJS.ProcessEnv,
  replace: boolean,
): Promise<void> {
  if (replace) {
    await withClient(url, (client) =>
      client.query(`
        BEGIN;
        DROP SCHEMA IF EXISTS drizzle CASCADE;
        DROP SCHEMA IF EXISTS public CASCADE;
        CREATE SCHEMA public;
        COMMIT;`),
    );
  }
  await run(
    'pg_restore',
    ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file],
    url,
    env,
  );
}
