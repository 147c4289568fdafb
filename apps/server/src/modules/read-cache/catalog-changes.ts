/**
 * Hears that the catalog changed, on every server process. The database itself announces it: a
 * statement trigger on every catalog and content table (migration `read_cache`) runs
 * `pg_notify('foyer_catalog', …)`, so every writer — back-office editors, the catalog file import,
 * images, content, the command line, even SQL typed by hand — invalidates the caches without having
 * to remember it. PostgreSQL delivers the notification after the commit to every process that
 * listens (one connection of its own per process); PGlite delivers it in-process.
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from '../../db/client';

/** The channel the triggers notify (see the migration). */
export const CATALOG_CHANNEL = 'foyer_catalog';

/** Wait before a lost listening connection is opened again. */
const RECONNECT_MS = 1000;

export interface ChangeLog {
  warn(details: object, message: string): void;
}

/** Stops listening. */
export type StopListening = () => Promise<void>;

/**
 * Calls `onChange` whenever the catalog changes (and after a lost PostgreSQL connection is back,
 * since notifications sent meanwhile are lost).
 */
export async function listenForCatalogChanges(
  db: Db,
  onChange: () => void,
  log: ChangeLog,
): Promise<StopListening> {
  const client = (db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) {
    const unlisten = await client.listen(CATALOG_CHANNEL, () => onChange());
    return async () => {
      if (!client.closed) await unlisten();
    };
  }
  if (client instanceof pg.Pool) return listenOnPostgres(client, onChange, log);
  log.warn({}, 'catalog changes: unknown database client, answers expire by time only');
  return async () => {};
}

async function listenOnPostgres(
  pool: pg.Pool,
  onChange: () => void,
  log: ChangeLog,
): Promise<StopListening> {
  let stopped = false;
  let connection: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;

  const connect = async (): Promise<void> => {
    const next = new pg.Client(pool.options);
    next.on('notification', (note) => {
      if (note.channel === CATALOG_CHANNEL) onChange();
    });
    next.on('error', (error: Error) => {
      if (!stopped)
        log.warn({ error: error.message }, 'catalog changes: listening connection lost');
    });
    next.on('end', () => {
      if (stopped || connection !== next) return;
      connection = null;
      retry = setTimeout(reconnect, RECONNECT_MS);
    });
    await next.connect();
    await next.query(`LISTEN ${CATALOG_CHANNEL}`);
    connection = next;
  };

  const reconnect = (): void => {
    retry = null;
    if (stopped) return;
    connect()
      // Changes made while nobody listened are unknown: forget everything once.
      .then(() => onChange())
      .catch((error: Error) => {
        log.warn({ error: error.message }, 'catalog changes: reconnecting failed');
        if (!stopped) retry = setTimeout(reconnect, RECONNECT_MS);
      });
  };

  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const open = connection;
    connection = null;
    await open?.end().catch(() => undefined);
  };
}
