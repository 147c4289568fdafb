/**
 * The demo museum's back-office extras: a demo owner whose password is answered on the first start
 * only and never on a production shop, and deterministic demo orders (six weeks of past sales and
 * the advance bookings of the days ahead) that the reports show and that add up, and whose places
 * are exactly what the capacities count as sold.
 */
import { addDays, venueToday } from '@foyer/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import {
  capacities,
  eventDays,
  eventSlots,
  orderCapacityUses,
  orderItems,
  orders,
  staffAccounts,
  tourSlots,
} from '../db/schema';
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
    // The visitors of the past days: 85 % of them were checked in.
    const visitors = await buildReport(deps, {
      ...range,
      to: addDays(today, -1),
      kind: 'visitors',
    });
    const [expected = 0, checkedIn = 0] = visitors.totals;
    expect(checkedIn).toBeGreaterThan(expected * 0.7);
    expect(checkedIn).toBeLessThan(expected);
  });

  it('sells exactly the places of the paid demo orders; the report and the door count the same', async () => {
    const db = database.db;
    // What each capacity counts as sold, and what the paid (booked) orders took of it.
    const counters = await db
      .select({ id: capacities.id, capacity: capacities.capacity, sold: capacities.sold })
      .from(capacities);
    const used = new Map(
      (
        await db
          .select({
            capacityId: orderCapacityUses.capacityId,
            units: sql<number>`sum(${orderCapacityUses.quantity})::int`,
          })
          .from(orderCapacityUses)
          .innerJoin(orders, eq(orders.id, orderCapacityUses.orderId))
          .where(and(eq(orders.status, 'booked'), isNull(orderCapacityUses.returnedAt)))
          .groupBy(orderCapacityUses.capacityId)
      ).map((row) => [row.capacityId, Number(row.units)]),
    );
    for (const counter of counters)
      expect([counter.id, counter.sold]).toEqual([counter.id, used.get(counter.id) ?? 0]);
    // The story the demo tells: full slots and an article out of stock, from orders.
    expect(counters.some((counter) => counter.sold > 0 && counter.sold === counter.capacity)).toBe(
      true,
    );

    // The places of the paid orders' lines, counted from the lines themselves, per slot and day.
    const lines = await db
      .select({
        type: orderItems.type,
        datetime: orderItems.datetime,
        count: orderItems.count,
        details: orderItems.details,
      })
      .from(orderItems)
      .innerJoin(orders, eq(orders.id, orderItems.orderId))
      .where(
        and(
          eq(orders.status, 'booked'),
          inArray(orderItems.type, ['ticket', 'dayTicket', 'guidedTour']),
        ),
      );
    const places = new Map<string, number>();
    const add = (key: string, count: number) => places.set(key, (places.get(key) ?? 0) + count);
    for (const line of lines) {
      const details = line.details as {
        eventId?: number;
        tourId?: number;
        places?: number;
        date?: string;
      };
      const at = String(line.datetime ?? '')
        .slice(0, 16)
        .replace('T', ' ');
      if (line.type === 'ticket') add(`slot ${details.eventId} ${at}`, details.places ?? 0);
      if (line.type === 'dayTicket')
        add(`day ${details.eventId} ${details.date}`, details.places ?? 0);
      if (line.type === 'guidedTour') add(`tour ${details.tourId} ${at}`, line.count);
    }
    const soldOf = new Map(counters.map((counter) => [counter.id, counter.sold]));
    let todaySold = 0;
    for (const slot of await db.select().from(eventSlots)) {
      const at = String(slot.startsAt).slice(0, 16).replace('T', ' ');
      const sold = soldOf.get(slot.capacityId) ?? 0;
      expect([slot.capacityId, sold]).toEqual([
        slot.capacityId,
        places.get(`slot ${slot.eventId} ${at}`) ?? 0,
      ]);
      if (at.startsWith(today)) todaySold += sold;
    }
    for (const day of await db.select().from(eventDays)) {
      const sold = soldOf.get(day.capacityId) ?? 0;
      expect([day.capacityId, sold]).toEqual([
        day.capacityId,
        places.get(`day ${day.eventId} ${day.day}`) ?? 0,
      ]);
      if (day.day === today) todaySold += sold;
    }
    for (const slot of await db.select().from(tourSlots)) {
      const at = String(slot.startsAt).slice(0, 16).replace('T', ' ');
      const sold = soldOf.get(slot.participantsCapacityId) ?? 0;
      expect([slot.participantsCapacityId, sold]).toEqual([
        slot.participantsCapacityId,
        places.get(`tour ${slot.tourId} ${at}`) ?? 0,
      ]);
      if (at.startsWith(today)) todaySold += sold;
    }
    expect(todaySold).toBeGreaterThan(0);

    // Today's visitors report and the door's day list expect the places sold for today.
    const deps = { db, config };
    const visitors = await buildReport(deps, {
      kind: 'visitors',
      from: today,
      to: today,
      grain: 'day',
      language: 'en',
    });
    expect(visitors.totals[0]).toBe(todaySold);
    const app = await createTestApp(database, { config });
    try {
      const login = await app.inject({
        method: 'POST',
        url: '/api/admin/login',
        payload: { email: first.demoOwner?.email, password: first.demoOwner?.password },
      });
      const cookie = String(login.headers['set-cookie']).split(';')[0] ?? '';
      const day = await app.inject({
        method: 'GET',
        url: '/api/admin/checkin/day',
        query: { date: today },
        headers: { cookie },
      });
      expect(day.statusCode).toBe(200);
      const entrances = day.json().data.entrances as { slots: { expected: number }[] }[];
      const door = entrances
        .flatMap((entrance) => entrance.slots)
        .reduce((sum, slot) => sum + slot.expected, 0);
      expect(door).toBe(todaySold);
    } finally {
      await app.close();
    }
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
