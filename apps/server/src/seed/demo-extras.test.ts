/**
 * The demo museum's back-office extras: a demo owner whose password is answered on the first start
 * only and never on a production shop, and six weeks of deterministic demo orders that the reports
 * show and that add up.
 */
import { addDays, venueToday } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { orders, staffAccounts } from '../db/schema';
import { startUp } from '../db/start-up';
import { customerTestConfig } from '../modules/customers/testing';
import { buildReport } from '../modules/reports/testing';
import { TEST_NOW, createTestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { isProductionShop } from './demo-extras';
import { DEMO_PARTNERS, planDemoOrders } from './demo-sales-plan';

const config = customerTestConfig();
const today = venueToday(TEST_NOW, config.server.timeZone);

describe('demo orders plan', () => {
  it('is the same for the same day, spans six weeks before it, and has refunds and partners', () => {
    const plan = planDemoOrders(TEST_NOW, config.server.timeZone);
    const again = planDemoOrders(TEST_NOW, config.server.timeZone);
    expect(again).toEqual(plan);
    expect(plan.length).toBeGreaterThan(100);
    expect(plan.every((order) => order.date < today && order.date >= addDays(today, -42))).toBe(
      true,
    );
    expect(plan.some((order) => order.refunded)).toBe(true);
    expect(new Set(plan.map((order) => order.partner))).toEqual(new Set([null, ...DEMO_PARTNERS]));
    expect(new Set(plan.map((order) => order.payart)).size).toBe(4);
    const types = new Set(plan.flatMap((order) => order.lines.map((line) => line.item.type)));
    expect(types).toEqual(new Set(['ticket', 'dayTicket', 'guidedTour', 'merchandise']));
  });

  it('tells production by the public address', () => {
    expect(isProductionShop(config)).toBe(false);
    const production = customerTestConfig((c) => {
      c.server.publicBaseUrl = 'https://tickets.museum.example';
    });
    expect(isProductionShop(production)).toBe(true);
  });
});

describe.each(testDatabaseKinds())('demo extras on $name', ({ open }) => {
  let database: Database;
  let first: Awaited<ReturnType<typeof startUp>>;
  beforeAll(async () => {
    database = await open();
    first = await startUp(database, config, TEST_NOW);
  }, 60_000);
  afterAll(async () => {
    await database.close();
  });

  it('answers the demo owner once; the account signs in with it', async () => {
    expect(first.seeded).toBe(true);
    expect(first.demoOwner).toEqual({
      email: 'owner@lindenau.example',
      password: expect.stringMatching(/^[a-z2-9]{5}(-[a-z2-9]{5}){3}$/),
    });
    const ordersBefore = (await database.db.select().from(orders)).length;
    const second = await startUp(database, config, new Date(TEST_NOW.getTime() + 86_400_000));
    expect(second).toEqual({ seeded: false, demoOwner: null });
    expect((await database.db.select().from(orders)).length).toBe(ordersBefore);
    const [owner] = await database.db.select().from(staffAccounts);
    expect(owner?.passwordHash).not.toContain(first.demoOwner?.password ?? '');

    const app = await createTestApp(database, { config });
    const login = await app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: first.demoOwner?.email, password: first.demoOwner?.password },
    });
    await app.close();
    expect(login.statusCode).toBe(200);
    expect(login.json().data.me.staff.role).toBe('owner');
  });

  it('fills the reports: sales, refunds, partners, payment types and visitors, adding up', async () => {
    const range = { from: addDays(today, -42), to: today, grain: 'week' as const, language: 'en' };
    const deps = { db: database.db, config };
    const sales = await buildReport(deps, { ...range, kind: 'sales' });
    const column = (name: string) => sales.totals[sales.columns.indexOf(name as never)] ?? 0;
    const stored = await database.db.select().from(orders);
    const paid = stored.reduce((sum, order) => sum + order.total, 0);
    const refunded = stored
      .filter((order) => order.status === 'refunded')
      .reduce((sum, order) => sum + order.total, 0);
    expect(column('sales')).toBe(paid);
    expect(column('refunds')).toBe(refunded);
    expect(refunded).toBeGreaterThan(0);
    expect(sales.rows.filter((row) => (row.values[1] ?? 0) > 0).length).toBeGreaterThanOrEqual(6);
    const products = await buildReport(deps, { ...range, kind: 'products' });
    expect(products.totals[products.columns.indexOf('total')]).toBe(paid - refunded);
    expect(products.rows.length).toBeGreaterThan(5);
    const partners = await buildReport(deps, { ...range, kind: 'partners' });
    expect(partners.rows.map((row) => row.key).sort()).toEqual(
      ['none', ...DEMO_PARTNERS.map((partner) => `partner:${partner}`)].sort(),
    );
    const payments = await buildReport(deps, { ...range, kind: 'payments' });
    expect(payments.rows.map((row) => row.label)).toContain('Credit card');
    const visitors = await buildReport(deps, { ...range, kind: 'visitors' });
    const [expected = 0, checkedIn = 0] = visitors.totals;
    expect(checkedIn).toBeGreaterThan(expected * 0.7);
    expect(checkedIn).toBeLessThan(expected);
  });
});

describe.each(testDatabaseKinds())('a production shop on $name', ({ open }) => {
  it('gets no demo owner and no demo orders', async () => {
    const database = await open();
    try {
      const production = customerTestConfig((c) => {
        c.server.publicBaseUrl = 'https://tickets.museum.example';
      });
      const started = await startUp(database, production, TEST_NOW);
      expect(started).toEqual({ seeded: true, demoOwner: null });
      expect(await database.db.select().from(orders)).toEqual([]);
      expect(await database.db.select().from(staffAccounts)).toEqual([]);
    } finally {
      await database.close();
    }
  }, 60_000);
});
