/**
 * The metrics endpoint: `GET /metrics` in Prometheus's text format on a port of its own
 * (`server.metrics.port`, docs/configuration.md), never on the shop's public port. A single server
 * process serves its own registries; on PostgreSQL with several processes (`cluster.ts`) the primary
 * serves them, summed over the workers by prom-client's `AggregatorRegistry` (docs/decisions.md,
 * "Metrics"), and each worker answers the primary's requests over the cluster's IPC channel.
 */
import cluster from 'node:cluster';
import { createServer, type Server } from 'node:http';
import { AggregatorRegistry, Registry, type RegistryContentType } from 'prom-client';
import { collectProcessMetrics, processRegistry } from './instruments';

export interface MetricsSettings {
  port: number | null;
  host: string;
}

export interface MetricsLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Serves `read()` at `GET /metrics`; answers the stop function once it listens. */
export async function serveMetrics(
  settings: { port: number; host: string },
  read: () => Promise<{ text: string; contentType: string }>,
  log?: MetricsLog,
): Promise<{ port: number; close: () => Promise<void> }> {
  const server: Server = createServer((request, response) => {
    const path = (request.url ?? '/').split('?')[0];
    if (path !== '/metrics' || (request.method !== 'GET' && request.method !== 'HEAD')) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found: metrics are at GET /metrics\n');
      return;
    }
    read().then(
      ({ text, contentType }) => {
        response.writeHead(200, { 'content-type': contentType });
        response.end(request.method === 'HEAD' ? undefined : text);
      },
      (error: unknown) => {
        log?.error(
          { error: error instanceof Error ? error.message : String(error) },
          'metrics could not be collected',
        );
        response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
        response.end('Metrics could not be collected\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, settings.host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : settings.port;
  log?.info({ port, host: settings.host }, 'metrics served at /metrics');
  return {
    port,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

/** One process's metrics: its counters and, when given, the database gauges. */
export function processMetrics(extra: readonly Registry[] = []): Registry {
  collectProcessMetrics();
  return extra.length === 0 ? processRegistry : Registry.merge([processRegistry, ...extra]);
}

/** Serves this process's own metrics (a single server process). */
export function serveProcessMetrics(
  settings: { port: number; host: string },
  extra: readonly Registry[],
  log?: MetricsLog,
): Promise<{ port: number; close: () => Promise<void> }> {
  const registry = processMetrics(extra);
  return serveMetrics(
    settings,
    async () => ({ text: await registry.metrics(), contentType: registry.contentType }),
    log,
  );
}

let aggregator: AggregatorRegistry<RegistryContentType> | null = null;

/**
 * A cluster worker: answers the primary's metric requests with its counters and `extra` (called
 * again when the database gauges are ready; the last call counts).
 */
export function answerPrimary(extra: readonly Registry[] = []): void {
  if (!cluster.isWorker) return;
  collectProcessMetrics();
  AggregatorRegistry.setRegistries([processRegistry, ...extra]);
  // Constructing one adds the worker's listener for the primary's requests.
  aggregator ??= new AggregatorRegistry();
}

/** The cluster's primary: serves the sum of its workers' metrics. */
export function serveClusterMetrics(
  settings: { port: number; host: string },
  log?: MetricsLog,
): Promise<{ port: number; close: () => Promise<void> }> {
  const registry = (aggregator ??= new AggregatorRegistry());
  return serveMetrics(
    settings,
    async () => ({ text: await registry.clusterMetrics(), contentType: registry.contentType }),
    log,
  );
}
