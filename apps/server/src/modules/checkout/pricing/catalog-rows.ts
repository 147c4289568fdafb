/**
 * The catalog rows a checkout prices with (tickets with their event and subtickets, event slots),
 * kept in memory per process: in a rush every checkout asks for the same few rows. They
 * are derived copies, kept only while the read cache's catalog version stays the same (the catalog
 * changed anywhere: the database's notification on every process, or a back-office change here) and
 * at most its catalog lifetime. Availability is never kept here: the holds decide.
 * Rows read while the catalog changed are used once but not kept. Only rows found are kept, so a
 * new slot is read from the database the first time it is asked for.
 */
import type { Db } from '../../../db/client';
import {
  eventSlotsByKeys,
  ticketsByIds,
  slotKey,
  type CatalogSlot,
  type CatalogTicket,
  type SlotKey,
} from '../../catalog';
import type { ReadCache } from '../../read-cache';

interface Kept<T> {
  row: T;
  at: number;
}

/** A bound on the rows kept: beyond it, rows are read from the database as before. */
const MAX_ROWS = 10_000;

export class CatalogRows {
  private version: number;
  private readonly tickets = new Map<string | number, Kept<CatalogTicket>>();
  private readonly slots = new Map<string | number, Kept<CatalogSlot>>();

  constructor(
    private readonly cache: Pick<ReadCache, 'catalogVersion' | 'lifetime'>,
    private readonly monotonic: () => number = () => performance.now(),
  ) {
    this.version = cache.catalogVersion;
  }

  /** Forgets everything when the catalog changed since the rows were kept. */
  private sync(): number {
    const version = this.cache.catalogVersion;
    if (version !== this.version) {
      this.tickets.clear();
      this.slots.clear();
      this.version = version;
    }
    return version;
  }

  private fresh<T>(kept: Kept<T> | undefined, now: number): kept is Kept<T> {
    return kept !== undefined && now - kept.at < this.cache.lifetime('catalog');
  }

  /**
   * The rows of `wanted` (keyed by `keyOf`): those kept and fresh, and the others from `load`, which
   * are kept when the catalog did not change while they were read.
   */
  private async read<W, R>(
    kept: Map<string | number, Kept<R>>,
    wanted: readonly W[],
    keyOf: (wanted: W) => string | number,
    rowKey: (row: R) => string | number,
    load: (missing: W[]) => Promise<R[]>,
  ): Promise<R[]> {
    const version = this.sync();
    const now = this.monotonic();
    const found: R[] = [];
    const missing: W[] = [];
    for (const each of wanted) {
      const row = kept.get(keyOf(each));
      if (this.fresh(row, now)) found.push(row.row);
      else missing.push(each);
    }
    if (missing.length === 0) return found;
    const rows = await load(missing);
    if (this.sync() === version) {
      for (const row of rows) {
        if (kept.size < MAX_ROWS) kept.set(rowKey(row), { row, at: now });
      }
    }
    return [...found, ...rows];
  }

  /** Event tickets with their event and subtickets (`ticketsByIds`). */
  ticketsByIds(db: Db, ids: readonly number[]): Promise<CatalogTicket[]> {
    return this.read(
      this.tickets,
      [...new Set(ids)],
      (id) => id,
      (row) => row.id,
      (missing) => ticketsByIds(db, missing),
    );
  }

  /** Event slots by (event, mode, start) (`eventSlotsByKeys`). */
  eventSlotsByKeys(db: Db, keys: readonly SlotKey[]): Promise<CatalogSlot[]> {
    return this.read(
      this.slots,
      keys,
      (key) => slotKey(key.eventId, key.mode, key.startsAt),
      (row) => slotKey(row.eventId, row.mode, row.startsAt),
      (missing) => eventSlotsByKeys(db, missing),
    );
  }
}

const kept = new WeakMap<ReadCache, CatalogRows>();

/** The catalog rows of the app whose read cache is `cache`; none when the read cache is off. */
export function catalogRows(cache: ReadCache | undefined): CatalogRows | null {
  if (!cache) return null;
  let rows = kept.get(cache);
  if (!rows) {
    rows = new CatalogRows(cache);
    kept.set(cache, rows);
  }
  return rows;
}
