/**
 * The gauges read from the database when metrics are scraped (never kept in a process): the
 * e-mail outbox's length and the age of its oldest unsent message, the messages given up, and the
 * holds that are taking places now. Every process reads the same rows, so the cluster's primary
 * takes the largest of the workers' values instead of their sum.
 */
import { sql } from 'drizzle-orm';
import { Gauge, Registry } from 'prom-client';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

interface Snapshot {
  queued: number;
  oldestSeconds: number | null;
  givenUp: number;
  holds: number;
}

async function readSnapshot(db: Db, now: Date): Promise<Snapshot> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    SELECT
      (SELECT COUNT(*) FROM email_outbox WHERE status = 'queued')::int AS queued,
      (SELECT EXTRACT(EPOCH FROM (${at} - MIN(created_at)))::float8
         FROM email_outbox WHERE status = 'queued') AS "oldestSeconds",
      (SELECT COUNT(*) FROM email_outbox WHERE status = 'failed')::int AS "givenUp",
      (SELECT COUNT(*) FROM holds WHERE settled_at IS NULL AND expires_at > ${at})::int AS holds
  `);
  const [row] = rowsOf<Record<keyof Snapshot, number | string | null>>(result);
  const number = (value: number | string | null | undefined) =>
    value === null || value === undefined ? null : Number(value);
  return {
    queued: number(row?.queued) ?? 0,
    oldestSeconds: number(row?.oldestSeconds),
    givenUp: number(row?.givenUp) ?? 0,
    holds: number(row?.holds) ?? 0,
  };
}

/** A registry whose gauges read `db` at each scrape (one query for all of them). */
export function databaseGauges(db: Db, clock: { now(): Date }): Registry {
  const registry = new Registry();
  let reading: Promise<Snapshot | null> | null = null;
  // The gauges of one scrape are collected together: they share one query.
  const snapshot = (): Promise<Snapshot | null> => {
    reading ??= readSnapshot(db, clock.now())
      .catch(() => null)
      .finally(() => {
        reading = null;
      });
    return reading;
  };
  const gauge = (name: string, help: string, value: (s: Snapshot) => number, down = Number.NaN) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      aggregator: 'max',
      async collect() {
        const read = await snapshot();
        // The database did not answer: no number rather than an old one.
        this.set(read ? value(read) : down);
      },
    });
  gauge(
    'foyer_mail_outbox_queued',
    'E-mails waiting to be sent (queued, including those waiting for a retry).',
    (s) => s.queued,
  );
  gauge(
    'foyer_mail_outbox_oldest_age_seconds',
    'Age of the oldest unsent e-mail in seconds (0 when none waits).',
    (s) => s.oldestSeconds ?? 0,
  );
  gauge(
    'foyer_mail_outbox_given_up',
    'E-mails given up after their last attempt (kept for staff to look at).',
    (s) => s.givenUp,
  );
  gauge('foyer_holds_current', 'Holds taking places now (unsettled, not expired).', (s) => s.holds);
  gauge(
    'foyer_metrics_database_up',
    'Whether the database answered this scrape (1) or not (0).',
    () => 1,
    0,
  );
  return registry;
}
