/**
 * Holds over time and races: expired holds give their places back at once, a late payment books when
 * the places are still free and is paid back when they are not, voucher codes are used partly and
 * keep their remaining balance, and the browser's return racing the provider's webhook books once.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, issuedTickets, orders, payments } from '../../db/schema';
import { TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { useCheckoutSuite } from './checkout-suite.fixtures';
import { movableClock } from '../customers/testing';
import { createTestProvider } from '../payments/testing';
import {
  checkoutCall,
  counters,
  execPayment,
  freshCode,
  freshSlot,
  guestToken,
  initPayment,
  orderTokenOfReturn,
  pay,
  TEST_SECRET,
  usedAmount,
} from './checkout.fixtures';

const MINUTE = 60_000;

describe.each(testDatabaseKinds())('holds and races on $name', ({ open }) => {
  const clock = movableClock(TEST_NOW);
  const suite = useCheckoutSuite(open, { clock, payments: { testSecret: TEST_SECRET } });
  const { ticket } = suite;

  async function start(items: Parameters<typeof initPayment>[1]) {
    const res = await initPayment(suite.app, items, { token: suite.token });
    expect(res.statusCode).toBe(200);
    return res.json().data as string;
  }

  async function availableOn(datetime: string): Promise<number> {
    const res = await suite.app.inject({
      method: 'GET',
      url: `/api/en/ticket/collect/event/${suite.catalog.events.timed}/date/${datetime.slice(0, 10)}`,
    });
    const slot = res
      .json()
      .data.timeslots.find((entry: { datetime: string }) => entry.datetime === datetime);
    return slot.max_tickets;
  }

  it('gives the places of an expired hold back at once; the late payment is refunded when they are gone', async () => {
    clock.set(TEST_NOW);
    const slot = await freshSlot(suite.database.db, suite.catalog, 2);
    const first = await start([ticket(slot.datetime, 2)]);
    expect(await availableOn(slot.datetime)).toBe(0);
    expect(
      (await initPayment(suite.app, [ticket(slot.datetime, 1)], { token: suite.token })).json(),
    ).toMatchObject({
      error: 'TIME_SOLD_OUT',
    });

    clock.advance(21 * MINUTE);
    expect(await availableOn(slot.datetime)).toBe(2);
    const second = await start([ticket(slot.datetime, 2)]);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 2 });

    const lateCart = await pay(suite.app, first);
    const late = await execPayment(suite.app, lateCart);
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({
      error: 'CART_GONE',
      message: expect.stringContaining('refunded'),
    });
    const [refunded] = await suite.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, first.split('/').pop() ?? ''));
    expect(refunded?.details).toHaveProperty('refundedAt');
    const [lateOrder] = await suite.database.db
      .select()
      .from(orders)
      .where(eq(orders.token, lateCart));
    expect(lateOrder?.status).toBe('failed');

    expect((await execPayment(suite.app, await pay(suite.app, second))).statusCode).toBe(200);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });
  });

  it('books a late payment when its places are still free', async () => {
    clock.set(TEST_NOW);
    const slot = await freshSlot(suite.database.db, suite.catalog, 5);
    const redirect = await start([ticket(slot.datetime, 3)]);
    clock.advance(45 * MINUTE);
    const booked = await execPayment(suite.app, await pay(suite.app, redirect));
    expect(booked.statusCode).toBe(200);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 3, held: 0 });
  });

  it('uses a voucher code partly and keeps the remaining balance for the next order', async () => {
    clock.set(TEST_NOW);
    const code = await freshCode(suite.database.db, 5000);
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const started = await initPayment(
      suite.app,
      [ticket(slot.datetime, 2), { type: 'voucherCode', barcode: code }],
      { token: suite.token },
    );
    expect(started.statusCode).toBe(200);
    // Nothing is taken from the code until the order is booked.
    expect(await usedAmount(suite.database.db, code)).toBe(0);
    // The code pays everything: the answer is the shop's continue URL, no payment page.
    const orderToken = orderTokenOfReturn(started.json().data);
    expect((await execPayment(suite.app, orderToken)).statusCode).toBe(200);
    expect(await usedAmount(suite.database.db, code)).toBe(2800);
    const balance = await suite.app.inject({
      method: 'GET',
      url: '/api/en/voucher',
      query: { voucher: code },
    });
    expect(balance.json().data).toMatchObject({
      amount: 5000,
      used_amount: 2800,
      available_amount: 2200,
    });

    const next = await initPayment(
      suite.app,
      [ticket(slot.datetime, 2), { type: 'voucherCode', barcode: code }],
      { token: suite.token },
    );
    const nextCart = await pay(suite.app, next.json().data);
    expect((await execPayment(suite.app, nextCart)).statusCode).toBe(200);
    const review = await suite.app.inject({
      method: 'GET',
      url: '/api/en/order/review',
      query: { id: nextCart },
    });
    expect(review.json().data).toMatchObject({
      totals: { subtotal: 2800, voucherDiscount: -2200, total: 600 },
      vouchers: [{ barcode: code, used: 2200, remaining: 0 }],
    });
    expect(await usedAmount(suite.database.db, code)).toBe(5000);
  });

  it('pays back the second order that wanted a voucher code already spent by the first', async () => {
    clock.set(TEST_NOW);
    const code = await freshCode(suite.database.db, 1000);
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const items = [ticket(slot.datetime, 1), { type: 'voucherCode' as const, barcode: code }];
    const first = await start(items);
    const second = await start(items);
    expect((await execPayment(suite.app, await pay(suite.app, first))).statusCode).toBe(200);
    const refused = await execPayment(suite.app, await pay(suite.app, second));
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ error: 'VOUCHER_NO_AMOUNT_LEFT' });
    expect(await usedAmount(suite.database.db, code)).toBe(1000);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
  });

  it('books once when the browser returns while the provider calls the webhook', async () => {
    clock.set(TEST_NOW);
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const redirect = await start([ticket(slot.datetime, 3)]);
    const ref = redirect.split('/').pop() ?? '';
    const orderToken = await pay(suite.app, redirect);
    const signature = createTestProvider({
      db: suite.database.db,
      clock,
      publicBaseUrl: 'http://localhost:3000',
      secret: TEST_SECRET,
    }).sign(ref);
    const webhook = () =>
      suite.app.inject({ method: 'POST', url: '/pay/test/webhook', payload: { ref, signature } });
    const [returned, notified, again] = await Promise.all([
      execPayment(suite.app, orderToken),
      webhook(),
      execPayment(suite.app, orderToken),
    ]);
    expect(returned.statusCode).toBe(200);
    expect(notified.statusCode).toBe(200);
    expect(again.json()).toEqual(returned.json());
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 3, held: 0 });
    const [order] = await suite.database.db
      .select()
      .from(orders)
      .where(eq(orders.token, orderToken));
    const tickets = await suite.database.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, order?.id ?? 0));
    expect(tickets).toHaveLength(3);
    const mails = await suite.database.db
      .select({ id: emailOutbox.id })
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} LIKE ${`%${order?.number ?? '?'}%`}`);
    expect(mails).toHaveLength(1);

    const forged = await suite.app.inject({
      method: 'POST',
      url: '/pay/test/webhook',
      payload: { ref, signature: '0'.repeat(64) },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('books by the webhook alone, before the browser returns', async () => {
    clock.set(TEST_NOW);
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const redirect = await start([ticket(slot.datetime, 1)]);
    const ref = redirect.split('/').pop() ?? '';
    const orderToken = await pay(suite.app, redirect);
    const signature = createTestProvider({
      db: suite.database.db,
      clock,
      publicBaseUrl: 'http://localhost:3000',
      secret: TEST_SECRET,
    }).sign(ref);
    const notified = await suite.app.inject({
      method: 'POST',
      url: '/pay/test/webhook',
      payload: { ref, signature },
    });
    expect(notified.statusCode).toBe(200);
    const [order] = await suite.database.db
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.token, orderToken)));
    expect(order?.status).toBe('booked');
    expect((await execPayment(suite.app, orderToken)).json().data).toMatchObject({
      booking_id: orderToken,
    });
  });

  it('answers 403 to a login that expired while the visitor waited', async () => {
    clock.set(TEST_NOW);
    const sleeper = await guestToken(suite.app);
    const slot = await freshSlot(suite.database.db, suite.catalog, 5);
    clock.advance(3 * 60 * MINUTE);
    const res = await initPayment(suite.app, [ticket(slot.datetime, 1)], { token: sleeper });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ error: 'AUTH_TOKEN_EXPIRED' });
  });

  it('extends a hold so that it survives the first expiry', async () => {
    clock.set(TEST_NOW);
    const slot = await freshSlot(suite.database.db, suite.catalog, 1);
    const redirect = await start([ticket(slot.datetime, 1)]);
    const orderToken = await pay(suite.app, redirect, {
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '999',
    });
    // Paid already: extending is still allowed while the order waits for execPayment.
    expect(
      (await checkoutCall(suite.app, 'checkout/extendHold', { cartId: orderToken })).statusCode,
    ).toBe(200);
    clock.advance(30 * MINUTE);
    expect(
      (await initPayment(suite.app, [ticket(slot.datetime, 1)], { token: suite.token })).statusCode,
    ).toBe(422);
    expect((await execPayment(suite.app, orderToken)).statusCode).toBe(200);
  });
});
