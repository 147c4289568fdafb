import { and, asc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  capacities,
  emailOutbox,
  eventSlots,
  events,
  holds,
  orders,
  waitingListEntries,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { holdForOrder, releaseOrderHolds } from '../inventory';
import { composeOutbox } from '../mail/testing';
import {
  cancelAll,
  expectedOffers,
  rushVerdict,
  setUpRush,
  waitForOffers,
} from '../../testing/waiting-list-rush';
import { serveLine, startWaitingListJob, waitingListComposers } from './index';
import { movableClock } from '../customers/testing';

const MINUTE = 60_000;
const SLOT_START = '2026-12-05T10:00';

describe.each(testDatabaseKinds())('waiting list on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const clock = movableClock(TEST_NOW);
  const config = demoConfig();
  config.server.waitingList.enabled = true;
  let deps: AppDeps;
  let sequence = 0;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database, { clock, config });
    deps = { config, db: database.db, clock, mailer: { send: async () => {} } as never };
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });

  /** An event with one time slot of `total` places, `sold` of them sold. */
  async function soldOutSlot(total: number, sold = total) {
    const [capacity] = await database.db
      .insert(capacities)
      .values({ kind: 'event_slot', capacity: total, sold })
      .returning();
    const [event] = await database.db
      .insert(events)
      .values({ name: { de: 'Mondnacht', en: 'Moon night' } })
      .returning();
    if (!capacity || !event) throw new Error('no slot');
    await database.db.insert(eventSlots).values({
      eventId: event.id,
      mode: 1,
      startsAt: `${SLOT_START.replace('T', ' ')}:00`,
      capacityId: capacity.id,
    });
    return { eventId: event.id, capacityId: capacity.id };
  }

  /** A pending checkout order holding `quantity` places of the capacity. */
  async function heldOrder(capacityId: number, quantity: number): Promise<number> {
    sequence += 1;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + 20 * MINUTE);
    return database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({ token: `wl-${sequence}`, number: `WL-${sequence}`, language: 'de', expiresAt })
        .returning();
      if (!row) throw new Error('no order');
      const held = await holdForOrder(tx, row.id, [{ capacityId, quantity }], now, expiresAt);
      if (!held.ok) throw new Error('no hold');
      return row.id;
    });
  }

  function join(body: Record<string, unknown>, lang = 'de') {
    return app.inject({ method: 'POST', url: `/api/${lang}/waitinglist/join`, payload: body });
  }

  function joinSlot(eventId: number, email: string, count: number, lang = 'de') {
    return join({ kind: 'event', id: eventId, datetime: SLOT_START, email, count }, lang);
  }

  async function counters(capacityId: number) {
    const [row] = await database.db
      .select({ capacity: capacities.capacity, sold: capacities.sold, held: capacities.held })
      .from(capacities)
      .where(eq(capacities.id, capacityId));
    return row;
  }

  async function entries(capacityId: number) {
    return database.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.capacityId, capacityId))
      .orderBy(asc(waitingListEntries.id));
  }

  async function mailsTo(email: string) {
    return database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email))
      .orderBy(asc(emailOutbox.id));
  }

  /** The unsettled, unexpired units held by an order. */
  async function liveHeld(orderId: number): Promise<number> {
    const rows = await database.db
      .select({ quantity: holds.quantity, expiresAt: holds.expiresAt })
      .from(holds)
      .where(and(eq(holds.orderId, orderId), isNull(holds.settledAt)));
    return rows
      .filter((row) => row.expiresAt > clock.now())
      .reduce((sum, row) => sum + row.quantity, 0);
  }

  function leaveSecretOf(text: string): string {
    const match = /\/waitinglist\/leave\/([A-Za-z0-9_-]{32})/.exec(text);
    if (!match?.[1]) throw new Error('no leave link');
    return match[1];
  }

  it('is on by default, and does not exist while the museum has switched it off', async () => {
    expect(demoConfig().server.waitingList.enabled).toBe(true);
    const offConfig = demoConfig();
    offConfig.server.waitingList.enabled = false;
    const off = await createTestApp(database, { clock, config: offConfig });
    try {
      const { eventId } = await soldOutSlot(2);
      const joined = await off.inject({
        method: 'POST',
        url: '/api/en/waitinglist/join',
        payload: {
          kind: 'event',
          id: eventId,
          datetime: SLOT_START,
          email: 'off@example.org',
          count: 1,
        },
      });
      expect(joined.statusCode).toBe(404);
      const rows = await database.db.select().from(waitingListEntries);
      expect(rows.filter((row) => row.email === 'off@example.org')).toEqual([]);
    } finally {
      await off.close();
    }
  });

  it('lets a visitor join a sold-out slot and mails the leave link, never answering a secret', async () => {
    clock.set(TEST_NOW);
    const { eventId, capacityId } = await soldOutSlot(10);
    const answer = await joinSlot(eventId, ' Anna@Example.org ', 2, 'fr');
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({ data: { joined: true } });
    const [entry] = await entries(capacityId);
    expect(entry).toMatchObject({
      email: 'anna@example.org',
      language: 'fr',
      wanted: 2,
      status: 'waiting',
    });
    const [mail] = await mailsTo('anna@example.org');
    expect(mail?.subject).toContain('liste d’attente');
    expect(mail?.text).toContain('2 places');
    const secret = leaveSecretOf(mail?.text ?? '');
    expect(answer.body).not.toContain(secret);
    // The secret is stored only as its hash.
    expect(JSON.stringify(entry)).not.toContain(secret);

    // Joining again keeps the first place and sends nothing more.
    expect((await joinSlot(eventId, 'anna@example.org', 3)).statusCode).toBe(200);
    expect(await entries(capacityId)).toHaveLength(1);
    expect(await mailsTo('anna@example.org')).toHaveLength(1);
  });

  it('refuses a join while the places wanted can be booked, with a translated message', async () => {
    const { eventId } = await soldOutSlot(10, 7);
    const answer = await joinSlot(eventId, 'ben@example.org', 3);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      error: 'WAITING_LIST_NOT_SOLD_OUT',
      params: { available: 3 },
      message: expect.stringContaining('3 Plätze'),
    });
    // Four places do not fit in three: that visitor may wait.
    expect((await joinSlot(eventId, 'ben@example.org', 4)).statusCode).toBe(200);
  });

  it('refuses a bad count, a bad e-mail and an unknown slot with the documented shapes', async () => {
    const { eventId } = await soldOutSlot(5);
    const tooMany = await joinSlot(eventId, 'cleo@example.org', 11, 'sv');
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json()).toMatchObject({
      error: 'WAITING_LIST_COUNT_INVALID',
      params: { max: 10 },
      message: 'Välj 1 till 10 platser.',
      errors: { count: 'Välj 1 till 10 platser.' },
    });
    const badEmail = await joinSlot(eventId, 'cleo@example', 1, 'en');
    expect(badEmail.statusCode).toBe(422);
    expect(badEmail.json()).toMatchObject({
      error: 'EMAIL_INVALID',
      errors: { email: 'Please enter a valid e-mail address.' },
    });
    const unknown = await join({
      kind: 'tour',
      id: eventId,
      datetime: SLOT_START,
      email: 'cleo@example.org',
      count: 1,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ error: 'NOT_FOUND' });
    const broken = await join({
      kind: 'event',
      id: eventId,
      datetime: 'tomorrow',
      email: 'x',
      count: 1,
    });
    expect(broken.statusCode).toBe(422);
  });

  it('offers returned places in line order, holds them like a checkout, and mails the offer', async () => {
    clock.set(TEST_NOW);
    const { eventId, capacityId } = await soldOutSlot(4, 2);
    const orderIds = [await heldOrder(capacityId, 1), await heldOrder(capacityId, 1)];
    await joinSlot(eventId, 'first@example.org', 2, 'it');
    await joinSlot(eventId, 'second@example.org', 1);
    // Nothing came back yet: nobody is offered anything.
    expect(await serveLine(deps, capacityId)).toBe(0);
    // One place back: the head wants two and blocks the line.
    await database.db.transaction((tx) => releaseOrderHolds(tx, orderIds[0] ?? 0, clock.now()));
    expect(await serveLine(deps, capacityId)).toBe(0);
    await database.db.transaction((tx) => releaseOrderHolds(tx, orderIds[1] ?? 0, clock.now()));
    expect(await serveLine(deps, capacityId)).toBe(1);
    const [first, second] = await entries(capacityId);
    expect(first?.status).toBe('offered');
    expect(second?.status).toBe('waiting');
    expect(first?.offerExpiresAt).toEqual(new Date(TEST_NOW.getTime() + 30 * MINUTE));
    expect(await liveHeld(first?.offerOrderId ?? 0)).toBe(2);
    expect(await counters(capacityId)).toEqual({ capacity: 4, sold: 2, held: 2 });

    // The offer e-mail is written after the transaction, in the visitor's language, with the link.
    await composeOutbox({ db: database.db, clock, composers: waitingListComposers({ config }) });
    const offers = await mailsTo('first@example.org');
    const offer = offers[offers.length - 1];
    const [order] = await database.db
      .select({ token: orders.token })
      .from(orders)
      .where(eq(orders.id, first?.offerOrderId ?? 0));
    expect(offer?.text).toContain('2 posti sono riservati per te');
    expect(offer?.text).toContain(`/it/waitinglist/offer/${order?.token}`);
    // The slot in the visitor's language, falling back to the shop's first language.
    expect(offer?.text).toContain('Mondnacht');
  });

  it('passes an offer that ran out to the next in line', async () => {
    clock.set(TEST_NOW);
    const { eventId, capacityId } = await soldOutSlot(3, 2);
    const orderId = await heldOrder(capacityId, 1);
    await joinSlot(eventId, 'lapse-a@example.org', 1);
    await joinSlot(eventId, 'lapse-b@example.org', 1);
    await database.db.transaction((tx) => releaseOrderHolds(tx, orderId, clock.now()));
    expect(await serveLine(deps, capacityId)).toBe(1);
    const [a] = await entries(capacityId);
    // Before the offer runs out, nothing moves.
    clock.set(new Date(TEST_NOW.getTime() + 29 * MINUTE));
    expect(await serveLine(deps, capacityId)).toBe(0);
    clock.set(new Date(TEST_NOW.getTime() + 30 * MINUTE));
    expect(await serveLine(deps, capacityId)).toBe(1);
    const [lapsed, next] = await entries(capacityId);
    expect(lapsed?.status).toBe('lapsed');
    expect(await liveHeld(a?.offerOrderId ?? 0)).toBe(0);
    expect(next?.status).toBe('offered');
    expect(await liveHeld(next?.offerOrderId ?? 0)).toBe(1);
    expect(await counters(capacityId)).toEqual({ capacity: 3, sold: 2, held: 1 });
    clock.set(TEST_NOW);
  });

  it('gives an offer back to the line when the visitor leaves by the link', async () => {
    clock.set(TEST_NOW);
    const { eventId, capacityId } = await soldOutSlot(2, 1);
    const orderId = await heldOrder(capacityId, 1);
    await joinSlot(eventId, 'leave-a@example.org', 1);
    await joinSlot(eventId, 'leave-b@example.org', 1);
    await database.db.transaction((tx) => releaseOrderHolds(tx, orderId, clock.now()));
    expect(await serveLine(deps, capacityId)).toBe(1);
    const secret = leaveSecretOf((await mailsTo('leave-a@example.org'))[0]?.text ?? '');
    const leave = (body: unknown) =>
      app.inject({ method: 'POST', url: '/api/en/waitinglist/leave', payload: body as object });
    expect((await leave({ secret })).json()).toEqual({ data: { left: true } });
    expect((await leave({ secret })).json()).toEqual({ data: { left: true } });
    expect((await leave({ secret: 'A'.repeat(32) })).statusCode).toBe(404);
    expect((await leave({ secret: 'short' })).statusCode).toBe(422);
    expect(await serveLine(deps, capacityId)).toBe(1);
    const [left, next] = await entries(capacityId);
    expect(left?.status).toBe('left');
    expect(next?.status).toBe('offered');
    expect(await counters(capacityId)).toEqual({ capacity: 2, sold: 1, held: 1 });
  });

  it('offers 40 places cancelled at once exactly once, in line order, never overselling, with two processes serving', async () => {
    clock.set(TEST_NOW);
    // Wishes of one and two places: the offers go to the longest head of the line that fits.
    const setup = await setUpRush(database.db, clock, {
      cancellations: 40,
      waiting: 50,
      tag: `ci-${process.pid}-${Date.now()}`,
    });
    const expected = expectedOffers(setup.wants, 40);
    expect(expected).toBe(32);
    // Two processes' jobs serve the lines while the places come back concurrently.
    const stopA = startWaitingListJob(deps, { intervalMs: 50 });
    const stopB = startWaitingListJob(deps, { intervalMs: 50 });
    await cancelAll(database.db, clock, setup.orderIds);
    await waitForOffers(database.db, setup.capacityId, expected, 30_000);
    await stopA();
    await stopB();
    const verdict = await rushVerdict(database.db, clock, setup);
    expect(verdict.problems).toEqual([]);
    expect(verdict).toMatchObject({
      returned: 40,
      offers: 32,
      offeredPlaces: 40,
      counters: { capacity: 40, sold: 0, held: 40 },
    });
  }, 120_000);

  it('keeps everyone in line across a restart: a second app on the same database serves them', async () => {
    clock.set(TEST_NOW);
    const { eventId, capacityId } = await soldOutSlot(3, 1);
    const orderIds = [await heldOrder(capacityId, 1), await heldOrder(capacityId, 1)];
    await joinSlot(eventId, 'restart-a@example.org', 1);
    await joinSlot(eventId, 'restart-b@example.org', 1);
    await joinSlot(eventId, 'restart-c@example.org', 1);
    const second = await createTestApp(database, { clock, config, backgroundJobs: true });
    try {
      await Promise.all(
        orderIds.map((id) =>
          database.db.transaction((tx) => releaseOrderHolds(tx, id, clock.now())),
        ),
      );
      const deadline = Date.now() + 20_000;
      let line = await entries(capacityId);
      while (Date.now() < deadline && line.filter((e) => e.status === 'offered').length < 2) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        line = await entries(capacityId);
      }
      expect(line.map((entry) => entry.status)).toEqual(['offered', 'offered', 'waiting']);
      expect(await counters(capacityId)).toEqual({ capacity: 3, sold: 1, held: 2 });
    } finally {
      await second.close();
    }
  });
});
