/**
 * Test data for the event catalog, with dates relative to `now` in the venue's zone: a timed
 * exhibition (timed slots, scheduled ranges, day capacities, a family ticket), an evening event
 * with event-long tickets, a workshop whose only ticket is hidden, an event without dates, an event
 * whose sold-out slots and days span more than one search chunk, an ended and an inactive event.
 */
import { addDays, venueToday } from '@foyer/domain';
import type { Db } from '../../db/client';
import {
  capacities,
  customGroups,
  eventDays,
  eventSlots,
  events,
  holds,
  orders,
  ticketGroups,
  ticketSubtickets,
  tickets,
  venues,
} from '../../db/schema';

/** The value, or a thrown error when a fixture insert returned nothing (a broken fixture). */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('fixture row missing');
  return value;
}

type CapacityKind = (typeof capacities.$inferInsert)['kind'];

interface CapacitySpec {
  capacity: number;
  sold?: number;
}

export interface EventFixture {
  today: string;
  yesterday: string;
  tomorrow: string;
  /** Every slot and the day capacity are sold out. */
  soldOutDay: string;
  /** Only a day capacity, no slots. */
  dayOnlyDay: string;
  /** The first day of the long event with anything left. */
  longEventFreeDay: string;
  customGroupId: number;
  events: {
    exhibition: number;
    evening: number;
    workshop: number;
    undated: number;
    longRun: number;
    ended: number;
    inactive: number;
  };
  tickets: {
    timed: number;
    family: number;
    range: number;
    day: number;
    evening: number;
    eveningSoldOut: number;
    hidden: number;
    undated: number;
    longTimed: number;
    longDay: number;
  };
  groups: { single: number; family: number };
  subtickets: { adult: number; child: number; catalogue: number };
}

/** Inserts the event catalog once per test database. */
export async function insertEventFixture(
  db: Db,
  now: Date,
  timeZone: string,
): Promise<EventFixture> {
  const today = venueToday(now, timeZone);
  const yesterday = addDays(today, -1);
  const tomorrow = addDays(today, 1);
  const soldOutDay = addDays(today, 2);
  const dayOnlyDay = addDays(today, 3);

  async function capacity(kind: CapacityKind, spec: CapacitySpec): Promise<number> {
    const [row] = await db
      .insert(capacities)
      .values({ kind, capacity: spec.capacity, sold: spec.sold ?? 0 })
      .returning({ id: capacities.id });
    return must(row).id;
  }

  const [mainBuilding, courtyard] = await db
    .insert(venues)
    .values([
      { name: { de: 'Hauptgebäude', en: 'Main building' }, sequenceNo: 1 },
      { name: { de: 'Innenhof' }, sequenceNo: 2 },
    ])
    .returning();
  const [highlights] = await db
    .insert(customGroups)
    .values({ name: { de: 'Höhepunkte' } })
    .returning();
  const [single, family] = await db
    .insert(ticketGroups)
    .values([
      { name: { de: 'Einzeltickets', en: 'Single tickets' }, sequenceNo: 1 },
      { name: { de: 'Familien', en: 'Families' }, sequenceNo: 2 },
    ])
    .returning();

  const [exhibition, evening, workshop, undated, longRun, ended, inactive] = await db
    .insert(events)
    .values([
      {
        name: { de: 'Zeitreise', en: 'Time travel' },
        description: { de: '<p>Eine Reise durch 800 Jahre Stadtgeschichte.</p>' },
        venueId: must(mainBuilding).id,
        image: '/static/events/zeitreise.jpg',
        sequenceNo: 1,
        sortingDatetime: '2026-10-01 10:00:00',
        startsAt: '2026-10-01 10:00:00',
        endsAt: '2027-03-31 18:00:00',
        customGroups: [must(highlights).id],
      },
      {
        name: { de: 'Museumsnacht', en: 'Museum night' },
        venueId: must(courtyard).id,
        sequenceNo: 2,
        sortingDatetime: `${today} 18:00:00`,
        startsAt: `${today} 18:00:00`,
        endsAt: `${today} 23:30:00`,
      },
      // No sorting date and no start: it sorts by its first slot (yesterday), before the evening.
      { name: { de: 'Druckwerkstatt' }, sequenceNo: 2 },
      { name: { de: 'Dauerausstellung' }, sequenceNo: 3 },
      { name: { de: 'Adventswerkstatt' }, sequenceNo: 4, sortingDatetime: `${tomorrow} 10:00:00` },
      {
        name: { de: 'Herbstsalon' },
        sequenceNo: 0,
        sortingDatetime: '2026-09-01 10:00:00',
        startsAt: '2026-09-01 10:00:00',
        endsAt: `${yesterday} 18:00:00`,
      },
      { name: { de: 'Archivführung' }, sequenceNo: 0, active: false },
    ])
    .returning();
  const eventIds = {
    exhibition: must(exhibition).id,
    evening: must(evening).id,
    workshop: must(workshop).id,
    undated: must(undated).id,
    longRun: must(longRun).id,
    ended: must(ended).id,
    inactive: must(inactive).id,
  };

  const eveningCapacity = await capacity('event', { capacity: 200, sold: 150 });
  const eveningSoldOutCapacity = await capacity('event', { capacity: 20, sold: 20 });
  const undatedCapacity = await capacity('event', { capacity: 30, sold: 4 });
  const endedCapacity = await capacity('event', { capacity: 30 });

  const insertedTickets = await db
    .insert(tickets)
    .values([
      {
        eventId: eventIds.exhibition,
        name: { de: 'Zeitfenster-Ticket', en: 'Timed ticket' },
        price: 1400,
        vatValue: 7,
        mode: 1,
        groupId: must(single).id,
        sequenceNo: 1,
      },
      {
        eventId: eventIds.exhibition,
        name: { de: 'Familienticket', en: 'Family ticket' },
        price: 3200,
        vatValue: 7,
        mode: 1,
        family: true,
        groupId: must(family).id,
        sequenceNo: 2,
      },
      {
        eventId: eventIds.exhibition,
        name: { de: 'Kuratorenführung' },
        price: 1800,
        vatValue: 7,
        mode: 5,
        sequenceNo: 3,
      },
      {
        eventId: eventIds.exhibition,
        name: { de: 'Tageskarte', en: 'Day ticket' },
        price: 1000,
        vatValue: 7,
        mode: 1,
        dayTicket: true,
        printSeparately: true,
        uniqueBarcode: false,
        scanSeparately: true,
        bookWithCost: true,
        bookWithCostWarn: true,
        sequenceNo: 4,
      },
      {
        eventId: eventIds.exhibition,
        name: { de: 'Alter Tarif' },
        price: 900,
        mode: 1,
        sequenceNo: 5,
        active: false,
      },
      {
        eventId: eventIds.evening,
        name: { de: 'Museumsnacht-Ticket' },
        price: 1500,
        vatValue: 19,
        mode: 3,
        capacityId: eveningCapacity,
        sequenceNo: 1,
      },
      {
        eventId: eventIds.evening,
        name: { de: 'Museumsnacht VIP' },
        price: 4500,
        vatValue: 19,
        mode: 3,
        capacityId: eveningSoldOutCapacity,
        sequenceNo: 2,
      },
      { eventId: eventIds.workshop, name: { de: 'Druckkurs' }, price: 2500, mode: 1 },
      {
        eventId: eventIds.undated,
        name: { de: 'Dauerkarte' },
        price: 800,
        mode: 3,
        capacityId: undatedCapacity,
      },
      {
        eventId: eventIds.longRun,
        name: { de: 'Werkstattplatz' },
        price: 600,
        mode: 1,
        sequenceNo: 1,
      },
      {
        eventId: eventIds.longRun,
        name: { de: 'Werkstatt-Tageskarte' },
        price: 900,
        mode: 1,
        dayTicket: true,
        sequenceNo: 2,
      },
      {
        eventId: eventIds.ended,
        name: { de: 'Salonkarte' },
        price: 700,
        mode: 3,
        capacityId: endedCapacity,
      },
      { eventId: eventIds.inactive, name: { de: 'Archivkarte' }, price: 500, mode: 1 },
    ])
    .returning({ id: tickets.id });
  const ticketIds = insertedTickets.map((row) => row.id);
  const [timed, familyTicket, range, day, , eveningTicket, eveningSoldOut, hidden] = ticketIds;
  const [undatedTicket, longTimed, longDay] = ticketIds.slice(8);

  const [adult, child, catalogue] = await db
    .insert(ticketSubtickets)
    .values([
      {
        ticketId: must(familyTicket),
        name: { de: 'Erwachsene', en: 'Adults' },
        minQuantity: 1,
        maxQuantity: 2,
        sequenceNo: 1,
      },
      {
        ticketId: must(familyTicket),
        name: { de: 'Kinder', en: 'Children' },
        minQuantity: 1,
        maxQuantity: 3,
        sequenceNo: 2,
      },
      // Fixed-count: min = max, one catalogue per family ticket.
      {
        ticketId: must(familyTicket),
        name: { de: 'Ausstellungskatalog' },
        price: 1500,
        vatValue: 7,
        minQuantity: 1,
        maxQuantity: 1,
        sequenceNo: 3,
      },
    ])
    .returning();

  const slotRows: (typeof eventSlots.$inferInsert)[] = [];
  async function slot(
    eventId: number,
    mode: 1 | 5,
    startsAt: string,
    endsAt: string | null,
    spec: CapacitySpec,
  ): Promise<number> {
    const capacityId = await capacity('event_slot', spec);
    slotRows.push({ eventId, mode, startsAt, endsAt, capacityId });
    return capacityId;
  }
  await slot(eventIds.exhibition, 1, `${yesterday} 10:00:00`, null, { capacity: 10 });
  await slot(eventIds.exhibition, 1, `${today} 09:00:00`, null, { capacity: 10 });
  await slot(eventIds.exhibition, 1, `${today} 11:00:00`, null, { capacity: 10, sold: 10 });
  const heldSlot = await slot(eventIds.exhibition, 1, `${today} 14:00:00`, null, {
    capacity: 20,
    sold: 5,
  });
  await slot(eventIds.exhibition, 1, `${tomorrow} 10:00:00`, null, { capacity: 10, sold: 2 });
  await slot(eventIds.exhibition, 1, `${tomorrow} 14:00:00`, null, { capacity: 10 });
  await slot(eventIds.exhibition, 1, `${soldOutDay} 10:00:00`, null, { capacity: 5, sold: 5 });
  const heldToTheBrim = await slot(eventIds.exhibition, 1, `${soldOutDay} 14:00:00`, null, {
    capacity: 5,
    sold: 3,
  });
  await slot(eventIds.exhibition, 5, `${yesterday} 10:00:00`, `${yesterday} 12:00:00`, {
    capacity: 6,
  });
  await slot(eventIds.exhibition, 5, `${today} 09:00:00`, `${today} 12:00:00`, {
    capacity: 6,
    sold: 1,
  });
  await slot(eventIds.exhibition, 5, `${tomorrow} 13:00:00`, `${tomorrow} 16:00:00`, {
    capacity: 6,
  });
  await slot(eventIds.workshop, 1, `${yesterday} 15:00:00`, null, { capacity: 8 });
  await slot(eventIds.workshop, 1, `${tomorrow} 15:00:00`, null, { capacity: 8, sold: 8 });

  // 70 sold-out slots and days (more than one search chunk), then one with places left.
  const longDays = Array.from({ length: 71 }, (_, i) => addDays(tomorrow, i));
  for (const [i, date] of longDays.entries()) {
    const free = i === 70;
    await slot(eventIds.longRun, 1, `${date} 10:00:00`, null, { capacity: 4, sold: free ? 1 : 4 });
  }
  await db.insert(eventSlots).values(slotRows);

  const dayRows: (typeof eventDays.$inferInsert)[] = [];
  async function dayCapacity(eventId: number, date: string, spec: CapacitySpec): Promise<void> {
    dayRows.push({ eventId, day: date, capacityId: await capacity('event_day', spec) });
  }
  await dayCapacity(eventIds.exhibition, yesterday, { capacity: 50 });
  await dayCapacity(eventIds.exhibition, today, { capacity: 50, sold: 10 });
  await dayCapacity(eventIds.exhibition, tomorrow, { capacity: 50 });
  await dayCapacity(eventIds.exhibition, soldOutDay, { capacity: 30, sold: 30 });
  await dayCapacity(eventIds.exhibition, dayOnlyDay, { capacity: 20 });
  for (const [i, date] of longDays.entries()) {
    await dayCapacity(eventIds.longRun, date, { capacity: 10, sold: i === 70 ? 7 : 10 });
  }
  await db.insert(eventDays).values(dayRows);

  // Holds: live ones count against availability, an expired one does not.
  const [order] = await db
    .insert(orders)
    .values({ token: 'fixture-event-holds', number: 'FX-EVENTS-1', language: 'de' })
    .returning();
  const orderId = must(order).id;
  const minutes = (n: number) => new Date(now.getTime() + n * 60_000);
  await db.insert(holds).values([
    { orderId, capacityId: heldSlot, quantity: 3, expiresAt: minutes(15) },
    { orderId, capacityId: heldSlot, quantity: 4, expiresAt: minutes(-5) },
    { orderId, capacityId: heldToTheBrim, quantity: 2, expiresAt: minutes(10) },
    { orderId, capacityId: eveningCapacity, quantity: 10, expiresAt: minutes(20) },
  ]);

  return {
    today,
    yesterday,
    tomorrow,
    soldOutDay,
    dayOnlyDay,
    longEventFreeDay: must(longDays[70]),
    customGroupId: must(highlights).id,
    events: eventIds,
    tickets: {
      timed: must(timed),
      family: must(familyTicket),
      range: must(range),
      day: must(day),
      evening: must(eveningTicket),
      eveningSoldOut: must(eveningSoldOut),
      hidden: must(hidden),
      undated: must(undatedTicket),
      longTimed: must(longTimed),
      longDay: must(longDay),
    },
    groups: { single: must(single).id, family: must(family).id },
    subtickets: { adult: must(adult).id, child: must(child).id, catalogue: must(catalogue).id },
  };
}
