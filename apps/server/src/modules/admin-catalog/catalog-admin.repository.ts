/**
 * Database access of the back office's catalog editor: events with their tickets, slots with their
 * capacities, and the capacity row locks that keep a capacity from dropping below sold + held while
 * a hold is taken at the same moment.
 */
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  capacities,
  customGroups,
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

/** What is sold and held of a capacity, read under its row lock (until the transaction ends). */
export async function lockedUse(tx: Tx, capacityId: number) {
  const result = await tx.execute(
    sql`SELECT capacity, sold, held FROM capacities WHERE id = ${capacityId} FOR UPDATE`,
  );
  const row = rowsOf<{ capacity: number; sold: number; held: number }>(result)[0];
  return row
    ? { capacity: Number(row.capacity), sold: Number(row.sold), held: Number(row.held) }
    : null;
}

/** Holds not yet settled on a capacity (expired ones too, until the sweep gives them back). */
export async function openHolds(tx: Tx, capacityId: number): Promise<number> {
  const result = await tx.execute(
    sql`SELECT COUNT(*)::int AS n FROM holds WHERE capacity_id = ${capacityId} AND settled_at IS NULL`,
  );
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** Deletes a slot, and its capacity unless an order or hold still refers to it. */
export async function deleteSlot(tx: Tx, slotId: number, capacityId: number): Promise<void> {
  await tx.delete(eventSlots).where(eq(eventSlots.id, slotId));
  await tx.execute(sql`DELETE FROM capacities WHERE id = ${capacityId}
    AND NOT EXISTS (SELECT 1 FROM holds WHERE capacity_id = ${capacityId})
    AND NOT EXISTS (SELECT 1 FROM order_capacity_uses WHERE capacity_id = ${capacityId})
    AND NOT EXISTS (SELECT 1 FROM tickets WHERE capacity_id = ${capacityId})`);
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
