/**
 * The back office's order search, order page and resend, and who may do what:
 * 401 without a session, 403 for a role without the permission.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { emailOutbox, issuedTickets, orders, staffAuditLog, ticketScans } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { composeQueuedMail } from '../../testing/outbox';
import { testDatabaseKinds } from '../../testing/databases';
import {
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, buy, key, signedIn, type Agent } from './admin-orders.fixtures';

describe.each(testDatabaseKinds())('the back office order search and page on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let agents: Record<'manager' | 'sales' | 'door', Agent>;
  let order: typeof orders.$inferSelect;
  let email: string;
  const clock = movableClock();
  const config = demoConfig();

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    agents = {
      manager: await signedIn(app, database.db, config, clock, 'manager'),
      sales: await signedIn(app, database.db, config, clock, 'sales'),
      door: await signedIn(app, database.db, config, clock, 'door'),
    };
    const slot = await freshSlot(database.db, catalog, 10);
    const token = await buy(app, [
      {
        type: 'ticket',
        id: catalog.tickets.adult,
        count: 2,
        datetime: slot.datetime,
        subtickets: [],
      },
      { type: 'merchandise', id: catalog.articles.book, count: 1 },
    ]);
    const [row] = await database.db.select().from(orders).where(eq(orders.token, token));
    if (!row) throw new Error('no order');
    order = row;
    email = String(row.billing?.email);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function search(query: Record<string, string>, agent = agents.sales) {
    const res = await adminCall(app, 'GET', 'orders', { agent, query });
    expect(res.statusCode).toBe(200);
    return res.json().data as { orders: { id: number }[]; total: number };
  }

  it('finds the order by number, id, e-mail, name, barcode, date, status and product', async () => {
    const page = await adminCall(app, 'GET', `orders/${order.id}`, { agent: agents.sales });
    const barcode: string = page.json().data.tickets[0].barcode;
    const today = order.createdAt.toISOString().slice(0, 10);
    const queries: Record<string, string>[] = [
      { number: order.number },
      { number: String(order.id) },
      { email: email.toUpperCase() },
      { name: String(order.billing?.lname).slice(1, 5).toLowerCase() },
      { barcode: barcode.toLowerCase().replaceAll('-', '') },
      { from: today, to: today, status: 'booked' },
      { product: 'adult' },
    ];
    for (const query of queries) {
      const found = await search(query);
      expect(found.orders.map((row) => row.id)).toContain(order.id);
    }
    const listed = (await search({ number: order.number })).orders[0] as { lineCount?: number };
    expect(listed.lineCount).toBe(2);
    expect((await search({ status: 'refunded' })).orders.map((row) => row.id)).not.toContain(
      order.id,
    );
    expect((await search({ from: '2000-01-01', to: '2000-01-02' })).total).toBe(0);
  });

  it('pages newest first and refuses bad input with 422, never 500', async () => {
    const all = await search({ pageSize: '1' });
    expect(all.orders).toHaveLength(1);
    expect(all.orders[0]?.id).toBe(order.id);
    const bad: Record<string, string>[] = [
      { from: 'yesterday' },
      { status: 'lost' },
      { pageSize: '1000' },
    ];
    for (const query of bad) {
      const res = await adminCall(app, 'GET', 'orders', { agent: agents.sales, query });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    }
    const missing = await adminCall(app, 'GET', 'orders/999999', { agent: agents.sales });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toBe('ORDER_NOT_FOUND');
  });

  it('finds part of an e-mail or name, of web and desk orders alike', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const sale = await adminCall(app, 'POST', 'desk/sales', {
      agent: agents.sales,
      body: {
        language: 'en',
        payment: 'cash',
        items: [
          {
            type: 'ticket',
            id: catalog.tickets.adult,
            count: 1,
            datetime: slot.datetime,
            subtickets: [],
          },
        ],
        customer: { name: 'Wanda Walk-In', email: 'walk.in@example.net' },
      },
    });
    expect(sale.statusCode).toBe(200);
    const [desk] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.channel, 'desk'))
      .orderBy(desc(orders.id))
      .limit(1);
    if (!desk) throw new Error('no desk order');
    const ids = async (query: Record<string, string>) =>
      (await search(query)).orders.map((row) => row.id);
    // The desk order has no customer: its own e-mail and name are searched.
    expect(await ids({ email: 'walk.in' })).toEqual([desk.id]);
    expect(await ids({ email: 'WALK.IN@EXAMPLE' })).toEqual([desk.id]);
    expect(await ids({ name: 'anda walk' })).toEqual([desk.id]);
    expect(await ids({ email: 'walk.in', channel: 'desk' })).toEqual([desk.id]);
    expect(await ids({ email: 'walk.in', channel: 'web' })).toEqual([]);
    // A web order by part of its customer's e-mail; the pattern's characters are taken literally.
    const [local] = email.split('@');
    expect(await ids({ email: String(local).slice(1) })).toContain(order.id);
    expect(await ids({ email: 'walk_in' })).toEqual([]);
    expect(await ids({ email: '%' })).toEqual([]);
  });

  it("shows an order's lines, tickets, payments, e-mails and invoice data", async () => {
    const res = await adminCall(app, 'GET', `orders/${order.id}`, { agent: agents.manager });
    const data = res.json().data;
    expect(data).toMatchObject({
      number: order.number,
      status: 'booked',
      customer: { email, guest: true },
      invoice: { requested: expect.any(Boolean) },
      can: { resend: true, cancelUnpaid: false, cancel: true },
    });
    expect(data.lines.map((line: { type: string }) => line.type)).toEqual([
      'ticket',
      'merchandise',
    ]);
    expect(data.tickets).toHaveLength(2);
    expect(data.tickets[0]).toMatchObject({ checkedInAt: null, cancelled: false });
    // A scan of the second ticket checks in that ticket, not the first.
    const [, second] = await database.db
      .select({ id: issuedTickets.id })
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, order.id))
      .orderBy(issuedTickets.id);
    if (!second) throw new Error('no second ticket');
    await database.db.insert(ticketScans).values({
      issuedTicketId: second.id,
      scannedAt: new Date('2026-01-02T10:00:00Z'),
      result: 'valid',
    });
    const scanned = await adminCall(app, 'GET', `orders/${order.id}`, { agent: agents.manager });
    const checkedIn = scanned
      .json()
      .data.tickets.map((ticket: { checkedInAt: string | null }) => ticket.checkedInAt);
    expect(checkedIn).toEqual([null, '2026-01-02T10:00:00.000Z']);
    expect(data.payments[0]).toMatchObject({
      provider: 'test',
      status: 'paid',
      amount: order.total,
    });
    expect(data.emails[0]).toMatchObject({ to: email, status: 'queued' });
    expect(data.invoice.address.length).toBeGreaterThan(0);
  });

  it('resends the confirmation to the same or a corrected address, with an audit entry', async () => {
    const same = await adminCall(app, 'POST', `orders/${order.id}/resend`, {
      agent: agents.sales,
      body: {},
    });
    expect(same.statusCode).toBe(200);
    const other = await adminCall(app, 'POST', `orders/${order.id}/resend`, {
      agent: agents.sales,
      body: { email: 'corrected@example.org' },
    });
    expect(other.statusCode).toBe(200);
    await composeQueuedMail({ db: database.db, clock, config });
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, order.id))
      .orderBy(desc(emailOutbox.id));
    expect(mails.map((mail) => mail.to).slice(0, 3)).toEqual([
      'corrected@example.org',
      email,
      email,
    ]);
    expect(mails[0]?.attachments.length).toBeGreaterThan(0);
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'order.resend'))
      .orderBy(desc(staffAuditLog.id));
    expect(entry).toMatchObject({ before: { email }, after: { email: 'corrected@example.org' } });
    const bad = await adminCall(app, 'POST', `orders/${order.id}/resend`, {
      agent: agents.sales,
      body: { email: 'not an address' },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('answers 401 without a session and 403 for a role without the permission', async () => {
    for (const [method, url] of [
      ['GET', 'orders'],
      ['GET', `orders/${order.id}`],
      ['POST', `orders/${order.id}/resend`],
      ['POST', `orders/${order.id}/cancel`],
    ] as const) {
      const res = await adminCall(app, method, url, { body: { idempotencyKey: key() } });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('AUTH_REQUIRED');
    }
    const door = await adminCall(app, 'GET', 'orders', { agent: agents.door });
    expect(door.statusCode).toBe(403);
    expect(door.json()).toEqual({ error: 'FORBIDDEN', message: expect.any(String) });
    expect(
      (await adminCall(app, 'GET', `orders/${order.id}`, { agent: agents.door })).statusCode,
    ).toBe(403);
    const sales = await adminCall(app, 'POST', `orders/${order.id}/cancel`, {
      agent: agents.sales,
      body: { idempotencyKey: key() },
    });
    expect(sales.statusCode).toBe(403);
    const noCsrf = await adminCall(app, 'POST', `orders/${order.id}/cancel`, {
      agent: { ...agents.manager, csrf: 'wrong' },
      body: { idempotencyKey: key() },
    });
    expect(noCsrf.statusCode).toBe(403);
    const after = await adminCall(app, 'GET', `orders/${order.id}`, { agent: agents.manager });
    expect(after.json().data.status).toBe('booked');
  });
});
