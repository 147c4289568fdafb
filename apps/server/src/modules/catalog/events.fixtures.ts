/**
 * Test data for the event catalog, with dates relative to `now` in the venue's zone: a timed
 * exhibition (timed slots, scheduled ranges, day capacities, a family ticket), an evening event
 * with event-long tickets, a workshop whose only ticket is hidden, an event without dates, an event
 * whose sold-out slots and days span more than one search chunk, an ended and an inactive event.
 */
import { and, eq } from 'drizzle-orm';
import { addDays, venueToday } from '@foyer/domain';
import type { Db } from '../../db/client';
import { capacities, eventSlots, holds, orders, tickets } from '../../db/schema';
import { importTestCatalog, type TestCatalog } from '../../testing/catalog';

/** The value, or a thrown error when a fixture row is missing (a broken fixture). */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('fixture row missing');
  return value;
}

type EventEntry = NonNullable<TestCatalog['events']>[number];
type SlotEntry = NonNullable<EventEntry['slots']>[number];
type DayEntry = NonNullable<EventEntry['days']>[number];

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

const venues = { mainBuilding: 1, courtyard: 2 };
const customGroupId = 1;
const groups = { single: 1, family: 2 };
const eventIds = {
  exhibition: 1,
  evening: 2,
  workshop: 3,
  undated: 4,
  longRun: 5,
  ended: 6,
  inactive: 7,
};
const ticketIds = {
  timed: 1,
  family: 2,
  range: 3,
  day: 4,
  retired: 5,
  evening: 6,
  eveningSoldOut: 7,
  hidden: 8,
  undated: 9,
  longTimed: 10,
  longDay: 11,
  ended: 12,
  inactive: 13,
};
const subtickets = { adult: 1, child: 2, catalogue: 3 };

/** The venue-local date and time as the catalog file writes it. */
function at(date: string, time: string): string {
  return `${date}T${time}`;
}

/** Imports the event catalog once per test database, then places holds on it. */
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
  // 70 sold-out slots and days (more than one search chunk), then one with places left.
  const longDays = Array.from({ length: 71 }, (_, i) => addDays(tomorrow, i));

  const timed = (date: string, time: string, capacity: number, sold = 0): SlotEntry => ({
    mode: 1,
    startsAt: at(date, time),
    capacity,
    sold,
  });
  const range = (
    date: string,
    from: string,
    to: string,
    capacity: number,
    sold = 0,
  ): SlotEntry => ({
    mode: 5,
    startsAt: at(date, from),
    endsAt: at(date, to),
    capacity,
    sold,
  });
  const day = (date: string, capacity: number, sold = 0): DayEntry => ({ date, capacity, sold });

  await importTestCatalog(db, {
    venues: [
      { id: venues.mainBuilding, name: { de: 'Hauptgebäude', en: 'Main building' }, sequenceNo: 1 },
      { id: venues.courtyard, name: { de: 'Innenhof' }, sequenceNo: 2 },
    ],
    customGroups: [{ id: customGroupId, name: { de: 'Höhepunkte' } }],
    ticketGroups: [
      { id: groups.single, name: { de: 'Einzeltickets', en: 'Single tickets' }, sequenceNo: 1 },
      { id: groups.family, name: { de: 'Familien', en: 'Families' }, sequenceNo: 2 },
    ],
    events: [
      {
        id: eventIds.exhibition,
        name: { de: 'Zeitreise', en: 'Time travel' },
        description: { de: '<p>Eine Reise durch 800 Jahre Stadtgeschichte.</p>' },
        venue: venues.mainBuilding,
        image: '/static/events/zeitreise.jpg',
        sequenceNo: 1,
        sortingDatetime: '2026-10-01T10:00',
        startsAt: '2026-10-01T10:00',
        endsAt: '2027-03-31T18:00',
        customGroups: [customGroupId],
        tickets: [
          {
            id: ticketIds.timed,
            name: { de: 'Zeitfenster-Ticket', en: 'Timed ticket' },
            price: 1400,
            vatValue: 7,
            mode: 1,
            group: groups.single,
            sequenceNo: 1,
          },
          {
            id: ticketIds.family,
            name: { de: 'Familienticket', en: 'Family ticket' },
            price: 3200,
            vatValue: 7,
            mode: 1,
            family: true,
            group: groups.family,
            sequenceNo: 2,
            subtickets: [
              {
                id: subtickets.adult,
                name: { de: 'Erwachsene', en: 'Adults' },
                minQuantity: 1,
                maxQuantity: 2,
                sequenceNo: 1,
              },
              {
                id: subtickets.child,
                name: { de: 'Kinder', en: 'Children' },
                minQuantity: 1,
                maxQuantity: 3,
                sequenceNo: 2,
              },
              // Fixed-count: min = max, one catalogue per family ticket.
              {
                id: subtickets.catalogue,
                name: { de: 'Ausstellungskatalog' },
                price: 1500,
                vatValue: 7,
                minQuantity: 1,
                maxQuantity: 1,
                sequenceNo: 3,
              },
            ],
          },
          {
            id: ticketIds.range,
            name: { de: 'Kuratorenführung' },
            price: 1800,
            vatValue: 7,
            mode: 5,
            sequenceNo: 3,
          },
          {
            id: ticketIds.day,
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
            id: ticketIds.retired,
            name: { de: 'Alter Tarif' },
            price: 900,
            mode: 1,
            sequenceNo: 5,
            active: false,
          },
        ],
        slots: [
          timed(yesterday, '10:00', 10),
          timed(today, '09:00', 10),
          timed(today, '11:00', 10, 10),
          timed(today, '14:00', 20, 5),
          timed(tomorrow, '10:00', 10, 2),
          timed(tomorrow, '14:00', 10),
          timed(soldOutDay, '10:00', 5, 5),
          timed(soldOutDay, '14:00', 5, 3),
          range(yesterday, '10:00', '12:00', 6),
          range(today, '09:00', '12:00', 6, 1),
          range(tomorrow, '13:00', '16:00', 6),
        ],
        days: [
          day(yesterday, 50),
          day(today, 50, 10),
          day(tomorrow, 50),
          day(soldOutDay, 30, 30),
          day(dayOnlyDay, 20),
        ],
      },
      {
        id: eventIds.evening,
        name: { de: 'Museumsnacht', en: 'Museum night' },
        venue: venues.courtyard,
        sequenceNo: 2,
        sortingDatetime: at(today, '18:00'),
        startsAt: at(today, '18:00'),
        endsAt: at(today, '23:30'),
        capacity: 200,
        sold: 150,
        tickets: [
          {
            id: ticketIds.evening,
            name: { de: 'Museumsnacht-Ticket' },
            price: 1500,
            vatValue: 19,
            mode: 3,
            sequenceNo: 1,
          },
          // Given a capacity of its own after the import (below).
          {
            id: ticketIds.eveningSoldOut,
            name: { de: 'Museumsnacht VIP' },
            price: 4500,
            vatValue: 19,
            mode: 3,
            sequenceNo: 2,
          },
        ],
      },
      // No sorting date and no start: it sorts by its first slot (yesterday), before the evening.
      {
        id: eventIds.workshop,
        name: { de: 'Druckwerkstatt' },
        sequenceNo: 2,
        tickets: [{ id: ticketIds.hidden, name: { de: 'Druckkurs' }, price: 2500, mode: 1 }],
        slots: [timed(yesterday, '15:00', 8), timed(tomorrow, '15:00', 8, 8)],
      },
      {
        id: eventIds.undated,
        name: { de: 'Dauerausstellung' },
        sequenceNo: 3,
        capacity: 30,
        sold: 4,
        tickets: [{ id: ticketIds.undated, name: { de: 'Dauerkarte' }, price: 800, mode: 3 }],
      },
      {
        id: eventIds.longRun,
        name: { de: 'Adventswerkstatt' },
        sequenceNo: 4,
        sortingDatetime: at(tomorrow, '10:00'),
        tickets: [
          {
            id: ticketIds.longTimed,
            name: { de: 'Werkstattplatz' },
            price: 600,
            mode: 1,
            sequenceNo: 1,
          },
          {
            id: ticketIds.longDay,
            name: { de: 'Werkstatt-Tageskarte' },
            price: 900,
            mode: 1,
            dayTicket: true,
            sequenceNo: 2,
          },
        ],
        slots: longDays.map((date, i) => timed(date, '10:00', 4, i === 70 ? 1 : 4)),
        days: longDays.map((date, i) => day(date, 10, i === 70 ? 7 : 10)),
      },
      {
        id: eventIds.ended,
        name: { de: 'Herbstsalon' },
        sequenceNo: 0,
        sortingDatetime: '2026-09-01T10:00',
        startsAt: '2026-09-01T10:00',
        endsAt: at(yesterday, '18:00'),
        capacity: 30,
        tickets: [{ id: ticketIds.ended, name: { de: 'Salonkarte' }, price: 700, mode: 3 }],
      },
      {
        id: eventIds.inactive,
        name: { de: 'Archivführung' },
        sequenceNo: 0,
        active: false,
        tickets: [{ id: ticketIds.inactive, name: { de: 'Archivkarte' }, price: 500, mode: 1 }],
      },
    ],
  });

  // What the file format cannot express: a second event-long capacity (the file has one per
  // event), and holds, which belong to inventory.
  const [vipStock] = await db
    .insert(capacities)
    .values({ kind: 'event', capacity: 20, sold: 20 })
    .returning({ id: capacities.id });
  await db
    .update(tickets)
    .set({ capacityId: must(vipStock).id })
    .where(eq(tickets.id, ticketIds.eveningSoldOut));
  const [eveningTicket] = await db
    .select({ capacityId: tickets.capacityId })
    .from(tickets)
    .where(eq(tickets.id, ticketIds.evening));
  const eveningCapacity = must(must(eveningTicket).capacityId ?? undefined);
  async function slotCapacity(date: string, time: string): Promise<number> {
    const [slot] = await db
      .select({ capacityId: eventSlots.capacityId })
      .from(eventSlots)
      .where(
        and(
          eq(eventSlots.eventId, eventIds.exhibition),
          eq(eventSlots.mode, 1),
          eq(eventSlots.startsAt, `${date} ${time}:00`),
        ),
      );
    return must(slot).capacityId;
  }
  const heldSlot = await slotCapacity(today, '14:00');
  const heldToTheBrim = await slotCapacity(soldOutDay, '14:00');

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
    customGroupId,
    events: eventIds,
    tickets: {
      timed: ticketIds.timed,
      family: ticketIds.family,
      range: ticketIds.range,
      day: ticketIds.day,
      evening: ticketIds.evening,
      eveningSoldOut: ticketIds.eveningSoldOut,
      hidden: ticketIds.hidden,
      undated: ticketIds.undated,
      longTimed: ticketIds.longTimed,
      longDay: ticketIds.longDay,
    },
    groups,
    subtickets,
  };
}
