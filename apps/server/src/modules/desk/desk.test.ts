/**
 * The desk sale over HTTP on a real database: the server prices the cart as the
 * shop does (the client sends no price), enforces the shop's limits and availability with the shop's
 * codes, records cash and card-terminal payments without a provider, books at once with tickets and
 * an optional e-mail, shows the channel in orders and reports, writes an audit entry, and lets only
 * sales, manager and owner sell.
 */
import { includedVat, venueToday } from '@foyer/domain';
import type { CartItem } from '@foyer/domain/contract';
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  emailOutbox,
  issuedTickets,
  orderLedger,
  orders,
  payments,
  staffAuditLog,
} from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { composeQueuedMail } from '../../testing/outbox';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  freshCode,
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  usedAmount,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, buy, signedIn, type Agent } from '../orders/testing';

describe.each(testDatabaseKinds())('the desk sale on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let agents: Record<'owner' | 'manager' | 'sales' | 'door', Agent>;
  const clock = movableClock();
  const config = demoConfig();

  const adult = (datetime: string, count: number): CartItem => ({
    type: 'ticket',
    id: catalog.tickets.adult,
    count,
    datetime,
    subtickets: [],
  });

  function sell(agent: Agent | undefined, body: object) {
    return adminCall(app, 'POST', 'desk/sales', agent ? { agent, body } : { body });
  }

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    agents = {
      owner: await signedIn(app, database.db, config, clock, 'owner'),
      manager: await signedIn(app, database.db, config, clock, 'manager'),
      sales: await signedIn(app, database.db, config, clock, 'sales'),
      door: await signedIn(app, database.db, config, clock, 'door'),
    };
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('quotes a cart with the shop’s prices and VAT, holding nothing', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const quote = await adminCall(app, 'POST', 'desk/quote', {
      agent: agents.sales,
      body: {
        language: 'en',
        items: [
          adult(slot.datetime, 2),
          { type: 'merchandise', id: catalog.articles.book, count: 1 },
        ],
      },
    });
    expect(quote.statusCode).toBe(200);
    const data = quote.json().data;
    expect(data.lines[0]).toMatchObject({
      item: 0,
      type: 'ticket',
      name: 'Adult',
      when: slot.datetime,
      count: 2,
      unitPrice: 1400,
      totalPrice: 2800,
    });
    expect(data.lines[1]).toMatchObject({ item: 1, type: 'merchandise', count: 1 });
    const book = data.lines[1].totalPrice as number;
    expect(data.total).toBe(2800 + book);
    expect(data.vat).toBe(
      data.vatByRate.reduce((sum: number, line: { vat: number }) => sum + line.vat, 0),
    );
    // Tickets and the book both carry 7 %: the VAT contained in their gross.
    expect(data.vatByRate).toEqual([
      { rate: 7, gross: 2800 + book, vat: includedVat(2800 + book, 7) },
    ]);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
  });

  it('sells two tickets for cash: booked at once, priced by the server, tickets issued', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const sold = await sell(agents.sales, {
      language: 'de',
      payment: 'cash',
      items: [adult(slot.datetime, 2)],
    });
    expect(sold.statusCode).toBe(200);
    const sale = sold.json().data;
    expect(sale).toMatchObject({ total: 2800, payment: 'cash', emailedTo: null });
    expect(sale.ticketsUrl).toMatch(/^\/api\/de\/order\/documents\/[\w-]+\/tickets\.pdf$/);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, sale.orderId));
    expect(order).toMatchObject({ status: 'booked', channel: 'desk', total: 2800, payart: null });
    const paid = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, sale.orderId));
    expect(paid).toEqual([
      expect.objectContaining({ provider: 'cash', status: 'paid', amount: 2800 }),
    ]);
    const tickets = await database.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, sale.orderId));
    expect(tickets.length).toBeGreaterThan(0);
    // The same PDF the shop's visitor gets.
    const pdf = await app.inject({ method: 'GET', url: sale.ticketsUrl });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Anonymous: no e-mail was queued.
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, sale.orderId));
    expect(mails).toEqual([]);
    // Who sold what, in the audit log.
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'desk.sale'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ targetType: 'order', targetId: sale.number });
    expect(entry?.actor).toMatch(/^sales/);
    expect(entry?.after).toMatchObject({ payment: 'cash', total: 2800, lines: ['2 × Erwachsene'] });
  });

  it('cancels a cash sale: paid back at the till, the places go back on sale', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const sold = await sell(agents.sales, {
      language: 'de',
      payment: 'cash',
      items: [adult(slot.datetime, 2)],
    });
    const { orderId } = sold.json().data as { orderId: number };
    const cancelled = await adminCall(app, 'POST', `orders/${orderId}/cancel`, {
      agent: agents.manager,
      body: { idempotencyKey: `desk-cancel-${orderId}` },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    const [order] = await database.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order?.status).not.toBe('booked');
    const ledger = await database.db
      .select()
      .from(orderLedger)
      .where(eq(orderLedger.orderId, orderId))
      .orderBy(orderLedger.id);
    const requested = ledger.find((row) => row.kind === 'refundRequested');
    expect(requested).toMatchObject({ amount: 2800, details: { purpose: 'cancellation' } });
    expect(ledger.find((row) => row.kind === 'refundDone')).toMatchObject({
      request: requested?.request,
      details: { refundRef: `cash:ledger-${requested?.id}` },
    });
  });

  it('sells on the card terminal and e-mails the tickets to the given address', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const sold = await sell(agents.manager, {
      language: 'en',
      payment: 'card_terminal',
      customer: { name: 'Ada Lovelace', email: 'ada@example.org' },
      items: [
        {
          type: 'ticket',
          id: catalog.tickets.family,
          count: 1,
          datetime: slot.datetime,
          subtickets: [
            { id: catalog.subtickets.adults, count: 2 },
            { id: catalog.subtickets.children, count: 2 },
            { id: catalog.subtickets.booklet, count: 1 },
          ],
        },
      ],
    });
    expect(sold.statusCode).toBe(200);
    const sale = sold.json().data;
    expect(sale).toMatchObject({ payment: 'card_terminal', emailedTo: 'ada@example.org' });
    await composeQueuedMail({ db: database.db, clock, config });
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.orderId, sale.orderId));
    expect(mail?.to).toBe('ada@example.org');
    expect(mail?.attachments.map((file) => file.contentType)).toContain('application/pdf');
    const paid = await database.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, sale.orderId));
    expect(paid[0]).toMatchObject({ provider: 'card_terminal', status: 'paid' });
  });

  it('never takes a price from the client: extra fields are refused', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const response = await sell(agents.sales, {
      language: 'en',
      payment: 'cash',
      items: [{ ...adult(slot.datetime, 1), price: 1 }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().error).toBe('VALIDATION_FAILED');
    const total = await sell(agents.sales, {
      language: 'en',
      payment: 'cash',
      total: 1,
      items: [adult(slot.datetime, 1)],
    });
    expect(total.statusCode).toBe(422);
    const bad = await sell(agents.sales, {
      language: 'en',
      payment: 'cheque',
      items: [adult(slot.datetime, 1)],
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toHaveProperty('payment');
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
  });

  it('refuses what the shop refuses, with the shop’s codes, and sells nothing then', async () => {
    const slot = await freshSlot(database.db, catalog, 3, 1);
    const over = await sell(agents.sales, {
      language: 'en',
      payment: 'cash',
      items: [adult(slot.datetime, 3)],
    });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toMatchObject({
      error: 'TICKET_COUNT_EXCEEDS_SLOT',
      params: { requested: 3, available: 2, item: 0 },
    });
    const soldOut = await sell(agents.sales, {
      language: 'en',
      payment: 'cash',
      items: [adult(catalog.slots.soldOut, 1)],
    });
    expect(soldOut.json()).toMatchObject({ error: 'TIME_SOLD_OUT', params: { item: 0 } });
    const family = await adminCall(app, 'POST', 'desk/quote', {
      agent: agents.sales,
      body: {
        language: 'en',
        items: [
          {
            type: 'ticket',
            id: catalog.tickets.family,
            count: 1,
            datetime: slot.datetime,
            subtickets: [{ id: catalog.subtickets.adults, count: 2 }],
          },
        ],
      },
    });
    expect(family.json()).toMatchObject({ error: 'TICKET_FAMILY_COMPONENTS_MISSING' });
    const stock = await sell(agents.sales, {
      language: 'en',
      payment: 'cash',
      items: [{ type: 'merchandise', id: catalog.articles.mug, count: 1 }],
    });
    expect(stock.json()).toMatchObject({ error: 'ITEM_OUT_OF_STOCK' });
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
  });

  it('redeems a voucher code at the desk; what is left is paid in cash', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const code = await freshCode(database.db, 1000);
    const sold = await sell(agents.sales, {
      language: 'en',
      payment: 'cash',
      items: [adult(slot.datetime, 1), { type: 'voucherCode', barcode: code }],
    });
    expect(sold.statusCode).toBe(200);
    expect(sold.json().data.total).toBe(400);
    expect(await usedAmount(database.db, code)).toBe(1000);
  });

  it('shows the channel in the orders list and on the order page, with the tickets to print', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const webToken = await buy(app, [adult(slot.datetime, 1)]);
    const sold = await sell(agents.sales, {
      language: 'en',
      payment: 'cash',
      items: [adult(slot.datetime, 1)],
    });
    const sale = sold.json().data;
    const desk = await adminCall(app, 'GET', 'orders', {
      agent: agents.sales,
      query: { channel: 'desk' },
    });
    const listed = desk.json().data.orders as { number: string; channel: string }[];
    expect(listed.every((order) => order.channel === 'desk')).toBe(true);
    expect(listed.map((order) => order.number)).toContain(sale.number);
    const [web] = await database.db.select().from(orders).where(eq(orders.token, webToken));
    const all = await adminCall(app, 'GET', 'orders', { agent: agents.sales });
    const channels = new Map(
      (all.json().data.orders as { id: number; channel: string }[]).map((o) => [o.id, o.channel]),
    );
    expect(channels.get(web?.id ?? 0)).toBe('web');
    const page = await adminCall(app, 'GET', `orders/${sale.orderId}`, { agent: agents.sales });
    expect(page.json().data).toMatchObject({
      channel: 'desk',
      ticketsUrl: sale.ticketsUrl,
      payments: [{ provider: 'cash', method: 'cash', status: 'paid' }],
    });
  });

  it('reports desk sales as their own channel and per payment kind', async () => {
    const day = venueToday(clock.now(), config.server.timeZone);
    const booked = await database.db.select().from(orders);
    const sum = (channel: string) =>
      booked.filter((o) => o.channel === channel).reduce((total, o) => total + o.total, 0);
    const count = (channel: string) => booked.filter((o) => o.channel === channel).length;
    const report = async (kind: string) => {
      const response = await adminCall(app, 'GET', `reports/${kind}`, {
        agent: agents.manager,
        query: { from: day, to: day },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data as { rows: { key: string; values: number[] }[] };
    };
    const channels = await report('channels');
    expect(channels.rows.map((row) => [row.key, row.values[0], row.values[1]])).toEqual([
      ['web', count('web'), sum('web')],
      ['desk', count('desk'), sum('desk')],
    ]);
    expect(count('desk')).toBeGreaterThan(3);
    const payments = await report('payments');
    const byKey = new Map(payments.rows.map((row) => [row.key, row.values[1] ?? 0]));
    expect(byKey.get('desk:card_terminal')).toBeGreaterThan(0);
    expect((byKey.get('desk:cash') ?? 0) + (byKey.get('desk:card_terminal') ?? 0)).toBe(
      sum('desk'),
    );
  });

  it('lets sales, manager and owner sell; door gets 403, no session 401', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const body = { language: 'en', payment: 'cash', items: [adult(slot.datetime, 1)] };
    expect((await sell(agents.owner, body)).statusCode).toBe(200);
    const door = await sell(agents.door, body);
    expect(door.statusCode).toBe(403);
    expect(door.json().error).toBe('FORBIDDEN');
    expect((await sell(undefined, body)).statusCode).toBe(401);
    const quote = await adminCall(app, 'POST', 'desk/quote', { agent: agents.door, body });
    expect(quote.statusCode).toBe(403);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
  });
});
