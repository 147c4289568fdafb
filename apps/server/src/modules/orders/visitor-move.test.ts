/**
 * The visitor moves a visit of their order themselves within the museum's terms, on PGlite and on
 * PostgreSQL: the review says which bookings move and until when, the options list only starts the
 * visitor may choose (beyond the deadline counted from the new start too), an equal or cheaper start
 * moves at once (new barcodes, the old ones refused at the door, the e-mail again, the audit names
 * the visitor; a cheaper one's surplus paid back through the ledger), a dearer one holds the new
 * places while the visitor pays the difference at the provider and moves once when it is paid
 * (repeated returns and webhooks, another process), an abandoned payment gives the places back, a
 * payment arriving when the move cannot be done any more is paid back, refusals carry their reason
 * in the visitor's language, and concurrent moves and a staff cancellation never oversell.
 */
import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, payments, staffAuditLog, tourTickets } from '../../db/schema';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  freshDay,
  freshSlot,
  freshTourSlot,
  GOOD_CARD,
  pathOf,
  submitPaymentForm,
  TEST_SECRET,
} from '../checkout/testing';
import { TEST_ARGON2 } from '../customers/testing';
import { adminCall, buy, key, scanAtDoor, signedIn } from './admin-orders.fixtures';
import { useOrdersSuite } from './orders-suite.fixtures';

const HOUR = 3_600_000;
const URLS = {
  continue: 'http://localhost:3000/en/order/review?move=return',
  cancel: 'http://localhost:3000/en/order/review?move=cancel',
};

describe.each(testDatabaseKinds())('visitors move a visit on $name', ({ open }) => {
  const suite = useOrdersSuite(open, { payments: { testSecret: TEST_SECRET } }, (config) => {
    config.server.museum.terms.move = { allowed: true, untilHours: 24 };
    return config;
  });
  const { clock, config, ticket, orderOf, detail } = suite;
  const db = () => suite.database.db;

  const review = async (token: string) => {
    const res = await suite.app.inject({ method: 'GET', url: `/api/en/order/review?id=${token}` });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const options = (token: string, itemIndex = 0, lang = 'en') =>
    suite.app.inject({
      method: 'GET',
      url: `/api/${lang}/order/moveOptions?id=${token}&itemIndex=${itemIndex}`,
    });
  const move = (
    token: string,
    to: string,
    idempotency = key(),
    lang = 'en',
    app = suite.app,
    itemIndex = 0,
  ) =>
    app.inject({
      method: 'POST',
      url: `/api/${lang}/order/move`,
      payload: { id: token, itemIndex, to, key: idempotency, url: URLS },
    });
  const moveReturn = (token: string, app = suite.app) =>
    app.inject({ method: 'POST', url: '/api/en/order/moveReturn', payload: { id: token } });
  const webhook = (ref: string, app = suite.app) =>
    app.inject({
      method: 'POST',
      url: '/pay/test/webhook',
      payload: { ref, signature: createHmac('sha256', TEST_SECRET).update(ref).digest('hex') },
    });
  /** Pays on the provider's page; answers where the provider sends the browser back. */
  async function pay(app: typeof suite.app, redirectUrl: string): Promise<string> {
    const page = await app.inject({ method: 'GET', url: pathOf(redirectUrl) });
    expect(page.statusCode).toBe(200);
    const done = await submitPaymentForm(app, redirectUrl, GOOD_CARD);
    expect(done.statusCode).toBe(303);
    return String(done.headers.location);
  }
  async function paymentRows(orderId: number) {
    return db().select().from(payments).where(eq(payments.orderId, orderId)).orderBy(payments.id);
  }
  async function refundsAtProvider(orderId: number): Promise<number[]> {
    return (await paymentRows(orderId)).flatMap((row) =>
      ((row.details.refunds ?? []) as { amount: number }[]).map((refund) => refund.amount),
    );
  }
  const mails = (orderId: number) =>
    db().select().from(emailOutbox).where(eq(emailOutbox.orderId, orderId));
  async function scanOn(datetime: string, barcode: string): Promise<string> {
    clock.set(new Date(`${datetime}:00+01:00`));
    try {
      const door = await signedIn(suite.app, db(), config, clock, 'door');
      return await scanAtDoor(suite.app, door, barcode);
    } finally {
      clock.set(TEST_NOW);
    }
  }
  async function buyTour(datetime: string) {
    const access = suite.catalog.questions.access;
    const token = await buy(suite.app, [
      {
        type: 'guidedTour',
        tourId: suite.catalog.tours.public,
        datetime,
        answers: {
          [String(access)]: { qId: access, type: 'radio', value: suite.catalog.options.accessNo },
        },
        prices: [],
        tickets: [{ id: suite.catalog.tourTickets.adult, count: 2 }],
      },
    ]);
    return { token, order: await orderOf(token) };
  }
  async function withTourPrice<T>(price: number, run: () => Promise<T>): Promise<T> {
    const adult = eq(tourTickets.id, suite.catalog.tourTickets.adult);
    await db().update(tourTickets).set({ price }).where(adult);
    try {
      return await run();
    } finally {
      await db().update(tourTickets).set({ price: 1200 }).where(adult);
    }
  }
  const tourSlot = (places = 10) =>
    freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, places);

  it('shows the terms, lists the starts, moves a ticket at once: new barcodes, the e-mail, the audit; a repeat moves nothing', async () => {
    const from = await freshSlot(db(), suite.catalog, 10);
    const to = await freshSlot(db(), suite.catalog, 10);
    const full = await freshSlot(db(), suite.catalog, 1, 1);
    const token = await buy(suite.app, [ticket(from.datetime, 2)], { lang: 'de' });
    const order = await orderOf(token);
    const before = await detail(order.id);
    const oldBarcodes = before.tickets.map((row) => row.barcode);
    const mailsBefore = (await mails(order.id)).length;

    const shown = await review(token);
    expect(shown.move.terms).toEqual({ allowed: true, untilHours: 24 });
    expect(shown.move.bookings).toEqual([
      {
        itemIndex: 0,
        items: [0],
        allowed: true,
        reason: null,
        deadline: `${new Date(new Date(`${from.datetime}:00Z`).getTime() - 24 * HOUR).toISOString().slice(0, 16)}`,
      },
    ]);

    const listed = await options(token);
    expect(listed.statusCode).toBe(200);
    const starts = listed.json().data.starts as { start: string }[];
    expect(listed.json().data).toMatchObject({ kind: 'ticket', current: from.datetime, places: 2 });
    expect(starts.find((start) => start.start === to.datetime)).toEqual({
      start: to.datetime,
      free: 10,
      difference: 0,
    });
    // Neither the booking's own start nor a full one is offered.
    expect(starts.map((start) => start.start)).not.toContain(from.datetime);
    expect(starts.map((start) => start.start)).not.toContain(full.datetime);

    const idempotency = key();
    const res = await move(token, to.datetime, idempotency);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      state: 'moved',
      itemIndex: 0,
      from: from.datetime,
      to: to.datetime,
      difference: 0,
      refunded: 0,
    });
    expect(await counters(db(), from.capacityId)).toEqual({ sold: 0, held: 0 });
    expect(await counters(db(), to.capacityId)).toEqual({ sold: 2, held: 0 });
    const after = await detail(order.id);
    expect(after.lines[0]?.datetime).toBe(to.datetime);
    const newBarcodes = after.tickets.map((row) => row.barcode);
    expect(newBarcodes.some((code) => oldBarcodes.includes(code))).toBe(false);
    expect(await mails(order.id)).toHaveLength(mailsBefore + 1);
    const [entry] = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'order.move'), eq(staffAuditLog.targetId, order.number)));
    expect(entry).toMatchObject({ actor: 'visitor', actorId: null, after: { key: idempotency } });

    const again = await move(token, to.datetime, idempotency);
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ state: 'moved', to: to.datetime });
    expect(await counters(db(), to.capacityId)).toEqual({ sold: 2, held: 0 });
    expect(await mails(order.id)).toHaveLength(mailsBefore + 1);

    expect(await scanOn(to.datetime, oldBarcodes[0] ?? '')).toBe('UNKNOWN');
    expect(await scanOn(to.datetime, newBarcodes[0] ?? '')).toBe('valid');
  });

  it('pays a cheaper start’s difference back through the ledger', async () => {
    const from = await tourSlot();
    const to = await tourSlot();
    const { token, order } = await buyTour(from.datetime);
    await withTourPrice(1000, async () => {
      const listed = (await options(token)).json().data;
      expect(listed.starts.find((s: { start: string }) => s.start === to.datetime)).toMatchObject({
        difference: -400,
      });
      const res = await move(token, to.datetime);
      expect(res.json().data).toMatchObject({ state: 'moved', difference: -400, refunded: 400 });
    });
    expect(await refundsAtProvider(order.id)).toEqual([400]);
    expect((await detail(order.id)).money).toMatchObject({ held: 2000, due: 2000, owed: 0 });
    expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
  });

  it('moves a day ticket to another day; a basket’s article is no booking to move', async () => {
    const from = await freshDay(db(), suite.catalog, 10);
    const to = await freshDay(db(), suite.catalog, 10);
    const token = await buy(suite.app, [
      { type: 'merchandise', id: suite.catalog.articles.book, count: 1 },
      {
        type: 'dayTicket',
        id: suite.catalog.events.timed,
        date: from.date,
        dayTickets: [{ id: suite.catalog.tickets.day, count: 1 }],
      },
    ]);
    const shown = await review(token);
    expect(shown.move.bookings).toEqual([
      expect.objectContaining({
        itemIndex: 1,
        allowed: true,
        deadline: expect.stringMatching(/T00:00$/),
      }),
    ]);
    expect((await options(token, 0)).json().error).toBe('KIND_NOT_MOVABLE');
    const listed = (await options(token, 1)).json().data;
    expect(listed.kind).toBe('dayTicket');
    expect(listed.starts.map((start: { start: string }) => start.start)).toContain(to.date);
    const res = await move(token, to.date, key(), 'en', suite.app, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'moved', from: from.date, to: to.date });
    expect(await counters(db(), to.capacityId)).toEqual({ sold: 1, held: 0 });
    expect(await counters(db(), from.capacityId)).toEqual({ sold: 0, held: 0 });
  });

  it('refuses past the deadline and a new start within it, with the reason in the visitor’s language', async () => {
    const to = await freshSlot(db(), suite.catalog, 10);
    const from = await freshSlot(db(), suite.catalog, 10);
    const later = await freshSlot(db(), suite.catalog, 10);
    const token = await buy(suite.app, [ticket(from.datetime, 1)]);
    const order = await orderOf(token);
    const start = (datetime: string) => new Date(`${datetime}:00+01:00`).getTime();
    try {
      // The deadline of `to` (a minute before `from`) has come; `from`'s is a minute away.
      clock.set(new Date(start(to.datetime) - 24 * HOUR));
      const listed = (await options(token))
        .json()
        .data.starts.map((s: { start: string }) => s.start);
      expect(listed).not.toContain(to.datetime);
      expect(listed).toContain(later.datetime);
      const soon = await move(token, to.datetime, key(), 'de');
      expect(soon.statusCode).toBe(422);
      expect(soon.json()).toMatchObject({
        error: 'SLOT_TOO_SOON',
        message: 'Dieser Termin liegt zu kurz bevor: Auf ihn kann nicht mehr umgebucht werden.',
      });
      // An hour later the booking's own deadline has passed too.
      clock.set(new Date(start(from.datetime) - 23 * HOUR));
      expect((await review(token)).move.bookings[0]).toMatchObject({
        allowed: false,
        reason: 'DEADLINE_PASSED',
      });
      const late = await move(token, later.datetime, key(), 'fr');
      expect(late.statusCode).toBe(422);
      expect(late.json()).toMatchObject({
        error: 'DEADLINE_PASSED',
        message: 'Le délai pour changer d’horaire est dépassé.',
      });
      const optionsLate = await options(token, 0, 'sv');
      expect(optionsLate.statusCode).toBe(422);
      expect(optionsLate.json().message).toBe('Tiden för att byta tid har gått ut.');
    } finally {
      clock.set(TEST_NOW);
    }
    expect((await detail(order.id)).lines[0]?.datetime).toBe(from.datetime);
    expect(await counters(db(), from.capacityId)).toEqual({ sold: 1, held: 0 });
    // Not allowed at all: the museum's terms say so.
    config.server.museum.terms.move.allowed = false;
    try {
      const res = await move(token, later.datetime, key(), 'it');
      expect(res.json()).toMatchObject({
        error: 'NOT_ALLOWED',
        message: 'Le visite non possono essere spostate online. Contatta il museo.',
      });
      expect((await review(token)).move.bookings[0].reason).toBe('NOT_ALLOWED');
    } finally {
      config.server.museum.terms.move.allowed = true;
    }
  });

  it('lets a visitor pay a dearer start’s difference online: held places, one move, a top-up; repeats change nothing', async () => {
    const from = await tourSlot();
    const to = await tourSlot(3);
    const { token, order } = await buyTour(from.datetime);
    const mailsBefore = (await mails(order.id)).length;
    const idempotency = key();
    const res = await withTourPrice(1500, () => move(token, to.datetime, idempotency));
    expect(res.statusCode).toBe(200);
    const answer = res.json().data;
    expect(answer).toMatchObject({ state: 'payment', difference: 600, to: to.datetime });
    expect(answer.redirectUrl).toMatch(/\/pay\/test\//);
    // The new places are held, the booking is where it was.
    expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 0, held: 2 });
    expect(await counters(db(), from.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
    expect((await review(token)).move.bookings[0]).toMatchObject({ reason: 'MOVE_UNDER_WAY' });
    // The same request again answers the same page; another move waits.
    const repeat = await withTourPrice(1500, () => move(token, to.datetime, idempotency));
    expect(repeat.json().data.redirectUrl).toBe(answer.redirectUrl);
    const other = await withTourPrice(1500, () => move(token, from.datetime, key()));
    expect(other.statusCode).toBe(409);
    expect(other.json().error).toBe('MOVE_UNDER_WAY');

    await withTourPrice(1500, async () => {
      await pay(suite.app, answer.redirectUrl);
      const ref = pathOf(answer.redirectUrl).split('/').at(-1) ?? '';
      // The return and the webhook at once, and again: one move, one capture.
      const answers = await Promise.all([moveReturn(token), webhook(ref), moveReturn(token)]);
      expect(answers.map((one) => one.statusCode)).toEqual([200, 200, 200]);
      expect((await moveReturn(token)).json().data).toEqual({
        state: 'moved',
        itemIndex: 0,
        to: to.datetime,
      });
      await webhook(ref);
    });
    const after = await detail(order.id);
    expect(after.lines[0]).toMatchObject({ datetime: to.datetime, totalPrice: 3000 });
    expect(after.money).toMatchObject({ captured: 3000, held: 3000, due: 3000, owed: 0 });
    expect(after.refunds).toEqual([]);
    expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
    expect(await counters(db(), from.participantsCapacityId)).toEqual({ sold: 0, held: 0 });
    expect(await mails(order.id)).toHaveLength(mailsBefore + 1);
    const moves = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'order.move'), eq(staffAuditLog.targetId, order.number)));
    expect(moves).toHaveLength(1);
    expect(moves[0]).toMatchObject({ actor: 'visitor', after: { charged: 600 } });
    expect((await paymentRows(order.id)).map((row) => [row.status, row.amount])).toEqual([
      ['paid', 2400],
      ['paid', 600],
    ]);
    // Cancelled later by staff: the sale and the top-up come back, to the cent.
    const cancelled = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key() },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await refundsAtProvider(order.id)).sort()).toEqual([2400, 600].sort());
  });

  it('gives the held places back when the visitor abandons the payment, and lets them move again', async () => {
    const from = await tourSlot();
    const to = await tourSlot(2);
    const { token, order } = await buyTour(from.datetime);
    const res = await withTourPrice(1500, () => move(token, to.datetime));
    const { redirectUrl } = res.json().data;
    expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 0, held: 2 });
    // Cancelled on the provider's page: the return gives the places back at once.
    const ref = pathOf(redirectUrl).split('/').at(-1) ?? '';
    const cancelled = await suite.app.inject({ method: 'POST', url: `/pay/test/${ref}/cancel` });
    expect(cancelled.statusCode).toBe(303);
    expect((await moveReturn(token)).json().data.state).toBe('failed');
    expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 0, held: 0 });
    expect((await detail(order.id)).lines[0]?.datetime).toBe(from.datetime);
    expect((await review(token)).move.bookings[0]).toMatchObject({ allowed: true });

    // Left alone: the hold runs out with the checkout's hold time; a new move may start then.
    const second = await withTourPrice(1500, () => move(token, to.datetime));
    expect(second.json().data.state).toBe('payment');
    expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 0, held: 2 });
    try {
      clock.set(new Date(TEST_NOW.getTime() + (config.server.holdMinutes + 1) * 60_000));
      expect((await review(token)).move.bookings[0]).toMatchObject({ allowed: true });
      // Another visitor takes the places meanwhile; the old page is closed by the next move.
      const third = await withTourPrice(1500, () => move(token, to.datetime));
      expect(third.json().data.state).toBe('payment');
      const rows = await paymentRows(order.id);
      expect(rows.map((row) => row.status)).toEqual(['paid', 'cancelled', 'cancelled', 'started']);
      expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 0, held: 2 });
    } finally {
      clock.set(TEST_NOW);
    }
    expect((await detail(order.id)).money).toMatchObject({ captured: 2400, held: 2400 });
  });

  it('pays a late payment back when the booking was cancelled meanwhile; no place is kept', async () => {
    const from = await tourSlot();
    const to = await tourSlot();
    const { token, order } = await buyTour(from.datetime);
    const res = await withTourPrice(1500, () => move(token, to.datetime));
    const { redirectUrl } = res.json().data;
    // Staff cancel the whole order while the visitor is on the provider's page.
    const cancelled = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key() },
    });
    expect(cancelled.statusCode).toBe(200);
    await pay(suite.app, redirectUrl);
    const ref = pathOf(redirectUrl).split('/').at(-1) ?? '';
    await webhook(ref);
    await webhook(ref);
    expect((await refundsAtProvider(order.id)).sort()).toEqual([2400, 600].sort());
    expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 0, held: 0 });
    expect(await counters(db(), from.participantsCapacityId)).toEqual({ sold: 0, held: 0 });
    const [row] = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'order.move'), eq(staffAuditLog.targetId, order.number)))
      .orderBy(desc(staffAuditLog.id));
    expect(row).toBeUndefined();
  });

  it('pays a payment back that arrives after its places ran out and were sold', async () => {
    const from = await tourSlot();
    const to = await tourSlot(2);
    const { token, order } = await buyTour(from.datetime);
    const res = await withTourPrice(1500, () => move(token, to.datetime));
    const { redirectUrl } = res.json().data;
    try {
      clock.set(new Date(TEST_NOW.getTime() + (config.server.holdMinutes + 1) * 60_000));
      // Someone else buys the last places once the hold has run out.
      await buyTour(to.datetime);
      expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
      await withTourPrice(1500, async () => {
        await pay(suite.app, redirectUrl);
        expect((await moveReturn(token)).json().data.state).toBe('refunded');
      });
      await webhook(pathOf(redirectUrl).split('/').at(-1) ?? '');
    } finally {
      clock.set(TEST_NOW);
    }
    const after = await detail(order.id);
    expect(after.lines[0]?.datetime).toBe(from.datetime);
    expect(after.refunds).toEqual([
      expect.objectContaining({ amount: 600, status: 'done', reason: 'moveFailed' }),
    ]);
    expect(await refundsAtProvider(order.id)).toEqual([600]);
    expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
    expect(await counters(db(), from.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
  });

  it('completes a paid move in another process (a restart between paying and the return)', async () => {
    const from = await tourSlot();
    const to = await tourSlot();
    const { token, order } = await buyTour(from.datetime);
    const res = await withTourPrice(1500, () => move(token, to.datetime));
    const { redirectUrl } = res.json().data;
    const other = await createTestApp(suite.database, {
      config,
      clock,
      customers: { argon2: TEST_ARGON2 },
      payments: { testSecret: TEST_SECRET },
    });
    try {
      await withTourPrice(1500, async () => {
        await pay(other, redirectUrl);
        expect((await moveReturn(token, other)).json().data.state).toBe('moved');
      });
    } finally {
      await other.close();
    }
    expect((await moveReturn(token)).json().data.state).toBe('moved');
    expect((await detail(order.id)).money).toMatchObject({ captured: 3000, held: 3000 });
    expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
  });

  it('never oversells: two moves into the last places, two dearer holds, a move racing staff', async () => {
    const last = await freshSlot(db(), suite.catalog, 1);
    const a = await buy(suite.app, [ticket((await freshSlot(db(), suite.catalog, 5)).datetime, 1)]);
    const b = await buy(suite.app, [ticket((await freshSlot(db(), suite.catalog, 5)).datetime, 1)]);
    const both = await Promise.all([move(a, last.datetime), move(b, last.datetime)]);
    expect(both.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(both.find((res) => res.statusCode === 409)?.json().error).toBe('SLOT_FULL');
    expect(await counters(db(), last.capacityId)).toEqual({ sold: 1, held: 0 });

    const target = await tourSlot(2);
    const one = await buyTour((await tourSlot()).datetime);
    const two = await buyTour((await tourSlot()).datetime);
    const held = await withTourPrice(1500, () =>
      Promise.all([move(one.token, target.datetime), move(two.token, target.datetime)]),
    );
    expect(held.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await counters(db(), target.participantsCapacityId)).toEqual({ sold: 0, held: 2 });

    // A move racing a staff cancellation of the same order: one of them wins wholly.
    const from = await freshSlot(db(), suite.catalog, 5);
    const to = await freshSlot(db(), suite.catalog, 5);
    const token = await buy(suite.app, [ticket(from.datetime, 2)]);
    const order = await orderOf(token);
    const [moved, cancelled] = await Promise.all([
      move(token, to.datetime),
      adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
        agent: suite.manager,
        body: { idempotencyKey: key() },
      }),
    ]);
    expect(cancelled.statusCode).toBe(200);
    expect([200, 406, 409]).toContain(moved.statusCode);
    expect(await counters(db(), from.capacityId)).toEqual({ sold: 0, held: 0 });
    expect(await counters(db(), to.capacityId)).toEqual({ sold: 0, held: 0 });
    expect(await refundsAtProvider(order.id)).toEqual([(2 * order.total) / 2]);
  });

  it('answers an unknown order with 406 and a bad body with 422', async () => {
    const unknown = await move('ord_unknown_token_000000000000', '2026-12-01T10:00');
    expect(unknown.statusCode).toBe(406);
    const bad = await suite.app.inject({
      method: 'POST',
      url: '/api/en/order/move',
      payload: { id: 'x', itemIndex: -1, to: 'tomorrow', key: 'k' },
    });
    expect(bad.statusCode).toBe(422);
    expect((await options('ord_unknown_token_000000000000')).statusCode).toBe(406);
  });
});
