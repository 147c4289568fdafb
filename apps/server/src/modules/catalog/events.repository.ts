/**
 * Reads events, their tickets, time slots and day capacities. Slot and day rows carry capacity ids
 * only: availability is read through the inventory module (`availableByCapacity`).
 */
import { TICKET_MODES } from '@foyer/domain';
import { and, asc, eq, gt, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  eventDays,
  eventSlots,
  events,
  tickets,
  ticketGroups,
  ticketSubtickets,
  venues,
  type I18nText,
} from '../../db/schema';
import { eventColumns, eventSlotColumns, ticketColumns } from './catalog.columns';

export interface EventRow {
  id: number;
  name: I18nText;
  description: I18nText;
  image: string | null;
  venueName: I18nText | null;
  sequenceNo: number;
  /** sorting_datetime, else starts_at, else the first slot or day (`YYYY-MM-DDTHH:mm`); null if none. */
  sortingDatetime: string | null;
  startsAt: string | null;
  endsAt: string | null;
  customGroups: number[];
  /** The event's own waiting-list switch. */
  waitingList: boolean;
}

// Events without a sorting date still sort by when they happen, so the list never jumps around.
const sortingDatetime = sql<string | null>`to_char(COALESCE(
  ${events.sortingDatetime},
  ${events.startsAt},
  (SELECT min(s.starts_at) FROM event_slots s WHERE s.event_id = ${events.id}),
  (SELECT min(d.day) FROM event_days d WHERE d.event_id = ${events.id})::timestamp
), 'YYYY-MM-DD"T"HH24:MI')`;

const eventListColumns = {
  ...eventColumns,
  description: events.description,
  image: events.image,
  venueName: venues.name,
  sequenceNo: events.sequenceNo,
  sortingDatetime,
  customGroups: events.customGroups,
  waitingList: events.waitingList,
};

/** Active events by sequence_no, then sorting date (events without one last), then id. */
export async function activeEvents(tx: Tx): Promise<EventRow[]> {
  return tx
    .select(eventListColumns)
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(eq(events.active, true))
    .orderBy(asc(events.sequenceNo), sql`${sortingDatetime} ASC NULLS LAST`, asc(events.id));
}

/** One active event, or null. */
export async function activeEvent(tx: Tx, id: number): Promise<EventRow | null> {
  const [row] = await tx
    .select(eventListColumns)
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(and(eq(events.id, id), eq(events.active, true)));
  return row ?? null;
}

export interface TicketRow {
  id: number;
  name: I18nText;
  price: number;
  vatValue: number;
  mode: number;
  dayTicket: boolean;
  family: boolean;
  groupId: number | null;
  groupName: I18nText | null;
  printSeparately: boolean;
  uniqueBarcode: boolean;
  scanSeparately: boolean;
  bookWithCost: boolean;
  bookWithCostWarn: boolean;
  capacityId: number | null;
}

/** The lowest price above 0 of each event's active tickets ("from 12,00 €" in the list). */
export async function lowestTicketPrices(tx: Tx): Promise<Map<number, number>> {
  const rows = await tx
    .select({ eventId: tickets.eventId, price: sql<number>`min(${tickets.price})` })
    .from(tickets)
    .where(and(eq(tickets.active, true), gt(tickets.price, 0)))
    .groupBy(tickets.eventId);
  return new Map(rows.map((row) => [row.eventId, Number(row.price)]));
}

/** The event's active tickets in sequence order. */
export async function activeTickets(tx: Tx, eventId: number): Promise<TicketRow[]> {
  return tx
    .select({
      ...ticketColumns,
      groupId: tickets.groupId,
      groupName: ticketGroups.name,
      bookWithCost: tickets.bookWithCost,
      bookWithCostWarn: tickets.bookWithCostWarn,
    })
    .from(tickets)
    .leftJoin(ticketGroups, eq(ticketGroups.id, tickets.groupId))
    .where(and(eq(tickets.eventId, eventId), eq(tickets.active, true)))
    .orderBy(asc(tickets.sequenceNo), asc(tickets.id));
}

export interface SubticketRow {
  id: number;
  ticketId: number;
  name: I18nText;
  price: number;
  vatValue: number;
  minQuantity: number;
  maxQuantity: number;
}

/** Subtickets of the given tickets, in sequence order. */
export async function subticketsOf(tx: Tx, ticketIds: readonly number[]): Promise<SubticketRow[]> {
  if (ticketIds.length === 0) return [];
  return tx
    .select({
      id: ticketSubtickets.id,
      ticketId: ticketSubtickets.ticketId,
      name: ticketSubtickets.name,
      price: ticketSubtickets.price,
      vatValue: ticketSubtickets.vatValue,
      minQuantity: ticketSubtickets.minQuantity,
      maxQuantity: ticketSubtickets.maxQuantity,
    })
    .from(ticketSubtickets)
    .where(inArray(ticketSubtickets.ticketId, [...ticketIds]))
    .orderBy(asc(ticketSubtickets.sequenceNo), asc(ticketSubtickets.id));
}

/** The last instant of a date as a local timestamp (also for 9999-12-31, which has no next day). */
function endOfDay(date: string): string {
  return `${date} 23:59:59.999999`;
}

export interface SlotRow {
  id: number;
  mode: number;
  /** Venue-local `YYYY-MM-DD HH:mm:ss`. */
  startsAt: string;
  endsAt: string | null;
  capacityId: number;
}

export interface SlotFilter {
  eventId: number;
  modes: readonly number[];
  /** Venue-local now, `YYYY-MM-DDTHH:mm:ss`. */
  venueNow: string;
  /** First and last start date (`YYYY-MM-DD`, inclusive). */
  fromDate?: string;
  toDate?: string;
  /** Keyset cursor: only slots after this one in (starts_at, id) order. */
  after?: { startsAt: string; id: number };
  limit?: number;
}

/**
 * Slots still open at `venueNow`, by start: a timed slot (mode 1) until it starts, a scheduled range
 * (mode 5) until it ends, because visitors may still come in during a running range.
 */
export async function openSlots(tx: Tx, filter: SlotFilter): Promise<SlotRow[]> {
  if (filter.modes.length === 0) return [];
  const conditions: (SQL | undefined)[] = [
    eq(eventSlots.eventId, filter.eventId),
    inArray(eventSlots.mode, [...filter.modes]),
    or(
      gt(eventSlots.startsAt, filter.venueNow),
      and(
        eq(eventSlots.mode, TICKET_MODES.SCHEDULED_RANGE),
        gt(eventSlots.endsAt, filter.venueNow),
      ),
    ),
  ];
  if (filter.fromDate) conditions.push(gte(eventSlots.startsAt, `${filter.fromDate} 00:00:00`));
  if (filter.toDate) conditions.push(lte(eventSlots.startsAt, endOfDay(filter.toDate)));
  if (filter.after) {
    conditions.push(
      sql`(${eventSlots.startsAt}, ${eventSlots.id}) > (${filter.after.startsAt}::timestamp, ${filter.after.id})`,
    );
  }
  const query = tx
    .select({ id: eventSlots.id, ...eventSlotColumns })
    .from(eventSlots)
    .where(and(...conditions))
    .orderBy(asc(eventSlots.startsAt), asc(eventSlots.id));
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

export interface DayRow {
  /** `YYYY-MM-DD`. */
  day: string;
  capacityId: number;
}

export interface DayFilter {
  eventId: number;
  /** First and last day, inclusive (`YYYY-MM-DD`). */
  fromDate: string;
  toDate?: string;
  /** Keyset cursor: only days after this one. */
  afterDay?: string;
  limit?: number;
}

/** Day capacities of the event in a date range, by day. */
export async function daysInRange(tx: Tx, filter: DayFilter): Promise<DayRow[]> {
  const conditions: (SQL | undefined)[] = [
    eq(eventDays.eventId, filter.eventId),
    gte(eventDays.day, filter.fromDate),
  ];
  if (filter.toDate) conditions.push(lte(eventDays.day, filter.toDate));
  if (filter.afterDay) conditions.push(gt(eventDays.day, filter.afterDay));
  const query = tx
    .select({ day: eventDays.day, capacityId: eventDays.capacityId })
    .from(eventDays)
    .where(and(...conditions))
    .orderBy(asc(eventDays.day));
  return filter.limit === undefined ? query : query.limit(filter.limit);
}

export interface CalendarCapacityRow {
  day: string;
  capacityId: number;
}

/**
 * Every capacity that sells tickets on a date of the range, in one query: open slots of a mode that an
 * active ticket of the event uses, and day capacities when the event has an active day ticket.
 */
export async function calendarCapacities(
  tx: Tx,
  eventId: number,
  fromDate: string,
  toDate: string,
  venueNow: string,
): Promise<CalendarCapacityRow[]> {
  const slotTicket = sql`EXISTS (SELECT 1 FROM tickets t WHERE t.event_id = ${eventSlots.eventId}
    AND t.active AND NOT t.day_ticket AND t.mode = ${eventSlots.mode})`;
  const dayTicket = sql`EXISTS (SELECT 1 FROM tickets t WHERE t.event_id = ${eventDays.eventId}
    AND t.active AND t.day_ticket)`;
  const slots = tx
    .select({
      day: sql<string>`to_char(${eventSlots.startsAt}, 'YYYY-MM-DD')`,
      capacityId: eventSlots.capacityId,
    })
    .from(eventSlots)
    .where(
      and(
        eq(eventSlots.eventId, eventId),
        inArray(eventSlots.mode, [TICKET_MODES.TIMED, TICKET_MODES.SCHEDULED_RANGE]),
        gte(eventSlots.startsAt, `${fromDate} 00:00:00`),
        lte(eventSlots.startsAt, endOfDay(toDate)),
        or(
          gt(eventSlots.startsAt, venueNow),
          and(eq(eventSlots.mode, TICKET_MODES.SCHEDULED_RANGE), gt(eventSlots.endsAt, venueNow)),
        ),
        slotTicket,
      ),
    );
  const days = tx
    .select({
      day: sql<string>`to_char(${eventDays.day}, 'YYYY-MM-DD')`,
      capacityId: eventDays.capacityId,
    })
    .from(eventDays)
    .where(
      and(
        eq(eventDays.eventId, eventId),
        gte(eventDays.day, fromDate),
        lte(eventDays.day, toDate),
        dayTicket,
      ),
    );
  return slots.unionAll(days);
}

/**
 * First and last date of the event's slots (a range counts to its end) and days; null when none.
 * Each bound is one index entry (`event_slots_event_start_idx`, `event_slots_event_last_idx`,
 * `event_days_unique`), not a scan of the event's slots; LEAST and GREATEST skip a missing side.
 */
export async function slotAndDayBounds(
  tx: Tx,
  eventId: number,
): Promise<{ first: string | null; last: string | null }> {
  const result = await tx.execute(sql`
    SELECT to_char(LEAST(
             (SELECT min(s.starts_at) FROM event_slots s WHERE s.event_id = ${eventId})::date,
             (SELECT min(d.day) FROM event_days d WHERE d.event_id = ${eventId})
           ), 'YYYY-MM-DD') AS first,
           to_char(GREATEST(
             (SELECT max(COALESCE(s.ends_at, s.starts_at)) FROM event_slots s
              WHERE s.event_id = ${eventId})::date,
             (SELECT max(d.day) FROM event_days d WHERE d.event_id = ${eventId})
           ), 'YYYY-MM-DD') AS last
  `);
  const rows = (result as unknown as { rows: { first: string | null; last: string | null }[] })
    .rows;
  return { first: rows[0]?.first ?? null, last: rows[0]?.last ?? null };
}
