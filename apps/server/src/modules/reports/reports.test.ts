/**
 * The reports read the orders the shop booked through its own checkout: figures add up (lines =
 * orders − refunds), refunds come from the back office's refund records, visitors are
 * counted from issued barcodes and check-in scans, and only roles with `reports.read` get them.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { issuedTickets, orders as ordersTable } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { createTestApp } from '../../testing/app';
import {
  execPayment,
  freshCode,
  freshSlot,
  guestToken,
  ignoreTeardownTermination,
  initPayment,
  insertCheckoutCatalog,
  orderTokenOfReturn,
  pay,
  TEST_SECRET,
  type CheckoutCatalog,
} from '../checkout/testing';
import {
  customerTestConfig,
  movableClock,
  TEST_ARGON2,
  type MovableClock,
} from '../customers/testing';
import { orderByToken } from '../orders';
import { addStaffMember } from '../staff/testing';

const PASSWORD = 'correct horse battery';
interface Agent {
  cookie: string;
  csrf: string;
}

interface ReportBody {
  columns: string[];
  rows: { key: string; label: string | null; at: string | null; values: number[] }[];
  totals: number[];
}

describe.each(testDatabaseKinds())('reports on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let clock: MovableClock;
  let manager: Agent;
  let sales: Agent;
  let slot: { datetime: string };
  const config = customerTestConfig();
  const day = '2026-11-21';

  async function staff(email: string, role: 'manager' | 'sales'): Promise<Agent> {
    const added = await addStaffMember(database.db, config, { email, role }, clock);
    if (!added.ok) throw new Error(added.failure.code);
    const token = added.value.setPasswordUrl.split('/').pop() ?? '';
    await app.inject({
      method: 'POST',
      url: '/api/admin/password',
      payload: { token, password: PASSWORD },
    });
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email, password: PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    return {
      cookie: String(login.headers['set-cookie']).split(';')[0] ?? '',
      csrf: login.json().data.me.csrfToken,
    };
  }

  /** Books `items` through the shop (the test provider's card page when something is left to pay). */
  async function book(
    items: Parameters<typeof initPayment>[1],
    aux: Record<string, unknown> = {},
  ): Promise<string> {
    const started = await initPayment(app, items, { token: await guestToken(app), aux });
    expect(started.statusCode).toBe(200);
    const url: string = started.json().data;
    const orderToken = url.includes('/pay/test/') ? await pay(app, url) : orderTokenOfReturn(url);
    expect((await execPayment(app, orderToken)).statusCode).toBe(200);
    return orderToken;
  }

  function report(agent: Agent | null, kind: string, query: Record<string, string>) {
    return app.inject({
      method: 'GET',
      url: `/api/admin/reports/${kind}`,
      query,
      headers: agent ? { cookie: agent.cookie } : {},
    });
  }

  async function table(kind: string, query: Record<string, string> = {}): Promise<ReportBody> {
    const response = await report(manager, kind, { from: day, to: day, ...query });
    expect(response.statusCode).toBe(200);
    return response.json().data;
  }

  const total = (body: ReportBody, column: string) => body.totals[body.columns.indexOf(column)];

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    clock = movableClock();
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, {
      config,
      clock,
      customers: { argon2: TEST_ARGON2 },
      payments: { testSecret: TEST_SECRET },
    });
    slot = await freshSlot(database.db, catalog, 20);
    const adult = (count: number) => ({
      type: 'ticket' as const,
      id: catalog.tickets.adult,
      count,
      datetime: slot.datetime,
      subtickets: [],
    });
    // 2800 by card through a partner, then refunded; 1400 − 1000 by a code and card; 1400 by a code.
    const refunded = await book([adult(2)], { partner: 'city-card' });
    await book([adult(1), { type: 'voucherCode', barcode: await freshCode(database.db, 1000) }]);
    await book([adult(1), { type: 'voucherCode', barcode: await freshCode(database.db, 5000) }]);
    // Someone of the second order comes in at the slot.
    clock.set(new Date(`${slot.datetime}:00+01:00`));
    // Signed in at the clock's time (staff sessions end after 30 idle minutes).
    manager = await staff('manager@museum.example', 'manager');
    sales = await staff('sales@museum.example', 'sales');
    // The manager cancels the partner's order in the back office: the provider pays it all back.
    const row = await orderByToken(database.db, refunded);
    if (!row) throw new Error('no order');
    const cancelled = await app.inject({
      method: 'POST',
      url: `/api/admin/orders/${row.id}/cancel`,
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.csrf },
      payload: { idempotencyKey: 'report-refund-1' },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await orderByToken(database.db, refunded))?.status).toBe('refunded');
    const [first] = await database.db
      .select({ barcode: issuedTickets.barcode })
      .from(issuedTickets)
      .innerJoin(ordersTable, eq(ordersTable.id, issuedTickets.orderId))
      .where(eq(ordersTable.status, 'booked'))
      .orderBy(asc(issuedTickets.id))
      .limit(1);
    const scan = await app.inject({
      method: 'POST',
      url: '/api/admin/checkin/scans',
      headers: { cookie: manager.cookie, 'x-csrf-token': manager.csrf },
      payload: {
        scanId: randomUUID(),
        barcode: first?.barcode,
        device: 'door-1',
        checkpoint: { entrance: null, slot: null },
      },
    });
    expect(scan.json().data.status).toBe('valid');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('adds up: the lines sum to the orders minus the refunds, per day, product, payment and partner', async () => {
    const stored = await database.db.select().from(ordersTable);
    const paid = stored.reduce((sum, order) => sum + order.total, 0);
    expect(paid).toBe(2800 + 400 + 0);
    for (const kind of ['sales', 'products', 'payments', 'partners']) {
      const body = await table(kind);
      expect(total(body, 'sales')).toBe(paid);
      expect(total(body, 'refunds')).toBe(2800);
      expect(total(body, 'total')).toBe(paid - 2800);
    }
    const products = await table('products');
    expect(products.rows.map((row) => [row.key, ...row.values])).toEqual([
      [`ticket:${catalog.tickets.adult}`, 4, 5600, 2800, 2800],
      ['voucherCodes', 2, -2400, 0, -2400],
    ]);
    expect(products.rows[0]?.label).toBe('Light plays – Adult');
    const partners = await table('partners');
    expect(partners.rows.map((row) => [row.key, row.label, row.values[0]])).toEqual([
      ['partner:city-card', 'city-card', 1],
      ['none', null, 2],
    ]);
    const payments = await table('payments');
    expect(payments.rows[0]).toMatchObject({ key: '161', label: 'Credit card' });
  });

  it('counts sales on the museum’s day and week, refunds and VAT', async () => {
    const week = await table('sales', { grain: 'week', from: '2026-11-01', to: '2026-11-30' });
    expect(week.rows.map((row) => row.key)).toEqual([
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
      '2026-11-16',
      '2026-11-23',
      '2026-11-30',
    ]);
    // Orders, sales, refunds, total, and the VAT they contain: the two tickets paid with voucher
    // codes are taxed in full (a code is a means of payment), 92 each; the refunded pair's 183 went.
    expect(week.rows[3]?.values).toEqual([3, 3200, 2800, 400, 216, 184]);
    expect(total(await table('sales', { from: '2026-11-22', to: '2026-11-22' }), 'orders')).toBe(0);
    const refunds = await table('refunds');
    expect(refunds.totals).toEqual([1, 2800]);
    const vat = await table('vat');
    // 5600 sold at 7 %, 2800 paid back: each order's VAT as its invoice states it (183 + 92 + 92,
    // less the 183 paid back); the voucher codes are a means of payment with no VAT of their own.
    expect(vat.rows).toEqual([
      { key: '7', label: null, at: null, values: [5600, 2800, 2800, 2616, 184] },
      { key: 'voucherCodes', label: null, at: null, values: [-2400, 0, -2400, -2400, 0] },
    ]);
    // The VAT report adds up to the sales, and its VAT is the sales report's.
    expect(total(vat, 'total')).toBe(total(week, 'total'));
    expect(total(vat, 'vat')).toBe(total(week, 'vat'));
  });

  it('counts visitors expected and checked in per slot, leaving out refunded orders', async () => {
    const visitors = await table('visitors', {
      from: slot.datetime.slice(0, 10),
      to: slot.datetime.slice(0, 10),
    });
    expect(visitors.rows).toEqual([
      {
        key: `${slot.datetime}|event:${catalog.events.timed}`,
        label: 'Light plays',
        at: slot.datetime,
        values: [2, 1],
      },
    ]);
  });

  it('answers 401 without a session, 403 to a role without reports, 422 for a bad range', async () => {
    expect((await report(null, 'sales', { from: day, to: day })).statusCode).toBe(401);
    const forbidden = await report(sales, 'sales', { from: day, to: day });
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ error: 'FORBIDDEN', message: expect.any(String) });
    for (const [kind, query] of [
      ['sales', { from: '2026-11-22', to: '2026-11-21' }],
      ['sales', { from: '2026-02-30', to: '2026-03-01' }],
      ['sales', { from: '2020-01-01', to: '2026-01-01' }],
      ['sales', { from: day, to: day, grain: 'year' }],
      ['nothing', { from: day, to: day }],
      ['sales', {}],
    ] as const) {
      const response = await report(manager, kind, query);
      expect(response.statusCode).toBe(422);
      expect(response.json().error).toBe('VALIDATION_FAILED');
    }
  });
});
