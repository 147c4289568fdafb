/**
 * Database access of the back office's catalog editor: events with their tickets, slots and days
 * with their capacities, and the capacity row locks that keep a capacity from dropping below sold + held while
 * a hold is taken at the same moment.
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  capacities,
  customGroups,
  eventDays,
  eventSlots,
  events,
  ticketSubtickets,
  tickets,
  venues,
} from '../../db/schema';

export async function eventList(tx: Tx) {
  const [rows, ticketCounts, slotCounts] = await Promise.all([
    tx
      .select({
        id: events.id,
        name: events.name,
        active: events.active,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
      })
      .from(events)
      .orderBy(asc(events.sequenceNo), asc(events.id)),
    tx
      .select({ eventId: tickets.eventId, n: count() })
      .from(tickets)
      .where(eq(tickets.active, true))
      .groupBy(tickets.eventId),
    tx
      .select({ eventId: eventSlots.eventId, n: count() })
      .from(eventSlots)
      .groupBy(eventSlots.eventId),
  ]);
  return { rows, ticketCounts, slotCounts };
}

export async function eventRow(tx: Tx, id: number) {
  const [row] = await tx.select().from(events).where(eq(events.id, id));
  return row ?? null;
}

export async function ticketRows(tx: Tx, eventId: number) {
  return tx
    .select()
    .from(tickets)
    .where(eq(tickets.eventId, eventId))
    .orderBy(asc(tickets.sequenceNo), asc(tickets.id));
}

export async function subticketRows(tx: Tx, ticketIds: readonly number[]) {
  if (ticketIds.length === 0) return [];
  return tx
    .select()
    .from(ticketSubtickets)
    .where(inArray(ticketSubtickets.ticketId, [...ticketIds]))
    .orderBy(asc(ticketSubtickets.sequenceNo), asc(ticketSubtickets.id));
}

const slotColumns = {
  id: eventSlots.id,
  eventId: eventSlots.eventId,
  mode: eventSlots.mode,
  startsAt: eventSlots.startsAt,
  endsAt: eventSlots.endsAt,
  capacityId: eventSlots.capacityId,
  capacity: capacities.capacity,
  sold: capacities.sold,
  held: capacities.held,
  sales: capacities.sales,
};

export async function slotRows(tx: Tx, eventId: number) {
  return tx
    .select(slotColumns)
    .from(eventSlots)
    .innerJoin(capacities, eq(capacities.id, eventSlots.capacityId))
    .where(eq(eventSlots.eventId, eventId))
    .orderBy(asc(eventSlots.startsAt), asc(eventSlots.mode));
}

export async function slotRow(tx: Tx, id: number) {
  const [row] = await tx
    .select(slotColumns)
    .from(eventSlots)
    .innerJoin(capacities, eq(capacities.id, eventSlots.capacityId))
    .where(eq(eventSlots.id, id));
  return row ?? null;
}

export async function choices(tx: Tx) {
  const [venueRows, groupRows] = await Promise.all([
    tx.select({ id: venues.id, name: venues.name }).from(venues).orderBy(asc(venues.sequenceNo)),
    tx
      .select({ id: customGroups.id, name: customGroups.name })
      .from(customGroups)
      .orderBy(asc(customGroups.sequenceNo)),
  ]);
  return { venues: venueRows, customGroups: groupRows };
}

/** Deletes a slot (its capacity is the inventory's to remove). */
export async function deleteSlot(tx: Tx, slotId: number): Promise<void> {
  await tx.delete(eventSlots).where(eq(eventSlots.id, slotId));
}

const dayColumns = {
  id: eventDays.id,
  eventId: eventDays.eventId,
  date: eventDays.day,
  capacityId: eventDays.capacityId,
  capacity: capacities.capacity,
  sold: capacities.sold,
  held: capacities.held,
  sales: capacities.sales,
};

/** An event's day-ticket dates with their capacities, by date. */
export async function dayRows(tx: Tx, eventId: number) {
  return tx
    .select(dayColumns)
    .from(eventDays)
    .innerJoin(capacities, eq(capacities.id, eventDays.capacityId))
    .where(eq(eventDays.eventId, eventId))
    .orderBy(asc(eventDays.day));
}

export async function dayRow(tx: Tx, id: number) {
  const [row] = await tx
    .select(dayColumns)
    .from(eventDays)
    .innerJoin(capacities, eq(capacities.id, eventDays.capacityId))
    .where(eq(eventDays.id, id));
  return row ?? null;
}

/** Deletes a day-ticket date (its capacity is the inventory's to remove). */
export async function deleteDay(tx: Tx, dayId: number): Promise<void> {
  await tx.delete(eventDays).where(eq(eventDays.id, dayId));
}

/** `n` fresh ids of an identity column (the catalog's ids are given before the rows are written). */
export async function allocateIds(
  tx: Tx,
  table: 'events' | 'tickets' | 'ticket_subtickets',
  n: number,
): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${n})`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** The shared capacities of an event's event-long tickets. */
export async function eventTicketCapacityIds(tx: Tx, eventId: number): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ id: tickets.capacityId })
    .from(tickets)
    .where(eq(tickets.eventId, eventId));
  return rows.flatMap((row) => (row.id === null ? [] : [row.id]));
}
