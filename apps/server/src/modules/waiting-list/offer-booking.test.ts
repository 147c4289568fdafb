/**
 * Booking a waiting-list offer through the checkout (docs/decisions.md "Waiting list: booking an
 * offer and joining in the shop"): the checkout takes the offer's hold over, the offer is used once,
 * an offer that ran out is refused, and the cart takes no more places than offered.
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { CartItem } from '@foyer/domain/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { holds, orders, waitingListEntries } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  execPayment,
  freshSlot,
  guestToken,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  PAYART,
  pay,
  URLS,
  type CheckoutCatalog,
} from '../checkout/testing';
import { holdForOrder, releaseOrderHolds } from '../inventory';
import { serveLine } from './index';
import { movableClock } from '../customers/testing';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('booking a waiting-list offer on $name', ({ open }) => {
  let database: Database;
  let catalog: CheckoutCatalog;
  let app: FastifyInstance;
  let deps: AppDeps;
  const clock = movableClock(TEST_NOW);
  const config = demoConfig();
  config.server.waitingList.enabled = true;
  let sequence = 0;

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, { clock, config });
    deps = { config, db: database.db, clock, mailer: { send: async () => {} } as never };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** A pending order of someone else holding `quantity` places of the capacity for an hour. */
  async function heldOrder(capacityId: number, quantity: number): Promise<number> {
    sequence += 1;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + 60 * MINUTE);
    return database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          token: `offer-test-${process.pid}-${sequence}`,
          number: `WLB-${process.pid}-${sequence}`,
          language: 'de',
          expiresAt,
        })
        .returning();
      if (!row) throw new Error('no order');
      const held = await holdForOrder(tx, row.id, [{ capacityId, quantity }], now, expiresAt);
      if (!held.ok) throw new Error('no hold');
      return row.id;
    });
  }

  /**
   * A slot of `total` places, all taken; `wanted` places come back and are offered to a visitor
   * who joined its line (`behind` more people wait after them); `free` more places are left for
   * anybody. Answers the offer's link token.
   */
  async function offered(total: number, wanted: number, behind: string[] = [], free = 0) {
    const slot = await freshSlot(database.db, catalog, total);
    const other = await heldOrder(slot.capacityId, total);
    const email = `offer-${process.pid}-${++sequence}@example.org`;
    for (const who of [email, ...behind]) {
      const joined = await app.inject({
        method: 'POST',
        url: '/api/en/waitinglist/join',
        payload: {
          kind: 'event',
          id: catalog.events.timed,
          datetime: slot.datetime,
          email: who,
          count: wanted,
        },
      });
      expect(joined.statusCode).toBe(200);
    }
    await database.db.transaction((tx) => releaseOrderHolds(tx, other, clock.now()));
    // The other order still holds what was not given back to the line.
    if (total > wanted + free) await heldOrder(slot.capacityId, total - wanted - free);
    expect(await serveLine(deps, slot.capacityId)).toBeGreaterThanOrEqual(1);
    const [entry] = await database.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.email, email));
    const [order] = await database.db
      .select({ token: orders.token })
      .from(orders)
      .where(eq(orders.id, entry?.offerOrderId ?? 0));
    if (!entry || !order) throw new Error('no offer');
    return {
      ...slot,
      entryId: entry.id,
      offerOrderId: entry.offerOrderId ?? 0,
      token: order.token,
    };
  }

  function tickets(datetime: string, count: number): CartItem[] {
    return [{ type: 'ticket', id: catalog.tickets.adult, count, datetime, subtickets: [] }];
  }

  function book(
    items: CartItem[],
    options: { token: string; offer?: string; via?: FastifyInstance },
  ): Promise<LightMyRequestResponse> {
    return (options.via ?? app).inject({
      method: 'POST',
      url: '/api/de/checkout/initPayment',
      query: { _: options.token },
      payload: {
        payart: PAYART.card,
        aux: {},
        cart: { ver: 1, items },
        url: URLS,
        ...(options.offer ? { offer: options.offer } : {}),
      },
    });
  }

  async function entryStatus(id: number) {
    const [row] = await database.db
      .select({ status: waitingListEntries.status })
      .from(waitingListEntries)
      .where(eq(waitingListEntries.id, id));
    return row?.status;
  }

  async function liveHeld(orderId: number): Promise<number> {
    const rows = await database.db
      .select({ quantity: holds.quantity, expiresAt: holds.expiresAt })
      .from(holds)
      .where(and(eq(holds.orderId, orderId), isNull(holds.settledAt)));
    return rows
      .filter((row) => row.expiresAt > clock.now())
      .reduce((sum, row) => sum + row.quantity, 0);
  }

  function offerPage(token: string, lang = 'de') {
    return app.inject({ method: 'GET', url: `/api/${lang}/waitinglist/offer/${token}` });
  }

  it('tells the shop in its configuration that the list is on, and for how many places', async () => {
    const on = await app.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=2' });
    expect(on.json().data.waitingList).toEqual({ maxPlaces: 10 });
    const offConfig = demoConfig();
    offConfig.server.waitingList.enabled = false;
    // A value in the file's shop section is not what the shop is told.
    offConfig.shop.waitingList = { maxPlaces: 3 };
    const off = await createTestApp(database, { clock, config: offConfig });
    try {
      const answer = await off.inject({ method: 'GET', url: '/api/en/shopinfo/config?shop=2' });
      expect(answer.json().data).not.toHaveProperty('waitingList');
    } finally {
      await off.close();
    }
  });

  it('shows the offer of a link: slot, places, until when, and that it is open', async () => {
    clock.set(TEST_NOW);
    const offer = await offered(3, 2);
    const page = await offerPage(offer.token, 'en');
    expect(page.statusCode).toBe(200);
    expect(page.json()).toEqual({
      data: {
        state: 'open',
        kind: 'event',
        id: catalog.events.timed,
        datetime: offer.datetime,
        name: expect.any(String),
        places: 2,
        expiresAt: new Date(TEST_NOW.getTime() + 30 * MINUTE).toISOString(),
        // 09:30 UTC is 10:30 in the museum's winter time (Europe/Berlin).
        expiresAtLocal: '2026-11-21T10:30',
        available: 0,
      },
    });
    expect((await offerPage('x'.repeat(32))).statusCode).toBe(404);
  });

  it('books the offered places through the checkout, taking the hold over without counting twice', async () => {
    clock.set(TEST_NOW);
    const offer = await offered(4, 2);
    expect(await counters(database.db, offer.capacityId)).toEqual({ sold: 0, held: 4 });
    // The slot is full for everyone else.
    const guest = await guestToken(app);
    const other = await book(tickets(offer.datetime, 1), { token: await guestToken(app) });
    expect(other.statusCode).toBe(422);
    expect(other.json().error).toBe('TIME_SOLD_OUT');

    const started = await book(tickets(offer.datetime, 2), { token: guest, offer: offer.token });
    expect(started.statusCode).toBe(200);
    // The same places, held once: by the new order instead of the offer's.
    expect(await counters(database.db, offer.capacityId)).toEqual({ sold: 0, held: 4 });
    expect(await liveHeld(offer.offerOrderId)).toBe(0);
    expect(await entryStatus(offer.entryId)).toBe('booked');
    const [closed] = await database.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, offer.offerOrderId));
    expect(closed?.status).toBe('cancelled');
    expect((await offerPage(offer.token)).json().data.state).toBe('used');

    const orderToken = await pay(app, started.json().data);
    const booked = await execPayment(app, orderToken);
    expect(booked.statusCode).toBe(200);
    expect(await counters(database.db, offer.capacityId)).toEqual({ sold: 2, held: 2 });
  });

  it('keeps the offered places from checkouts racing the booking', async () => {
    clock.set(TEST_NOW);
    const offer = await offered(2, 2);
    const guests = await Promise.all([0, 1, 2, 3, 4, 5].map(() => guestToken(app)));
    const [mine, ...others] = await Promise.all([
      book(tickets(offer.datetime, 2), { token: guests[0] ?? '', offer: offer.token }),
      ...guests.slice(1).map((token) => book(tickets(offer.datetime, 1), { token })),
    ]);
    expect(mine?.statusCode).toBe(200);
    for (const answer of others) {
      expect(answer.statusCode).toBe(422);
      expect(answer.json().error).toBe('TIME_SOLD_OUT');
    }
    expect(await counters(database.db, offer.capacityId)).toEqual({ sold: 0, held: 2 });
  });

  it('lets an offer be used once: of two simultaneous bookings one holds the places', async () => {
    clock.set(TEST_NOW);
    const offer = await offered(3, 3);
    const [a, b] = await Promise.all([guestToken(app), guestToken(app)]);
    const answers = await Promise.all([
      book(tickets(offer.datetime, 3), { token: a, offer: offer.token }),
      book(tickets(offer.datetime, 2), { token: b, offer: offer.token }),
    ]);
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 410]);
    const refused = answers.find((answer) => answer.statusCode === 410);
    expect(refused?.json()).toMatchObject({
      error: 'WAITING_LIST_OFFER_GONE',
      message: expect.stringContaining('Angebot'),
    });
    const held = (await counters(database.db, offer.capacityId)).held;
    // 3 when the first took all, 2 when the second did and one place went back.
    expect(held).toBeLessThanOrEqual(3);
    const winner = answers.findIndex((answer) => answer.statusCode === 200);
    expect(held).toBe(winner === 0 ? 3 : 2);
  });

  it('refuses an offer that has run out, with the documented error, and shows it run out', async () => {
    clock.set(TEST_NOW);
    const offer = await offered(2, 1);
    const guest = await guestToken(app);
    clock.set(new Date(TEST_NOW.getTime() + 30 * MINUTE));
    try {
      const late = await book(tickets(offer.datetime, 1), { token: guest, offer: offer.token });
      expect(late.statusCode).toBe(410);
      expect(late.json()).toMatchObject({ error: 'WAITING_LIST_OFFER_GONE' });
      const page = (await offerPage(offer.token)).json().data;
      expect(page.state).toBe('expired');
      // The place is free again for anybody: the page links to booking it.
      expect(page.available).toBe(1);
      expect(await entryStatus(offer.entryId)).toBe('offered');
    } finally {
      clock.set(TEST_NOW);
    }
  });

  it('refuses more places than offered, and a cart that takes none of them', async () => {
    clock.set(TEST_NOW);
    // Two places offered, one more free for anybody: the offer still gives two at most.
    const offer = await offered(5, 2, [], 1);
    const guest = await guestToken(app);
    const tooMany = await book(tickets(offer.datetime, 3), { token: guest, offer: offer.token });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      error: 'WAITING_LIST_OFFER_PLACES_INVALID',
      params: { offered: 2 },
      message: expect.stringContaining('1 bis 2'),
    });
    // Beyond what the slot can give at all, the checkout's own refusal names what is there.
    const beyond = await book(tickets(offer.datetime, 4), { token: guest, offer: offer.token });
    expect(beyond.statusCode).toBe(422);
    expect(beyond.json()).toMatchObject({
      error: 'TICKET_COUNT_EXCEEDS_SLOT',
      params: { requested: 4, available: 3 },
    });
    const otherSlot = await freshSlot(database.db, catalog, 5);
    const elsewhere = await book(tickets(otherSlot.datetime, 1), {
      token: guest,
      offer: offer.token,
    });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().error).toBe('WAITING_LIST_OFFER_PLACES_INVALID');
    // Nothing moved: the offer still holds its places.
    expect(await entryStatus(offer.entryId)).toBe('offered');
    expect(await liveHeld(offer.offerOrderId)).toBe(2);
    expect(await counters(database.db, offer.capacityId)).toEqual({ sold: 0, held: 4 });
    expect(await counters(database.db, otherSlot.capacityId)).toEqual({ sold: 0, held: 0 });
  });

  it('gives the places not booked back to the line: the next person is offered them', async () => {
    clock.set(TEST_NOW);
    const next = `next-${process.pid}-${++sequence}@example.org`;
    const offer = await offered(2, 2, [next]);
    const guest = await guestToken(app);
    expect(
      (await book(tickets(offer.datetime, 1), { token: guest, offer: offer.token })).statusCode,
    ).toBe(200);
    expect(await counters(database.db, offer.capacityId)).toEqual({ sold: 0, held: 1 });
    // The next person wants two: one place is not enough yet, and nobody else took it.
    expect(await serveLine(deps, offer.capacityId)).toBe(0);
    const line = await database.db
      .select({ email: waitingListEntries.email, status: waitingListEntries.status })
      .from(waitingListEntries)
      .where(eq(waitingListEntries.capacityId, offer.capacityId))
      .orderBy(asc(waitingListEntries.id));
    expect(line.map((entry) => entry.status)).toEqual(['booked', 'waiting']);
  });

  it('books an offer made before a restart on the server that runs after it', async () => {
    clock.set(TEST_NOW);
    const offer = await offered(2, 2);
    const second = await createTestApp(database, { clock, config });
    try {
      const guest = await guestToken(second);
      const started = await book(tickets(offer.datetime, 2), {
        token: guest,
        offer: offer.token,
        via: second,
      });
      expect(started.statusCode).toBe(200);
      expect(await counters(database.db, offer.capacityId)).toEqual({ sold: 0, held: 2 });
      expect(await entryStatus(offer.entryId)).toBe('booked');
    } finally {
      await second.close();
    }
  });
});
