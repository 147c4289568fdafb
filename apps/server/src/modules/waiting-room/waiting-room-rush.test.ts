/**
 * The waiting room's bench, short, on every test database (docs/decisions.md "A waiting room for
 * on-sale moments"): 300 visitors arrive within a second for 30 places, sent in turn to two app
 * instances on one database, each running the admission worker. Nothing is oversold, everyone gets a
 * position first and then a ticket or "sold out", and the line is admitted in the order of its places.
 * Timings (the estimates) are the full bench's business: `npm run bench:waiting-room`.
 */
import { addDays, venueToday } from '@foyer/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { systemClock } from '../../clock';
import { capacities, eventSlots, waitingRooms } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { openAnotherHandle, testDatabaseKinds } from '../../testing/databases';
import { runRoomRush, type Send } from '../../testing/waiting-room-rush';
import { ignoreTeardownTermination, insertCheckoutCatalog, URLS } from '../checkout/testing';

function sender(apps: FastifyInstance[]): Send {
  let turn = 0;
  return async ({ method, url, address, cookie, body }) => {
    turn += 1;
    const app = apps[turn % apps.length] as FastifyInstance;
    const res = await app.inject({
      method,
      url,
      remoteAddress: address,
      headers: cookie ? { cookie } : {},
      ...(body === undefined ? {} : { payload: body as object }),
    });
    const setCookie = res.headers['set-cookie'];
    const retryAfter = res.headers['retry-after'];
    return {
      status: res.statusCode,
      body: res.body,
      setCookie: Array.isArray(setCookie) ? (setCookie[0] ?? null) : (setCookie ?? null),
      retryAfter: retryAfter === undefined ? null : String(retryAfter),
    };
  };
}

describe.each(testDatabaseKinds())('waiting room rush on $name', ({ open }) => {
  it('sells 30 places to 300 visitors through the line, in order, none oversold or refused', async () => {
    const database = await open();
    ignoreTeardownTermination(database);
    const second = await openAnotherHandle(database);
    const apps: FastifyInstance[] = [];
    try {
      const catalog = await insertCheckoutCatalog(database.db);
      await database.db.execute(sql`
        UPDATE capacities SET sales = 'stopped'
        WHERE id IN (SELECT capacity_id FROM event_slots WHERE event_id = ${catalog.events.timed})
      `);
      const date = addDays(venueToday(new Date(), 'Europe/Berlin'), 7);
      const [row] = await database.db
        .insert(capacities)
        .values({ kind: 'event_slot', capacity: 30, sold: 0 })
        .returning();
      const capacityId = row?.id ?? 0;
      await database.db
        .insert(eventSlots)
        .values({ eventId: catalog.events.timed, startsAt: `${date} 10:00:00`, capacityId });
      const room = `event:${catalog.events.timed}`;
      await database.db
        .insert(waitingRooms)
        .values({ room, enabled: true, openedAt: new Date(), accountedUntil: new Date() });
      const base = demoConfig();
      const config = {
        ...base,
        server: {
          ...base.server,
          waitingRoom: { ...base.server.waitingRoom, admitPerSecond: 40, tickMs: 50 },
        },
      };
      for (const handle of [database, { ...database, db: second.db }]) {
        apps.push(
          await createTestApp(handle, { config, clock: systemClock, admissionWorker: true }),
        );
      }
      const figures = await runRoomRush({
        visitors: 300,
        arrivalMs: 1000,
        ticketId: catalog.tickets.adult,
        datetime: `${date}T10:00`,
        shopBase: new URL(URLS.continue).origin,
        room,
        db: database.db,
        send: sender(apps),
      });
      expect(figures.errorSamples).toEqual([]);
      expect(figures).toMatchObject({
        visitors: 300,
        errors: 0,
        withPosition: 300,
        tickets: 30,
        soldOut: 270,
        placeInversions: 0,
      });
      const [counter] = await database.db
        .select()
        .from(capacities)
        .where(eq(capacities.id, capacityId));
      expect((counter?.sold ?? 0) + (counter?.held ?? 0)).toBe(30);
    } finally {
      for (const app of apps) await app.close();
      await second.close();
      await database.close();
    }
  }, 120_000);
});
