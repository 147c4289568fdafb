/**
 * The waiting list's staff side on PGlite and PostgreSQL (docs/decisions.md "Waiting list: staff"):
 * the per-event and per-tour switch (the editor, the catalog file, the shop's `waiting_list` field
 * and the join call), the lines as staff see them, removing a person (a live offer's places go to
 * the next in line, audited without the e-mail), and a capacity raised by staff serving the line.
 */
import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import {
  capacities,
  eventSlots,
  holds,
  orders,
  staffAuditLog,
  tourSlots,
  waitingListEntries,
} from '../../db/schema';
import type { AppDeps } from '../../deps';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { holdForOrder, releaseOrderHolds } from '../inventory';
import { signedIn, type Agent } from '../orders/testing';
import { serveLine, startWaitingListJob } from './index';

const MINUTE = 60_000;

const night = {
  name: { de: 'Mondnacht', en: 'Moon night' },
  description: { de: 'Bis Mitternacht' },
  tickets: [{ name: { de: 'Erwachsene', en: 'Adults' }, price: 1400, vatValue: 7, mode: 1 }],
};

const walk = {
  name: { de: 'Turmführung', en: 'Tower walk' },
  description: { de: 'Hinauf' },
  language: 'de',
  maxParticipants: 20,
  tickets: [{ name: { de: 'Erwachsene' }, price: 1200, vatValue: 7 }],
};

describe.each(testDatabaseKinds())('waiting list, staff side, on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let deps: AppDeps;
  let agents: Record<'manager' | 'sales' | 'door', Agent>;
  const clock = movableClock();
  const config = demoConfig();
  config.server.waitingList.enabled = true;
  let sequence = 0;
  let day = 0;

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    deps = { config, db: database.db, clock, mailer: { send: async () => {} } as never };
    agents = {
      manager: await signedIn(app, database.db, config, clock, 'manager'),
      sales: await signedIn(app, database.db, config, clock, 'sales'),
      door: await signedIn(app, database.db, config, clock, 'door'),
    };
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function admin(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    agent: Agent,
    body?: object,
  ) {
    return app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf },
      ...(body ? { payload: body } : {}),
    });
  }

  /** A start of its own for each slot (days after the test's now). */
  function nextStart(): string {
    day += 1;
    const date = new Date(Date.UTC(2026, 11, 1 + day)).toISOString().slice(0, 10);
    return `${date}T10:00`;
  }

  /** An event made in the editor with one slot of `capacity` places, its list on or off. */
  async function eventWithSlot(capacity: number, waitingList?: boolean) {
    const made = await admin('POST', 'catalog/events', agents.manager, {
      ...night,
      ...(waitingList === undefined ? {} : { waitingList }),
    });
    expect(made.statusCode, made.body).toBe(200);
    const eventId: number = made.json().data.id;
    const startsAt = nextStart();
    const added = await admin('POST', `catalog/events/${eventId}/slots`, agents.manager, {
      startsAt,
      capacity,
    });
    expect(added.statusCode, added.body).toBe(200);
    const slotId: number = added.json().data.slots[0].id;
    const [row] = await database.db.select().from(eventSlots).where(eq(eventSlots.id, slotId));
    return { eventId, slotId, startsAt, capacityId: row?.capacityId ?? 0 };
  }

  /** A pending checkout order holding `quantity` places of the capacity. */
  async function heldOrder(capacityId: number, quantity: number): Promise<number> {
    sequence += 1;
    const now = clock.now();
    const expiresAt = new Date(now.getTime() + 20 * MINUTE);
    return database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(orders)
        .values({
          token: `wls-${sequence}-${process.pid}`,
          number: `WLS-${sequence}`,
          language: 'de',
          expiresAt,
        })
        .returning();
      if (!row) throw new Error('no order');
      const held = await holdForOrder(tx, row.id, [{ capacityId, quantity }], now, expiresAt);
      if (!held.ok) throw new Error('no hold');
      return row.id;
    });
  }

  function join(kind: 'event' | 'tour', id: number, datetime: string, email: string, count = 1) {
    return app.inject({
      method: 'POST',
      url: '/api/en/waitinglist/join',
      payload: { kind, id, datetime, email, count },
    });
  }

  async function entries(capacityId: number) {
    return database.db
      .select()
      .from(waitingListEntries)
      .where(eq(waitingListEntries.capacityId, capacityId))
      .orderBy(asc(waitingListEntries.id));
  }

  async function counters(capacityId: number) {
    const [row] = await database.db
      .select({ capacity: capacities.capacity, sold: capacities.sold, held: capacities.held })
      .from(capacities)
      .where(eq(capacities.id, capacityId));
    return row;
  }

  async function liveHeld(orderId: number): Promise<number> {
    const rows = await database.db
      .select({ quantity: holds.quantity, expiresAt: holds.expiresAt })
      .from(holds)
      .where(and(eq(holds.orderId, orderId), isNull(holds.settledAt)));
    return rows
      .filter((row) => row.expiresAt > clock.now())
      .reduce((sum, row) => sum + row.quantity, 0);
  }

  async function lineOf(capacityId: number) {
    const answer = await admin('GET', 'waiting-list', agents.sales);
    expect(answer.statusCode, answer.body).toBe(200);
    const data = answer.json().data as {
      enabled: boolean;
      lines: { capacityId: number; entries: Record<string, unknown>[] }[];
    };
    return { data, body: answer.body, line: data.lines.find((l) => l.capacityId === capacityId) };
  }

  it('refuses joins for an event switched off in the editor, as the museum’s switch does, and tells the shop', async () => {
    const slot = await eventWithSlot(0, false);
    const detail = await admin('GET', `catalog/events/${slot.eventId}`, agents.manager);
    expect(detail.json().data.event.waitingList).toBe(false);
    const refused = await join('event', slot.eventId, slot.startsAt, 'off@example.org');
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toMatchObject({ error: 'NOT_FOUND' });
    expect(await entries(slot.capacityId)).toEqual([]);
    const shopOf = async () =>
      (
        (await app.inject({ method: 'GET', url: '/api/en/event/select' })).json().data as {
          id: number;
          waiting_list?: boolean;
        }[]
      ).find((event) => event.id === slot.eventId);
    expect((await shopOf())?.waiting_list).toBe(false);

    // Switched on again (the default when a save leaves it out): joins are taken.
    const saved = await admin('PUT', `catalog/events/${slot.eventId}`, agents.manager, {
      ...night,
      tickets: detail.json().data.event.tickets,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.event.waitingList).toBe(true);
    expect((await join('event', slot.eventId, slot.startsAt, 'on@example.org')).statusCode).toBe(
      200,
    );
    expect((await shopOf())?.waiting_list).toBe(true);
    const [audited] = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'catalog.event.update'))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(audited?.before).toMatchObject({ waitingList: false });
    expect(audited?.after).toMatchObject({ waitingList: true });
  });

  it('refuses joins for a tour switched off, and the catalog file carries both switches', async () => {
    const made = await admin('POST', 'catalog/tours', agents.manager, {
      ...walk,
      waitingList: false,
    });
    expect(made.statusCode, made.body).toBe(200);
    const tourId: number = made.json().data.id;
    expect(made.json().data.tour.waitingList).toBe(false);
    const startsAt = nextStart();
    const added = await admin('POST', `catalog/tours/${tourId}/slots`, agents.manager, {
      startsAt,
      participants: { capacity: 0 },
      tours: { capacity: 1 },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect((await join('tour', tourId, startsAt, 'tour-off@example.org')).statusCode).toBe(404);
    const shop = await app.inject({ method: 'GET', url: '/api/en/tour/select/event' });
    const listed = (shop.json().data as { id: number; waiting_list?: boolean }[]).find(
      (tour) => tour.id === tourId,
    );
    expect(listed?.waiting_list).toBe(false);
    const slots = await database.db.select().from(tourSlots).where(eq(tourSlots.tourId, tourId));
    expect(slots).toHaveLength(1);

    const event = await eventWithSlot(1, false);
    const exported = await admin('GET', 'catalog/export', agents.manager);
    expect(exported.statusCode).toBe(200);
    const file = exported.body;
    const tourPart = file.slice(file.indexOf(`id: ${tourId}\n`));
    expect(tourPart).toMatch(/waitingList: false/);
    const eventPart = file.slice(file.indexOf(`id: ${event.eventId}\n`));
    expect(eventPart).toMatch(/waitingList: false/);
  });

  it('shows staff each line in order with positions and states, never a secret', async () => {
    const slot = await eventWithSlot(2);
    const orderIds = [await heldOrder(slot.capacityId, 1), await heldOrder(slot.capacityId, 1)];
    for (const email of ['ana@example.org', 'ben@example.org', 'cleo@example.org']) {
      expect((await join('event', slot.eventId, slot.startsAt, email)).statusCode).toBe(200);
    }
    await database.db.transaction((tx) => releaseOrderHolds(tx, orderIds[0] ?? 0, clock.now()));
    expect(await serveLine(deps, slot.capacityId)).toBe(1);

    const { data, body, line } = await lineOf(slot.capacityId);
    expect(data.enabled).toBe(true);
    expect(line).toMatchObject({
      kind: 'event',
      itemId: slot.eventId,
      name: { de: 'Mondnacht', en: 'Moon night' },
      startsAt: slot.startsAt,
      capacity: 2,
      open: true,
    });
    expect(
      line?.entries.map((entry) => [entry.email, entry.position, entry.state, entry.wanted]),
    ).toEqual([
      ['ana@example.org', null, 'offered', 1],
      ['ben@example.org', 1, 'waiting', 1],
      ['cleo@example.org', 2, 'waiting', 1],
    ]);
    expect(line?.entries[0]?.offerExpiresAt).toBe(
      new Date(clock.now().getTime() + 30 * MINUTE).toISOString(),
    );
    const stored = await entries(slot.capacityId);
    for (const entry of stored) expect(body).not.toContain(entry.leaveHash);
    expect(body).not.toMatch(/leave/i);

    // The offer ran out: shown as lapsed before the line's run marks it.
    clock.advance(30 * MINUTE);
    const later = await lineOf(slot.capacityId);
    expect(later.line?.entries[0]).toMatchObject({ state: 'lapsed', offerExpiresAt: null });
    clock.advance(-30 * MINUTE);

    expect((await admin('GET', 'waiting-list', agents.door)).statusCode).toBe(403);
    expect((await admin('GET', 'waiting-list', agents.manager)).statusCode).toBe(200);
  });

  it('removes a person waiting, and one holding an offer, whose places go to the next in line', async () => {
    const slot = await eventWithSlot(2, true);
    const orderId = await heldOrder(slot.capacityId, 1);
    await heldOrder(slot.capacityId, 1);
    for (const email of ['dan@example.org', 'eva@example.org', 'finn@example.org']) {
      expect((await join('event', slot.eventId, slot.startsAt, email)).statusCode).toBe(200);
    }
    await database.db.transaction((tx) => releaseOrderHolds(tx, orderId, clock.now()));
    expect(await serveLine(deps, slot.capacityId)).toBe(1);
    const [dan, eva, finn] = await entries(slot.capacityId);
    expect(dan?.status).toBe('offered');
    expect(await liveHeld(dan?.offerOrderId ?? 0)).toBe(1);

    // The door may not; sales may (an offer is an unpaid order of its own).
    expect(
      (await admin('POST', `waiting-list/entries/${eva?.id}/remove`, agents.door)).statusCode,
    ).toBe(403);
    const removedEva = await admin('POST', `waiting-list/entries/${eva?.id}/remove`, agents.sales);
    expect(removedEva.statusCode, removedEva.body).toBe(200);
    expect(removedEva.json()).toEqual({ data: { removed: true } });
    // Nothing came back: nobody new is offered.
    expect((await entries(slot.capacityId)).map((e) => e.status)).toEqual([
      'offered',
      'left',
      'waiting',
    ]);

    const removedDan = await admin('POST', `waiting-list/entries/${dan?.id}/remove`, agents.sales);
    expect(removedDan.statusCode).toBe(200);
    const after = await entries(slot.capacityId);
    expect(after.map((e) => e.status)).toEqual(['left', 'left', 'offered']);
    expect(await liveHeld(dan?.offerOrderId ?? 0)).toBe(0);
    expect(await liveHeld(after[2]?.offerOrderId ?? 0)).toBe(1);
    expect(after[2]?.id).toBe(finn?.id);
    expect(await counters(slot.capacityId)).toEqual({ capacity: 2, sold: 0, held: 2 });

    // Gone already: NOT_FOUND, as is an id that never was.
    expect(
      (await admin('POST', `waiting-list/entries/${dan?.id}/remove`, agents.sales)).statusCode,
    ).toBe(404);
    expect(
      (await admin('POST', 'waiting-list/entries/2147483647/remove', agents.sales)).statusCode,
    ).toBe(404);
    expect((await admin('POST', 'waiting-list/entries/abc/remove', agents.sales)).statusCode).toBe(
      422,
    );

    const audited = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'waitingList.remove'))
      .orderBy(desc(staffAuditLog.id))
      .limit(2);
    expect(audited.map((row) => row.targetId)).toEqual([String(dan?.id), String(eva?.id)]);
    expect(audited[0]).toMatchObject({
      targetType: 'waitingListEntry',
      before: { state: 'offered', wanted: 1, capacityId: slot.capacityId },
    });
    expect(JSON.stringify(audited)).not.toContain('@example.org');
  });

  it('offers places to the line when staff raise a slot’s capacity', async () => {
    const slot = await eventWithSlot(1);
    await heldOrder(slot.capacityId, 1);
    for (const email of ['gil@example.org', 'hana@example.org', 'ida@example.org']) {
      expect((await join('event', slot.eventId, slot.startsAt, email)).statusCode).toBe(200);
    }
    // The job runs once at its start, then only on the inventory's signal within this test.
    const stop = startWaitingListJob(deps, { intervalMs: 600_000 });
    try {
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await entries(slot.capacityId)).map((e) => e.status)).toEqual([
        'waiting',
        'waiting',
        'waiting',
      ]);
      const raised = await admin('PATCH', `catalog/slots/${slot.slotId}`, agents.manager, {
        capacity: 3,
      });
      expect(raised.statusCode, raised.body).toBe(200);
      const deadline = Date.now() + 15_000;
      let line = await entries(slot.capacityId);
      while (Date.now() < deadline && line.filter((e) => e.status === 'offered').length < 2) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        line = await entries(slot.capacityId);
      }
      expect(line.map((e) => e.status)).toEqual(['offered', 'offered', 'waiting']);
      expect(await counters(slot.capacityId)).toEqual({ capacity: 3, sold: 0, held: 3 });
    } finally {
      await stop();
    }
  });
});
