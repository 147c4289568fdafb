/**
 * Prometheus metrics (docs/operations.md): the process's instruments, the HTTP hook, the gauges read
 * from the database at scrape time, and the endpoint on its own port. Other modules count through
 * the small functions below; only this module knows prom-client.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  checkoutOutcomes,
  deferredCacheHits,
  deferredHttpAnswers,
  holdsCreated,
  holdsExpired,
  jobFailures,
  refundFailures,
  shopPageRefreshes,
  webhookFailures,
} from './instruments';

export { instrumentHttp } from './http-metrics';
export { databaseGauges } from './database-gauges';
export {
  answerPrimary,
  processMetrics,
  serveClusterMetrics,
  serveProcessMetrics,
  type MetricsLog,
} from './metrics-server';

/** A checkout ended: the order was booked. */
export function countBooked(): void {
  checkoutOutcomes.inc({ outcome: 'booked', reason: '' });
}

/** A checkout call was refused with a stable error code; PAYMENT_FAILED counts as its own outcome. */
export function countCheckoutRefused(code: string): void {
  if (code === 'PAYMENT_FAILED') checkoutOutcomes.inc({ outcome: 'payment_failed', reason: code });
  else checkoutOutcomes.inc({ outcome: 'refused', reason: code });
}

export function countHoldsCreated(count: number): void {
  if (count > 0) holdsCreated.inc(count);
}

export function countHoldsExpired(count: number): void {
  if (count > 0) holdsExpired.inc(count);
}

export function countJobFailure(job: string): void {
  jobFailures.inc({ job });
}

/** A read-cache lookup (on the read path: a number added to, the counter's labels at a scrape). */
export function countReadCache(kind: string, hit: boolean): void {
  const result = hit ? 'hit' : 'miss';
  deferredCacheHits.add(`${kind} ${result}`, { kind, result });
}

/** An answer of a kept page sent in front of the app (it takes microseconds: no duration kept). */
export function countKeptPageAnswer(method: string): void {
  deferredHttpAnswers.add(method, { method, route: 'unmatched', status: '2xx' });
}

/** A kept shop page whose time was up: drawn again, or kept as it was drawn. */
export function countShopPageRefresh(outcome: 'drawn' | 'kept'): void {
  shopPageRefreshes.inc({ outcome });
}

export function countRefundFailure(provider: string, kind: 'refused' | 'unreachable'): void {
  refundFailures.inc({ provider, kind });
}

/** A route hook for a payment webhook: an answer of 400 or more counts as a failed webhook. */
export function webhookFailureHook(provider: string) {
  return (_request: FastifyRequest, reply: FastifyReply, done: () => void): void => {
    if (reply.statusCode >= 400) webhookFailures.inc({ provider });
    done();
  };
}
