/**
 * Moving a booking to another start from the back office, on PGlite and on PostgreSQL: places move
 * through the inventory (a full or stopped start refuses, the old places come back once), two moves
 * into the last place end with one, a repeated key moves nothing twice, the old barcodes are refused
 * at the door and the new ones admit, the visitor gets the e-mail again, and a cheaper start pays the
 * difference back through the ledger while a dearer one's is paid at the desk and kept as a top-up.
 */
import type { MoveOptions } from '@foyer/domain/admin-contract';
import { and, asc, eq } from 'drizzle-orm';
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { capacities, emailOutbox, payments, staffAuditLog, tourTickets } from '../../db/schema';
import { TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { counters, freshDay, freshSlot, freshTourSlot, TEST_SECRET } from '../checkout/testing';
import { adminCall, buy, key, scanAtDoor, signedIn } from './admin-orders.fixtures';
import { useOrdersSuite } from './orders-suite.fixtures';

describe.each(testDatabaseKinds())('moving a booking on $name', ({ open }) => {
  const suite = useOrdersSuite(open, { payments: { testSecret: TEST_SECRET } });
  const { ticket, orderOf, detail } = suite;
  const db = () => suite.database.db;

  function move(id: number, body: object, agent = suite.manager) {
    return adminCall(suite.app, 'POST', `orders/${id}/move`, { agent, body });
  }
  async function options(id: number, itemIndex = 0): Promise<MoveOptions> {
    const res = await adminCall(suite.app, 'GET', `orders/${id}/move-options`, {
      agent: suite.manager,
      query: { itemIndex: String(itemIndex) },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data as MoveOptions;
  }
  const mailsOf = (orderId: number) =>
    db()
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, orderId))
      .orderBy(asc(emailOutbox.id));

  /** Scans at `datetime` on the venue's clock (Berlin, UTC+1 in winter), then back to now. */
  async function scanOn(datetime: string, barcode: string): Promise<string> {
    suite.clock.set(new Date(`${datetime}:00+01:00`));
    try {
      // A session of that day: the manager's has timed out by then.
      const door = await signedIn(suite.app, db(), suite.config, suite.clock, 'door');
      return await scanAtDoor(suite.app, door, barcode);
    } finally {
      suite.clock.set(TEST_NOW);
    }
  }

  /** An order of two adults on the public tour at `datetime`, paid and booked. */
  async function buyTour(datetime: string) {
    const access = suite.catalog.questions.access;
    return orderOf(
      await buy(suite.app, [
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
      ]),
    );
  }

  async function setTourPrice(price: number): Promise<void> {
    await db()
      .update(tourTickets)
      .set({ price })
      .where(eq(tourTickets.id, suite.catalog.tourTickets.adult));
  }

  it('moves a timed ticket: places, time, new barcodes, the e-mail again, the audit; a repeat moves nothing', async () => {
    const from = await freshSlot(db(), suite.catalog, 10);
    const to = await freshSlot(db(), suite.catalog, 10);
    const order = await orderOf(await buy(suite.app, [ticket(from.datetime, 2)], { lang: 'de' }));
    const before = await detail(order.id);
    const oldBarcodes = before.tickets.map((row) => row.barcode);
    const mailsBefore = (await mailsOf(order.id)).length;

    const listed = await options(order.id);
    expect(listed).toMatchObject({ kind: 'ticket', current: from.datetime, places: 2 });
    expect(listed.starts.find((start) => start.start === from.datetime)?.state).toBe('current');
    expect(listed.starts.find((start) => start.start === to.datetime)).toEqual({
      start: to.datetime,
      free: 10,
      state: 'open',
      difference: 0,
    });

    const idempotencyKey = key();
    const res = await move(order.id, { idempotencyKey, itemIndex: 0, to: to.datetime });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      itemIndex: 0,
      from: from.datetime,
      to: to.datetime,
      difference: 0,
      refunded: 0,
    });
    expect(data.order.lines[0].datetime).toBe(to.datetime);
    expect(data.order.lines[0].totalPrice).toBe(before.lines[0]?.totalPrice);
    expect(await counters(db(), from.capacityId)).toEqual({ sold: 0, held: 0 });
    expect(await counters(db(), to.capacityId)).toEqual({ sold: 2, held: 0 });

    const newBarcodes = data.order.tickets.map((row: { barcode: string }) => row.barcode);
    expect(newBarcodes).toHaveLength(oldBarcodes.length);
    expect(newBarcodes.some((code: string) => oldBarcodes.includes(code))).toBe(false);
    expect(data.order.tickets[0].validFrom).toBe(to.datetime);

    const mails = await mailsOf(order.id);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails.at(-1)?.subject).toContain(order.number);
    expect(mails.at(-1)?.subject).toBe(mails[0]?.subject);

    const [entry] = await db()
      .select()
      .from(staffAuditLog)
      .where(and(eq(staffAuditLog.action, 'order.move'), eq(staffAuditLog.targetId, order.number)));
    expect(entry?.before).toMatchObject({ start: from.datetime });
    expect(entry?.after).toMatchObject({ key: idempotencyKey, start: to.datetime, refunded: 0 });

    // The same key again: the first outcome, nothing moved or sent twice.
    const again = await move(order.id, { idempotencyKey, itemIndex: 0, to: to.datetime });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ from: from.datetime, to: to.datetime });
    expect(await counters(db(), to.capacityId)).toEqual({ sold: 2, held: 0 });
    expect(await mailsOf(order.id)).toHaveLength(mailsBefore + 1);
    expect((await detail(order.id)).tickets.map((row) => row.barcode)).toEqual(newBarcodes);

    // At the door on the new day: the old barcodes are unknown, the new ones admit once.
    expect(await scanOn(to.datetime, oldBarcodes[0] ?? '')).toBe('UNKNOWN');
    expect(await scanOn(to.datetime, newBarcodes[0])).toBe('valid');

    // A checked-in booking stays where it is.
    const other = await freshSlot(db(), suite.catalog, 10);
    const used = await move(order.id, { idempotencyKey: key(), itemIndex: 0, to: other.datetime });
    expect(used.statusCode).toBe(409);
    expect(used.json().error).toBe('BOOKING_USED');
    expect(await counters(db(), other.capacityId)).toEqual({ sold: 0, held: 0 });
  });

  it('refuses a full, a stopped, an unknown, a past and the same start; nothing moves', async () => {
    const from = await freshSlot(db(), suite.catalog, 10);
    const full = await freshSlot(db(), suite.catalog, 3, 2);
    const stopped = await freshSlot(db(), suite.catalog, 10);
    await db()
      .update(capacities)
      .set({ sales: 'stopped' })
      .where(eq(capacities.id, stopped.capacityId));
    const order = await orderOf(await buy(suite.app, [ticket(from.datetime, 2)]));

    const listed = await options(order.id);
    expect(listed.starts.find((start) => start.start === full.datetime)).toMatchObject({
      free: 1,
      state: 'full',
    });
    expect(listed.starts.find((start) => start.start === stopped.datetime)).toMatchObject({
      free: 0,
      state: 'stopped',
    });

    const attempt = async (to: string) => {
      const res = await move(order.id, { idempotencyKey: key(), itemIndex: 0, to });
      return { status: res.statusCode, error: res.json().error as string };
    };
    expect(await attempt(full.datetime)).toEqual({ status: 409, error: 'SLOT_FULL' });
    expect(await attempt(stopped.datetime)).toEqual({ status: 409, error: 'SLOT_NOT_ON_SALE' });
    expect(await attempt(from.datetime)).toEqual({ status: 422, error: 'SLOT_SAME' });
    expect(await attempt(`${suite.catalog.today}T00:01`)).toEqual({
      status: 422,
      error: 'SLOT_NOT_FOUND',
    });
    expect(await attempt(from.datetime.slice(0, 10))).toEqual({
      status: 422,
      error: 'SLOT_NOT_FOUND',
    });
    const missing = await move(order.id, {
      idempotencyKey: key(),
      itemIndex: 7,
      to: full.datetime,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('BOOKING_NOT_FOUND');
    const bad = await move(order.id, { idempotencyKey: key(), itemIndex: 0, to: 'tomorrow' });
    expect(bad.statusCode).toBe(422);

    expect(await counters(db(), from.capacityId)).toEqual({ sold: 2, held: 0 });
    expect(await counters(db(), full.capacityId)).toEqual({ sold: 2, held: 0 });
    expect(await counters(db(), stopped.capacityId)).toEqual({ sold: 0, held: 0 });
    expect((await detail(order.id)).lines[0]?.datetime).toBe(from.datetime);
  });

  it('lets exactly one of two concurrent moves take the last place; a key sent at once five times moves once', async () => {
    const last = await freshSlot(db(), suite.catalog, 1);
    const first = await freshSlot(db(), suite.catalog, 5);
    const second = await freshSlot(db(), suite.catalog, 5);
    const a = await orderOf(await buy(suite.app, [ticket(first.datetime, 1)]));
    const b = await orderOf(await buy(suite.app, [ticket(second.datetime, 1)]));
    const answers = await Promise.all([
      move(a.id, { idempotencyKey: key(), itemIndex: 0, to: last.datetime }),
      move(b.id, { idempotencyKey: key(), itemIndex: 0, to: last.datetime }),
    ]);
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect(answers.find((res) => res.statusCode === 409)?.json().error).toBe('SLOT_FULL');
    expect(await counters(db(), last.capacityId)).toEqual({ sold: 1, held: 0 });
    // The same key five times at once: one move, the first outcome each time.
    const c = await freshSlot(db(), suite.catalog, 5);
    const d = await freshSlot(db(), suite.catalog, 5);
    const order = await orderOf(await buy(suite.app, [ticket(c.datetime, 2)]));
    const same = key();
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () =>
        move(order.id, { idempotencyKey: same, itemIndex: 0, to: d.datetime }),
      ),
    );
    expect(repeats.map((res) => res.statusCode)).toEqual([200, 200, 200, 200, 200]);
    for (const res of repeats) expect(res.json().data.to).toBe(d.datetime);
    expect(await counters(db(), c.capacityId)).toEqual({ sold: 0, held: 0 });
    expect(await counters(db(), d.capacityId)).toEqual({ sold: 2, held: 0 });
    const stayed =
      (await counters(db(), first.capacityId)).sold +
      (await counters(db(), second.capacityId)).sold;
    expect(stayed).toBe(1);
  });

  it('moves a day ticket to another day of its event, its barcode valid for that day', async () => {
    const from = await freshDay(db(), suite.catalog, 10);
    const to = await freshDay(db(), suite.catalog, 3);
    const order = await orderOf(
      await buy(suite.app, [
        {
          type: 'dayTicket',
          id: suite.catalog.events.timed,
          date: from.date,
          dayTickets: [{ id: suite.catalog.tickets.day, count: 2 }],
        },
      ]),
    );
    const listed = await options(order.id);
    expect(listed).toMatchObject({ kind: 'dayTicket', current: from.date, places: 2 });
    expect(listed.starts.find((start) => start.start === to.date)).toMatchObject({
      free: 3,
      state: 'open',
    });
    const res = await move(order.id, { idempotencyKey: key(), itemIndex: 0, to: to.date });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ from: from.date, to: to.date, difference: 0 });
    expect(data.order.tickets[0].validFrom.slice(0, 10)).toBe(to.date);
    expect(await counters(db(), from.capacityId)).toEqual({ sold: 0, held: 0 });
    expect(await counters(db(), to.capacityId)).toEqual({ sold: 2, held: 0 });
    // A time is no day.
    const wrong = await move(order.id, {
      idempotencyKey: key(),
      itemIndex: 0,
      to: `${from.date}T10:00`,
    });
    expect(wrong.json().error).toBe('SLOT_NOT_FOUND');
  });

  it('pays the difference of a cheaper tour start back through the ledger', async () => {
    const from = await freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, 10);
    const to = await freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, 10);
    const order = await buyTour(from.datetime);
    expect(order.total).toBe(2400);
    try {
      // The tour's price list now asks less for the booking: moving it pays the difference back.
      await setTourPrice(1000);
      expect((await options(order.id)).starts.find((s) => s.start === to.datetime)).toMatchObject({
        state: 'open',
        difference: -400,
      });
      const res = await move(order.id, { idempotencyKey: key(), itemIndex: 0, to: to.datetime });
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data).toMatchObject({ difference: -400, refunded: 400, to: to.datetime });
      expect(data.order.lines[0]).toMatchObject({ unitPrice: 1000, totalPrice: 2000 });
      expect(data.order.status).toBe('booked');
      expect(data.order.refunds).toEqual([
        expect.objectContaining({
          purpose: 'surplus',
          status: 'done',
          amount: 400,
          reason: 'moved',
        }),
      ]);
      expect(data.order.money).toMatchObject({ held: 2000, due: 2000, owed: 0 });
      const [paid] = await db()
        .select({ details: payments.details })
        .from(payments)
        .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')));
      expect((paid?.details.refunds as { amount: number }[]).map((r) => r.amount)).toEqual([400]);
      expect(await counters(db(), from.participantsCapacityId)).toEqual({ sold: 0, held: 0 });
      expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
    } finally {
      await setTourPrice(1200);
    }
  });

  it('pays nothing back for a cheaper start while a dispute is open, and does once the bank decided', async () => {
    const from = await freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, 10);
    const to = await freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, 10);
    const order = await buyTour(from.datetime);
    const [payment] = await db()
      .select({ ref: payments.providerRef })
      .from(payments)
      .where(and(eq(payments.orderId, order.id), eq(payments.status, 'paid')));
    const ref = payment?.ref ?? '';
    const simulate = (event: 'disputeOpened' | 'disputeWon') =>
      suite.app.inject({
        method: 'POST',
        url: `/pay/test/${ref}/simulate`,
        payload: { signature: createHmac('sha256', TEST_SECRET).update(ref).digest('hex'), event },
      });
    expect((await simulate('disputeOpened')).statusCode).toBe(200);
    try {
      await setTourPrice(1000);
      const body = { idempotencyKey: key(), itemIndex: 0, to: to.datetime };
      const refused = await move(order.id, body);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().error).toBe('PAYMENT_DISPUTED');
      expect(await counters(db(), from.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
      expect(await counters(db(), to.participantsCapacityId)).toEqual({ sold: 0, held: 0 });
      expect((await detail(order.id)).refunds).toEqual([]);

      expect((await simulate('disputeWon')).statusCode).toBe(200);
      const moved = await move(order.id, { ...body, idempotencyKey: key() });
      expect(moved.statusCode).toBe(200);
      expect(moved.json().data).toMatchObject({ difference: -400, refunded: 400 });
    } finally {
      await setTourPrice(1200);
    }
  });

  it('takes a dearer start’s difference at the desk as a top-up, once; a cancellation pays it all back', async () => {
    const from = await freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, 10);
    const dearer = await freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, 10);
    const order = await buyTour(from.datetime);
    expect(order.total).toBe(2400);
    const paymentsOf = () =>
      db().select().from(payments).where(eq(payments.orderId, order.id)).orderBy(asc(payments.id));
    const unchanged = async () => {
      expect(await counters(db(), dearer.participantsCapacityId)).toEqual({ sold: 0, held: 0 });
      expect(await counters(db(), from.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
      expect(await paymentsOf()).toHaveLength(1);
    };
    try {
      // The tour's price list now asks 1500 instead of 1200 a person: 600 more for two.
      await setTourPrice(1500);
      expect(
        (await options(order.id)).starts.find((s) => s.start === dearer.datetime),
      ).toMatchObject({ state: 'open', difference: 600 });

      // Without the difference paid, or with another amount (the price changed meanwhile): refused.
      const body = { itemIndex: 0, to: dearer.datetime };
      const unpaid = await move(order.id, { ...body, idempotencyKey: key() });
      expect(unpaid.statusCode).toBe(422);
      expect(unpaid.json().error).toBe('MOVE_PAYMENT_NEEDED');
      await unchanged();
      const wrong = await move(order.id, {
        ...body,
        idempotencyKey: key(),
        paid: { payment: 'cash', amount: 500 },
      });
      expect(wrong.statusCode).toBe(409);
      expect(wrong.json().error).toBe('MOVE_PRICE_CHANGED');
      await unchanged();

      // Paid in cash, the same request sent three times at once: one move, one payment of 600.
      const idempotencyKey = key();
      const sent = { ...body, idempotencyKey, paid: { payment: 'cash', amount: 600 } };
      const answers = await Promise.all([
        move(order.id, sent),
        move(order.id, sent),
        move(order.id, sent),
      ]);
      expect(answers.map((res) => res.statusCode)).toEqual([200, 200, 200]);
      for (const res of answers) {
        expect(res.json().data).toMatchObject({
          to: dearer.datetime,
          difference: 600,
          charged: 600,
          payment: 'cash',
          refunded: 0,
        });
      }
      const moved = await detail(order.id);
      expect(moved.lines[0]).toMatchObject({ unitPrice: 1500, totalPrice: 3000 });
      expect(moved.money).toMatchObject({ captured: 3000, held: 3000, due: 3000, owed: 0 });
      expect(moved.refunds).toEqual([]);
      expect(moved.status).toBe('booked');
      const rows = await paymentsOf();
      expect(rows.map((row) => [row.provider, row.status, row.amount])).toEqual([
        ['test', 'paid', 2400],
        ['cash', 'paid', 600],
      ]);
      expect(await counters(db(), dearer.participantsCapacityId)).toEqual({ sold: 2, held: 0 });
      expect(await counters(db(), from.participantsCapacityId)).toEqual({ sold: 0, held: 0 });
      const [entry] = await db()
        .select()
        .from(staffAuditLog)
        .where(
          and(eq(staffAuditLog.action, 'order.move'), eq(staffAuditLog.targetId, order.number)),
        );
      expect(entry?.after).toMatchObject({ key: idempotencyKey, charged: 600, payment: 'cash' });

      // The whole order cancelled: the confirmation names 3000, the card pays back 2400 and the
      // till the 600 taken in cash.
      expect(moved.refundIfCancelled.whole).toBe(3000);
      const cancelled = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
        agent: suite.manager,
        body: { idempotencyKey: key() },
      });
      expect(cancelled.statusCode).toBe(200);
      const after = await detail(order.id);
      expect(after.status).toBe('refunded');
      expect(after.money).toMatchObject({ held: 0, due: 0, owed: 0, refunded: 3000 });
      expect(
        after.refunds.map((refund) => [refund.purpose, refund.status, refund.amount]).sort(),
      ).toEqual([
        ['cancellation', 'done', 2400],
        ['surplus', 'done', 600],
      ]);
      expect(await counters(db(), dearer.participantsCapacityId)).toEqual({ sold: 0, held: 0 });
    } finally {
      await setTourPrice(1200);
    }
  });

  it('pays back the card and the till when a booking moved to a dearer start moves to a cheaper one', async () => {
    const from = await freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, 10);
    const dearer = await freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, 10);
    const cheaper = await freshTourSlot(db(), suite.catalog.tours.public, suite.catalog, 10);
    const order = await buyTour(from.datetime);
    try {
      // 2400 by card, then 300 in cash for a start at 1350 a person.
      await setTourPrice(1350);
      const up = await move(order.id, {
        idempotencyKey: key(),
        itemIndex: 0,
        to: dearer.datetime,
        paid: { payment: 'cash', amount: 300 },
      });
      expect(up.statusCode).toBe(200);
      // Then to a start at 900 a person: 1800 needed of the 2700 held, 900 to pay back — more than
      // the top-up, so the card pays back 600 and the till its 300.
      await setTourPrice(900);
      const down = await move(order.id, {
        idempotencyKey: key(),
        itemIndex: 0,
        to: cheaper.datetime,
      });
      expect(down.statusCode).toBe(200);
      expect(down.json().data).toMatchObject({ difference: -900, refunded: 900 });
      const after = await detail(order.id);
      expect(after.money).toMatchObject({ held: 1800, due: 1800, owed: 0 });
      expect(
        after.refunds.map((refund) => [refund.purpose, refund.status, refund.amount]).sort(),
      ).toEqual([
        ['surplus', 'done', 300],
        ['surplus', 'done', 600],
      ]);
    } finally {
      await setTourPrice(1200);
    }
  });
});
