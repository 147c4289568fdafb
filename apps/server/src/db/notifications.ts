/**
 * The database's notifications (`pg_notify`) heard by this process: the triggers of the catalog
 * and content tables (channel `foyer_catalog`, migration `read_cache`) and of the capacities
 * (channel `foyer_places`, migration `places_changed`) announce a change to every server process
 * after its commit, whoever wrote it.
 *
 * - PostgreSQL: one listening connection per process and database, shared by every channel and
 *   listener; a lost connection is opened again, and then every listener is called once (what was
 *   announced meanwhile is unknown).
 * - PGlite: one process; a notification reaches the listeners at the commit, before the writer's
 *   transaction resolves.
 *
 * `heardAll` is the read-your-writes point: it resolves once every notification committed before it
 * was called has reached this process's listeners (docs/architecture.md, "Caches and the one change
 * signal").
 */
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { Db } from './client';

/** Wait before a lost listening connection is opened again. */
const RECONNECT_MS = 1000;

/** The listening connection's `application_name` (how it shows in `pg_stat_activity`). */
export const LISTENER_NAME = 'foyer-notifications';

export interface NotificationLog {
  warn(details: object, message: string): void;
}

/** Stops one listener. */
export type StopListening = () => Promise<void>;

type Listener = () => void;

/** The driver's client behind drizzle's database object. */
function clientOf(db: Db): unknown {
  return (db as unknown as { $client: unknown }).$client;
}

/** A channel name as an SQL identifier (the channels are this code's own constants). */
function identifier(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

/**
 * The listening connection of one PostgreSQL pool: its channels and their listeners. It is opened
 * by the first listener and closed when the last one stops.
 */
class PostgresListening {
  private readonly listeners = new Map<string, Set<Listener>>();
  private connection: pg.Client | null = null;
  private opening: Promise<void> | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(
    private readonly pool: pg.Pool,
    private log: NotificationLog,
    private readonly onEmpty: () => void,
  ) {}

  async add(channel: string, listener: Listener, log: NotificationLog): Promise<StopListening> {
    this.log = log;
    const known = this.listeners.get(channel);
    const listeners = known ?? new Set<Listener>();
    listeners.add(listener);
    this.listeners.set(channel, listeners);
    if (this.connection === null && this.opening === null && this.retry === null) {
      this.opening = this.connect().finally(() => (this.opening = null));
    }
    const stop = async (): Promise<void> => {
      listeners.delete(listener);
      if (listeners.size === 0) this.listeners.delete(channel);
      if (this.listeners.size === 0) await this.close();
    };
    try {
      if (this.opening) await this.opening;
      else if (!known && this.connection) {
        await this.connection.query(`LISTEN ${identifier(channel)}`);
      }
    } catch (error) {
      await stop();
      throw error;
    }
    return stop;
  }

  /** Resolves once the notifications committed before the call have reached the listeners. */
  async heardAll(): Promise<void> {
    if (this.opening) await this.opening.catch(() => undefined);
    // PostgreSQL hands a session the notifications it has received before it answers its next
    // query, and the writer's commit signals the listening session before the writer hears that it
    // committed: one round trip on the listening connection is enough.
    await this.connection?.query('SELECT 1').catch(() => undefined);
  }

  private async connect(): Promise<void> {
    const next = new pg.Client({ ...this.pool.options, application_name: LISTENER_NAME });
    next.on('notification', (note) => {
      for (const listener of this.listeners.get(note.channel) ?? []) listener();
    });
    next.on('error', (error: Error) => {
      if (!this.closed) this.log.warn({ error: error.message }, 'notifications: connection lost');
    });
    next.on('end', () => {
      if (this.closed || this.connection !== next) return;
      this.connection = null;
      this.retry = setTimeout(() => this.reconnect(), RECONNECT_MS);
    });
    try {
      await next.connect();
      for (const channel of this.listeners.keys()) {
        await next.query(`LISTEN ${identifier(channel)}`);
      }
    } catch (error) {
      await next.end().catch(() => undefined);
      throw error;
    }
    if (this.closed) {
      await next.end().catch(() => undefined);
      return;
    }
    this.connection = next;
  }

  private reconnect(): void {
    this.retry = null;
    if (this.closed) return;
    this.opening = this.connect()
      // Changes announced while nobody listened are unknown: every listener hears one change.
      .then(() => {
        for (const listeners of this.listeners.values())
          for (const listener of listeners) listener();
      })
      .catch((error: Error) => {
        this.log.warn({ error: error.message }, 'notifications: reconnecting failed');
        if (!this.closed) this.retry = setTimeout(() => this.reconnect(), RECONNECT_MS);
      })
      .finally(() => (this.opening = null));
  }

  private async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.onEmpty();
    if (this.retry) clearTimeout(this.retry);
    const open = this.connection;
    this.connection = null;
    await open?.end().catch(() => undefined);
  }
}

const postgresListening = new WeakMap<pg.Pool, PostgresListening>();

/**
 * Calls `onNotice` whenever `channel` is notified on `db` (and once after a lost PostgreSQL
 * connection is back). Answers the function that stops it.
 */
export async function listenFor(
  db: Db,
  channel: string,
  onNotice: () => void,
  log: NotificationLog,
): Promise<StopListening> {
  const client = clientOf(db);
  if (client instanceof PGlite) {
    const unlisten = await client.listen(identifier(channel), () => onNotice());
    return async () => {
      if (!client.closed) await unlisten();
    };
  }
  if (client instanceof pg.Pool) {
    let listening = postgresListening.get(client);
    if (!listening) {
      const created: PostgresListening = new PostgresListening(client, log, () => {
        if (postgresListening.get(client) === created) postgresListening.delete(client);
      });
      listening = created;
      postgresListening.set(client, created);
    }
    return listening.add(channel, onNotice, log);
  }
  log.warn({ channel }, 'notifications: unknown database client, nothing is heard');
  return async () => {};
}

/**
 * Resolves once every notification committed on `db` before the call has reached this process's
 * listeners (PGlite: they have, at the commit).
 */
export async function heardAll(db: Db): Promise<void> {
  const client = clientOf(db);
  if (client instanceof pg.Pool) await postgresListening.get(client)?.heardAll();
}
