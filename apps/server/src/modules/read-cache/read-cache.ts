/**
 * Ready, serialized answers of the shop's catalog and content calls, kept in memory per URL (the URL
 * carries the language). Two kinds of entries:
 *
 * - `catalog` answers (event and tour lists, content, pages…) stay until the catalog changes
 *   (`invalidate('all')`, called on every process by the change listener) or, as a safety net for
 *   answers that depend on the time of day, for `catalogMs`.
 * - `availability` answers (calendars, sold-out calls, ticket counts, stock) also live at most
 *   `availabilityMs` (≤ 1 s): they may lag that long behind holds and sales taken by other
 *   processes; the hold itself stays the only authority.
 *
 * An answer is computed once for all the requests that ask for it at the same time, and refreshed
 * in the background when three quarters of its time are up (`REFRESH_AFTER`), so a busy URL never
 * waits for the database; a request that finds it expired while the refresh runs waits for that
 * refresh. An answer computed while an invalidation happened is handed to its callers but not kept.
 */
import { countReadCache } from '../metrics';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import type { Clock } from '../../clock';

export type CacheKind = 'catalog' | 'availability';

/**
 * The share of its lifetime after which a kept answer that is asked for is computed again in the
 * background. Later means fewer computations (an availability answer asked for all the time: 1.33
 * a second instead of 2 at half its life); the last quarter (250 ms of a second) is the time the
 * computation has before a request would wait for it.
 */
export const REFRESH_AFTER = 0.75;

export interface CachedAnswer {
  /** The JSON body. */
  body: string;
  /** The body in UTF-8, ready to send: its length is known and it needs no encoding per answer. */
  bytes: Buffer;
  /** Strong validator of the body (`"…"`). */
  etag: string;
  kind: CacheKind;
}

interface Entry extends CachedAnswer {
  /** Monotonic time (ms) when the computation started: the data is at least this fresh. */
  startedAt: number;
  /** The injected clock's time at the start (a test clock that jumps makes the entry stale). */
  clockAt: number;
  catalogGeneration: number;
  availabilityGeneration: number;
}

/** What a computation gives: a cacheable body, or anything else (a failure) handed back as is. */
export type Computed<U> = { body: string } | { other: U };

export interface ReadCacheOptions {
  catalogMs: number;
  availabilityMs: number;
  maxEntries: number;
  clock: Clock;
  /** Monotonic milliseconds (tests may pass their own). */
  monotonic?: () => number;
  /** Called when a background refresh fails (the old answer stays until it expires). */
  onRefreshError?: (error: unknown) => void;
}

export function etagOf(body: string): string {
  return `"${createHash('sha1').update(body).digest('base64url')}"`;
}

export class ReadCache {
  private readonly entries: LRUCache<string, Entry>;
  private readonly pending = new Map<string, Promise<unknown>>();
  private catalogGeneration = 0;
  private availabilityGeneration = 0;
  private readonly monotonic: () => number;

  constructor(private readonly options: ReadCacheOptions) {
    this.entries = new LRUCache<string, Entry>({ max: options.maxEntries });
    this.monotonic = options.monotonic ?? (() => performance.now());
  }

  /** How long an entry of `kind` may be served. */
  lifetime(kind: CacheKind): number {
    return kind === 'catalog' ? this.options.catalogMs : this.options.availabilityMs;
  }

  /** Seconds a browser or proxy may reuse an answer of `kind` without asking again. */
  maxAgeSeconds(kind: CacheKind): number {
    return kind === 'catalog' ? 0 : Math.floor(this.options.availabilityMs / 1000);
  }

  /** Forgets every answer (`all`: the catalog changed) or the availability answers only. */
  invalidate(scope: 'all' | 'availability'): void {
    this.availabilityGeneration += 1;
    if (scope === 'all') {
      this.catalogGeneration += 1;
      this.entries.clear();
    }
  }

  /**
   * Counts the catalog's changes seen by this process (`invalidate('all')`): other derived copies of
   * catalog rows (the prices a checkout reads) are kept only while it stays the same.
   */
  get catalogVersion(): number {
    return this.catalogGeneration;
  }

  /** Number of answers kept (tests and diagnostics). */
  get size(): number {
    return this.entries.size;
  }

  private age(entry: Entry, now: number): number {
    const clockDrift = Math.abs(this.options.clock.now().getTime() - entry.clockAt);
    return Math.max(now - entry.startedAt, clockDrift);
  }

  private current(entry: Entry): boolean {
    return (
      entry.catalogGeneration === this.catalogGeneration &&
      (entry.kind === 'catalog' || entry.availabilityGeneration === this.availabilityGeneration)
    );
  }

  /**
   * The kept answer of `key`, or the answer `compute` gives (kept when it is a body). Concurrent
   * callers of one key share one computation.
   */
  async read<U>(
    key: string,
    kind: CacheKind,
    compute: () => Promise<Computed<U>>,
  ): Promise<CachedAnswer | { other: U }> {
    const kept = this.peek(key, kind, compute);
    if (kept) return kept;
    countReadCache(kind, false);
    const running = this.pending.get(key) as Promise<CachedAnswer | { other: U }> | undefined;
    if (running) return running;
    const started = this.run(key, kind, compute).finally(() => this.pending.delete(key));
    this.pending.set(key, started);
    return started;
  }

  /**
   * The kept answer of `key` when it may still be served, without waiting (the server answers it in
   * the same tick); starts the background refresh past `REFRESH_AFTER` of its life like `read`. Undefined when
   * `read` has to compute.
   */
  peek<U>(
    key: string,
    kind: CacheKind,
    compute: () => Promise<Computed<U>>,
  ): CachedAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry || !this.current(entry)) return undefined;
    const age = this.age(entry, this.monotonic());
    const lifetime = this.lifetime(kind);
    if (age >= lifetime) return undefined;
    if (age >= lifetime * REFRESH_AFTER) this.refresh(key, kind, compute);
    countReadCache(kind, true);
    return entry;
  }

  private refresh<U>(key: string, kind: CacheKind, compute: () => Promise<Computed<U>>): void {
    if (this.pending.has(key)) return;
    // Pending like a computation `read` started: a request that finds the answer expired before
    // the refresh ends waits for it instead of computing it a second time.
    const started = this.run(key, kind, compute);
    this.pending.set(key, started);
    started
      .catch((error: unknown) => this.options.onRefreshError?.(error))
      .finally(() => {
        if (this.pending.get(key) === started) this.pending.delete(key);
      });
  }

  private async run<U>(
    key: string,
    kind: CacheKind,
    compute: () => Promise<Computed<U>>,
  ): Promise<CachedAnswer | { other: U }> {
    const catalogGeneration = this.catalogGeneration;
    const availabilityGeneration = this.availabilityGeneration;
    const startedAt = this.monotonic();
    const clockAt = this.options.clock.now().getTime();
    const result = await compute();
    if (!('body' in result)) {
      // The URL answers a failure now (unknown id, ended event): a kept body is no longer true.
      this.entries.delete(key);
      return result;
    }
    // An answer computed again is most often the same (a refresh): it keeps its bytes and validator,
    // and with them what is kept per bytes (a page's compressed copies and headers, serve-web.ts).
    const previous = this.entries.peek(key);
    const same = previous !== undefined && previous.body === result.body;
    const entry: Entry = {
      body: result.body,
      bytes: same ? previous.bytes : Buffer.from(result.body, 'utf8'),
      etag: same ? previous.etag : etagOf(result.body),
      kind,
      startedAt,
      clockAt,
      catalogGeneration,
      availabilityGeneration,
    };
    if (this.current(entry) && this.lifetime(kind) > 0) this.entries.set(key, entry);
    return entry;
  }
}

/** True when the request's `If-None-Match` names `etag` (or `*`); weak validators match too. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}
