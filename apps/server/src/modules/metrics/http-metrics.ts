/**
 * Counts every answer of the app by method, route pattern (`/api/:lang/orders/:id`, never the raw
 * URL: no tokens or ids reach a label) and status class, with its latency. One hook, and one cached
 * pair of label children per route and class, so a request costs two additions.
 */
import type { FastifyInstance } from 'fastify';
import { httpDuration, httpRequests } from './instruments';

interface Children {
  count: { inc(): void };
  duration: { observe(seconds: number): void };
}

const STATUS_CLASSES = ['1xx', '2xx', '3xx', '4xx', '5xx'] as const;

function statusClass(code: number): string {
  return STATUS_CLASSES[Math.floor(code / 100) - 1] ?? 'other';
}

const children = new Map<string, Children>();

/**
 * Counts one answer: `route` is the route's pattern, or `unmatched` for a request no route matched
 * (the shop's pages, 404s), whose URL is the visitor's, not a label.
 */
function countHttpAnswer(method: string, route: string, statusCode: number, seconds: number): void {
  const status = statusClass(statusCode);
  const key = `${method} ${status} ${route}`;
  let child = children.get(key);
  if (!child) {
    const labels = { method, route, status };
    child = { count: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
    children.set(key, child);
  }
  child.count.inc();
  child.duration.observe(seconds);
}

export function instrumentHttp(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    countHttpAnswer(
      request.method,
      request.routeOptions.url ?? 'unmatched',
      reply.statusCode,
      reply.elapsedTime / 1000,
    );
    done();
  });
}
