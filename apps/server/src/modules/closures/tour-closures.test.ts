/**
 * Closures of guided-tour starts, on PGlite and on PostgreSQL: a stopped start (a date, the whole
 * tour) sells nothing and opens again; cancelling a start pays its bookings back once through their
 * ledgers (also when the same start is asked twice at once and two runs race), tells each visitor
 * by e-mail, gives the places back and never sells them again; messaging cancels nothing.
 */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { CartItem } from '@foyer/domain/contract';
import type { Closure } from '@foyer/domain/admin-contract/closures';
import { capacities, emailOutbox, payments, tourSlots } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { counters, freshTourSlot, guestToken, initPayment } from '../checkout/testing';
import { adminCall, buy, useOrdersSuite } from '../orders/testing';
import { createMailer } from '../mail';
import { createPayments } from '../payments';
import type { CancelDeps } from '../orders';
import { runClosures, startClosure } from './index';

const MESSAGE = {
  de: 'Die Führung entfällt wegen Krankheit.',
  en: 'The guide is ill: the tour does not take place.',
};

describe.each(testDatabaseKinds())('closures of tour starts on $name', ({ open }) => {
  const suite = useOrdersSuite(open);
  const { clock, config, orderOf } = suite;
  const db = () => suite.database.db;
  const tourId = () => suite.catalog.tours.public;

  /** A fresh start of the public tour with its id. */
  async function start(places = 20) {
    const fresh = await freshTourSlot(db(), tourId(), suite.catalog, places);
    const [row] = await db()
      .select({ id: tourSlots.id })
      .from(tourSlots)
      .where(eq(tourSlots.participantsCapacityId, fresh.participantsCapacityId));
    if (!row) throw new Error('no start');
    return { ...fresh, id: row.id };
  }

  function tourItem(datetime: string, adults: number): CartItem {
    const access = suite.catalog.questions.access;
    return {
      type: 'guidedTour',
      tourId: tourId(),
      datetime,
      answers: {
        [String(access)]: { qId: access, type: 'radio', value: suite.catalog.options.accessNo },
      },
      prices: [],
      tickets: [{ id: suite.catalog.tourTickets.adult, count: adults }],
    };
  }

  async function canBook(datetime: string): Promise<boolean> {
    const token = await guestToken(suite.app);
    const started = await initPayment(suite.app, [tourItem(datetime, 1)], { token, lang: 'en' });
    return started.statusCode === 200;
  }

  async function salesOf(capacityId: number) {
    const [row] = await db()
      .select({ sales: capacities.sales })
      .from(capacities)
      .where(eq(capacities.id, capacityId));
    return row?.sales;
  }

  async function refundsAtProvider(orderId: number): Promise<number[]> {
    const rows = await db()
      .select({ details: payments.details })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    return rows.flatMap((row) =>
      ((row.details.refunds ?? []) as { amount: number }[]).map((refund) => refund.amount),
    );
  }

  async function mailsOf(orderId: number) {
    return db()
      .select({ subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId));
  }

  async function finished(id: number): Promise<Closure> {
    for (let i = 0; i < 200; i += 1) {
      const res = await adminCall(suite.app, 'GET', `closures/${id}`, { agent: suite.manager });
      expect(res.statusCode).toBe(200);
      const closure = res.json().data as Closure;
      if (closure.status === 'done') return closure;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the closure did not finish');
  }

  function deps(): CancelDeps {
    const base = { config, db: db(), clock, mailer: createMailer(config.server.mail) };
    return { ...base, payments: createPayments(base).registry };
  }

  function setSales(body: object) {
    return adminCall(suite.app, 'POST', `catalog/tours/${tourId()}/sales`, {
      agent: suite.manager,
      body,
    });
  }

  it('stops a tour start: the shop refuses to book it; started again, it sells', async () => {
    const stopped = await start();
    const other = await start();
    await buy(suite.app, [tourItem(stopped.datetime, 2)]);

    const res = await setSales({ state: 'stopped', slotIds: [stopped.id] });
    expect(res.statusCode).toBe(200);
    const slots = res.json().data.slots as { id: number; sales: string; participants: object }[];
    expect(slots.find((slot) => slot.id === stopped.id)).toMatchObject({
      sales: 'stopped',
      participants: { sold: 2 },
    });
    expect(slots.find((slot) => slot.id === other.id)?.sales).toBe('open');
    expect(await salesOf(stopped.participantsCapacityId)).toBe('stopped');
    expect(await salesOf(stopped.toursCapacityId)).toBe('stopped');
    expect(await canBook(stopped.datetime)).toBe(false);
    expect(await canBook(other.datetime)).toBe(true);

    expect((await setSales({ state: 'open', slotIds: [stopped.id] })).statusCode).toBe(200);
    expect(await canBook(stopped.datetime)).toBe(true);
    expect(await counters(db(), stopped.participantsCapacityId)).toMatchObject({ sold: 2 });
  });

  it('stops and starts a date of the tour and the whole tour', async () => {
    const first = await start();
    const date = first.datetime.slice(0, 10);
    expect((await setSales({ state: 'stopped', date })).statusCode).toBe(200);
    expect(await canBook(first.datetime)).toBe(false);
    expect((await setSales({ state: 'open', date })).statusCode).toBe(200);
    expect(await canBook(first.datetime)).toBe(true);
    expect((await setSales({ state: 'stopped' })).statusCode).toBe(200);
    expect(await canBook(first.datetime)).toBe(false);
    expect((await setSales({ state: 'open' })).statusCode).toBe(200);
    expect(await canBook(first.datetime)).toBe(true);
  });

  it('refuses a date and starts at once, an unknown tour, and staff who may not edit the catalog', async () => {
    const both = await setSales({ state: 'stopped', date: '2026-12-01', slotIds: [1] });
    expect(both.statusCode).toBe(422);
    const missing = await adminCall(suite.app, 'POST', 'catalog/tours/999999/sales', {
      agent: suite.manager,
      body: { state: 'stopped' },
    });
    expect(missing.statusCode).toBe(404);
    const unknown = await adminCall(suite.app, 'POST', 'closures/preview', {
      agent: suite.manager,
      body: { kind: 'cancel', scope: { kind: 'tour', tourId: 999999 } },
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('cancels a tour start with one booked order: refunded once, e-mail queued, places never resold', async () => {
    const closed = await start();
    const other = await start();
    const booked = await orderOf(await buy(suite.app, [tourItem(closed.datetime, 2)]));
    const elsewhere = await orderOf(await buy(suite.app, [tourItem(other.datetime, 1)]));
    const scope = { kind: 'tourSlots', tourId: tourId(), slotIds: [closed.id] };

    const preview = await adminCall(suite.app, 'POST', 'closures/preview', {
      agent: suite.manager,
      body: { kind: 'cancel', scope },
    });
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({
      orders: 1,
      places: 2,
      amount: booked.total,
      slots: 1,
    });

    // The same start twice at once: one closure, one refund.
    const key = randomUUID();
    const body = { key, kind: 'cancel', scope, message: MESSAGE };
    const [first, second] = await Promise.all([
      adminCall(suite.app, 'POST', 'closures', { agent: suite.manager, body }),
      adminCall(suite.app, 'POST', 'closures', { agent: suite.manager, body }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.id).toBe(first.json().data.id);
    const result = await finished(first.json().data.id);
    expect(result).toMatchObject({
      scope,
      total: 1,
      done: 1,
      cancelledOrders: 1,
      refunded: booked.total,
      mailed: 1,
      refused: [],
      unreachable: [],
    });

    expect(await refundsAtProvider(booked.id)).toEqual([booked.total]);
    expect(await refundsAtProvider(elsewhere.id)).toEqual([]);
    const told = (await mailsOf(booked.id)).filter((mail) => mail.text.includes(MESSAGE.en));
    expect(told).toHaveLength(1);
    expect((await mailsOf(elsewhere.id)).some((mail) => mail.text.includes(MESSAGE.en))).toBe(
      false,
    );
    expect(await counters(db(), closed.participantsCapacityId)).toMatchObject({ sold: 0 });
    expect(await salesOf(closed.participantsCapacityId)).toBe('cancelled');
    expect(await canBook(closed.datetime)).toBe(false);
    expect(await canBook(other.datetime)).toBe(true);
    // Starting the sales again cannot bring a cancelled start back.
    await setSales({ state: 'open', slotIds: [closed.id] });
    expect(await canBook(closed.datetime)).toBe(false);

    const listed = await adminCall(suite.app, 'GET', `catalog/tours/${tourId()}/closures`, {
      agent: suite.manager,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.closures.map((closure: Closure) => closure.id)).toContain(result.id);
    // An event's list never shows a tour's closure, even when the ids are the same.
    const eventList = await adminCall(suite.app, 'GET', `catalog/events/${tourId()}/closures`, {
      agent: suite.manager,
    });
    expect(eventList.json().data.closures.map((closure: Closure) => closure.id)).not.toContain(
      result.id,
    );
  });

  it('pays back once when two runs work on the same tour closure at once', async () => {
    const closed = await start();
    const orders = [];
    for (let i = 0; i < 3; i += 1) {
      orders.push(await orderOf(await buy(suite.app, [tourItem(closed.datetime, 1)])));
    }
    const started = await startClosure(
      deps(),
      { id: null, email: 'system' },
      {
        key: randomUUID(),
        kind: 'cancel',
        scope: { kind: 'tourDay', tourId: tourId(), date: closed.datetime.slice(0, 10) },
        message: MESSAGE,
      },
      { run: false },
    );
    if (!started.ok) throw new Error(started.failure.code);
    await Promise.all([runClosures(deps()), runClosures(deps())]);
    const result = await finished(started.value.id);
    expect(result.cancelledOrders).toBeGreaterThanOrEqual(3);
    for (const order of orders) {
      expect(await refundsAtProvider(order.id)).toEqual([order.total]);
    }
  });

  it('messages the visitors of a tour start without cancelling anything', async () => {
    const messaged = await start();
    const order = await orderOf(await buy(suite.app, [tourItem(messaged.datetime, 1)]));
    const started = await adminCall(suite.app, 'POST', 'closures', {
      agent: suite.manager,
      body: {
        key: randomUUID(),
        kind: 'message',
        scope: { kind: 'tourSlots', tourId: tourId(), slotIds: [messaged.id] },
        message: MESSAGE,
      },
    });
    expect(started.statusCode).toBe(200);
    const result = await finished(started.json().data.id);
    expect(result).toMatchObject({ total: 1, mailed: 1, cancelledOrders: 0, refunded: 0 });
    expect((await mailsOf(order.id)).some((mail) => mail.text.includes(MESSAGE.en))).toBe(true);
    expect(await refundsAtProvider(order.id)).toEqual([]);
    expect(await canBook(messaged.datetime)).toBe(true);
  });
});
