/**
 * An order without capacity-use records (written before they existed, or imported) gives its places
 * back when it is cancelled, exactly once: the uses are derived from its lines with the figures
 * checkout stored, and match what checkout records for a new order. On PGlite and PostgreSQL.
 */
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { capacities, orderCapacityUses, orders } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  freshDay,
  freshSlot,
  freshTourSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, buy, key, signedIn, type Agent } from './admin-orders.fixtures';
import { demandsOfLines } from './capacity-uses';
import { itemsOfOrder } from './orders.repository';

/** Places other orders hold on each capacity: a second return would eat into them. */
const OTHERS = 5;

describe.each(testDatabaseKinds())('orders without capacity-use records on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let catalog: CheckoutCatalog;
  let manager: Agent;
  const clock = movableClock();
  const config = demoConfig();

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    manager = await signedIn(app, database.db, config, clock, 'manager');
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function usesOf(orderId: number) {
    const rows = await database.db
      .select()
      .from(orderCapacityUses)
      .where(eq(orderCapacityUses.orderId, orderId))
      .orderBy(asc(orderCapacityUses.capacityId), asc(orderCapacityUses.itemIndex));
    return rows.map(({ capacityId, quantity, itemIndex }) => ({ capacityId, quantity, itemIndex }));
  }

  async function soldOf(ids: readonly number[]): Promise<number[]> {
    return Promise.all(ids.map(async (id) => (await counters(database.db, id)).sold));
  }

  it('derives the uses checkout records, and gives the places back once when cancelled', async () => {
    const slot = await freshSlot(database.db, catalog, 20, OTHERS);
    const day = await freshDay(database.db, catalog, 20);
    const tour = await freshTourSlot(database.db, catalog.tours.public, catalog, 20);
    const group = await freshTourSlot(database.db, catalog.tours.group, catalog, 25, 10);
    const capacityIds = [
      slot.capacityId,
      day.capacityId,
      tour.participantsCapacityId,
      group.participantsCapacityId,
      group.toursCapacityId,
    ];
    for (const id of capacityIds.slice(1)) {
      await database.db.update(capacities).set({ sold: OTHERS }).where(eq(capacities.id, id));
    }
    const token = await buy(app, [
      {
        type: 'ticket',
        id: catalog.tickets.adult,
        count: 2,
        datetime: slot.datetime,
        subtickets: [],
      },
      {
        type: 'dayTicket',
        id: catalog.events.timed,
        date: day.date,
        dayTickets: [{ id: catalog.tickets.day, count: 3 }],
      },
      {
        type: 'guidedTour',
        tourId: catalog.tours.public,
        datetime: tour.datetime,
        answers: {
          [String(catalog.questions.access)]: {
            qId: catalog.questions.access,
            type: 'radio',
            value: catalog.options.accessNo,
          },
        },
        prices: [],
        tickets: [
          { id: catalog.tourTickets.adult, count: 2 },
          { id: catalog.tourTickets.child, count: 1 },
        ],
      },
      {
        type: 'guidedTour',
        tourId: catalog.tours.group,
        datetime: group.datetime,
        answers: {},
        prices: [{ id: catalog.tourPrices.groupFee, count: 1 }],
        tickets: [{ id: catalog.tourTickets.participant, count: 8 }],
      },
    ]);
    const [order] = await database.db.select().from(orders).where(eq(orders.token, token));
    if (!order) throw new Error('no order');
    expect(await soldOf(capacityIds)).toEqual([7, 8, 8, 13, 6]);

    // What checkout recorded is what the lines give: the order is then made one without records.
    const recorded = await usesOf(order.id);
    expect(recorded).toHaveLength(5);
    const derived = await demandsOfLines(database.db, await itemsOfOrder(database.db, order.id));
    const byCapacity = (rows: typeof recorded) =>
      [...rows].sort(
        (a, b) => a.capacityId - b.capacityId || (a.itemIndex ?? 0) - (b.itemIndex ?? 0),
      );
    expect(byCapacity(derived.map((use) => ({ ...use, itemIndex: use.itemIndex ?? -1 })))).toEqual(
      recorded,
    );
    await database.db.delete(orderCapacityUses).where(eq(orderCapacityUses.orderId, order.id));

    const page = (await adminCall(app, 'GET', `orders/${order.id}`, { agent: manager })).json()
      .data;
    const ticketLine = (page.lines as { id: number; type: string }[]).find(
      (line) => line.type === 'ticket',
    );
    const first = await adminCall(app, 'POST', `orders/${order.id}/cancel`, {
      agent: manager,
      body: { idempotencyKey: key(), lineIds: [ticketLine?.id] },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.status).toBe('partlyRefunded');
    expect(await soldOf(capacityIds)).toEqual([OTHERS, 8, 8, 13, 6]);

    const rest = await adminCall(app, 'POST', `orders/${order.id}/cancel`, {
      agent: manager,
      body: { idempotencyKey: key() },
    });
    expect(rest.statusCode).toBe(200);
    expect(rest.json().data.status).toBe('refunded');
    expect(await soldOf(capacityIds)).toEqual(capacityIds.map(() => OTHERS));

    const again = await adminCall(app, 'POST', `orders/${order.id}/cancel`, {
      agent: manager,
      body: { idempotencyKey: key() },
    });
    expect(again.statusCode).toBe(409);
    expect(await soldOf(capacityIds)).toEqual(capacityIds.map(() => OTHERS));
    expect((await usesOf(order.id)).map((use) => use.quantity)).toEqual([2, 3, 3, 8, 1]);
  });
});
