/**
 * Today at a glance, on PGlite and on PostgreSQL: a slot of today with web and desk sales and a
 * check-in, the day's sales by channel, and what a role that does not read orders is not shown.
 */
import type { TodayGlance } from '@foyer/domain/admin-contract/today';
import { describe, expect, it } from 'vitest';
import { capacities, eventSlots } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { adminCall, buy, scanAtDoor, signedIn, useOrdersSuite } from '../orders/testing';

describe.each(testDatabaseKinds())('today at a glance on $name', ({ open }) => {
  const suite = useOrdersSuite(open);
  const { ticket, orderOf, config, clock } = suite;

  async function glance(agent = suite.manager): Promise<TodayGlance> {
    const res = await adminCall(suite.app, 'GET', 'today', { agent });
    expect(res.statusCode).toBe(200);
    return res.json().data as TodayGlance;
  }

  it('counts a slot of today: sold on the web and at the desk, checked in, free; and the day’s sales', async () => {
    const db = suite.database.db;
    // The door admits a timed ticket around its slot: it is 17:50 at the museum.
    clock.set(new Date('2026-11-21T16:50:00Z'));
    const manager = await signedIn(suite.app, db, config, clock, 'manager');
    const [capacity] = await db
      .insert(capacities)
      .values({ kind: 'event_slot', capacity: 10, sold: 0 })
      .returning();
    if (!capacity) throw new Error('no capacity');
    await db.insert(eventSlots).values({
      eventId: suite.catalog.events.timed,
      startsAt: '2026-11-21 18:00:00',
      capacityId: capacity.id,
    });
    const web = await orderOf(await buy(suite.app, [ticket('2026-11-21T18:00', 2)]));
    const desk = await adminCall(suite.app, 'POST', 'desk/sales', {
      agent: manager,
      body: { language: 'en', payment: 'cash', items: [ticket('2026-11-21T18:00', 1)] },
    });
    expect(desk.statusCode).toBe(200);
    const shown = await adminCall(suite.app, 'GET', `orders/${web.id}`, { agent: manager });
    const [first] = (shown.json().data as { tickets: { barcode: string }[] }).tickets;
    expect(await scanAtDoor(suite.app, manager, first?.barcode ?? '')).toBe('valid');

    const seen = await glance(manager);
    expect(seen).toMatchObject({ today: '2026-11-21', tomorrow: '2026-11-22' });
    const row = seen.slots.find(
      (slot) =>
        slot.startsAt === '2026-11-21T18:00' && slot.productId === suite.catalog.events.timed,
    );
    expect(row).toMatchObject({
      kind: 'event',
      capacity: 10,
      soldWeb: 2,
      soldDesk: 1,
      held: 0,
      checkedIn: 1,
      free: 7,
      sales: 'open',
    });
    expect(seen.sales).toEqual({
      all: { orders: 2, amount: web.total + desk.json().data.total },
      web: { orders: 1, amount: web.total },
      desk: { orders: 1, amount: desk.json().data.total },
    });
    expect(seen.problems).toEqual({ disputes: 0, refunds: 0, debits: 0 });
    // Every slot listed is of today or tomorrow, in time order.
    const starts = seen.slots.map((slot) => slot.startsAt);
    expect(
      starts.every((start) => start.startsWith('2026-11-21') || start.startsWith('2026-11-22')),
    ).toBe(true);
    expect([...starts].sort()).toEqual(starts);
  });

  it('shows the door the slots but not the sales or the payment problems', async () => {
    const door = await signedIn(suite.app, suite.database.db, config, clock, 'door');
    const seen = await glance(door);
    expect(seen.sales).toBeNull();
    expect(seen.problems).toBeNull();
    expect(Array.isArray(seen.slots)).toBe(true);
    const anonymous = await adminCall(suite.app, 'GET', 'today');
    expect(anonymous.statusCode).toBe(401);
  });
});
