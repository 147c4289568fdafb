/**
 * Paying through Stripe, against the local stand-in of Stripe's API, on PGlite and on
 * PostgreSQL: the session Stripe gets (amount from our order, EUR, the visitor's language, methods per
 * payment type, an idempotency key), booking from the webhook alone, the return page and the webhook
 * racing, duplicated, failing and slow webhooks, a declined card, direct debits whose mandate is
 * cancelled, the express wallet's guest, and no IBAN anywhere in the database.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, emailOutbox, orderLedger, orders, payments } from '../../../db/schema';
import { testDatabaseKinds } from '../../../testing/databases';
import {
  checkoutCall,
  counters,
  execPayment,
  freshSlot,
  IBAN,
  PAYART,
  URLS,
} from '../../checkout/testing';
import {
  databaseText,
  deliver,
  startCheckout,
  useStandIn,
  useStripeSuite,
} from './stripe.fixtures';

describe.each(testDatabaseKinds())('Stripe checkout on $name', ({ open }) => {
  const standIn = useStandIn();
  const suite = useStripeSuite(open, standIn);

  async function orderOf(orderToken: string) {
    const [row] = await suite.database.db.select().from(orders).where(eq(orders.token, orderToken));
    if (!row) throw new Error('no order');
    return row;
  }

  async function paymentOf(sessionId: string) {
    const [row] = await suite.database.db
      .select()
      .from(payments)
      .where(eq(payments.providerRef, sessionId));
    if (!row) throw new Error('no payment');
    return row;
  }

  it('creates a Checkout Session from our order, in the visitor language, keyed, documented parameters only', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const { response, session, orderToken } = await startCheckout(
      suite.app,
      standIn,
      [suite.ticket(slot.datetime, 2)],
      { token: suite.token, lang: 'da' },
    );
    expect(response.json().data).toBe(`https://checkout.stripe.com/c/pay/${session.id}`);
    expect(session).toMatchObject({
      mode: 'payment',
      amount_total: 2800,
      currency: 'eur',
      locale: 'da',
      allowed_payment_method_types: ['card'],
      client_reference_id: orderToken,
      cancel_url: `http://localhost:3000/en/checkout/canceled?cartId=${orderToken}`,
    });
    const create = standIn.requests.find(
      (request) => request.path === '/v1/checkout/sessions' && request.method === 'POST',
    );
    // Keyed by the order and its payment's number, never at random: a retry finds the session.
    expect(create?.idempotencyKey).toBe(`foyer-session-${orderToken}-1`);
    // Longer than Stripe's 30-minute minimum, so a skewed clock is not refused.
    const expiresIn = Number(create?.form.get('expires_at')) - suite.clock.now().getTime() / 1000;
    expect(expiresIn).toBeGreaterThanOrEqual(35 * 60);
    expect(standIn.refused).toEqual([]);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 2 });
    // Not paid yet: the return page is told so, nothing is booked.
    expect((await execPayment(suite.app, orderToken)).json().error).toBe('CART_NOT_COMPLETABLE');
  });

  it('books an order from the webhook alone: the visitor closed the tab after paying', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const { session, orderToken } = await startCheckout(
      suite.app,
      standIn,
      [suite.ticket(slot.datetime, 3)],
      { token: suite.token },
    );
    const hook = await deliver(suite.app, standIn.visitorPays(session.id));
    expect(hook.statusCode).toBe(200);
    expect((await orderOf(orderToken)).status).toBe('booked');
    expect((await paymentOf(session.id)).status).toBe('paid');
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 3, held: 0 });
    // The visitor's late return answers the same booking.
    const back = await execPayment(suite.app, orderToken);
    expect(back.statusCode).toBe(200);
    expect(back.json().data.booking_id).toBe(orderToken);
  });

  it('books once when the return page and the webhook race, also with a slow Stripe', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const { session, orderToken } = await startCheckout(
      suite.app,
      standIn,
      [suite.ticket(slot.datetime, 2)],
      { token: suite.token },
    );
    const hook = standIn.visitorPays(session.id);
    standIn.slow(150);
    try {
      const [a, b, c] = await Promise.all([
        execPayment(suite.app, orderToken),
        deliver(suite.app, hook),
        execPayment(suite.app, orderToken),
      ]);
      expect([a.statusCode, b.statusCode, c.statusCode]).toEqual([200, 200, 200]);
    } finally {
      standIn.slow(0);
    }
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });
    expect((await orderOf(orderToken)).status).toBe('booked');
  });

  it('acts once on a duplicated webhook and refuses a forged or unsigned one', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const { session, orderToken } = await startCheckout(
      suite.app,
      standIn,
      [suite.ticket(slot.datetime, 1)],
      { token: suite.token },
    );
    const hook = standIn.visitorPays(session.id);
    const forged = standIn.webhook('checkout.session.completed', session, 'whsec_someoneElse');
    expect((await deliver(suite.app, forged)).statusCode).toBe(401);
    const tampered = { ...hook, payload: hook.payload.replace(session.id, 'cs_test_other') };
    expect((await deliver(suite.app, tampered)).statusCode).toBe(401);
    const unsigned = await suite.app.inject({
      method: 'POST',
      url: '/pay/stripe/webhook',
      headers: { 'content-type': 'application/json' },
      payload: hook.payload,
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await orderOf(orderToken)).status).toBe('pending');
    const first = await deliver(suite.app, hook);
    const again = await deliver(suite.app, hook);
    expect(first.json().data).toEqual({ received: true });
    expect(again.json().data).toEqual({ received: true, duplicate: true });
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
  });

  it('answers 500 while Stripe cannot be asked, and books when Stripe delivers the event again', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const { session, orderToken } = await startCheckout(
      suite.app,
      standIn,
      [suite.ticket(slot.datetime, 1)],
      { token: suite.token },
    );
    const hook = standIn.visitorPays(session.id);
    standIn.failNext(/^\/v1\/checkout\/sessions\//, 1, 500);
    const failed = await deliver(suite.app, hook);
    expect(failed.statusCode).toBe(500);
    expect((await orderOf(orderToken)).status).toBe('pending');
    const retried = await deliver(suite.app, hook);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toEqual({ received: true });
    expect((await orderOf(orderToken)).status).toBe('booked');
  });

  it('books nothing for a declined card; the expired session fails the payment', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const { session, orderToken } = await startCheckout(
      suite.app,
      standIn,
      [suite.ticket(slot.datetime, 1)],
      { token: suite.token },
    );
    expect((await deliver(suite.app, standIn.visitorDeclined(session.id))).statusCode).toBe(200);
    expect((await execPayment(suite.app, orderToken)).json().error).toBe('CART_NOT_COMPLETABLE');
    expect((await deliver(suite.app, standIn.expire(session.id))).statusCode).toBe(200);
    expect((await paymentOf(session.id)).status).toBe('cancelled');
    const back = await execPayment(suite.app, orderToken);
    expect(back.statusCode).toBe(422);
    expect(back.json().error).toBe('PAYMENT_FAILED');
    expect((await orderOf(orderToken)).status).toBe('pending');
  });

  it('books a SEPA direct debit once the mandate is given, mandate text in the visitor language, and keeps no IBAN', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const { session, orderToken } = await startCheckout(
      suite.app,
      standIn,
      [suite.ticket(slot.datetime, 2)],
      {
        token: suite.token,
        lang: 'de',
        payart: PAYART.sepa,
        aux: { accountHolder: 'Ada Lovelace', iban: IBAN },
      },
    );
    expect(session).toMatchObject({ locale: 'de', allowed_payment_method_types: ['sepa_debit'] });
    // The IBAN is not sent to Stripe either: Stripe's page collects it with the mandate.
    expect(standIn.requests.some((r) => r.form.toString().includes(IBAN))).toBe(false);
    await deliver(suite.app, standIn.visitorPays(session.id, { method: 'sepa' }));
    expect((await orderOf(orderToken)).status).toBe('booked');
    await deliver(suite.app, standIn.debitSucceeds(session.id));
    expect((await paymentOf(session.id)).status).toBe('paid');
    expect((await paymentOf(session.id)).details).toMatchObject({ ibanLast4: '3000' });
    const dump = await databaseText(suite.database.db);
    expect(dump).toContain(orderToken);
    expect(dump).not.toContain(IBAN);
    expect(dump).not.toContain(IBAN.slice(4, 18));
  });

  it('cancels the unused tickets when the SEPA debit fails after booking; before booking it books nothing', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const sepa = {
      token: suite.token,
      payart: PAYART.sepa,
      aux: { accountHolder: 'A B', iban: IBAN },
    };
    const booked = await startCheckout(suite.app, standIn, [suite.ticket(slot.datetime, 1)], sepa);
    await deliver(suite.app, standIn.visitorPays(booked.session.id, { method: 'sepa' }));
    // Booked while the debit is under way (the default policy): the place is sold.
    expect((await orderOf(booked.orderToken)).status).toBe('booked');
    expect(await counters(suite.database.db, slot.capacityId)).toMatchObject({ sold: 1 });
    const failed = await deliver(suite.app, standIn.debitFails(booked.session.id));
    expect(failed.statusCode).toBe(200);
    expect((await paymentOf(booked.session.id)).status).toBe('failed');
    // No money arrived: the ticket is cancelled, its place goes back, the visitor is told.
    const order = await orderOf(booked.orderToken);
    expect(order.status).toBe('cancelled');
    expect(await counters(suite.database.db, slot.capacityId)).toMatchObject({ sold: 0 });
    const mails = await suite.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.id));
    expect(mails.map((mail) => mail.subject)).toContain(
      `Your direct debit for order ${order.number} failed`,
    );
    // A redelivery changes nothing more.
    await deliver(suite.app, standIn.debitFails(booked.session.id));
    expect(
      (await suite.database.db.select().from(emailOutbox).where(eq(emailOutbox.orderId, order.id)))
        .length,
    ).toBe(mails.length);

    // The mandate cancelled before the shop booked: the payment fails, the visitor is told so.
    const unbooked = await startCheckout(
      suite.app,
      standIn,
      [suite.ticket(slot.datetime, 1)],
      sepa,
    );
    standIn.visitorPays(unbooked.session.id, { method: 'sepa' });
    await deliver(suite.app, standIn.debitFails(unbooked.session.id));
    expect((await paymentOf(unbooked.session.id)).status).toBe('failed');
    expect((await orderOf(unbooked.orderToken)).status).toBe('pending');
    expect((await execPayment(suite.app, unbooked.orderToken)).json().error).toBe('PAYMENT_FAILED');
  });

  it('pays by wallet as a card wallet, and the express wallet names the guest from what Stripe returns', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const wallet = await startCheckout(suite.app, standIn, [suite.ticket(slot.datetime, 1)], {
      token: suite.token,
      payart: PAYART.wallet,
      aux: { wallet: 'APPLEPAY' },
    });
    expect(wallet.session).toMatchObject({
      allowed_payment_method_types: ['card'],
      metadata: { wallet: 'APPLEPAY', payart: String(PAYART.wallet) },
    });
    const express = await startCheckout(suite.app, standIn, [suite.ticket(slot.datetime, 1)], {
      lang: 'fr',
      payart: PAYART.express,
    });
    expect(express.session.name_collection).toEqual({
      individual: { enabled: true, optional: false },
    });
    await deliver(
      suite.app,
      standIn.visitorPays(express.session.id, {
        method: 'card',
        name: 'Marie Salomea Curie',
        email: 'marie@example.org',
      }),
    );
    const order = await orderOf(express.orderToken);
    expect(order.status).toBe('booked');
    const [guest] = await suite.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, order.customerId ?? -1));
    expect(guest).toMatchObject({
      fname: 'Marie Salomea',
      lname: 'Curie',
      email: 'marie@example.org',
      isGuest: true,
    });
    expect(standIn.refused).toEqual([]);
  });
  it('expires the earlier Checkout Session before it starts a second one for the order', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const first = await startCheckout(suite.app, standIn, [suite.ticket(slot.datetime, 1)], {
      token: suite.token,
    });
    const again = await checkoutCall(
      suite.app,
      'checkout/initPaymentOrder',
      { payart: PAYART.card, aux: {}, id: first.orderToken, url: URLS },
      { _: suite.token },
    );
    expect(again.statusCode).toBe(200);
    expect(standIn.session(first.session.id).status).toBe('expired');
    const second = standIn.session(new URL(again.json().data).pathname.split('/').pop() ?? '');
    expect(second.id).not.toBe(first.session.id);
    const keys = standIn.requests
      .filter((request) => request.path === '/v1/checkout/sessions' && request.method === 'POST')
      .map((request) => request.idempotencyKey);
    expect(keys).toContain(`foyer-session-${first.orderToken}-2`);
    // The expired page takes no payment; the second one books the order.
    expect(() => standIn.visitorPays(first.session.id)).toThrow();
    await deliver(suite.app, standIn.visitorPays(second.id));
    expect((await orderOf(first.orderToken)).status).toBe('booked');
    expect(standIn.refused).toEqual([]);
  });

  it('records a dispute with its deadline, and cancels the tickets when it is lost', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const paid = await startCheckout(suite.app, standIn, [suite.ticket(slot.datetime, 2)], {
      token: suite.token,
    });
    await deliver(suite.app, standIn.visitorPays(paid.session.id));
    expect((await orderOf(paid.orderToken)).status).toBe('booked');
    const opened = standIn.disputeOpened(paid.session.id);
    expect((await deliver(suite.app, opened)).statusCode).toBe(200);
    // Delivered again: acted on once.
    expect((await deliver(suite.app, opened)).json().data.duplicate).toBe(true);
    expect((await orderOf(paid.orderToken)).status).toBe('disputed');
    const dispute = (
      opened.event.data as { object: { id: string; evidence_details: { due_by: number } } }
    ).object;
    const ledger = await suite.database.db
      .select()
      .from(orderLedger)
      .where(eq(orderLedger.kind, 'disputeOpened'));
    expect(ledger.find((row) => row.request === dispute.id)).toMatchObject({
      amount: 2800,
      details: { dueBy: new Date(dispute.evidence_details.due_by * 1000).toISOString() },
    });
    await deliver(suite.app, standIn.disputeClosed(dispute.id, 'lost'));
    expect((await orderOf(paid.orderToken)).status).toBe('refunded');
    expect(await counters(suite.database.db, slot.capacityId)).toMatchObject({ sold: 0 });
    // The bank took the money back: nothing is refunded on top.
    expect(
      [...standIn.refunds.values()].filter((r) => r.payment_intent === paid.session.payment_intent),
    ).toEqual([]);
  });
});
