import { isFixedSubticket, visibleTickets } from '@foyer/domain';
import type { Event, Ticket, TicketCollection } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { useEventSuite } from './events-suite.fixtures';

describe.each(testDatabaseKinds())('event catalog on $name', ({ open }) => {
  const suite = useEventSuite(open);
  const { get, collection } = suite;

  function ticket(data: TicketCollection, id: number): Ticket {
    const found = data.tickets.find((t) => t.id === id);
    expect(found, `ticket ${id}`).toBeDefined();
    return found!;
  }

  describe('event/select', () => {
    it('lists active events that have not ended, by sequence_no then sorting date', async () => {
      const res = await get('de/event/select');
      expect(res.statusCode).toBe(200);
      const events = (res.json() as { data: Event[] }).data;
      expect(events.map((e) => e.id)).toEqual([
        suite.fx.events.exhibition,
        suite.fx.events.workshop,
        suite.fx.events.evening,
        suite.fx.events.undated,
        suite.fx.events.longRun,
      ]);
      expect(events[0]).toEqual({
        id: suite.fx.events.exhibition,
        name: 'Zeitreise',
        description: '<p>Eine Reise durch 800 Jahre Stadtgeschichte.</p>',
        image: '/static/events/zeitreise.jpg',
        venue: 'Hauptgebäude',
        sequence_no: 1,
        sorting_datetime: '2026-10-01T10:00',
        custom_groups: [{ id: suite.fx.customGroupId }],
        end: '2027-03-31T18:00',
        // The lowest price of its active tickets (the inactive one at 9,00 € does not count).
        price_from: 1000,
        // The museum has the waiting list on (the default) and the event has not switched it off.
        waiting_list: true,
      });
    });

    it('sorts an event without sorting date by its first slot, one without any date by today', async () => {
      const events = (await get('de/event/select')).json() as { data: Event[] };
      const byId = new Map(events.data.map((e) => [e.id, e]));
      expect(byId.get(suite.fx.events.workshop)).toMatchObject({
        sorting_datetime: `${suite.fx.yesterday}T15:00`,
        venue: '',
        image: null,
        end: null,
        custom_groups: [],
      });
      expect(byId.get(suite.fx.events.undated)?.sorting_datetime).toBe(`${suite.fx.today}T00:00`);
    });

    it('answers in the asked language and falls back to the default language', async () => {
      const events = ((await get('en/event/select')).json() as { data: Event[] }).data;
      const byId = new Map(events.map((e) => [e.id, e]));
      expect(byId.get(suite.fx.events.exhibition)).toMatchObject({
        name: 'Time travel',
        venue: 'Main building',
      });
      expect(byId.get(suite.fx.events.evening)).toMatchObject({
        name: 'Museum night',
        venue: 'Innenhof',
      });
      expect(byId.get(suite.fx.events.workshop)?.name).toBe('Druckwerkstatt');
    });

    it('drops an event the moment its end passes in the venue time zone', async () => {
      // The evening ends at 23:30 Berlin time, which is 22:30 UTC in November.
      const before = await createTestApp(suite.database, { now: new Date('2026-11-21T22:29:00Z') });
      const after = await createTestApp(suite.database, { now: new Date('2026-11-21T22:31:00Z') });
      const ids = async (on: FastifyInstance) =>
        ((await get('de/event/select', on)).json() as { data: Event[] }).data.map((e) => e.id);
      expect(await ids(before)).toContain(suite.fx.events.evening);
      expect(await ids(after)).not.toContain(suite.fx.events.evening);
      await Promise.all([before.close(), after.close()]);
    });

    it('answers 404 for a language the shop does not offer', async () => {
      const res = await get('pl/event/select');
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    });
  });

  describe('ticket/collect without a date', () => {
    it('answers each active ticket with only its next entry that has tickets left', async () => {
      const data = await collection(`de/ticket/collect/event/${suite.fx.events.exhibition}`);
      expect(data.tickets.map((t) => t.id)).toEqual([
        suite.fx.tickets.timed,
        suite.fx.tickets.family,
        suite.fx.tickets.range,
        suite.fx.tickets.day,
      ]);
      // 09:00 is past, 11:00 is full; 14:00 has 20 − 5 sold − 3 held (the expired hold of 4 is back).
      expect(ticket(data, suite.fx.tickets.timed)).toEqual({
        id: suite.fx.tickets.timed,
        name: 'Zeitfenster-Ticket',
        price: 1400,
        vat_value: 7,
        mode: 1,
        day_ticket: 0,
        schedule: [{ datetime: `${suite.fx.today}T14:00`, datetime_end: null, max_tickets: 12 }],
        group_id: suite.fx.groups.single,
        group_name: 'Einzeltickets',
        family: 0,
        subtickets: [],
        print_separately: 0,
        unique_barcode: 1,
        scan_separately: 0,
        book_with_cost: 0,
        book_with_cost_warn: 0,
      });
      expect(data.timeslots).toEqual([]);
    });

    it('keeps a scheduled range bookable while it runs', async () => {
      const data = await collection(`de/ticket/collect/event/${suite.fx.events.exhibition}`);
      expect(ticket(data, suite.fx.tickets.range)).toMatchObject({
        mode: 5,
        group_id: null,
        group_name: null,
        schedule: [
          {
            datetime: `${suite.fx.today}T09:00`,
            datetime_end: `${suite.fx.today}T12:00`,
            max_tickets: 5,
          },
        ],
      });
    });

    it("gives a day ticket today's day capacity and passes its flags as 0/1", async () => {
      const data = await collection(`de/ticket/collect/event/${suite.fx.events.exhibition}`);
      expect(ticket(data, suite.fx.tickets.day)).toMatchObject({
        day_ticket: 1,
        print_separately: 1,
        unique_barcode: 0,
        scan_separately: 1,
        book_with_cost: 1,
        book_with_cost_warn: 1,
        schedule: [
          {
            datetime: `${suite.fx.today}T00:00`,
            datetime_end: `${suite.fx.today}T23:59`,
            max_tickets: 40,
          },
        ],
      });
    });

    it('lists the family components and the fixed-count subticket in order', async () => {
      const data = await collection(`en/ticket/collect/event/${suite.fx.events.exhibition}`);
      const family = ticket(data, suite.fx.tickets.family);
      expect(family).toMatchObject({ family: 1, name: 'Family ticket', group_name: 'Families' });
      expect(family.subtickets).toEqual([
        {
          id: suite.fx.subtickets.adult,
          name: 'Adults',
          price: 0,
          vat_value: 0,
          min_quantity: 1,
          max_quantity: 2,
        },
        {
          id: suite.fx.subtickets.child,
          name: 'Children',
          price: 0,
          vat_value: 0,
          min_quantity: 1,
          max_quantity: 3,
        },
        {
          id: suite.fx.subtickets.catalogue,
          name: 'Ausstellungskatalog',
          price: 1500,
          vat_value: 7,
          min_quantity: 1,
          max_quantity: 1,
        },
      ]);
      expect(family.subtickets.map(isFixedSubticket)).toEqual([false, false, true]);
    });

    it('sends a ticket without availability with an empty schedule, so the client hides it', async () => {
      const data = await collection(`de/ticket/collect/event/${suite.fx.events.workshop}`);
      expect(data.tickets).toHaveLength(1);
      expect(ticket(data, suite.fx.tickets.hidden).schedule).toEqual([]);
      expect(visibleTickets(data.tickets)).toEqual([]);
    });

    it('finds the next free slot and day behind more than one chunk of sold-out ones', async () => {
      const data = await collection(`de/ticket/collect/event/${suite.fx.events.longRun}`);
      expect(ticket(data, suite.fx.tickets.longTimed).schedule).toEqual([
        { datetime: `${suite.fx.longEventFreeDay}T10:00`, datetime_end: null, max_tickets: 3 },
      ]);
      expect(ticket(data, suite.fx.tickets.longDay).schedule).toEqual([
        {
          datetime: `${suite.fx.longEventFreeDay}T00:00`,
          datetime_end: `${suite.fx.longEventFreeDay}T23:59`,
          max_tickets: 3,
        },
      ]);
    });

    it('gives event-long tickets one entry over the whole event with their own capacity', async () => {
      const data = await collection(`de/ticket/collect/event/${suite.fx.events.evening}`);
      expect(ticket(data, suite.fx.tickets.evening)).toMatchObject({
        mode: 3,
        schedule: [
          {
            datetime: `${suite.fx.today}T18:00`,
            datetime_end: `${suite.fx.today}T23:30`,
            max_tickets: 40,
          },
        ],
      });
      expect(ticket(data, suite.fx.tickets.eveningSoldOut).schedule).toEqual([
        {
          datetime: `${suite.fx.today}T18:00`,
          datetime_end: `${suite.fx.today}T23:30`,
          max_tickets: 0,
        },
      ]);
      const undated = await collection(`de/ticket/collect/event/${suite.fx.events.undated}`);
      expect(ticket(undated, suite.fx.tickets.undated).schedule).toEqual([
        { datetime: `${suite.fx.today}T00:00`, datetime_end: null, max_tickets: 26 },
      ]);
    });

    it('gives held tickets back once the hold expires', async () => {
      const later = await createTestApp(suite.database, {
        now: new Date(TEST_NOW.getTime() + 16 * 60_000),
      });
      const res = await get(`de/ticket/collect/event/${suite.fx.events.exhibition}`, later);
      const data = (res.json() as { data: TicketCollection }).data;
      expect(ticket(data, suite.fx.tickets.timed).schedule).toEqual([
        { datetime: `${suite.fx.today}T14:00`, datetime_end: null, max_tickets: 15 },
      ]);
      await later.close();
    });
  });

  describe('ticket/collect with a date', () => {
    it("answers the date's entries and its timed slots, past slots left out", async () => {
      const data = await collection(
        `de/ticket/collect/event/${suite.fx.events.exhibition}/date/${suite.fx.today}`,
      );
      const todaySlots = [
        { datetime: `${suite.fx.today}T11:00`, datetime_end: null, max_tickets: 0 },
        { datetime: `${suite.fx.today}T14:00`, datetime_end: null, max_tickets: 12 },
      ];
      expect(ticket(data, suite.fx.tickets.timed).schedule).toEqual(todaySlots);
      expect(ticket(data, suite.fx.tickets.family).schedule).toEqual(todaySlots);
      expect(ticket(data, suite.fx.tickets.range).schedule).toEqual([
        {
          datetime: `${suite.fx.today}T09:00`,
          datetime_end: `${suite.fx.today}T12:00`,
          max_tickets: 5,
        },
      ]);
      expect(ticket(data, suite.fx.tickets.day).schedule).toEqual([
        {
          datetime: `${suite.fx.today}T00:00`,
          datetime_end: `${suite.fx.today}T23:59`,
          max_tickets: 40,
        },
      ]);
      expect(data.timeslots).toEqual([
        { datetime: `${suite.fx.today}T11:00`, max_tickets: 0 },
        { datetime: `${suite.fx.today}T14:00`, max_tickets: 12 },
      ]);
    });

    it('shows a sold-out day with every entry at 0', async () => {
      const day = suite.fx.soldOutDay;
      const data = await collection(
        `de/ticket/collect/event/${suite.fx.events.exhibition}/date/${day}`,
      );
      expect(ticket(data, suite.fx.tickets.timed).schedule.map((e) => e.max_tickets)).toEqual([
        0, 0,
      ]);
      expect(ticket(data, suite.fx.tickets.range).schedule).toEqual([]);
      expect(ticket(data, suite.fx.tickets.day).schedule).toEqual([
        { datetime: `${day}T00:00`, datetime_end: `${day}T23:59`, max_tickets: 0 },
      ]);
      expect(data.timeslots).toEqual([
        { datetime: `${day}T10:00`, max_tickets: 0 },
        { datetime: `${day}T14:00`, max_tickets: 0 },
      ]);
    });

    it('answers a past date without any entries', async () => {
      const data = await collection(
        `de/ticket/collect/event/${suite.fx.events.exhibition}/date/${suite.fx.yesterday}`,
      );
      expect(data.tickets).toHaveLength(4);
      expect(data.tickets.every((t) => t.schedule.length === 0)).toBe(true);
      expect(data.timeslots).toEqual([]);
    });

    it("gives an event-long ticket its entry only on the event's dates", async () => {
      const today = await collection(
        `de/ticket/collect/event/${suite.fx.events.evening}/date/${suite.fx.today}`,
      );
      expect(ticket(today, suite.fx.tickets.evening).schedule).toHaveLength(1);
      const tomorrow = await collection(
        `de/ticket/collect/event/${suite.fx.events.evening}/date/${suite.fx.tomorrow}`,
      );
      expect(ticket(tomorrow, suite.fx.tickets.evening).schedule).toEqual([]);
      expect(tomorrow.timeslots).toEqual([]);
    });
  });
});
