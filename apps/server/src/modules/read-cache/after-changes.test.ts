/**
 * The shop's next answer after each kind of change, with two app instances on one database as two
 * server processes would be (on PostgreSQL each with a pool and a listening connection of its own):
 * a hold, a cancelled checkout, expired holds released by the sweeper, a desk sale and its
 * cancellation in the back office, a capacity raised in the back office, a catalog edit, and give-backs
 * written by another process. Availability answers are kept for an hour here, far longer than the
 * configuration allows, so only the change signals can make an answer new: nothing in these tests
 * waits for an answer to run out.
 */
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import type { Database } from '../../db/client';
import { heardAll } from '../../db/notifications';
import { eventSlots } from '../../db/schema';
import { demoConfig, TEST_NOW } from '../../testing/app';
import { openAnotherHandle, testDatabaseKinds } from '../../testing/databases';
import {
  orderTokenOfReturn,
  checkoutCall,
  freshSlot,
  guestToken,
  ignoreTeardownTermination,
  initPayment,
  insertCheckoutCatalog,
  pathOf,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { sweepExpiredHolds } from '../inventory/testing';
import { expireLapsedOrders } from '../orders';
import { adminCall, signedIn, type Agent } from '../orders/testing';

/** Polls `probe` until it is true, or throws after `limitMs`. */
async function within(limitMs: number, probe: () => Promise<boolean>): Promise<void> {
  const started = performance.now();
  while (!(await probe())) {
    if (performance.now() - started > limitMs) throw new Error(`not within ${limitMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.each(testDatabaseKinds())('the next answer after a change on $name', ({ open }) => {
  let database: Database;
  let another: Database;
  /** The instance that makes the changes. */
  let first: FastifyInstance;
  /** Another instance, on a database handle of its own (PGlite: the same one). */
  let second: FastifyInstance;
  let catalog: CheckoutCatalog;
  let manager: Agent;
  let sales: Agent;
  // The shop's clock stands still: an answer never grows old by the clock.
  const clock = movableClock(TEST_NOW);
  const shipped = demoConfig();
  const config = {
    ...shipped,
    server: {
      ...shipped.server,
      readCache: { ...shipped.server.readCache, availabilitySeconds: 3600 },
    },
  };

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    another = await openAnotherHandle(database);
    catalog = await insertCheckoutCatalog(database.db);
    const options = { config, clock, customers: { argon2: TEST_ARGON2 } };
    first = await buildApp({ ...options, db: database.db });
    second = await buildApp({ ...options, db: another.db });
    manager = await signedIn(first, database.db, config, clock, 'manager');
    sales = await signedIn(first, database.db, config, clock, 'sales');
  }, 300_000);

  afterAll(async () => {
    await first?.close();
    await second?.close();
    await another?.close();
    await database?.close();
  });

  /** Waits until both instances have heard every notification committed so far. */
  async function settled(): Promise<void> {
    await heardAll(database.db);
    await heardAll(another.db);
  }

  /** A new slot of the timed event, heard by both instances, with both answers for its date kept. */
  async function keptSlot(total: number, sold = 0) {
    const slot = await freshSlot(database.db, catalog, total, sold);
    await settled();
    expect(await placesAt(first, slot.datetime)).toBe(total - sold);
    expect(await placesAt(second, slot.datetime)).toBe(total - sold);
    return slot;
  }

  /** What the shop shows as left of the slot at `datetime` (the date's ticket collection). */
  async function placesAt(app: FastifyInstance, datetime: string): Promise<number | undefined> {
    const url = `/api/en/ticket/collect/event/${catalog.events.timed}/date/${datetime.slice(0, 10)}`;
    const answer = await app.inject({ method: 'GET', url });
    expect(answer.statusCode).toBe(200);
    const slots = answer.json().data.timeslots as { datetime: string; max_tickets: number }[];
    return slots.find((slot) => slot.datetime === datetime)?.max_tickets;
  }

  const adult = (datetime: string, count: number) => ({
    type: 'ticket' as const,
    id: catalog.tickets.adult,
    count,
    datetime,
    subtickets: [],
  });

  async function hold(datetime: string, count: number) {
    const held = await initPayment(first, [adult(datetime, count)], {
      token: await guestToken(first),
    });
    expect(held.statusCode, held.body).toBe(200);
    return held;
  }

  it('shows a hold taken by a checkout in the next answer', async () => {
    const slot = await keptSlot(5);
    await hold(slot.datetime, 2);
    expect(await placesAt(first, slot.datetime)).toBe(3);
  });

  it('gives the places of a cancelled checkout back in the next answer, on every instance', async () => {
    const slot = await keptSlot(5);
    const held = await hold(slot.datetime, 2);
    expect(await placesAt(first, slot.datetime)).toBe(3);
    // The visitor backs out on the payment page and the shop cancels the cart.
    const page = await first.inject({
      method: 'POST',
      url: `${pathOf(String((held.json() as { data: string }).data))}/cancel`,
    });
    const orderToken = orderTokenOfReturn(String(page.headers.location));
    const cancelled = await checkoutCall(
      first,
      'checkout/cancel',
      { cartId: orderToken },
      { noRedirect: '1' },
    );
    expect(cancelled.statusCode).toBe(200);
    expect(await placesAt(first, slot.datetime)).toBe(5);
    await within(1000, async () => (await placesAt(second, slot.datetime)) === 5);
  });

  it('gives the places of expired holds back once the sweeper releases them', async () => {
    const slot = await keptSlot(5);
    await hold(slot.datetime, 2);
    expect(await placesAt(first, slot.datetime)).toBe(3);
    expect(await placesAt(second, slot.datetime)).toBe(3);
    // The hold's time runs out (its expiry moves into the past, the shop's clock stays).
    await database.db.execute(
      sql`UPDATE holds SET expires_at = ${new Date(TEST_NOW.getTime() - 60_000).toISOString()}::timestamptz
        WHERE capacity_id = ${slot.capacityId}`,
    );
    await settled();
    // Nothing announced it yet: the kept answer still counts the hold.
    expect(await placesAt(first, slot.datetime)).toBe(3);
    const swept = await sweepExpiredHolds(database.db, clock.now(), expireLapsedOrders);
    expect(swept.capacities).toBeGreaterThan(0);
    expect(await placesAt(first, slot.datetime)).toBe(5);
    await within(1000, async () => (await placesAt(second, slot.datetime)) === 5);
  });

  it('shows a desk sale in the next answer, and its places back when the back office cancels it', async () => {
    const slot = await keptSlot(10);
    const sold = await adminCall(first, 'POST', 'desk/sales', {
      agent: sales,
      body: { language: 'en', payment: 'cash', items: [adult(slot.datetime, 2)] },
    });
    expect(sold.statusCode, sold.body).toBe(200);
    expect(await placesAt(first, slot.datetime)).toBe(8);
    const { orderId } = sold.json().data as { orderId: number };
    const cancelled = await adminCall(first, 'POST', `orders/${orderId}/cancel`, {
      agent: manager,
      body: { idempotencyKey: `after-changes-${orderId}` },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await placesAt(first, slot.datetime)).toBe(10);
    await within(1000, async () => (await placesAt(second, slot.datetime)) === 10);
  });

  it('shows a capacity raised in the back office in the next answer, on every instance', async () => {
    const slot = await keptSlot(2, 2);
    const [row] = await database.db
      .select({ id: eventSlots.id })
      .from(eventSlots)
      .where(eq(eventSlots.capacityId, slot.capacityId));
    const raised = await first.inject({
      method: 'PATCH',
      url: `/api/admin/catalog/slots/${row?.id}`,
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.csrf },
      payload: { capacity: 6 },
    });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(await placesAt(first, slot.datetime)).toBe(4);
    await within(1000, async () => (await placesAt(second, slot.datetime)) === 4);
  });

  it('shows a catalog edit in the next catalog answer, on every instance', async () => {
    const headers = { cookie: manager.cookie, 'x-csrf-token': manager.csrf };
    const created = await first.inject({
      method: 'POST',
      url: '/api/admin/catalog/events',
      headers,
      payload: {
        name: { de: 'Sommerfest', da: 'Sommerfest' },
        tickets: [{ name: { de: 'Eintritt', da: 'Entré' }, price: 900, vatValue: 7, mode: 1 }],
      },
    });
    expect(created.statusCode, created.body).toBe(200);
    const { id, event } = created.json().data as { id: number; event: object };
    const url = '/api/da/event/select';
    expect((await first.inject({ method: 'GET', url })).body).toContain('Sommerfest');
    await within(1000, async () =>
      (await second.inject({ method: 'GET', url })).body.includes('Sommerfest'),
    );
    const renamed = await first.inject({
      method: 'PUT',
      url: `/api/admin/catalog/events/${id}`,
      headers,
      payload: { ...event, name: { de: 'Herbstfest', da: 'Høstfest' } },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await first.inject({ method: 'GET', url })).body).toContain('Høstfest');
    await within(1000, async () =>
      (await second.inject({ method: 'GET', url })).body.includes('Høstfest'),
    );
  });

  it('hears places given back and capacities set by another process, through the database', async () => {
    const slot = await keptSlot(5, 5);
    // Another process's writes: plain SQL, no signal of this process.
    const elsewhere = (set: string) =>
      database.db.execute(sql.raw(`UPDATE capacities SET ${set} WHERE id = ${slot.capacityId}`));
    await elsewhere('sold = sold - 2');
    for (const app of [first, second]) {
      await within(1000, async () => (await placesAt(app, slot.datetime)) === 2);
    }
    await elsewhere('capacity = capacity + 3');
    for (const app of [first, second]) {
      await within(1000, async () => (await placesAt(app, slot.datetime)) === 5);
    }
  });
});
