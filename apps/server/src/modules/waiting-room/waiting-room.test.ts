/**
 * The waiting room on every test database (docs/decisions.md "A waiting room for on-sale moments"):
 * first in, first out; no jumping the line by asking again or with many browsers from one address;
 * the line survives a restart; two processes admit no faster than the rate; a pass runs out; the
 * saturated checkout answers with a place instead of a bare 503.
 */
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { waitingRoomPlaces, waitingRooms } from '../../db/schema';
import type { FoyerConfig } from '../../config/schema';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { openAnotherHandle, testDatabaseKinds } from '../../testing/databases';
import { useSuite } from '../../testing/suite';
import {
  freshSlot,
  guestToken,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { adminCall, signedIn, type Agent } from '../orders/testing';
import { admitWaiting, RoomView } from './index';
import {
  browser,
  checkoutFrom,
  movableClock,
  placeOf,
  type Browser,
} from './waiting-room.fixtures';

const RATE = 2;

function roomConfig(overrides: Partial<FoyerConfig['server']['waitingRoom']> = {}): FoyerConfig {
  const config = demoConfig();
  return {
    ...config,
    server: {
      ...config.server,
      waitingRoom: {
        ...config.server.waitingRoom,
        admitPerSecond: RATE,
        passMinutes: 1,
        maxPerAddress: 2,
        ...overrides,
      },
    },
  };
}

describe.each(testDatabaseKinds())('waiting room on $name', ({ open }) => {
  const clock = movableClock(TEST_NOW);
  const config = roomConfig();
  const deps = () => ({ db: suite.database.db, clock, config });
  const suite = useSuite(async () => {
    const database = await open();
    ignoreTeardownTermination(database);
    const catalog = await insertCheckoutCatalog(database.db);
    const app = await createTestApp(database, { clock, config });
    const staff = await signedIn(app, database.db, config, clock, 'manager');
    return { database, catalog, app, token: await guestToken(app), staff };
  }) as ReturnType<typeof useSuite> & {
    catalog: CheckoutCatalog;
    token: string;
    staff: Agent;
  };

  const room = () => `event:${suite.catalog.events.timed}`;
  const ticket = (datetime: string) => ({
    type: 'ticket' as const,
    id: suite.catalog.tickets.adult,
    count: 1,
    datetime,
    subtickets: [],
  });

  async function switchRoom(app: FastifyInstance, enabled: boolean): Promise<void> {
    const answer = await adminCall(
      app,
      'POST',
      `catalog/events/${suite.catalog.events.timed}/waitingRoom`,
      { agent: suite.staff, body: { enabled } },
    );
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { enabled } });
  }

  async function emptyRooms(): Promise<void> {
    await suite.database.db.delete(waitingRoomPlaces);
    await suite.database.db.delete(waitingRooms);
  }

  /** Moves the clock by `ms` and runs one admission turn; answers how many were admitted. */
  async function admitAfter(ms: number): Promise<number> {
    clock.advance(ms);
    return admitWaiting(deps());
  }

  it('lets the checkout through while the room is off, and queues it once staff switch it on', async () => {
    await emptyRooms();
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const visitor = browser('10.1.0.1');
    expect(
      (await checkoutFrom(suite.app, visitor, suite.token, [ticket(slot.datetime)])).statusCode,
    ).toBe(200);

    await switchRoom(suite.app, true);
    const state = await adminCall(
      suite.app,
      'GET',
      `catalog/events/${suite.catalog.events.timed}/waitingRoom`,
      {
        agent: suite.staff,
      },
    );
    expect(state.json()).toEqual({ data: { enabled: true } });
    const queued = await checkoutFrom(suite.app, browser('10.1.0.2'), suite.token, [
      ticket(slot.datetime),
    ]);
    expect(queued.statusCode).toBe(503);
    expect(queued.headers['retry-after']).toBe('1');
    expect(String(queued.headers['set-cookie'])).toMatch(
      /^foyer_room=[A-Za-z0-9_-]{32}; Path=\/api; HttpOnly; SameSite=Lax/,
    );
    expect(queued.json()).toEqual({
      error: 'WAITING_ROOM',
      message: expect.stringContaining('waiting room'),
      place: {
        room: room(),
        state: 'waiting',
        position: 1,
        waitSeconds: 0.5,
        progress: 0,
        pollMs: 1000,
        passSeconds: 0,
      },
    });
    // The cookie's token is never stored: only its hash.
    const token = String(queued.headers['set-cookie']).split(';')[0]?.split('=')[1] ?? '';
    const rows = await suite.database.db.select().from(waitingRoomPlaces);
    expect(rows.map((row) => row.tokenHash)).not.toContain(token);
    expect(JSON.stringify(rows)).not.toContain(token);
    await switchRoom(suite.app, false);
  });

  it('admits in order of arrival at the rate, and nobody jumps the line by asking again', async () => {
    await emptyRooms();
    await switchRoom(suite.app, true);
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const visitors: Browser[] = Array.from({ length: 5 }, (_, i) => browser(`10.2.0.${i + 1}`));
    for (const [i, visitor] of visitors.entries()) {
      const answer = await checkoutFrom(suite.app, visitor, suite.token, [ticket(slot.datetime)]);
      expect(answer.json().place.position).toBe(i + 1);
    }
    // The last one asks again and again: its place stays the fifth.
    for (let i = 0; i < 3; i += 1) {
      const again = await checkoutFrom(suite.app, visitors[4] as Browser, suite.token, [
        ticket(slot.datetime),
      ]);
      expect(again.json().place.position).toBe(5);
    }
    expect(await admitAfter(1000)).toBe(RATE);
    const states = await Promise.all(
      visitors.map(async (visitor) => (await placeOf(suite.app, visitor, room())).json().data),
    );
    expect(states.map((s) => s.state)).toEqual([
      'admitted',
      'admitted',
      'waiting',
      'waiting',
      'waiting',
    ]);
    expect(states.map((s) => s.position)).toEqual([0, 0, 1, 2, 3]);
    expect(states[0].passSeconds).toBe(60);
    expect(states[4]).toMatchObject({ waitSeconds: 1.5, progress: 0.4 });
    // Admitted: the checkout takes places; still waiting: it does not.
    const admitted = await checkoutFrom(suite.app, visitors[0] as Browser, suite.token, [
      ticket(slot.datetime),
    ]);
    expect(admitted.statusCode).toBe(200);
    expect(admitted.json().data).toMatch(/^http/);
    const waiting = await checkoutFrom(suite.app, visitors[2] as Browser, suite.token, [
      ticket(slot.datetime),
    ]);
    expect(waiting.statusCode).toBe(503);
    expect(await admitAfter(500)).toBe(1);
    expect((await placeOf(suite.app, visitors[2] as Browser, room())).json().data.state).toBe(
      'admitted',
    );
    expect((await placeOf(suite.app, visitors[3] as Browser, room())).json().data.position).toBe(1);
    await switchRoom(suite.app, false);
  });

  it('gives many browsers of one address no more than its limit of places', async () => {
    await emptyRooms();
    await switchRoom(suite.app, true);
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const ahead = browser('10.3.0.9');
    await checkoutFrom(suite.app, ahead, suite.token, [ticket(slot.datetime)]);
    const tabs = Array.from({ length: 6 }, () => browser('10.3.0.1'));
    const positions: number[] = [];
    for (const tab of tabs) {
      positions.push(
        (await checkoutFrom(suite.app, tab, suite.token, [ticket(slot.datetime)])).json().place
          .position,
      );
    }
    // Two places (the limit); the other browsers stand with the address's oldest place.
    expect(positions).toEqual([2, 3, 2, 2, 2, 2]);
    const behind = browser('10.3.0.10');
    expect(
      (await checkoutFrom(suite.app, behind, suite.token, [ticket(slot.datetime)])).json().place
        .position,
    ).toBe(4);
    // A shared place is admitted with the place it shares.
    expect(await admitAfter(1000)).toBe(2);
    expect((await placeOf(suite.app, tabs[5] as Browser, room())).json().data.state).toBe(
      'admitted',
    );
    expect((await placeOf(suite.app, tabs[1] as Browser, room())).json().data).toMatchObject({
      state: 'waiting',
      position: 1,
    });
    await switchRoom(suite.app, false);
  });

  it('keeps every place across a restart: a new app on the same database sees the same line', async () => {
    await emptyRooms();
    await switchRoom(suite.app, true);
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const visitors = Array.from({ length: 3 }, (_, i) => browser(`10.4.0.${i + 1}`));
    for (const visitor of visitors)
      await checkoutFrom(suite.app, visitor, suite.token, [ticket(slot.datetime)]);
    const restarted = await createTestApp(suite.database, { clock, config });
    try {
      const positions = await Promise.all(
        visitors.map(
          async (visitor) => (await placeOf(restarted, visitor, room())).json().data.position,
        ),
      );
      expect(positions).toEqual([1, 2, 3]);
      const again = await checkoutFrom(restarted, visitors[1] as Browser, suite.token, [
        ticket(slot.datetime),
      ]);
      expect(again.json().place.position).toBe(2);
    } finally {
      await restarted.close();
    }
    await switchRoom(suite.app, false);
  });

  it('never admits faster than the rate when two processes run the worker at once', async () => {
    await emptyRooms();
    await switchRoom(suite.app, true);
    const slot = await freshSlot(suite.database.db, suite.catalog, 100);
    for (let i = 0; i < 40; i += 1) {
      await checkoutFrom(suite.app, browser(`10.5.${i}.1`), suite.token, [ticket(slot.datetime)]);
    }
    // A second connection pool, as a second process has (PGlite: the same one).
    const other = await openAnotherHandle(suite.database);
    try {
      let admitted = 0;
      for (let step = 0; step < 20; step += 1) {
        clock.advance(250);
        const both = await Promise.all([
          admitWaiting(deps()),
          admitWaiting({ ...deps(), db: other.db }),
        ]);
        admitted += both[0] + both[1];
      }
      // 5 s at 2 a second.
      expect(admitted).toBe(10);
    } finally {
      await other.close();
    }
    await switchRoom(suite.app, false);
  });

  it("lets an admitted browser through until its pass runs out, then puts it at the line's end", async () => {
    await emptyRooms();
    await switchRoom(suite.app, true);
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const first = browser('10.6.0.1');
    await checkoutFrom(suite.app, first, suite.token, [ticket(slot.datetime)]);
    await admitAfter(1000);
    const second = browser('10.6.0.2');
    await checkoutFrom(suite.app, second, suite.token, [ticket(slot.datetime)]);
    clock.advance(59_000);
    expect((await placeOf(suite.app, first, room())).json().data).toMatchObject({
      state: 'admitted',
      passSeconds: 1,
    });
    clock.advance(1000);
    expect((await placeOf(suite.app, first, room())).json().data.state).toBe('none');
    const late = await checkoutFrom(suite.app, first, suite.token, [ticket(slot.datetime)]);
    expect(late.statusCode).toBe(503);
    expect(late.json().place).toMatchObject({ state: 'waiting', position: 2 });
    await switchRoom(suite.app, false);
  });

  it('tells the waiting that the event is sold out once every slot of it is full', async () => {
    await emptyRooms();
    await switchRoom(suite.app, true);
    const slot = await freshSlot(suite.database.db, suite.catalog, 1);
    const buyer = browser('10.7.0.1');
    const waiter = browser('10.7.0.2');
    await checkoutFrom(suite.app, buyer, suite.token, [ticket(slot.datetime)]);
    await checkoutFrom(suite.app, waiter, suite.token, [ticket(slot.datetime)]);
    await admitAfter(500);
    expect(
      (await checkoutFrom(suite.app, buyer, suite.token, [ticket(slot.datetime)])).statusCode,
    ).toBe(200);
    // The event's other slots still have places: the waiter keeps waiting for them.
    expect((await placeOf(suite.app, waiter, room())).json().data.state).toBe('waiting');
    const slotCapacities = sql`(SELECT capacity_id FROM event_slots WHERE event_id = ${suite.catalog.events.timed})`;
    const before = await suite.database.db.execute(
      sql`SELECT id, sold FROM capacities WHERE id IN ${slotCapacities}`,
    );
    await suite.database.db.execute(
      sql`UPDATE capacities SET sold = capacity - held WHERE id IN ${slotCapacities}`,
    );
    try {
      // What a process knows of an event's places lives a second.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      expect((await placeOf(suite.app, waiter, room())).json().data).toMatchObject({
        state: 'soldOut',
        position: 0,
      });
      // The worker admits nobody more from a sold-out event's line.
      clock.advance(1000);
      expect(await admitWaiting(deps(), new RoomView(deps()))).toBe(0);
    } finally {
      for (const row of (before as unknown as { rows: { id: number; sold: number }[] }).rows) {
        await suite.database.db.execute(
          sql`UPDATE capacities SET sold = ${row.sold} WHERE id = ${row.id}`,
        );
      }
    }
    await switchRoom(suite.app, false);
  });

  it('answers 404 for the switch of an unknown event and 422 for a made-up room', async () => {
    const unknown = await adminCall(suite.app, 'POST', 'catalog/events/999999/waitingRoom', {
      agent: suite.staff,
      body: { enabled: true },
    });
    expect(unknown.statusCode).toBe(404);
    const bad = await placeOf(suite.app, browser('10.8.0.1'), 'event:abc');
    expect(bad.statusCode).toBe(422);
    expect((await placeOf(suite.app, browser('10.8.0.1'), 'load')).json().data.state).toBe('none');
  });
});

describe.each(testDatabaseKinds())('waiting room under load on $name', ({ open }) => {
  it('answers a saturated checkout with a place in the load room instead of a bare 503', async () => {
    const database = await open();
    ignoreTeardownTermination(database);
    const catalog = await insertCheckoutCatalog(database.db);
    const base = roomConfig();
    const config: FoyerConfig = {
      ...base,
      server: { ...base.server, admission: { maxConcurrent: 1, retryAfterSeconds: 2 } },
    };
    const clock = movableClock(TEST_NOW);
    const app = await createTestApp(database, { clock, config });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    let entered!: () => void;
    // The slow call is under way once its handler runs (not after a guessed pause: a loaded
    // machine may take longer to get there).
    const underWay = new Promise<void>((resolve) => (entered = resolve));
    app.get('/api/en/test-slow', async () => {
      entered();
      await gate;
      return { data: true };
    });
    try {
      const token = await guestToken(app);
      const slot = await freshSlot(database.db, catalog, 10);
      const item = {
        type: 'ticket' as const,
        id: catalog.tickets.adult,
        count: 1,
        datetime: slot.datetime,
        subtickets: [],
      };
      const slow = app.inject({ method: 'GET', url: '/api/en/test-slow' });
      await underWay;
      // Another call is refused as before; the checkout gets a place.
      expect((await app.inject({ method: 'GET', url: '/api/en/shopinfo' })).statusCode).toBe(503);
      const visitor = browser('10.9.0.1');
      const queued = await checkoutFrom(app, visitor, token, [item]);
      expect(queued.statusCode).toBe(503);
      expect(queued.json()).toMatchObject({
        error: 'WAITING_ROOM',
        place: { room: 'load', state: 'waiting', position: 1 },
      });
      finish();
      await slow;
      // The load room stays open for the newcomers while its line is served.
      const newcomer = browser('10.9.0.2');
      expect((await checkoutFrom(app, newcomer, token, [item])).json().place.position).toBe(2);
      clock.advance(1000);
      expect(await admitWaiting({ db: database.db, clock, config })).toBe(2);
      expect((await checkoutFrom(app, visitor, token, [item])).statusCode).toBe(200);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
