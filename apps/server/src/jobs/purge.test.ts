import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { emailOutbox, rateLimits } from '../db/schema';
import { testDatabaseKinds } from '../testing/databases';
import { purgeStaleRows, startPurge } from './purge';

const NOW = new Date('2026-11-21T09:00:00.000Z');
const hoursAgo = (hours: number) => new Date(NOW.getTime() - hours * 3_600_000);

describe.each(testDatabaseKinds())('purge of stale rows on $name', ({ open }) => {
  let database: Database;

  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('deletes quiet counters and mail sent long ago, and keeps everything else', async () => {
    const { db } = database;
    await db.insert(rateLimits).values([
      { key: 'quiet', failures: 3, windowStart: hoursAgo(30), blockedUntil: null },
      {
        key: 'quiet-delay-over',
        failures: 9,
        windowStart: hoursAgo(30),
        blockedUntil: hoursAgo(1),
      },
      { key: 'still-delaying', failures: 9, windowStart: hoursAgo(30), blockedUntil: hoursAgo(-1) },
      { key: 'recent', failures: 1, windowStart: hoursAgo(2), blockedUntil: null },
    ]);
    const mail = { to: 'a@example.org', subject: 'Tickets', text: 'Hello' };
    await db.insert(emailOutbox).values([
      { ...mail, subject: 'old sent', status: 'sent', sentAt: hoursAgo(31 * 24) },
      { ...mail, subject: 'new sent', status: 'sent', sentAt: hoursAgo(24) },
      { ...mail, subject: 'old failed', status: 'failed' },
      { ...mail, subject: 'queued', status: 'queued' },
    ]);

    expect(await purgeStaleRows(db, NOW)).toEqual({ rateLimits: 2, sentMails: 1 });
    const keys = (await db.select({ key: rateLimits.key }).from(rateLimits)).map((row) => row.key);
    expect(keys.sort()).toEqual(['recent', 'still-delaying']);
    const subjects = (await db.select({ subject: emailOutbox.subject }).from(emailOutbox)).map(
      (row) => row.subject,
    );
    expect(subjects.sort()).toEqual(['new sent', 'old failed', 'queued']);
    expect(await purgeStaleRows(db, NOW)).toEqual({ rateLimits: 0, sentMails: 0 });
  });

  it('runs as a job that logs what it purged and stops cleanly', async () => {
    const { db } = database;
    await db
      .insert(rateLimits)
      .values({ key: 'job', failures: 1, windowStart: hoursAgo(48), blockedUntil: null });
    const logged: object[] = [];
    const stop = startPurge(
      { db, clock: { now: () => NOW } },
      { intervalMs: 60_000, log: { info: (details) => logged.push(details), error: () => {} } },
    );
    await stop();
    expect(logged).toEqual([{ rateLimits: 1, sentMails: 0 }]);
  });

  it('gathers the planner statistics when asked to (PGlite has no autovacuum)', async () => {
    const { db } = database;
    const analyzed = async () => {
      const result = await db.execute(
        sql`SELECT count(*)::int AS n FROM pg_stat_user_tables
            WHERE relname = 'rate_limits' AND last_analyze IS NOT NULL`,
      );
      return (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n;
    };
    const before = await analyzed();
    const stop = startPurge(
      { db, clock: { now: () => NOW }, gatherStatistics: true },
      { intervalMs: 60_000 },
    );
    await stop();
    expect(before).toBe(0);
    await expect.poll(analyzed).toBe(1);
  });
});
