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

export function instrumentHttp(app: FastifyInstance): void {
  const children = new Map<string, Children>();
  app.addHook('onResponse', (request, reply, done) => {
    // A request no route matched (404) has no pattern: its URL is the visitor's, not a label.
    const route = request.routeOptions.url ?? 'unmatched';
    const status = statusClass(reply.statusCode);
    const key = `${request.method} ${status} ${route}`;
    let child = children.get(key);
    if (!child) {
      const labels = { method: request.method, route, status };
      child = { count: httpRequests.labels(labels), duration: httpDuration.labels(labels) };
      children.set(key, child);
    }
    child.count.inc();
    child.duration.observe(reply.elapsedTime / 1000);
    done();
  });
}
