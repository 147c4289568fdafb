/**
 * The database's notifications as a process hears them: each channel reaches its own listeners,
 * `heardAll` waits until everything committed before it has arrived, a stopped listener hears
 * nothing more; on PostgreSQL one listening connection serves every channel, and a lost one is
 * opened again, after which every listener hears one change.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Db } from './client';
import { heardAll, LISTENER_NAME, listenFor } from './notifications';
import { testDatabaseKinds } from '../testing/databases';

const log = { warn: () => undefined };

async function notify(db: Db, channel: string): Promise<void> {
  await db.execute(sql`SELECT pg_notify(${channel}, '')`);
}

/** The listening connections of this process on the database (PostgreSQL). */
async function listeningConnections(db: Db): Promise<number> {
  const result = await db.execute(
    sql`SELECT COUNT(*)::int AS n FROM pg_stat_activity
      WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`,
  );
  return Number((result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

describe.each(testDatabaseKinds())('database notifications on $name', ({ name, open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it("hands each channel's notifications to its own listeners until they stop", async () => {
    const { db } = database;
    const heard = { first: 0, second: 0, other: 0 };
    const stopFirst = await listenFor(db, 'foyer_test_one', () => (heard.first += 1), log);
    const stopSecond = await listenFor(db, 'foyer_test_one', () => (heard.second += 1), log);
    const stopOther = await listenFor(db, 'foyer_test_two', () => (heard.other += 1), log);
    if (name === 'postgres') expect(await listeningConnections(db)).toBe(1);

    await notify(db, 'foyer_test_one');
    await heardAll(db);
    expect(heard).toEqual({ first: 1, second: 1, other: 0 });
    await notify(db, 'foyer_test_two');
    await heardAll(db);
    expect(heard).toEqual({ first: 1, second: 1, other: 1 });

    await stopFirst();
    await notify(db, 'foyer_test_one');
    await heardAll(db);
    expect(heard).toEqual({ first: 1, second: 2, other: 1 });

    await stopSecond();
    await stopOther();
    if (name === 'postgres') expect(await listeningConnections(db)).toBe(0);
    await notify(db, 'foyer_test_one');
    await notify(db, 'foyer_test_two');
    await heardAll(db);
    expect(heard).toEqual({ first: 1, second: 2, other: 1 });
  });
});

const postgres = testDatabaseKinds().find((kind) => kind.name === 'postgres');

describe.runIf(postgres)('a lost listening connection on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    if (postgres) database = await postgres.open();
  }, 120_000);
  afterAll(async () => {
    await database?.close();
  });

  it('is opened again, and then every listener hears one change', async () => {
    const { db } = database;
    const heard = { one: 0, two: 0 };
    const stops = [
      await listenFor(db, 'foyer_test_one', () => (heard.one += 1), log),
      await listenFor(db, 'foyer_test_two', () => (heard.two += 1), log),
    ];
    try {
      await db.execute(
        sql`SELECT pg_terminate_backend(pid) FROM pg_stat_activity
          WHERE datname = current_database() AND application_name = ${LISTENER_NAME}`,
      );
      const deadline = performance.now() + 10_000;
      while (heard.one === 0 || heard.two === 0) {
        if (performance.now() > deadline) throw new Error('no listener heard the reconnection');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(heard).toEqual({ one: 1, two: 1 });
      expect(await listeningConnections(db)).toBe(1);
      await notify(db, 'foyer_test_one');
      await heardAll(db);
      expect(heard).toEqual({ one: 2, two: 1 });
    } finally {
      for (const stop of stops) await stop();
    }
  });
});
