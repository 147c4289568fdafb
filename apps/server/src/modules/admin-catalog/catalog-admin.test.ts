/**
 * The catalog editor over HTTP on a real database: roles, the catalog file's
 * validation per field, events with tickets that the shop shows at once, bulk slots from a rule,
 * capacities never below sold + held (with the numbers), removal only of unused slots, audit.
 */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, eventSlots, staffAuditLog } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { signedIn, type Agent } from '../orders/testing';

describe.each(testDatabaseKinds())('the catalog editor on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let agents: Record<'owner' | 'manager' | 'sales' | 'door', Agent>;
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

  const night = {
    name: { de: 'Lange Nacht', da: 'Lang nat', en: 'Long night' },
    description: { de: 'Führungen bis Mitternacht', da: 'Rundvisninger til midnat' },
    tickets: [
      { name: { de: 'Erwachsene', da: 'Voksne' }, price: 1400, vatValue: 7, mode: 1 },
      {
        name: { de: 'Familie', da: 'Familie' },
        price: 3000,
        vatValue: 7,
        mode: 1,
        family: true,
        subtickets: [
          { name: { de: 'Erwachsene', da: 'Voksne' }, minQuantity: 1, maxQuantity: 2 },
          { name: { de: 'Kinder', da: 'Børn' }, minQuantity: 1, maxQuantity: 3 },
        ],
      },
    ],
  };

  /** The hold's own conditional update: `held += n` only when it still fits. */
  async function takeHold(capacityId: number, quantity: number): Promise<boolean> {
    const rows = await database.db.transaction((tx) =>
      tx
        .update(capacities)
        .set({ held: sql`${capacities.held} + ${quantity}` })
        .where(
          and(
            eq(capacities.id, capacityId),
            sql`${capacities.sold} + ${capacities.held} + ${quantity} <= ${capacities.capacity}`,
          ),
        )
        .returning({ id: capacities.id }),
    );
    return rows.length > 0;
  }

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    agents = {
      owner: await signedIn(app, database.db, config, clock, 'owner'),
      manager: await signedIn(app, database.db, config, clock, 'manager'),
      sales: await signedIn(app, database.db, config, clock, 'sales'),
      door: await signedIn(app, database.db, config, clock, 'door'),
    };
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function created(): Promise<{ id: number; tickets: { id: number }[] }> {
    const answer = await call('POST', 'events', agents.manager, night);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    return { id: data.id, tickets: data.event.tickets };
  }

  it('lets managers and owners in, and neither sales nor door', async () => {
    expect((await call('GET', 'events', agents.manager)).statusCode).toBe(200);
    expect((await call('GET', 'events', agents.owner)).statusCode).toBe(200);
    expect((await call('GET', 'events', agents.sales)).statusCode).toBe(403);
    expect((await call('POST', 'events', agents.door, night)).statusCode).toBe(403);
  });

  it('refuses an invalid event with the catalog file’s messages per field', async () => {
    const answer = await call('POST', 'events', agents.manager, {
      name: { de: ' ' },
      tickets: [{ name: 'Kind', price: -5, mode: 2 }],
    });
    expect(answer.statusCode).toBe(422);
    const body = answer.json();
    expect(body.error).toBe('VALIDATION_FAILED');
    expect(Object.keys(body.errors).sort()).toEqual(['name', 'tickets.0.mode', 'tickets.0.price']);
    expect(body.errors['tickets.0.mode']).toBe('expected 1, 3 or 5');
  });

  it('creates an event the shop shows at once, in Danish, with an audit entry', async () => {
    const event = await created();
    const shop = await app.inject({
      method: 'GET',
      url: '/api/da/event/select',
    });
    expect(shop.body).toContain('Lang nat');
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'catalog.event.create', targetId: String(event.id) });
    expect(entry?.after).toMatchObject({ name: night.name });
  });

  it('hides a ticket left out of a save instead of deleting it', async () => {
    const event = await created();
    const [adult] = event.tickets;
    const saved = await call('PUT', `events/${event.id}`, agents.manager, {
      ...night,
      tickets: [{ ...night.tickets[0], id: adult?.id, price: 1600 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const tickets = saved.json().data.event.tickets;
    expect(tickets.map((t: { active: boolean; price: number }) => [t.active, t.price])).toEqual([
      [true, 1600],
      [false, 3000],
    ]);
    const foreign = await call('PUT', `events/${event.id}`, agents.manager, {
      ...night,
      tickets: [{ ...night.tickets[0], id: 999_999 }],
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ 'tickets.0.id': 'is not a ticket of this event' });
  });

  it('previews and creates slots from a rule, keeping the ones that exist', async () => {
    const event = await created();
    const rule = {
      dates: { from: '2026-12-01', to: '2026-12-07' },
      weekdays: ['tue', 'wed', 'thu', 'fri', 'sat', 'sun'],
      except: ['2026-12-03'],
      every: 30,
      from: '10:00',
      to: '17:00',
      capacity: 40,
    };
    const preview = await call('POST', `events/${event.id}/slots/preview`, agents.manager, rule);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ existing: 0, timeZone: 'Europe/Berlin' });
    expect(preview.json().data.slots).toHaveLength(5 * 15);
    expect(
      await database.db.select().from(eventSlots).where(eq(eventSlots.eventId, event.id)),
    ).toEqual([]);
    const single = await call('POST', `events/${event.id}/slots`, agents.manager, {
      startsAt: '2026-12-01T10:00',
      capacity: 10,
    });
    expect(single.json().data.slots).toHaveLength(1);
    const bulk = await call('POST', `events/${event.id}/slots`, agents.manager, rule);
    expect(bulk.statusCode).toBe(200);
    const slots = bulk.json().data.slots;
    expect(slots).toHaveLength(75);
    expect(slots[0]).toMatchObject({ startsAt: '2026-12-01T10:00', capacity: 10, sold: 0 });
    expect(slots[1]).toMatchObject({ startsAt: '2026-12-01T10:30', capacity: 40 });
    const shop = await app.inject({
      method: 'GET',
      url: `/api/da/ticket/collect/event/${event.id}/date/2026-12-02`,
    });
    expect(shop.body).toContain('10:30');
  });

  it('refuses a slot capacity below sold and held, naming the numbers', async () => {
    const event = await created();
    const added = await call('POST', `events/${event.id}/slots`, agents.manager, {
      startsAt: '2026-12-09T10:00',
      capacity: 40,
    });
    const slot = added.json().data.slots[0];
    const [row] = await database.db.select().from(eventSlots).where(eq(eventSlots.id, slot.id));
    await database.db
      .update(capacities)
      .set({ sold: 32, held: 4 })
      .where(eq(capacities.id, row?.capacityId ?? 0));
    const lowered = await call('PATCH', `slots/${slot.id}`, agents.manager, { capacity: 30 });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json()).toMatchObject({
      error: 'CAPACITY_BELOW_SOLD_AND_HELD',
      params: { sold: 32, held: 4, minimum: 36, capacity: 30 },
      message: '32 sold and 4 held: the capacity must be at least 36',
    });
    const ok = await call('PATCH', `slots/${slot.id}`, agents.manager, { capacity: 36 });
    expect(ok.json().data).toMatchObject({ capacity: 36, sold: 32, held: 4 });
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({ action: 'catalog.slot.capacity' });
    expect(entry?.before).toMatchObject({ capacity: 40 });
    expect(entry?.after).toMatchObject({ capacity: 36 });
    const removed = await call('POST', `slots/${slot.id}/remove`, agents.manager);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().error).toBe('SLOT_IN_USE');
  });

  it('never lets a capacity drop below sold + held when a hold is taken at the same moment', async () => {
    const event = await created();
    for (let round = 0; round < 4; round += 1) {
      const added = await call('POST', `events/${event.id}/slots`, agents.manager, {
        startsAt: `2026-12-1${round}T12:00`,
        capacity: 40,
      });
      const slot = added
        .json()
        .data.slots.find((s: { startsAt: string }) => s.startsAt === `2026-12-1${round}T12:00`);
      const [row] = await database.db.select().from(eventSlots).where(eq(eventSlots.id, slot.id));
      const capacityId = row?.capacityId ?? 0;
      await database.db.update(capacities).set({ sold: 32 }).where(eq(capacities.id, capacityId));
      const [hold, lowered] = await Promise.all([
        takeHold(capacityId, 4),
        call('PATCH', `slots/${slot.id}`, agents.manager, { capacity: 34 }),
      ]);
      const [after] = await database.db
        .select()
        .from(capacities)
        .where(eq(capacities.id, capacityId));
      expect(after && after.sold + after.held <= after.capacity).toBe(true);
      // Exactly one of the two wins: the hold (and the lowering is refused) or the lowering.
      expect(hold).toBe(lowered.statusCode === 422);
    }
  });

  it('removes a slot nothing was sold or held of', async () => {
    const event = await created();
    const added = await call('POST', `events/${event.id}/slots`, agents.manager, {
      startsAt: '2026-12-10T10:00',
      capacity: 40,
    });
    const slot = added.json().data.slots[0];
    const removed = await call('POST', `slots/${slot.id}/remove`, agents.manager);
    expect(removed.statusCode).toBe(200);
    const detail = await call('GET', `events/${event.id}`, agents.manager);
    expect(detail.json().data.slots).toEqual([]);
  });

  it('refuses an event-long capacity below sold and held', async () => {
    const answer = await call('POST', 'events', agents.owner, {
      name: 'Ausstellung',
      capacity: 50,
      tickets: [{ name: 'Eintritt', price: 800, mode: 3 }],
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data;
    const [ticket] = data.event.tickets;
    const { db } = database;
    const rows = await db.execute(`SELECT capacity_id FROM tickets WHERE id = ${ticket.id}`);
    const capacityId = Number(
      (rows as unknown as { rows: { capacity_id: number }[] }).rows[0]?.capacity_id,
    );
    await db.update(capacities).set({ sold: 20, held: 5 }).where(eq(capacities.id, capacityId));
    const lowered = await call('PUT', `events/${data.id}`, agents.owner, {
      ...data.event,
      capacity: 24,
    });
    expect(lowered.statusCode).toBe(422);
    expect(lowered.json()).toMatchObject({
      error: 'CAPACITY_BELOW_SOLD_AND_HELD',
      params: { sold: 20, held: 5, minimum: 25 },
    });
  });
});
