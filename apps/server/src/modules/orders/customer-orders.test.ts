/**
 * `customer/orders` on PGlite and PostgreSQL: a logged-in customer sees their own booked orders
 * only, split into coming visits (next first) and past orders (most recent first); refunded and
 * cancelled orders are past, and their order review opens read-only; pending, expired and failed
 * orders are left out;
 * a logged-out request answers 401 in the documented shape.
 */
import type { CartItem, MyOrders } from '@foyer/domain/contract';
import { addDays } from '@foyer/domain';
import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, orderItems, orders } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { execPayment, freshSlot, initPayment, pay } from '../checkout/testing';
import { registerAndLogin, uniqueVisitor } from '../customers/testing';
import { useOrdersSuite } from './orders-suite.fixtures';

describe.each(testDatabaseKinds())('my orders (customer/orders) on $name', ({ open }) => {
  const suite = useOrdersSuite(open, {}, (config) => {
    config.server.security.pepper = 'my-orders-pepper-0123456789abcdef0123456789';
    return config;
  });

  async function customer(name: string, lang = 'en') {
    const { email, ip } = uniqueVisitor(name);
    const visit = { app: suite.app, ip, lang };
    const token = await registerAndLogin(visit, email);
    return { visit, token };
  }

  /** Starts a payment as the customer of `token`; answers the payment page and the pending order. */
  async function start(token: string, items: CartItem[]): Promise<{ url: string; id: string }> {
    const started = await initPayment(suite.app, items, { token });
    expect(started.statusCode).toBe(200);
    const [pending] = await suite.database.db
      .select({ token: orders.token })
      .from(orders)
      .where(eq(orders.status, 'pending'))
      .orderBy(desc(orders.id))
      .limit(1);
    return { url: started.json().data as string, id: pending?.token ?? '' };
  }

  /** Books `items` as the customer of `token`; answers the order token. */
  async function buyAs(token: string, items: CartItem[]): Promise<string> {
    const { url } = await start(token, items);
    const orderToken = await pay(suite.app, url);
    const booked = await execPayment(suite.app, orderToken);
    expect(booked.statusCode).toBe(200);
    // Each order is booked a minute after the one before.
    suite.clock.advance(60_000);
    return orderToken;
  }

  async function myOrders(token: string, lang = 'en') {
    return suite.app.inject({
      method: 'GET',
      url: `/api/${lang}/customer/orders`,
      query: { _: token },
    });
  }

  async function listOf(token: string): Promise<MyOrders> {
    const res = await myOrders(token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    return res.json().data as MyOrders;
  }

  async function moveVisit(orderToken: string, date: string) {
    const order = await suite.orderOf(orderToken);
    await suite.database.db
      .update(orderItems)
      .set({ datetime: `${date} 10:00:00` })
      .where(eq(orderItems.orderId, order.id));
  }

  async function setStatus(orderToken: string, status: typeof orders.$inferSelect.status) {
    await suite.database.db.update(orders).set({ status }).where(eq(orders.token, orderToken));
  }

  const ids = (list: MyOrders['coming']) => list.map((order) => order.id);

  it('lists coming visits next first and past orders most recent first, with their facts', async () => {
    const { token } = await customer('ada');
    const { today } = suite.catalog;
    const soon = await freshSlot(suite.database.db, suite.catalog, 20);
    const later = await freshSlot(suite.database.db, suite.catalog, 20);
    // Booked first, visited last: the list goes by the visit, not by the booking.
    const farVisit = await buyAs(token, [suite.ticket(later.datetime, 1)]);
    await moveVisit(farVisit, addDays(today, 30));
    const nextVisit = await buyAs(token, [suite.ticket(soon.datetime, 2)]);
    const lastMonth = await buyAs(token, [suite.ticket(soon.datetime, 1)]);
    await moveVisit(lastMonth, addDays(today, -30));
    const yesterday = await buyAs(token, [suite.ticket(soon.datetime, 1)]);
    await moveVisit(yesterday, addDays(today, -1));
    const voucher = await buyAs(token, [
      { type: 'voucher', id: suite.catalog.voucherTypes.fixed, count: 1 },
    ]);

    const list = await listOf(token);
    expect(ids(list.coming)).toEqual([nextVisit, farVisit]);
    // The voucher order has no visit: it goes by its booking day (today), before yesterday's visit.
    expect(ids(list.past)).toEqual([voucher, yesterday, lastMonth]);

    const next = list.coming[0];
    const stored = await suite.orderOf(nextVisit);
    expect(next).toEqual({
      id: nextVisit,
      number: stored.number,
      status: 'booked',
      booked: stored.bookedAt?.toISOString(),
      total: stored.total,
      firstVisit: soon.datetime.slice(0, 10),
      lastVisit: soon.datetime.slice(0, 10),
      lines: [{ name: expect.any(String), count: 2 }],
      reviewable: true,
    });
    expect(stored.total).toBeGreaterThan(0);
    expect(list.past[0]).toMatchObject({ firstVisit: null, lastVisit: null, reviewable: true });
  });

  it('counts a visit today as coming', async () => {
    const { token } = await customer('today');
    const slot = await freshSlot(suite.database.db, suite.catalog, 5);
    const visitToday = await buyAs(token, [suite.ticket(slot.datetime, 1)]);
    await moveVisit(visitToday, suite.catalog.today);
    const list = await listOf(token);
    expect(ids(list.coming)).toEqual([visitToday]);
    expect(list.past).toEqual([]);
  });

  it('keeps refunded, cancelled and disputed orders as booked, leaves out orders never booked', async () => {
    const { token } = await customer('statuses');
    const slot = await freshSlot(suite.database.db, suite.catalog, 30);
    const item = () => [suite.ticket(slot.datetime, 1)];
    const refunded = await buyAs(token, item());
    await setStatus(refunded, 'refunded');
    const cancelled = await buyAs(token, item());
    await setStatus(cancelled, 'cancelled');
    const disputed = await buyAs(token, item());
    await setStatus(disputed, 'disputed');
    const pending = await start(token, item());
    const expired = await start(token, item());
    await setStatus(expired.id, 'expired');
    const failed = await start(token, item());
    await setStatus(failed.id, 'failed');
    const unpaidCancel = await start(token, item());
    await setStatus(unpaidCancel.id, 'cancelled');

    expect((await suite.orderOf(failed.id)).status).toBe('failed');
    expect((await suite.orderOf(pending.id)).status).toBe('pending');

    const list = await listOf(token);
    // A disputed order still has valid lines: its visit is still to come.
    expect(ids(list.coming)).toEqual([disputed]);
    expect(list.coming[0]).toMatchObject({ status: 'disputed', reviewable: true });
    expect(ids(list.past)).toEqual([cancelled, refunded]);
    expect(list.past.map((order) => [order.status, order.reviewable])).toEqual([
      ['cancelled', true],
      ['refunded', true],
    ]);
    const listed = [...ids(list.coming), ...ids(list.past)];
    for (const left of [pending.id, expired.id, failed.id, unpaidCancel.id]) {
      expect(listed).not.toContain(left);
    }

    // The order review opens a wholly refunded or cancelled order read-only: its lines cancelled,
    // its invoice to download, no tickets; an order cancelled before it was booked stays hidden.
    const review = (id: string) =>
      suite.app.inject({ method: 'GET', url: `/api/en/order/review?id=${id}` });
    for (const [id, status] of [
      [cancelled, 'cancelled'],
      [refunded, 'refunded'],
    ] as const) {
      const res = await review(id);
      expect(res.statusCode).toBe(200);
      const data = res.json().data;
      expect(data.status).toBe(status);
      expect(data.items.length).toBeGreaterThan(0);
      expect(data.items.every((entry: { cancelled?: boolean }) => entry.cancelled === true)).toBe(
        true,
      );
      expect(data.downloads.tickets).toBeNull();
      expect(data.wallets ?? null).toBeNull();
      expect(data.cancellation.lines.every((line: { allowed: boolean }) => !line.allowed)).toBe(
        true,
      );
      const invoice = await suite.app.inject({
        method: 'GET',
        url: new URL(data.downloads.invoice).pathname,
      });
      expect(invoice.statusCode).toBe(200);
      expect(invoice.headers['content-type']).toContain('application/pdf');
      const tickets = await suite.app.inject({
        method: 'GET',
        url: `/api/en/order/documents/${id}/tickets.pdf`,
      });
      expect(tickets.statusCode).toBe(406);
    }
    expect((await review(unpaidCancel.id)).statusCode).toBe(406);
    expect((await review(pending.id)).statusCode).toBe(406);
  });

  it("never shows another customer's orders", async () => {
    const ada = await customer('own-ada');
    const bob = await customer('own-bob');
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const adas = await buyAs(ada.token, [suite.ticket(slot.datetime, 1)]);
    const bobs = await buyAs(bob.token, [suite.ticket(slot.datetime, 1)]);
    const guest = await (async () => {
      const guest = await suite.app.inject({
        method: 'POST',
        url: '/api/en/auth/guest',
        payload: {
          c: {
            email: uniqueVisitor('guest').email,
            salutation: 'ms',
            fname: 'Grace',
            lname: 'Hopper',
            street: 'Main Street 1',
            zip: '10115',
            city: 'Berlin',
            country: 'DE',
            phone: '+49 30 1234567',
          },
        },
      });
      expect(guest.statusCode).toBe(200);
      const guestToken: string = guest.json().data;
      return {
        token: guestToken,
        order: await buyAs(guestToken, [suite.ticket(slot.datetime, 1)]),
      };
    })();

    expect(ids((await listOf(ada.token)).coming)).toEqual([adas]);
    expect(ids((await listOf(bob.token)).coming)).toEqual([bobs]);
    expect(ids((await listOf(guest.token)).coming)).toEqual([guest.order]);
    const fresh = await customer('own-nobody');
    expect(await listOf(fresh.token)).toEqual({ coming: [], past: [] });
  });

  it('answers 401 in the documented shape without a valid login, in the language asked', async () => {
    const { token } = await customer('logout');
    const missing = await suite.app.inject({ method: 'GET', url: '/api/de/customer/orders' });
    const unknown = await myOrders('A'.repeat(43), 'de');
    for (const res of [missing, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'AUTH_REQUIRED', message: expect.any(String) });
      expect(res.json().message).toBe(missing.json().message);
    }
    const loggedOut = await suite.app.inject({
      method: 'POST',
      url: '/api/en/auth/logout',
      query: { _: token },
      payload: {},
    });
    expect(loggedOut.statusCode).toBe(200);
    const afterLogout = await myOrders(token);
    expect([401, 403]).toContain(afterLogout.statusCode);
    expect(afterLogout.json().data).toBeUndefined();
  });

  it('gives the customer their own data as JSON: the account and the orders, no secret', async () => {
    const { email, ip } = uniqueVisitor('export');
    const token = await registerAndLogin({ app: suite.app, ip, lang: 'en' }, email);
    const slot = await freshSlot(suite.database.db, suite.catalog, 10);
    const booked = await buyAs(token, [suite.ticket(slot.datetime, 2)]);
    const other = await customer('export-other');
    const othersOrder = await buyAs(other.token, [suite.ticket(slot.datetime, 1)]);

    const res = await suite.app.inject({
      method: 'GET',
      url: '/api/de/customer/export',
      query: { _: token },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const data = res.json().data;
    expect(data.exportedAt).toBe(suite.clock.now().toISOString());
    expect(data.account).toMatchObject({ email, isGuest: false, sendInvoice: true });
    expect(Date.parse(data.account.createdAt)).not.toBeNaN();
    // The orders as My orders lists them, without the order token (it opens the order's page).
    const listed = await listOf(token);
    expect(ids(listed.coming)).toEqual([booked]);
    const withoutToken = (list: MyOrders['coming']) => list.map(({ id: _id, ...order }) => order);
    expect(data.orders).toEqual({
      coming: withoutToken(listed.coming),
      past: withoutToken(listed.past),
    });
    expect(res.body).not.toContain(booked);
    expect(data.consents).toEqual([]);
    // Nothing that opens the account or belongs to someone else.
    const [row] = await suite.database.db
      .select({ passwordHash: customers.passwordHash })
      .from(customers)
      .where(eq(customers.email, email));
    expect(row?.passwordHash).toBeTruthy();
    expect(res.body).not.toContain(row?.passwordHash ?? '-');
    expect(res.body).not.toContain(token);
    expect(res.body).not.toContain(othersOrder);

    const loggedOut = await suite.app.inject({ method: 'GET', url: '/api/en/customer/export' });
    expect(loggedOut.statusCode).toBe(401);
    expect(loggedOut.json()).toEqual({ error: 'AUTH_REQUIRED', message: expect.any(String) });
  });
});
