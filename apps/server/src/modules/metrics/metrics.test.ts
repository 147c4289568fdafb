/**
 * The metrics endpoint on its own port: a purchase in the shop moves the HTTP, checkout and hold
 * counters and the outbox gauges; the shop's public port has no metrics; a failing background job
 * counts and logs one line with its name. On PGlite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FoyerConfig } from '../../config/schema';
import type { Database } from '../../db/client';
import { startPeriodic } from '../../jobs/periodic';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { TEST_ARGON2 } from '../customers/testing';
import { buy } from '../orders/testing';
import { parsePrometheusText } from './testing';

function sample(samples: Map<string, number>, name: string): number {
  return samples.get(name) ?? 0;
}

describe.each(testDatabaseKinds())('metrics on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let config: FoyerConfig;

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    const demo = demoConfig();
    config = { ...demo, server: { ...demo.server, metrics: { port: 0, host: '127.0.0.1' } } };
    app = await createTestApp(database, { config, customers: { argon2: TEST_ARGON2 } });
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function scrape(): Promise<Map<string, number>> {
    const res = await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/plain');
    return parsePrometheusText(await res.text());
  }

  it('shows a purchase moving the counters, labelled by route pattern', async () => {
    expect(app.metricsPort).toBeGreaterThan(0);
    const before = await scrape();
    const slot = await freshSlot(database.db, catalog, 10);
    const orderToken = await buy(app, [
      {
        type: 'ticket',
        id: catalog.tickets.adult,
        count: 2,
        datetime: slot.datetime,
        subtickets: [],
      },
    ]);
    const after = await scrape();

    const booked = 'foyer_checkout_outcomes_total{outcome="booked",reason=""}';
    expect(sample(after, booked) - sample(before, booked)).toBe(1);
    const created = 'foyer_holds_created_total';
    expect(sample(after, created) - sample(before, created)).toBe(2);
    const execRoute =
      'foyer_http_requests_total{method="POST",route="/api/:lang/checkout/execPayment",status="2xx"}';
    expect(sample(after, execRoute) - sample(before, execRoute)).toBe(1);
    const latency =
      'foyer_http_request_duration_seconds_count{method="POST",route="/api/:lang/checkout/execPayment",status="2xx"}';
    expect(sample(after, latency) - sample(before, latency)).toBe(1);
    // The booked order's confirmation waits in the outbox (no worker runs in tests).
    expect(sample(after, 'foyer_mail_outbox_queued')).toBeGreaterThan(0);
    expect(sample(after, 'foyer_mail_outbox_oldest_age_seconds')).toBeGreaterThanOrEqual(0);
    expect(sample(after, 'foyer_metrics_database_up')).toBe(1);
    expect(after.has('nodejs_eventloop_lag_seconds')).toBe(true);
    // No label carries a URL of a request: the order's token appears nowhere.
    const text = await (await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`)).text();
    expect(text).not.toContain(orderToken);
  });

  it('counts a refused checkout by its code', async () => {
    const before = await scrape();
    const slot = await freshSlot(database.db, catalog, 1, 1);
    await expect(
      buy(app, [
        {
          type: 'ticket',
          id: catalog.tickets.adult,
          count: 1,
          datetime: slot.datetime,
          subtickets: [],
        },
      ]),
    ).rejects.toThrow(/initPayment/);
    const after = await scrape();
    const refused = [...after].filter(([name]) =>
      name.startsWith('foyer_checkout_outcomes_total{outcome="refused"'),
    );
    const moved = refused.filter(([name, value]) => value > sample(before, name));
    expect(moved).toHaveLength(1);
  });

  it('serves no metrics on the shop port, and nothing but /metrics on its own', async () => {
    const res = await app.inject({ method: 'GET', url: '/metrics' });
    expect(res.body).not.toContain('foyer_http_requests_total');
    expect(res.statusCode).not.toBe(200);
    const other = await fetch(`http://127.0.0.1:${app.metricsPort}/api/health`);
    expect(other.status).toBe(404);
  });

  it('logs and counts a failing background job once, with its name', async () => {
    const lines: Array<{ details: object; message: string }> = [];
    const log = { error: (details: object, message: string) => lines.push({ details, message }) };
    const before = await scrape();
    const stop = startPeriodic(
      { name: 'test job', log },
      async () => {
        throw new Error('mail server at smtp.example refused');
      },
      60_000,
    );
    await stop();
    const after = await scrape();
    expect(lines).toEqual([
      {
        details: { job: 'test job', error: 'mail server at smtp.example refused' },
        message: 'test job failed',
      },
    ]);
    const failures = 'foyer_job_failures_total{job="test job"}';
    expect(sample(after, failures) - sample(before, failures)).toBe(1);
  });
});
