/**
 * Stopping, cancelling and messaging dates, on PGlite and on PostgreSQL: stopped slots sell nothing
 * and open again; a cancellation pays every booking back once through its ledger (also when the
 * work is resumed after a crash, and when two runs race), tells each visitor in their order's
 * language, never sells the places again, and lists what the provider refused; a message reaches
 * every visitor without cancelling anything.
 */
import { createHmac, randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Closure } from '@foyer/domain/admin-contract/closures';
import { capacities, emailOutbox, eventSlots, payments } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { counters, freshSlot, guestToken, initPayment, TEST_SECRET } from '../checkout/testing';
import { adminCall, buy, signedIn, useOrdersSuite } from '../orders/testing';
import { cancelBookedOrder, type CancelDeps } from '../orders';
import { createMailer } from '../mail';
import { createPayments } from '../payments';
import { CLOSURE_LEASE_MS, runClosures, startClosure } from './index';

const NO_REFUND_CARD = { number: '4000 0000 0000 0259', expiry: '12/30', cvc: '123' };
const MESSAGE = {
  de: 'Der Ostflügel bleibt heute geschlossen.',
  en: 'The east wing is closed today.',
};

describe.each(testDatabaseKinds())('closures on $name', ({ open }) => {
  const suite = useOrdersSuite(open, { payments: { testSecret: TEST_SECRET } });
  const { clock, config, ticket, orderOf } = suite;
  const db = () => suite.database.db;

  /** A fresh slot of the timed event with its id. */
  async function slot(capacity = 20) {
    const fresh = await freshSlot(db(), suite.catalog, capacity);
    const [row] = await db()
      .select({ id: eventSlots.id })
      .from(eventSlots)
      .where(eq(eventSlots.capacityId, fresh.capacityId));
    if (!row) throw new Error('no slot');
    return { ...fresh, id: row.id };
  }

  async function canBuy(datetime: string): Promise<boolean> {
    const token = await guestToken(suite.app);
    const started = await initPayment(suite.app, [ticket(datetime, 1)], { token, lang: 'en' });
    return started.statusCode === 200;
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

  /** The bank opens a dispute on the order's card payment (the test provider's report). */
  async function disputeOpened(orderId: number) {
    const [row] = await db()
      .select({ ref: payments.providerRef })
      .from(payments)
      .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')));
    const ref = row?.ref ?? '';
    const res = await suite.app.inject({
      method: 'POST',
      url: `/pay/test/${ref}/simulate`,
      payload: {
        signature: createHmac('sha256', TEST_SECRET).update(ref).digest('hex'),
        event: 'disputeOpened',
      },
    });
    expect(res.statusCode).toBe(200);
  }

  async function mailsOf(orderId: number) {
    return db()
      .select({ to: emailOutbox.to, subject: emailOutbox.subject, text: emailOutbox.text })
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId));
  }

  async function salesOf(capacityId: number) {
    const [row] = await db()
      .select({ sales: capacities.sales })
      .from(capacities)
      .where(eq(capacities.id, capacityId));
    return row?.sales;
  }

  /** Polls the closure until it is done (the start begins the work in the background). */
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

  it('stops and starts the sales of chosen slots and of a date; nothing is deleted', async () => {
    const first = await slot();
    const second = await slot();
    await buy(suite.app, [ticket(first.datetime, 2)]);
    const eventId = suite.catalog.events.timed;

    const stopped = await adminCall(suite.app, 'POST', `catalog/events/${eventId}/slots/bulk`, {
      agent: suite.manager,
      body: { action: 'stop', slotIds: [first.id] },
    });
    expect(stopped.statusCode).toBe(200);
    const detail = stopped.json().data.detail as {
      slots: { id: number; sales: string; sold: number }[];
    };
    expect(detail.slots.find((row) => row.id === first.id)).toMatchObject({
      sales: 'stopped',
      sold: 2,
    });
    expect(detail.slots.find((row) => row.id === second.id)?.sales).toBe('open');
    expect(await canBuy(first.datetime)).toBe(false);
    expect(await canBuy(second.datetime)).toBe(true);

    const reopened = await adminCall(suite.app, 'POST', `catalog/events/${eventId}/slots/bulk`, {
      agent: suite.manager,
      body: { action: 'open', slotIds: [first.id] },
    });
    expect(reopened.statusCode).toBe(200);
    expect(await canBuy(first.datetime)).toBe(true);

    // A whole date, then the event again.
    const date = first.datetime.slice(0, 10);
    const dayStop = await adminCall(suite.app, 'POST', `catalog/events/${eventId}/sales`, {
      agent: suite.manager,
      body: { state: 'stopped', date },
    });
    expect(dayStop.statusCode).toBe(200);
    expect(await salesOf(first.capacityId)).toBe('stopped');
    expect(await canBuy(first.datetime)).toBe(false);
    await adminCall(suite.app, 'POST', `catalog/events/${eventId}/sales`, {
      agent: suite.manager,
      body: { state: 'open', date },
    });
    expect(await salesOf(first.capacityId)).toBe('open');
    expect(await counters(db(), first.capacityId)).toMatchObject({ sold: 2 });
  });

  it('sets the capacity of chosen slots but never below what is sold, and removes only unsold ones', async () => {
    const sold = await slot(10);
    const empty = await slot(10);
    await buy(suite.app, [ticket(sold.datetime, 3)]);
    const eventId = suite.catalog.events.timed;
    const set = await adminCall(suite.app, 'POST', `catalog/events/${eventId}/slots/bulk`, {
      agent: suite.manager,
      body: { action: 'capacity', slotIds: [sold.id, empty.id], capacity: 2 },
    });
    expect(set.statusCode).toBe(200);
    expect(set.json().data.skipped).toEqual([sold.id]);
    expect(
      (await db().select().from(capacities).where(eq(capacities.id, empty.capacityId)))[0]
        ?.capacity,
    ).toBe(2);

    const removed = await adminCall(suite.app, 'POST', `catalog/events/${eventId}/slots/bulk`, {
      agent: suite.manager,
      body: { action: 'remove', slotIds: [sold.id, empty.id] },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.skipped).toEqual([sold.id]);
    const left = await db()
      .select({ id: eventSlots.id })
      .from(eventSlots)
      .where(inArray(eventSlots.id, [sold.id, empty.id]));
    expect(left.map((row) => row.id)).toEqual([sold.id]);
  });

  it('cancels a slot: refunds once, tells each visitor in their language, never resells, lists a refusal', async () => {
    const closed = await slot();
    const other = await slot();
    const english = await orderOf(
      await buy(suite.app, [ticket(closed.datetime, 2)], { lang: 'en' }),
    );
    const german = await orderOf(
      await buy(suite.app, [ticket(closed.datetime, 1)], { lang: 'de' }),
    );
    const refusing = await orderOf(
      await buy(suite.app, [ticket(closed.datetime, 1)], { card: NO_REFUND_CARD }),
    );
    const disputed = await orderOf(await buy(suite.app, [ticket(closed.datetime, 1)]));
    await disputeOpened(disputed.id);
    const elsewhere = await orderOf(await buy(suite.app, [ticket(other.datetime, 1)]));
    const scope = { kind: 'slots', eventId: suite.catalog.events.timed, slotIds: [closed.id] };

    const preview = await adminCall(suite.app, 'POST', 'closures/preview', {
      agent: suite.manager,
      body: { kind: 'cancel', scope },
    });
    expect(preview.json().data).toMatchObject({
      orders: 4,
      places: 5,
      amount: english.total + german.total + refusing.total + disputed.total,
      slots: 1,
    });

    const key = randomUUID();
    const started = await adminCall(suite.app, 'POST', 'closures', {
      agent: suite.manager,
      body: { key, kind: 'cancel', scope, message: MESSAGE },
    });
    expect(started.statusCode).toBe(200);
    const result = await finished(started.json().data.id);
    expect(result).toMatchObject({
      total: 4,
      done: 4,
      cancelledOrders: 2,
      refunded: english.total + german.total,
      mailed: 4,
      unreachable: [],
    });
    // An open dispute waits for the bank like a refused refund waits for staff: nothing paid twice.
    expect(result.refused.map((row) => row.orderId).sort((a, b) => a - b)).toEqual(
      [refusing.id, disputed.id].sort((a, b) => a - b),
    );
    expect(result.refused.find((row) => row.orderId === disputed.id)?.reason).toBe(
      'PAYMENT_DISPUTED',
    );

    // The same start again answers the same closure and does nothing more.
    const again = await adminCall(suite.app, 'POST', 'closures', {
      agent: suite.manager,
      body: { key, kind: 'cancel', scope, message: MESSAGE },
    });
    expect(again.json().data.id).toBe(result.id);

    expect(await refundsAtProvider(english.id)).toEqual([english.total]);
    expect(await refundsAtProvider(german.id)).toEqual([german.total]);
    expect(await refundsAtProvider(refusing.id)).toEqual([]);
    expect(await refundsAtProvider(disputed.id)).toEqual([]);
    expect(await refundsAtProvider(elsewhere.id)).toEqual([]);

    const englishMail = (await mailsOf(english.id)).find((mail) => mail.text.includes(MESSAGE.en));
    const germanMail = (await mailsOf(german.id)).find((mail) => mail.text.includes(MESSAGE.de));
    expect(englishMail?.subject).toContain(english.number);
    expect(germanMail?.subject).toContain('Stornierung');
    expect((await mailsOf(refusing.id)).some((mail) => mail.text.includes(MESSAGE.en))).toBe(true);
    expect((await mailsOf(elsewhere.id)).some((mail) => mail.text.includes(MESSAGE.en))).toBe(
      false,
    );

    expect(await salesOf(closed.capacityId)).toBe('cancelled');
    expect(await canBuy(closed.datetime)).toBe(false);
    expect(await canBuy(other.datetime)).toBe(true);
    // Stopping and opening cannot bring a cancelled slot back to sale.
    await adminCall(suite.app, 'POST', `catalog/events/${suite.catalog.events.timed}/slots/bulk`, {
      agent: suite.manager,
      body: { action: 'open', slotIds: [closed.id] },
    });
    expect(await canBuy(closed.datetime)).toBe(false);
  });

  it('resumes after a crash in the middle without paying anyone back twice', async () => {
    const closed = await slot();
    const orders = [];
    for (let i = 0; i < 4; i += 1) {
      orders.push(await orderOf(await buy(suite.app, [ticket(closed.datetime, 1)])));
    }
    const started = await startClosure(
      deps(),
      { id: null, email: 'system' },
      {
        key: randomUUID(),
        kind: 'cancel',
        scope: { kind: 'slots', eventId: suite.catalog.events.timed, slotIds: [closed.id] },
        message: MESSAGE,
      },
      { run: false },
    );
    if (!started.ok) throw new Error(started.failure.code);
    const id = started.value.id;

    // One order is done, then the process dies holding the lease.
    await runClosures(deps(), { id, maxOrders: 1 });
    // The second order's refund went through, but the crash came before the closure recorded it.
    const second = orders[1];
    if (!second) throw new Error('no second order');
    const early = await cancelBookedOrder(deps(), { id: null, email: 'system' }, second.id, {
      key: `closure-${id}`,
      lineIds: undefined,
      notice: MESSAGE,
    });
    expect(early.ok).toBe(true);

    // Another run while the lease holds takes nothing; after it ran out the closure is taken over.
    await runClosures(deps(), { id });
    const meanwhile = await adminCall(suite.app, 'GET', `closures/${id}`, { agent: suite.manager });
    expect(meanwhile.json().data.done).toBe(1);
    clock.advance(CLOSURE_LEASE_MS + 1000);
    await Promise.all([runClosures(deps()), runClosures(deps())]);

    const result = await finished(id);
    expect(result).toMatchObject({ total: 4, done: 4, cancelledOrders: 4 });
    expect(result.refunded).toBe(orders.reduce((sum, order) => sum + order.total, 0));
    for (const order of orders) {
      expect(await refundsAtProvider(order.id)).toEqual([order.total]);
      const told = (await mailsOf(order.id)).filter((mail) => mail.text.includes(MESSAGE.en));
      expect(told).toHaveLength(1);
    }
    expect(await counters(db(), closed.capacityId)).toMatchObject({ sold: 0 });
    expect(await salesOf(closed.capacityId)).toBe('cancelled');
  });

  it('messages the visitors of a slot without cancelling anything', async () => {
    const messaged = await slot();
    const english = await orderOf(
      await buy(suite.app, [ticket(messaged.datetime, 1)], { lang: 'en' }),
    );
    const german = await orderOf(
      await buy(suite.app, [ticket(messaged.datetime, 2)], { lang: 'de' }),
    );
    const started = await adminCall(suite.app, 'POST', 'closures', {
      agent: suite.manager,
      body: {
        key: randomUUID(),
        kind: 'message',
        scope: { kind: 'slots', eventId: suite.catalog.events.timed, slotIds: [messaged.id] },
        message: MESSAGE,
      },
    });
    expect(started.statusCode).toBe(200);
    const result = await finished(started.json().data.id);
    expect(result).toMatchObject({ total: 2, done: 2, mailed: 2, cancelledOrders: 0, refunded: 0 });
    expect((await mailsOf(english.id)).some((mail) => mail.text.includes(MESSAGE.en))).toBe(true);
    const germanMail = (await mailsOf(german.id)).find((mail) => mail.text.includes(MESSAGE.de));
    expect(germanMail?.subject).toContain('Nachricht');
    expect(await refundsAtProvider(english.id)).toEqual([]);
    expect(await salesOf(messaged.capacityId)).toBe('open');
    expect(await canBuy(messaged.datetime)).toBe(true);
  });

  it('refuses a start without a message, and staff without the refund permission', async () => {
    const scope = { kind: 'slots', eventId: suite.catalog.events.timed, slotIds: [1] };
    const empty = await adminCall(suite.app, 'POST', 'closures', {
      agent: suite.manager,
      body: { key: randomUUID(), kind: 'message', scope, message: { en: '  ' } },
    });
    expect(empty.statusCode).toBe(422);
    const sales = await signedIn(suite.app, db(), config, clock, 'sales');
    const forbidden = await adminCall(suite.app, 'POST', 'closures', {
      agent: sales,
      body: { key: randomUUID(), kind: 'message', scope, message: MESSAGE },
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
