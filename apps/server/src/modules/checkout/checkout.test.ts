/**
 * Buying every product type end to end through the test provider's hosted pages: initPayment, the
 * provider's page and form, the return to the shop, execPayment, then the order review, the sold
 * counters, the issued tickets and the queued confirmation e-mail.
 */
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, emailOutbox, issuedTickets, orders, voucherCodes } from '../../db/schema';
import { fixedClock } from '../../clock';
import { demoConfig, TEST_NOW } from '../../testing/app';
import { databaseText } from '../../testing/database-dump';
import { composeQueuedMail } from '../../testing/outbox';
import { testDatabaseKinds } from '../../testing/databases';
import { useCheckoutSuite } from './checkout-suite.fixtures';
import {
  counters,
  execPayment,
  freshCode,
  freshDay,
  freshSlot,
  freshTourSlot,
  IBAN,
  initPayment,
  orderTokenOfReturn,
  pathOf,
  pay,
  PAYART,
  submitPaymentForm,
  TEST_SECRET,
  usedAmount,
} from './checkout.fixtures';

interface Booking {
  booking_id: string;
  has_tickets: boolean;
}

describe.each(testDatabaseKinds())('checkout end to end on $name', ({ open }) => {
  const suite = useCheckoutSuite(open, { payments: { testSecret: TEST_SECRET } });

  async function review(id: string) {
    const res = await suite.app.inject({
      method: 'GET',
      url: '/api/en/order/review',
      query: { id },
    });
    expect(res.statusCode).toBe(200);
    return res.json().data;
  }

  async function issuedFor(orderToken: string) {
    const [order] = await suite.database.db
      .select()
      .from(orders)
      .where(eq(orders.token, orderToken));
    return suite.database.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, order?.id ?? 0));
  }

  it('buys timed tickets by card: page, form, return, booking, review and e-mail', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const started = await initPayment(suite.app, [suite.ticket(slot.datetime, 2)], {
      token: suite.token,
      aux: { partner: 'city-card' },
    });
    expect(started.statusCode).toBe(200);
    const redirect: string = started.json().data;
    expect(redirect).toMatch(/^http:\/\/localhost:3000\/pay\/test\/[A-Za-z0-9_-]{32}$/);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 2 });

    const page = await suite.app.inject({ method: 'GET', url: pathOf(redirect) });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('€28.00');
    expect(page.body).toContain('name="number"');
    expect(page.body).not.toContain('<script');

    const done = await submitPaymentForm(suite.app, redirect, {
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
    });
    expect(done.statusCode).toBe(303);
    const back = String(done.headers.location);
    expect(back.startsWith('http://localhost:3000/en/checkout/accepted?cartId=')).toBe(true);

    const booked = await execPayment(suite.app, orderTokenOfReturn(back));
    expect(booked.statusCode).toBe(200);
    const result: Booking = booked.json().data;
    expect(result).toEqual({ booking_id: orderTokenOfReturn(back), has_tickets: true });
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });

    const order = await review(result.booking_id);
    expect(order).toMatchObject({
      id: result.booking_id,
      status: 'booked',
      language: 'en',
      customer: { fname: 'Ada', lname: 'Lovelace' },
      items: [
        {
          type: 'ticket',
          id: suite.catalog.tickets.adult,
          name: 'Adult',
          date: slot.datetime.slice(0, 10),
          time: slot.datetime.slice(11, 16),
          count: 2,
          price: 1400,
          totalPrice: 2800,
          vat_value: 7,
        },
      ],
      vouchers: [],
      shipping: null,
      totals: { subtotal: 2800, shipping: 0, voucherDiscount: 0, total: 2800, vat: 183 },
      payment: { payartId: PAYART.card, i18n: { en: 'Credit card' } },
    });
    expect(order.number).toMatch(/^2026-\d{6}$/);
    expect(order.downloads.tickets).toBe(
      `http://localhost:3000/api/en/order/documents/${result.booking_id}/tickets.pdf`,
    );
    const [stored] = await suite.database.db
      .select()
      .from(orders)
      .where(eq(orders.token, result.booking_id));
    expect(stored?.partner).toBe('city-card');
    // The number is the year and the order's own id, written with the order.
    expect(order.number).toBe(`2026-${String(stored?.id).padStart(6, '0')}`);
    expect(await issuedFor(result.booking_id)).toHaveLength(2);
    // The confirmation is written with its PDFs after the booking committed.
    await composeQueuedMail({
      db: suite.database.db,
      clock: fixedClock(TEST_NOW),
      config: demoConfig(),
    });
    const mails = await suite.database.db
      .select()
      .from(emailOutbox)
      .where(sql`${emailOutbox.subject} LIKE ${`%${order.number}%`}`);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.to).toMatch(/^buyer\./);
    expect(mails[0]?.attachments.some((file) => file.contentType === 'application/pdf')).toBe(true);
  });

  it('buys a family ticket: one place per family member, all components or nothing', async () => {
    const small = await freshSlot(suite.database.db, suite.catalog, 3);
    const family = {
      type: 'ticket' as const,
      id: suite.catalog.tickets.family,
      count: 1,
      datetime: small.datetime,
      subtickets: [
        { id: suite.catalog.subtickets.adults, count: 2 },
        { id: suite.catalog.subtickets.children, count: 2 },
      ],
    };
    const refused = await initPayment(suite.app, [family], { token: suite.token });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: 'TICKET_COUNT_EXCEEDS_SLOT',
      params: { requested: 4, available: 3, item: 0 },
    });
    expect(await counters(suite.database.db, small.capacityId)).toEqual({ sold: 0, held: 0 });

    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const booked = await initPayment(suite.app, [{ ...family, datetime: slot.datetime }], {
      token: suite.token,
    });
    expect(booked.statusCode).toBe(200);
    const result = await execPayment(suite.app, await pay(suite.app, booked.json().data));
    expect(result.statusCode).toBe(200);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 4, held: 0 });
    const order = await review(result.json().data.booking_id);
    // 3200 for the family ticket plus the fixed-count booklet (500), which the client did not send.
    expect(order.items[0]).toMatchObject({ count: 1, price: 3200, totalPrice: 3700 });
    expect(order.items[0].details).toEqual(['2 × Adults', '2 × Children', '1 × Booklet']);
  });

  it('buys day tickets by SEPA direct debit with the IBAN collected in the shop (type 164)', async () => {
    const day = await freshDay(suite.database.db, suite.catalog, 20);
    const started = await initPayment(
      suite.app,
      [
        {
          type: 'dayTicket',
          id: suite.catalog.events.timed,
          date: day.date,
          dayTickets: [{ id: suite.catalog.tickets.day, count: 3 }],
        },
      ],
      {
        token: suite.token,
        payart: PAYART.sepa,
        aux: { accountHolder: 'Ada Lovelace', iban: IBAN },
      },
    );
    expect(started.statusCode).toBe(200);
    const page = await suite.app.inject({ method: 'GET', url: pathOf(started.json().data) });
    // The IBAN is not kept: the provider's page asks for it again.
    expect(page.body).not.toContain(IBAN);
    expect(page.body).toContain('value="Ada Lovelace"');
    const wrong = await submitPaymentForm(suite.app, started.json().data, {
      accountHolder: 'Ada Lovelace',
      iban: 'DE00370400440532013000',
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.body).toContain('aria-invalid="true"');
    const orderToken = await pay(suite.app, started.json().data, {
      accountHolder: 'Ada Lovelace',
      iban: IBAN,
    });
    const booked = await execPayment(suite.app, orderToken);
    expect(booked.statusCode).toBe(200);
    expect(await counters(suite.database.db, day.capacityId)).toEqual({ sold: 3, held: 0 });
    const order = await review(orderToken);
    expect(order.items).toEqual([
      expect.objectContaining({
        type: 'dayTicket',
        id: suite.catalog.tickets.day,
        date: day.date,
        time: null,
        count: 3,
        totalPrice: 3000,
      }),
    ]);
    // unique_barcode off: one barcode admits the whole line.
    const issued = await issuedFor(orderToken);
    expect(issued.reduce((sum, ticket) => sum + ticket.admits, 0)).toBe(3);
    // No IBAN anywhere in the database: at most its last four characters.
    const dump = await databaseText(suite.database.db);
    expect(dump).toContain(orderToken);
    expect(dump).not.toContain(IBAN);
    expect(dump).not.toContain(IBAN.slice(4, 18));
  });

  it('buys an event-long ticket with the Apple Pay sheet', async () => {
    const started = await initPayment(
      suite.app,
      [
        {
          type: 'ticket',
          id: suite.catalog.tickets.evening,
          count: 1,
          datetime: null,
          subtickets: [],
        },
      ],
      { token: suite.token, payart: PAYART.wallet, aux: { wallet: 'APPLEPAY' } },
    );
    expect(started.statusCode).toBe(200);
    const page = await suite.app.inject({ method: 'GET', url: pathOf(started.json().data) });
    expect(page.body).toContain('Confirm with Apple Pay');
    const orderToken = await pay(suite.app, started.json().data, { action: 'pay' });
    const booked = await execPayment(suite.app, orderToken);
    expect(booked.statusCode).toBe(200);
    expect((await review(orderToken)).items[0]).toMatchObject({
      type: 'ticket',
      date: null,
      time: null,
      vat_value: 19,
    });
  });

  it('books a public guided tour with its answers and a whole group tour', async () => {
    const slot = await freshTourSlot(
      suite.database.db,
      suite.catalog.tours.public,
      suite.catalog,
      12,
    );
    const tour = {
      type: 'guidedTour' as const,
      tourId: suite.catalog.tours.public,
      datetime: slot.datetime,
      answers: {
        [String(suite.catalog.questions.access)]: {
          qId: suite.catalog.questions.access,
          type: 'radio' as const,
          value: suite.catalog.options.accessNo,
        },
      },
      prices: [],
      tickets: [
        { id: suite.catalog.tourTickets.adult, count: 2 },
        { id: suite.catalog.tourTickets.child, count: 1 },
      ],
    };
    const booked = await buy(tour);
    expect(await counters(suite.database.db, slot.participantsCapacityId)).toEqual({
      sold: 3,
      held: 0,
    });
    expect(await counters(suite.database.db, slot.toursCapacityId)).toEqual({ sold: 0, held: 0 });
    const order = await review(booked.booking_id);
    expect(order.items).toHaveLength(2);
    expect(order.items[0]).toMatchObject({
      type: 'guidedTour',
      id: suite.catalog.tours.public,
      name: 'Highlights – Adult',
      count: 2,
      totalPrice: 2400,
    });
    expect(order.items[0].details).toContain('Wheelchair?: No');
    expect(order.totals.total).toBe(3000);

    const group = await freshTourSlot(
      suite.database.db,
      suite.catalog.tours.group,
      suite.catalog,
      25,
      1,
    );
    const groupBooking = await buy({
      type: 'guidedTour',
      tourId: suite.catalog.tours.group,
      datetime: group.datetime,
      answers: {},
      prices: [{ id: suite.catalog.tourPrices.groupFee, count: 1 }],
      tickets: [{ id: suite.catalog.tourTickets.participant, count: 8 }],
    });
    expect(await counters(suite.database.db, group.toursCapacityId)).toEqual({ sold: 1, held: 0 });
    expect(await counters(suite.database.db, group.participantsCapacityId)).toEqual({
      sold: 8,
      held: 0,
    });
    expect((await review(groupBooking.booking_id)).totals.total).toBe(9000);
  });

  async function buy(...items: Parameters<typeof initPayment>[1]): Promise<Booking> {
    const started = await initPayment(suite.app, items, { token: suite.token });
    expect(started.statusCode).toBe(200);
    const booked = await execPayment(suite.app, await pay(suite.app, started.json().data));
    expect(booked.statusCode).toBe(200);
    return booked.json().data;
  }

  it('buys merchandise and an annual pass with shipping costs to the customer', async () => {
    const booking = await buy(
      { type: 'merchandise', id: suite.catalog.articles.book, count: 2 },
      {
        type: 'merchandise',
        id: suite.catalog.articles.pass,
        count: 1,
        owners: [
          {
            name: { title: 'Dr.', first: 'Grace', last: 'Hopper' },
            send_to_custom_addr: false,
            address: null,
          },
        ],
      },
    );
    const order = await review(booking.booking_id);
    expect(order.shipping).toEqual({
      cost: 490,
      address: {
        name: 'Ada Lovelace',
        street: 'Lindenstraße 1',
        zip: '04109',
        city: 'Leipzig',
        country: 'DE',
      },
    });
    expect(order.totals).toMatchObject({ subtotal: 11000, shipping: 490, total: 11490 });
    expect(order.items[1]).toMatchObject({
      id: suite.catalog.articles.pass,
      details: ['Dr. Grace Hopper'],
    });
    expect(booking.has_tickets).toBe(true);
  });

  it('sells gift vouchers: fixed and variable amounts, with codes issued on booking', async () => {
    const booking = await buy(
      { type: 'voucher', id: suite.catalog.voucherTypes.fixed, count: 1 },
      { type: 'voucher', id: suite.catalog.voucherTypes.variable, count: 1, amount: 4250 },
    );
    const order = await review(booking.booking_id);
    expect(order.totals.total).toBe(6750);
    const [stored] = await suite.database.db
      .select()
      .from(orders)
      .where(eq(orders.token, booking.booking_id));
    const codes = await suite.database.db
      .select()
      .from(voucherCodes)
      .where(eq(voucherCodes.orderId, stored?.id ?? 0));
    expect(codes.map((code) => code.amount).sort()).toEqual([2500, 4250]);
  });

  it('pays with the express wallet before login: the payer becomes a guest customer', async () => {
    const started = await initPayment(
      suite.app,
      [
        {
          type: 'ticket',
          id: suite.catalog.tickets.evening,
          count: 2,
          datetime: null,
          subtickets: [],
        },
      ],
      { payart: PAYART.express, aux: { wallet: 'GOOGLEPAY' } },
    );
    expect(started.statusCode).toBe(200);
    const page = await suite.app.inject({ method: 'GET', url: pathOf(started.json().data) });
    expect(page.body).toContain('name="email"');
    const missing = await submitPaymentForm(suite.app, started.json().data, {
      fname: 'Mary',
      lname: '',
      email: 'mary@example.org',
    });
    expect(missing.statusCode).toBe(422);
    const orderToken = await pay(suite.app, started.json().data, {
      fname: 'Mary',
      lname: 'Anning',
      email: 'mary.anning@example.org',
    });
    const booked = await execPayment(suite.app, orderToken);
    expect(booked.statusCode).toBe(200);
    const [order] = await suite.database.db
      .select()
      .from(orders)
      .where(eq(orders.token, orderToken));
    const [guest] = await suite.database.db
      .select()
      .from(customers)
      .where(eq(customers.id, order?.customerId ?? 0));
    expect(guest).toMatchObject({
      email: 'mary.anning@example.org',
      fname: 'Mary',
      lname: 'Anning',
      isGuest: true,
    });
    expect((await review(orderToken)).customer).toEqual({
      fname: 'Mary',
      lname: 'Anning',
      email: 'mary.anning@example.org',
    });
  });

  it('books an order paid in full by a voucher code without a payment page', async () => {
    const code = await freshCode(suite.database.db, 5000);
    const slot = await freshSlot(suite.database.db, suite.catalog, 5);
    const started = await initPayment(
      suite.app,
      [suite.ticket(slot.datetime), { type: 'voucherCode', barcode: code }],
      { token: suite.token },
    );
    expect(started.statusCode).toBe(200);
    const back: string = started.json().data;
    expect(back.startsWith('http://localhost:3000/en/checkout/accepted?cartId=')).toBe(true);
    const booked = await execPayment(suite.app, orderTokenOfReturn(back));
    expect(booked.statusCode).toBe(200);
    expect(await usedAmount(suite.database.db, code)).toBe(1400);
    const order = await review(orderTokenOfReturn(back));
    expect(order.totals).toMatchObject({ subtotal: 1400, voucherDiscount: -1400, total: 0 });
    expect(order.vouchers).toEqual([{ barcode: code, used: 1400, remaining: 3600 }]);
  });
});
