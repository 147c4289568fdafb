/**
 * Paying back through Stripe, on PGlite and on PostgreSQL: the back office's
 * cancel action refunds wholly or in part through the provider interface with an idempotency key,
 * a refund Stripe refuses leaves the order as it was, and the refund's later state (settled, failed at
 * the bank) is kept from Stripe's webhook.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders } from '../../../db/schema';
import { testDatabaseKinds } from '../../../testing/databases';
import { counters, freshSlot } from '../../checkout/testing';
import { adminCall, key, signedIn, type Agent } from '../../orders/testing';
import { refundStatesOf } from './stripe.repository';
import { deliver, startCheckout, useStandIn, useStripeSuite } from './stripe.fixtures';

describe.each(testDatabaseKinds())('Stripe refunds on $name', ({ open }) => {
  const standIn = useStandIn();
  const suite = useStripeSuite(open, standIn);
  let manager: Agent | null = null;

  async function staff(): Promise<Agent> {
    manager ??= await signedIn(suite.app, suite.database.db, suite.config, suite.clock, 'manager');
    return manager;
  }

  /** A booked order of one line per slot (1400 cents a ticket), paid by card at Stripe. */
  async function bookedOrder(counts: number[]) {
    const slots = await Promise.all(
      counts.map(() => freshSlot(suite.database.db, suite.catalog, 10)),
    );
    const started = await startCheckout(
      suite.app,
      standIn,
      slots.map((slot, index) => suite.ticket(slot.datetime, counts[index])),
      { token: suite.token },
    );
    expect((await deliver(suite.app, standIn.visitorPays(started.session.id))).statusCode).toBe(
      200,
    );
    const [order] = await suite.database.db
      .select()
      .from(orders)
      .where(eq(orders.token, started.orderToken));
    if (order?.status !== 'booked') throw new Error('not booked');
    return { order, slots, sessionId: started.session.id };
  }

  async function cancel(orderId: number, body: object) {
    return adminCall(suite.app, 'POST', `orders/${orderId}/cancel`, { agent: await staff(), body });
  }

  async function lineIds(orderId: number): Promise<number[]> {
    const res = await adminCall(suite.app, 'GET', `orders/${orderId}`, { agent: await staff() });
    return (res.json().data.lines as { id: number }[]).map((line) => line.id);
  }

  function refundRequests() {
    return standIn.requests.filter((r) => r.path === '/v1/refunds' && r.method === 'POST');
  }

  it('pays back partly, then the rest, each keyed, and keeps the refund state from the webhook', async () => {
    const { order, slots, sessionId } = await bookedOrder([1, 2]);
    const before = refundRequests().length;
    const [first, second] = await lineIds(order.id);
    const one = await cancel(order.id, { idempotencyKey: key(), lineIds: [first] });
    expect(one.statusCode).toBe(200);
    expect(one.json().data.status).toBe('partlyRefunded');
    const two = await cancel(order.id, { idempotencyKey: key(), lineIds: [second] });
    expect(two.json().data).toMatchObject({ status: 'refunded', refunded: 4200 });
    const sent = refundRequests().slice(before);
    expect(sent.map((r) => r.form.get('amount'))).toEqual(['1400', '2800']);
    expect(sent.every((r) => /^foyer-refund-ledger-\d+$/.test(r.idempotencyKey ?? ''))).toBe(true);
    expect(new Set(sent.map((r) => r.idempotencyKey)).size).toBe(2);
    expect(await counters(suite.database.db, slots[0]?.capacityId ?? -1)).toEqual({
      sold: 0,
      held: 0,
    });
    const states = await refundStatesOf(suite.database.db, sessionId);
    expect(states.map((s) => [s.amount, s.status])).toEqual(
      expect.arrayContaining([
        [1400, 'pending'],
        [2800, 'pending'],
      ]),
    );
    // Stripe reports the refunds later: one settles, the other fails at the bank.
    const [a, b] = states;
    await deliver(suite.app, standIn.refundSettles(a?.refundRef ?? '', 'succeeded'));
    const failed = await deliver(
      suite.app,
      standIn.refundSettles(b?.refundRef ?? '', 'failed', 'expired_or_canceled_card'),
    );
    expect(failed.statusCode).toBe(200);
    const after = await refundStatesOf(suite.database.db, sessionId);
    expect(after.find((s) => s.refundRef === a?.refundRef)?.status).toBe('succeeded');
    expect(after.find((s) => s.refundRef === b?.refundRef)).toMatchObject({
      status: 'failed',
      failureReason: 'expired_or_canceled_card',
    });
    // `charge.refunded` lists the same refunds: their state stays Stripe's newest word.
    expect((await deliver(suite.app, standIn.chargeRefunded(sessionId))).statusCode).toBe(200);
    expect((await refundStatesOf(suite.database.db, sessionId)).length).toBe(2);
  });

  it('pays back a whole order once, also when asked twice with the same key', async () => {
    const { order } = await bookedOrder([2]);
    const same = key();
    const before = refundRequests().length;
    const first = await cancel(order.id, { idempotencyKey: same });
    const second = await cancel(order.id, { idempotencyKey: same });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json().data).toMatchObject({ status: 'refunded', refunded: 2800 });
    expect(
      refundRequests()
        .slice(before)
        .map((r) => r.form.get('amount')),
    ).toEqual(['2800']);
  });

  it('leaves the order as it was when Stripe refuses the refund, and says why', async () => {
    const { order, slots } = await bookedOrder([2]);
    standIn.refuseRefunds('This charge is disputed and cannot be refunded.');
    try {
      const res = await cancel(order.id, { idempotencyKey: key() });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'REFUND_REFUSED',
        message: 'This charge is disputed and cannot be refunded.',
      });
    } finally {
      standIn.refuseRefunds(null);
    }
    expect(await counters(suite.database.db, slots[0]?.capacityId ?? -1)).toEqual({
      sold: 2,
      held: 0,
    });
    const [row] = await suite.database.db.select().from(orders).where(eq(orders.id, order.id));
    expect(row?.status).toBe('booked');
    // Asked again once Stripe agrees: paid back.
    expect((await cancel(order.id, { idempotencyKey: key() })).statusCode).toBe(200);
    expect(standIn.refused).toEqual([]);
  });
});
