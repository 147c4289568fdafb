/**
 * The event editor's tickets in full and day-ticket capacities over HTTP on a real database:
 * family tickets with subtickets and print/scan flags saved through the catalog
 * import's writer, dates added one by one or from a rule, capacities never below sold + held (with
 * the numbers), removal only of unused dates, audit entries.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, eventDays, staffAuditLog } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { signedIn, type Agent } from '../orders/testing';

describe.each(testDatabaseKinds())('event tickets and day capacities on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let manager: Agent;
  let sales: Agent;
  const clock = movableClock();
  const config = demoConfig();

  function call(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    agent: Agent,
    body?: object,
  ) {
    return app.inject({
      method,
      url: `/api/admin/catalog/${url}`,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf },
      ...(body ? { payload: body } : {}),
    });
  }

  const fair = {
    name: { de: 'Messe', da: 'Messe' },
    tickets: [
      {
        name: { de: 'Tageskarte', da: 'Dagsbillet' },
        description: { de: 'Gilt einen Tag', da: 'Gælder én dag' },
        price: 900,
        vatValue: 7,
        mode: 3,
        dayTicket: true,
      },
      {
        name: { de: 'Familie', da: 'Familie' },
        price: 2500,
        vatValue: 7,
        mode: 3,
        dayTicket: true,
        family: true,
        printSeparately: true,
        uniqueBarcode: false,
        scanSeparately: true,
        subtickets: [
          { name: { de: 'Erwachsene', da: 'Voksne' }, price: 0, minQuantity: 1, maxQuantity: 2 },
          { name: { de: 'Kinder', da: 'Børn' }, price: 0, minQuantity: 1, maxQuantity: 4 },
        ],
      },
    ],
  };

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    manager = await signedIn(app, database.db, config, clock, 'manager');
    sales = await signedIn(app, database.db, config, clock, 'sales');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function created(): Promise<number> {
    const answer = await call('POST', 'events', manager, fair);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data.id;
  }

  it('saves a family ticket with subtickets and its print and scan flags, and hides without deleting', async () => {
    const id = await created();
    const detail = (await call('GET', `events/${id}`, manager)).json().data;
    const family = detail.event.tickets[1];
    expect(family).toMatchObject({
      family: true,
      dayTicket: true,
      printSeparately: true,
      uniqueBarcode: false,
      scanSeparately: true,
      description: {},
    });
    expect(detail.event.tickets[0].description).toEqual(fair.tickets[0]?.description);
    expect(
      family.subtickets.map(
        (s: { name: { da: string }; minQuantity: number; maxQuantity: number }) => [
          s.name.da,
          s.minQuantity,
          s.maxQuantity,
        ],
      ),
    ).toEqual([
      ['Voksne', 1, 2],
      ['Børn', 1, 4],
    ]);
    // Change one subticket, drop the other, hide the ticket: all through the same save.
    const body = {
      ...detail.event,
      tickets: [
        detail.event.tickets[0],
        {
          ...family,
          active: false,
          subtickets: [{ ...family.subtickets[0], maxQuantity: 3 }],
        },
      ],
    };
    const saved = await call('PUT', `events/${id}`, manager, body);
    expect(saved.statusCode, saved.body).toBe(200);
    const after = saved.json().data.event.tickets[1];
    expect(after).toMatchObject({ id: family.id, active: false });
    expect(after.subtickets).toHaveLength(1);
    expect(after.subtickets[0]).toMatchObject({ id: family.subtickets[0].id, maxQuantity: 3 });
  });

  it('keeps a hidden event-long ticket and its capacity in the editor, so it saves unchanged', async () => {
    const created = await call('POST', 'events', manager, {
      name: { de: 'Konzert' },
      capacity: 50,
      tickets: [{ name: { de: 'Eintritt' }, price: 1000, vatValue: 7, mode: 3 }],
    });
    expect(created.statusCode, created.body).toBe(200);
    const detail = created.json().data;
    const hidden = await call('PUT', `events/${detail.id}`, manager, {
      ...detail.event,
      tickets: [{ ...detail.event.tickets[0], active: false }],
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    const after = hidden.json().data.event;
    expect(after).toMatchObject({ capacity: 50, tickets: [{ active: false }] });
    const again = await call('PUT', `events/${detail.id}`, manager, after);
    expect(again.statusCode, again.body).toBe(200);
  });

  it('refuses a subticket whose maximum is below its minimum, per field', async () => {
    const answer = await call('POST', 'events', manager, {
      ...fair,
      tickets: [
        {
          ...fair.tickets[1],
          subtickets: [{ name: { de: 'Kinder' }, minQuantity: 3, maxQuantity: 1 }],
        },
      ],
    });
    expect(answer.statusCode).toBe(422);
    expect(answer.json().errors['tickets.0.subtickets.0.maxQuantity']).toBe('is below minQuantity');
  });

  it('adds dates one by one and from a rule, keeping the ones that exist, with an audit entry', async () => {
    const id = await created();
    expect((await call('GET', `events/${id}/days`, sales)).statusCode).toBe(403);
    const one = await call('POST', `events/${id}/days`, manager, {
      date: '2026-12-05',
      capacity: 50,
    });
    expect(one.statusCode, one.body).toBe(200);
    const rule = await call('POST', `events/${id}/days`, manager, {
      dates: { from: '2026-12-01', to: '2026-12-14' },
      weekdays: ['sat', 'sun'],
      except: ['2026-12-13'],
      capacity: 80,
    });
    expect(rule.statusCode, rule.body).toBe(200);
    const days = rule.json().data.days;
    expect(days.map((d: { date: string; capacity: number }) => [d.date, d.capacity])).toEqual([
      ['2026-12-05', 50],
      ['2026-12-06', 80],
      ['2026-12-12', 80],
    ]);
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'catalog.days.add', targetId: String(id) });
    expect(entry?.after).toMatchObject({ created: ['2026-12-06', '2026-12-12'], kept: 1 });
    const listed = await call('GET', `events/${id}/days`, manager);
    expect(listed.json().data.days).toHaveLength(3);
  });

  it('refuses a bad date entry per field', async () => {
    const id = await created();
    const answer = await call('POST', `events/${id}/days`, manager, { capacity: -1 });
    expect(answer.statusCode).toBe(422);
    expect(Object.keys(answer.json().errors)).toEqual(expect.arrayContaining(['capacity', 'date']));
    const missing = await call('POST', 'events/999999/days', manager, {
      date: '2026-12-01',
      capacity: 5,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('refuses a date capacity below sold and held with the numbers, and keeps a date with sales', async () => {
    const id = await created();
    const added = await call('POST', `events/${id}/days`, manager, {
      date: '2026-12-20',
      capacity: 40,
    });
    const day = added.json().data.days[0];
    const [row] = await database.db.select().from(eventDays).where(eq(eventDays.id, day.id));
    await database.db
      .update(capacities)
      .set({ sold: 30, held: 5 })
      .where(eq(capacities.id, row?.capacityId ?? 0));
    const lowered = await call('PATCH', `days/${day.id}`, manager, { capacity: 20 });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json()).toMatchObject({
      error: 'CAPACITY_BELOW_SOLD_AND_HELD',
      params: { sold: 30, held: 5, minimum: 35, capacity: 20 },
    });
    const ok = await call('PATCH', `days/${day.id}`, manager, { capacity: 35 });
    expect(ok.json().data).toMatchObject({ capacity: 35, sold: 30, held: 5 });
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'catalog.day.capacity' });
    expect(entry?.before).toMatchObject({ capacity: 40 });
    const removed = await call('POST', `days/${day.id}/remove`, manager);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error).toBe('DAY_IN_USE');
  });

  it('removes a date nothing was sold or held of', async () => {
    const id = await created();
    const added = await call('POST', `events/${id}/days`, manager, {
      date: '2026-12-21',
      capacity: 40,
    });
    const day = added.json().data.days[0];
    const removed = await call('POST', `days/${day.id}/remove`, manager);
    expect(removed.statusCode).toBe(200);
    expect((await call('GET', `events/${id}/days`, manager)).json().data.days).toEqual([]);
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'catalog.day.remove' });
  });
});
