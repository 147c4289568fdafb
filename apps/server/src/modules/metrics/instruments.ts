/**
 * The process's metric instruments, in one registry (docs/operations.md lists them). Counters and
 * histograms count what this process did; the cluster's primary sums them over the workers
 * (`metrics-server.ts`, docs/decisions.md "Metrics"). Labels only carry bounded, public values:
 * route patterns, status classes, stable error codes, job names; never a URL, token or address.
 */
import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';

/** The registry of this process's counters (the database gauges live in `database-gauges.ts`). */
export const processRegistry = new Registry();

let defaultsCollected = false;

/**
 * Adds Node's default metrics (event-loop delay, heap, CPU, handles) to the process registry, once:
 * only a process that serves or sends metrics pays for their event-loop monitor.
 */
export function collectProcessMetrics(): void {
  if (defaultsCollected) return;
  defaultsCollected = true;
  collectDefaultMetrics({ register: processRegistry });
}

/**
 * Counts added to a counter when it is read (a scrape) rather than one by one: the hottest answers
 * (kept pages, cache hits) cost one addition to a number each, not prom-client's label lookup.
 */
export class DeferredCounts {
  private readonly pending = new Map<string, { labels: Record<string, string>; count: number }>();

  /** One more for `labels`, whose values `key` joins. */
  add(key: string, labels: Record<string, string>): void {
    const entry = this.pending.get(key);
    if (entry) entry.count += 1;
    else this.pending.set(key, { labels, count: 1 });
  }

  /** Adds what was counted to `counter` and starts again. */
  flushInto(counter: { inc(labels: Record<string, string>, value: number): void }): void {
    for (const entry of this.pending.values()) {
      if (entry.count > 0) counter.inc(entry.labels, entry.count);
      entry.count = 0;
    }
  }
}

/** HTTP answers counted without their duration (kept pages answered in front of the app). */
export const deferredHttpAnswers = new DeferredCounts();
/** Read-cache hits, counted when read. */
export const deferredCacheHits = new DeferredCounts();

export const httpRequests = new Counter({
  name: 'foyer_http_requests_total',
  help: 'HTTP requests answered, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [processRegistry],
  collect() {
    deferredHttpAnswers.flushInto(this);
  },
});

export const httpDuration = new Histogram({
  name: 'foyer_http_request_duration_seconds',
  help: 'Time from a request to its answer, by method, route pattern and status class.',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [processRegistry],
});

export const checkoutOutcomes = new Counter({
  name: 'foyer_checkout_outcomes_total',
  help: 'Checkout outcomes: booked, refused (reason: the stable error code) and payment_failed.',
  labelNames: ['outcome', 'reason'] as const,
  registers: [processRegistry],
});

export const holdsCreated = new Counter({
  name: 'foyer_holds_created_total',
  help: 'Hold rows written (one per capacity of a pending order).',
  registers: [processRegistry],
});

export const holdsExpired = new Counter({
  name: 'foyer_holds_expired_total',
  help: 'Expired holds given back (by the sweeper or by a checkout on the same capacity).',
  registers: [processRegistry],
});

export const refundFailures = new Counter({
  name: 'foyer_refund_failures_total',
  help: 'Refund requests the payment provider refused (kind refused) or did not answer (unreachable).',
  labelNames: ['provider', 'kind'] as const,
  registers: [processRegistry],
});

export const webhookFailures = new Counter({
  name: 'foyer_webhook_failures_total',
  help: 'Payment webhooks answered with an error (bad signature, unknown payment, server error).',
  labelNames: ['provider'] as const,
  registers: [processRegistry],
});

export const readCacheLookups = new Counter({
  name: 'foyer_read_cache_lookups_total',
  help: 'Read-cache lookups by kind (catalog, availability) and result (hit, miss).',
  labelNames: ['kind', 'result'] as const,
  registers: [processRegistry],
  collect() {
    deferredCacheHits.flushInto(this);
  },
});

export const shopPageRefreshes = new Counter({
  name: 'foyer_shop_page_refreshes_total',
  help: 'Kept shop pages whose time was up, by outcome: drawn again, or kept (their answers were the same).',
  labelNames: ['outcome'] as const,
  registers: [processRegistry],
});

export const jobFailures = new Counter({
  name: 'foyer_job_failures_total',
  help: 'Failed runs of the background jobs, by job.',
  labelNames: ['job'] as const,
  registers: [processRegistry],
});
