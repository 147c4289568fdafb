/**
 * Catalog reads from memory on a real database, with two app instances on one
 * database as two server processes would be: answers are kept and served again without the
 * database, a catalog change (by anyone) reaches both instances through the database's
 * notification, ETag/304 and Cache-Control, availability lags at most a second, and a back-office
 * edit is in the shop's answer at once.
 */
import { compactDate } from '@foyer/domain';
import { eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, eventDays, events, eventSlots } from '../../db/schema';
import { buildApp } from '../../app';
import { demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { insertEventFixture, type EventFixture } from '../catalog/testing';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { signedIn } from '../orders/testing';

/** Polls `probe` until it is true; answers the milliseconds it took, or throws after `limitMs`. */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  while (!(await probe())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  return performance.now() - started;
}

describe.each(testDatabaseKinds())('catalog reads from memory on $name', ({ open }) => {
  let database: Database;
  /** Two instances on one database, like two server processes. */
  let first: FastifyInstance;
  let second: FastifyInstance;
  let fx: EventFixture;
  const clock = movableClock(TEST_NOW);
  const config = demoConfig();

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    fx = await insertEventFixture(database.db, TEST_NOW, config.server.timeZone);
    // The shipped settings (createTestApp keeps no availability answers).
    const options = { config, clock, db: database.db, customers: { argon2: TEST_ARGON2 } };
    first = await buildApp(options);
    second = await buildApp(options);
    // Two app instances and a database: minutes on a machine shared by many test runs.
  }, 300_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await database?.close();
  });

  const get = (app: FastifyInstance, url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'GET', url, headers });

  /** Renames the exhibition without firing the catalog triggers (as if the cache were bypassed). */
  async function renameSilently(name: string): Promise<void> {
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`SET LOCAL session_replication_role = replica`);
      await tx
        .update(events)
        .set({ name: { de: name, en: name } })
        .where(eq(events.id, fx.events.exhibition));
    });
  }

  it('serves a kept answer again and forgets it on every instance when the catalog changes', async () => {
    await renameSilently('Kept exhibition');
    const url = '/api/en/event/select';
    expect((await get(first, url)).body).toContain('Kept exhibition');
    expect((await get(second, url)).body).toContain('Kept exhibition');
    // A change the database does not announce is not seen: both answers come from memory.
    await renameSilently('Unannounced name');
    expect((await get(first, url)).body).toContain('Kept exhibition');
    expect((await get(second, url)).body).toContain('Kept exhibition');
    // Any announced change (here plain SQL, as the catalog import or an editor would write)
    // reaches both instances through the database's notification.
    await database.db
      .update(events)
      .set({ name: { de: 'Neuer Name', en: 'New name' } })
      .where(eq(events.id, fx.events.exhibition));
    for (const app of [first, second]) {
      await within(1000, async () => (await get(app, url)).body.includes('New name'));
    }
    expect((await get(second, '/api/de/event/select')).body).toContain('Neuer Name');
  });

  it('answers 304 to a matching If-None-Match, with Cache-Control per kind of answer', async () => {
    const url = '/api/en/event/select';
    const answer = await get(first, url);
    expect(answer.statusCode).toBe(200);
    const etag = String(answer.headers.etag);
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(answer.headers['cache-control']).toBe('public, max-age=0, must-revalidate');
    expect(answer.headers['content-type']).toBe('application/json; charset=utf-8');
    const again = await get(first, url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await get(second, url, { 'if-none-match': `W/${etag}, "other"` })).statusCode).toBe(
      304,
    );
    expect((await get(first, url, { 'if-none-match': '"stale"' })).statusCode).toBe(200);
    // Another language is another answer with another validator.
    const german = await get(first, '/api/de/event/select');
    expect(german.headers.etag).not.toBe(etag);
    const calendar = await get(
      first,
      `/api/en/ticket/calendar/event/${fx.events.exhibition}/range/20261121;20261130?deep=1`,
    );
    expect(calendar.statusCode).toBe(200);
    expect(calendar.headers['cache-control']).toBe('public, max-age=1');
    // Failures are never kept or validated.
    const missing = await get(first, '/api/en/ticket/collect/event/999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.headers.etag).toBeUndefined();
  });

  it('lets availability lag a sale made elsewhere by at most one second', async () => {
    const day = compactDate(fx.tomorrow);
    const url = `/api/en/ticket/calendar/event/${fx.events.exhibition}/range/${day};${day}?deep=1`;
    const available = async (app: FastifyInstance) =>
      (await get(app, url)).json().data[fx.tomorrow] as number | undefined;
    const before = await available(second);
    expect(before).toBeGreaterThan(0);
    const slots = await database.db
      .select({ capacityId: eventSlots.capacityId })
      .from(eventSlots)
      .where(eq(eventSlots.eventId, fx.events.exhibition));
    const days = await database.db
      .select({ capacityId: eventDays.capacityId })
      .from(eventDays)
      .where(eq(eventDays.eventId, fx.events.exhibition));
    // Another process sells out the event: the inventory counters, which notify nobody.
    await database.db
      .update(capacities)
      .set({ sold: sql`${capacities.capacity} - ${capacities.held}` })
      .where(
        inArray(
          capacities.id,
          [...slots, ...days].map((row) => row.capacityId),
        ),
      );
    const sold = performance.now();
    // Every answer may be up to a second old, never older: a request that starts a second after
    // the sale sees it, whatever the load on the machine.
    for (;;) {
      const asked = performance.now();
      if ((await available(second)) === 0) break;
      expect(asked - sold).toBeLessThan(1000);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  });

  it('shows a back-office edit in the shop answer at once, and on the other instance', async () => {
    const manager = await signedIn(first, database.db, config, clock, 'manager');
    const url = '/api/da/event/select';
    expect((await get(first, url)).body).not.toContain('Lang nat');
    expect((await get(second, url)).body).not.toContain('Lang nat');
    const created = await first.inject({
      method: 'POST',
      url: '/api/admin/catalog/events',
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.csrf },
      payload: {
        name: { de: 'Lange Nacht', da: 'Lang nat' },
        tickets: [{ name: { de: 'Erwachsene', da: 'Voksne' }, price: 1400, vatValue: 7, mode: 1 }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    // The next request on the instance that made the edit: no waiting at all.
    expect((await get(first, url)).body).toContain('Lang nat');
    await within(1000, async () => (await get(second, url)).body.includes('Lang nat'));
  });
});
