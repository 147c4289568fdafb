/**
 * A tour start's capacities in the tour editor: its participant places and
 * parallel tours can be changed, never below what is sold and held (422 with the numbers per
 * field), only by managers and owners, and every change writes an audit entry.
 */
import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, staffAuditLog, tourSlots } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { signedIn, type Agent } from '../orders/testing';

const walk = {
  name: { de: 'Turmführung', da: 'Tårnrundvisning' },
  description: { de: 'Hinauf', da: 'Op' },
  language: 'de',
  maxParticipants: 20,
  tickets: [{ name: { de: 'Erwachsene', da: 'Voksne' }, price: 1200, vatValue: 7 }],
};

describe.each(testDatabaseKinds())('tour start capacities on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let manager: Agent;
  let sales: Agent;
  const clock = movableClock();
  const config = demoConfig();

  function call(method: 'GET' | 'POST' | 'PATCH', url: string, agent: Agent, body?: object) {
    return app.inject({
      method,
      url: `/api/admin/catalog/${url}`,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf },
      ...(body ? { payload: body } : {}),
    });
  }

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

  async function startWithBookings() {
    const tour = await call('POST', 'tours', manager, walk);
    expect(tour.statusCode, tour.body).toBe(200);
    const added = await call('POST', `tours/${tour.json().data.id}/slots`, manager, {
      startsAt: '2026-12-19T14:00',
      participants: { capacity: 12 },
      tours: { capacity: 2 },
    });
    expect(added.statusCode, added.body).toBe(200);
    const slotId: number = added.json().data.slots[0].id;
    const [row] = await database.db.select().from(tourSlots).where(eq(tourSlots.id, slotId));
    // 5 places sold and 3 in baskets; one of the two parallel tours is taken.
    await database.db
      .update(capacities)
      .set({ sold: 5, held: 3 })
      .where(eq(capacities.id, row?.participantsCapacityId ?? 0));
    await database.db
      .update(capacities)
      .set({ sold: 1 })
      .where(eq(capacities.id, row?.toursCapacityId ?? 0));
    return { tourId: tour.json().data.id as number, slotId };
  }

  it('changes a start’s places and parallel tours and writes an audit entry', async () => {
    const { tourId, slotId } = await startWithBookings();
    const answer = await call('PATCH', `tour-slots/${slotId}`, manager, {
      participants: 8,
      tours: 1,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toEqual({
      id: slotId,
      startsAt: '2026-12-19T14:00',
      participants: { capacity: 8, sold: 5, held: 3 },
      tours: { capacity: 1, sold: 1, held: 0 },
      sales: 'open',
    });
    const detail = await call('GET', `tours/${tourId}`, manager);
    expect(detail.json().data.slots[0]).toMatchObject({
      participants: { capacity: 8 },
      tours: { capacity: 1 },
    });
    const [entry] = await database.db
      .select()
      .from(staffAuditLog)
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry).toMatchObject({
      action: 'catalog.tourSlot.capacity',
      targetType: 'tour_slot',
      targetId: String(slotId),
    });
    expect(entry?.before).toMatchObject({ participants: { capacity: 12 }, tours: { capacity: 2 } });
    expect(entry?.after).toMatchObject({ participants: { capacity: 8 }, tours: { capacity: 1 } });
  });

  it('refuses a capacity below what is sold and held, with the numbers, and changes nothing', async () => {
    const { tourId, slotId } = await startWithBookings();
    const below = await call('PATCH', `tour-slots/${slotId}`, manager, {
      participants: 7,
      tours: 2,
    });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({
      error: 'CAPACITY_BELOW_SOLD_AND_HELD',
      params: { sold: 5, held: 3, minimum: 8, capacity: 7 },
    });
    expect(Object.keys(below.json().errors)).toEqual(['participants']);
    const parallel = await call('PATCH', `tour-slots/${slotId}`, manager, {
      participants: 12,
      tours: 0,
    });
    expect(parallel.statusCode).toBe(422);
    expect(parallel.json()).toMatchObject({
      params: { sold: 1, held: 0, minimum: 1, capacity: 0 },
    });
    expect(Object.keys(parallel.json().errors)).toEqual(['tours']);
    const detail = await call('GET', `tours/${tourId}`, manager);
    expect(detail.json().data.slots[0]).toMatchObject({
      participants: { capacity: 12 },
      tours: { capacity: 2 },
    });
  });

  it('refuses bad bodies per field, unknown starts and staff without catalog rights', async () => {
    const { slotId } = await startWithBookings();
    const bad = await call('PATCH', `tour-slots/${slotId}`, manager, { participants: -1 });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['participants', 'tours']);
    const unknown = await call('PATCH', 'tour-slots/999999', manager, {
      participants: 10,
      tours: 1,
    });
    expect(unknown.statusCode).toBe(404);
    const forbidden = await call('PATCH', `tour-slots/${slotId}`, sales, {
      participants: 20,
      tours: 2,
    });
    expect(forbidden.statusCode).toBe(403);
  });
});
