/**
 * The visitor cancels lines of their order themselves within the museum's terms, on PGlite and on
 * PostgreSQL: the review shows what may be cancelled and what comes back, the fee stays with the
 * museum (the ledger stays balanced: no surplus is paid back later), refusals carry their reason in
 * the visitor's language, two identical requests and a request racing staff pay back once, and the
 * credit-note e-mail is queued.
 */
import { createHmac } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, payments, staffAuditLog } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { freshSlot, TEST_SECRET } from '../checkout/testing';
import { adminCall, buy, key } from './admin-orders.fixtures';
import { useOrdersSuite } from './orders-suite.fixtures';

const HOUR = 3_600_000;

describe.each(testDatabaseKinds())('visitors cancel within the terms on $name', ({ open }) => {
  const suite = useOrdersSuite(open, { payments: { testSecret: TEST_SECRET } }, (config) => {
    config.server.museum.terms.cancel = {
      allowed: true,
      untilHours: 24,
      fee: { percent: 10 },
      kinds: ['ticket'],
    };
    return config;
  });
  const { clock, config, ticket, orderOf, detail } = suite;

  const review = async (token: string, lang = 'en') => {
    const res = await suite.app.inject({
      method: 'GET',
      url: `/api/${lang}/order/review?id=${token}`,
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  };
  const cancelLines = (token: string, lineIds: number[], idempotency = key(), lang = 'en') =>
    suite.app.inject({
      method: 'POST',
      url: `/api/${lang}/order/cancelLines`,
      payload: { id: token, lineIds, key: idempotency },
    });
  const quote = (token: string, lineIds: readonly number[], lang = 'en') =>
    suite.app.inject({
      method: 'GET',
      url: `/api/${lang}/order/cancelQuote?id=${token}&lineIds=${lineIds.join(',')}`,
    });
  async function refundsAtProvider(orderId: number): Promise<number[]> {
    const rows = await suite.database.db
      .select({ details: payments.details })
      .from(payments)
      .where(eq(payments.orderId, orderId));
    return rows.flatMap((row) =>
      ((row.details.refunds ?? []) as { amount: number }[]).map((refund) => refund.amount),
    );
  }
  async function twoSlots() {
    const first = await freshSlot(suite.database.db, suite.catalog, 10);
    const second = await freshSlot(suite.database.db, suite.catalog, 10);
    const token = await buy(suite.app, [ticket(first.datetime, 1), ticket(second.datetime, 2)], {
      lang: 'de',
    });
    return { token, order: await orderOf(token), first, second };
  }

  it('shows the terms and cancels a line, keeping a 10 % fee; the ledger stays balanced', async () => {
    const { token, order } = await twoSlots();
    const before = await review(token);
    expect(before.cancellation.terms).toEqual({
      allowed: true,
      untilHours: 24,
      fee: { percent: 10 },
    });
    const [one, two] = before.cancellation.lines;
    expect(two).toMatchObject({ allowed: true, reason: null, refund: 2520, fee: 280 });
    expect(two.deadline).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(one.refund).toBe(1260);

    const res = await cancelLines(token, [two.lineId]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ refund: 2520, fee: 280 });
    expect(res.json().data.creditNote).toMatch(/credit-note-\d+\.pdf$/);
    expect(await refundsAtProvider(order.id)).toEqual([2520]);

    const after = await detail(order.id);
    expect(after.status).toBe('partlyRefunded');
    // The museum holds what the valid line and the fee need: nothing is paid back as surplus.
    expect(after.money).toMatchObject({ held: 4200 - 2520, due: 1400 + 280, waitsForStaff: 0 });
    expect(after.refunds).toHaveLength(1);
    expect(before.totals).toMatchObject({ refunded: 0, feeKept: 0 });
    const again = await review(token);
    expect(again.totals).toMatchObject({ refunded: 2520, feeKept: 280 });
    expect(again.items[again.cancellation.lines[1].item].cancelled).toBe(true);
    expect(again.cancellation.lines[1]).toMatchObject({ allowed: false, reason: 'LINE_CANCELLED' });

    const [mail] = await suite.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.id))
      .orderBy(desc(emailOutbox.id));
    expect(mail?.subject).toBe(`Stornierung Ihrer Bestellung ${order.number}`);
    expect(mail?.text).toContain('25,20');
    expect(mail?.text).toContain('Das Museum behält 2,80\u00a0€ als Stornogebühr ein.');
    expect(mail?.text).toContain(`/order/documents/${order.token}/credit-note-`);
    const [entry] = await suite.database.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.targetId, order.number),
          eq(staffAuditLog.action, 'order.cancelLines'),
        ),
      )
      .orderBy(desc(staffAuditLog.id));
    expect(entry).toMatchObject({ actor: 'visitor', actorId: null, after: { refunded: 2520 } });

    // Staff cancel the rest wholly later: the fee kept stays with the museum.
    const rest = await adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
      agent: suite.manager,
      body: { idempotencyKey: key() },
    });
    expect(rest.statusCode).toBe(200);
    expect(await refundsAtProvider(order.id)).toEqual([2520, 1400]);
  });

  it('keeps a fixed fee', async () => {
    config.server.museum.terms.cancel.fee = { fixed: 500 };
    try {
      const { token, order } = await twoSlots();
      const line = (await review(token)).cancellation.lines[0];
      expect(line).toMatchObject({ refund: 900, fee: 500 });
      const res = await cancelLines(token, [line.lineId]);
      expect(res.json().data).toMatchObject({ refund: 900, fee: 500 });
      expect(await refundsAtProvider(order.id)).toEqual([900]);
    } finally {
      config.server.museum.terms.cancel.fee = { percent: 10 };
    }
  });

  it('quotes two bookings at once as the cancellation pays back: a fixed fee once', async () => {
    config.server.museum.terms.cancel.fee = { fixed: 500 };
    try {
      const { token, order } = await twoSlots();
      const lines = (await review(token)).cancellation.lines;
      // Each booking on its own would keep the fee twice: 900 + 2300 back, 1000 kept.
      expect(lines.map((line: { refund: number }) => line.refund)).toEqual([900, 2300]);
      const ids = lines.map((line: { lineId: number }) => line.lineId);
      const quoted = await quote(token, ids);
      expect(quoted.statusCode).toBe(200);
      expect(quoted.headers['cache-control']).toBe('no-store');
      expect(quoted.json().data).toEqual({ refund: 3700, fee: 500 });
      // Asking writes nothing.
      expect(await refundsAtProvider(order.id)).toEqual([]);
      expect((await quote(token, ids)).json().data).toEqual({ refund: 3700, fee: 500 });
      const res = await cancelLines(token, ids);
      expect(res.json().data).toMatchObject(quoted.json().data);
      expect(await refundsAtProvider(order.id)).toEqual([3700]);
      // The order is cancelled now: the same refusal as the cancellation's.
      const after = await quote(token, ids);
      const again = await cancelLines(token, ids);
      expect(after.statusCode).toBe(406);
      expect([again.statusCode, again.json().error]).toEqual([406, after.json().error]);
    } finally {
      config.server.museum.terms.cancel.fee = { percent: 10 };
    }
  });

  it('quotes a percent fee rounded once for the whole choice', async () => {
    config.server.museum.terms.cancel.fee = { percent: 0.3 };
    try {
      const { token, order } = await twoSlots();
      const lines = (await review(token)).cancellation.lines;
      // 0.3 % of 1400 and of 2800 rounded each: 4 + 8; of 4200 at once: 12.6, so 13.
      expect(lines.map((line: { fee: number }) => line.fee)).toEqual([4, 8]);
      const ids = lines.map((line: { lineId: number }) => line.lineId);
      const quoted = await quote(token, ids);
      expect(quoted.json().data).toEqual({ refund: 4200 - 13, fee: 13 });
      const res = await cancelLines(token, ids);
      expect(res.json().data).toMatchObject(quoted.json().data);
      expect(await refundsAtProvider(order.id)).toEqual([4200 - 13]);
    } finally {
      config.server.museum.terms.cancel.fee = { percent: 10 };
    }
  });

  it('refuses a quote as it refuses the cancellation, in the visitor’s language', async () => {
    const { token, order, first } = await twoSlots();
    const now = clock.now();
    try {
      const start = new Date(`${first.datetime}:00Z`).getTime();
      clock.set(new Date(start - 23 * HOUR));
      const [line] = (await review(token)).cancellation.lines;
      const res = await quote(token, [line.lineId], 'de');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'DEADLINE_PASSED',
        message: 'Die Frist für eine Stornierung ist abgelaufen.',
      });
      expect(await refundsAtProvider(order.id)).toEqual([]);
    } finally {
      clock.set(now);
    }
    expect((await quote(token, [999_999])).json().error).toBe('LINES_INVALID');
    expect((await quote('ord_unknown0000', [1])).statusCode).toBe(406);
    const bad = await suite.app.inject({
      method: 'GET',
      url: `/api/en/order/cancelQuote?id=${token}&lineIds=1,,2`,
    });
    expect(bad.statusCode).toBe(422);
  });

  it('refuses past the deadline, with the reason in the visitor’s language', async () => {
    const { token, order, first } = await twoSlots();
    const now = clock.now();
    try {
      // One hour after the deadline of the first visit (24 hours before its start).
      const start = new Date(`${first.datetime}:00Z`).getTime();
      clock.set(new Date(start - 23 * HOUR));
      const line = (await review(token)).cancellation.lines[0];
      expect(line).toMatchObject({ allowed: false, reason: 'DEADLINE_PASSED', refund: null });
      const res = await cancelLines(token, [line.lineId], key(), 'de');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'DEADLINE_PASSED',
        message: 'Die Frist für eine Stornierung ist abgelaufen.',
      });
      expect(await refundsAtProvider(order.id)).toEqual([]);
    } finally {
      clock.set(now);
    }
  });

  it('refuses a kind the terms do not name, and everything when not allowed', async () => {
    const { token } = await twoSlots();
    const line = (await review(token)).cancellation.lines[0];
    config.server.museum.terms.cancel.kinds = ['guidedTour'];
    try {
      const res = await cancelLines(token, [line.lineId], key(), 'fr');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'KIND_NOT_CANCELLABLE',
        message: 'Cet article ne peut pas être annulé.',
      });
      config.server.museum.terms.cancel.allowed = false;
      expect((await cancelLines(token, [line.lineId])).json().error).toBe('NOT_ALLOWED');
    } finally {
      config.server.museum.terms.cancel.kinds = ['ticket'];
      config.server.museum.terms.cancel.allowed = true;
    }
  });

  it('refuses while a dispute is open (409)', async () => {
    const { token, order } = await twoSlots();
    const [payment] = await suite.database.db
      .select({ ref: payments.providerRef })
      .from(payments)
      .where(eq(payments.orderId, order.id));
    const ref = payment?.ref ?? '';
    const opened = await suite.app.inject({
      method: 'POST',
      url: `/pay/test/${ref}/simulate`,
      payload: {
        signature: createHmac('sha256', TEST_SECRET).update(ref).digest('hex'),
        event: 'disputeOpened',
      },
    });
    expect(opened.statusCode).toBe(200);
    const line = (await review(token)).cancellation.lines[0];
    expect(line.reason).toBe('PAYMENT_DISPUTED');
    const res = await cancelLines(token, [line.lineId]);
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toBe('PAYMENT_DISPUTED');
    expect(await refundsAtProvider(order.id)).toEqual([]);
  });

  it('pays back once for two identical requests at the same time, and once racing staff', async () => {
    const { token, order } = await twoSlots();
    const line = (await review(token)).cancellation.lines[1];
    const same = key();
    const answers = await Promise.all([
      cancelLines(token, [line.lineId], same),
      cancelLines(token, [line.lineId], same),
    ]);
    for (const answer of answers) expect([200, 409]).toContain(answer.statusCode);
    expect(answers.some((answer) => answer.statusCode === 200)).toBe(true);
    expect(await refundsAtProvider(order.id)).toEqual([2520]);

    const other = (await review(token)).cancellation.lines[0];
    const raced = await Promise.all([
      cancelLines(token, [other.lineId]),
      adminCall(suite.app, 'POST', `orders/${order.id}/cancel`, {
        agent: suite.manager,
        body: { idempotencyKey: key(), lineIds: [other.lineId] },
      }),
    ]);
    expect(raced.filter((answer) => answer.statusCode === 200)).toHaveLength(1);
    const refunds = await refundsAtProvider(order.id);
    expect(refunds).toHaveLength(2);
    expect([1260, 1400]).toContain(refunds[1]);
  });

  it('answers an unknown order with 406 and a bad body with 422', async () => {
    expect((await cancelLines('ord_unknown0000', [1])).statusCode).toBe(406);
    const bad = await suite.app.inject({
      method: 'POST',
      url: '/api/en/order/cancelLines',
      payload: { id: 'x', lineIds: [], key: '1' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
