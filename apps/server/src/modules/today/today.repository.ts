/**
 * What the start screen reads: the slots of a span of venue-local time with their capacities'
 * counters, and the places desk orders took of capacities. Read only.
 */
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { fromDbLocal } from '../../db/local-time';
import {
  capacities,
  eventSlots,
  events,
  orderCapacityUses,
  orders,
  tourSlots,
  tours,
} from '../../db/schema';
import type { I18nText } from '../../db/schema';

export interface SlotCounters {
  kind: 'event' | 'tour';
  productId: number;
  name: I18nText;
  startsAt: string;
  capacityId: number;
  capacity: number;
  sold: number;
  held: number;
  sales: 'open' | 'stopped' | 'cancelled';
}

/** Event slots and tour starts from `from` until before `to` (venue-local `YYYY-MM-DD HH:mm:ss`). */
export async function slotsBetween(db: Db, from: string, to: string): Promise<SlotCounters[]> {
  const counters = {
    capacityId: capacities.id,
    capacity: capacities.capacity,
    sold: capacities.sold,
    held: capacities.held,
    sales: capacities.sales,
  };
  const [eventRows, tourRows] = await Promise.all([
    db
      .select({
        productId: events.id,
        name: events.name,
        startsAt: eventSlots.startsAt,
        ...counters,
      })
      .from(eventSlots)
      .innerJoin(events, eq(events.id, eventSlots.eventId))
      .innerJoin(capacities, eq(capacities.id, eventSlots.capacityId))
      .where(
        and(gte(eventSlots.startsAt, from), lt(eventSlots.startsAt, to), eq(events.active, true)),
      )
      .orderBy(asc(eventSlots.startsAt)),
    db
      .select({ productId: tours.id, name: tours.name, startsAt: tourSlots.startsAt, ...counters })
      .from(tourSlots)
      .innerJoin(tours, eq(tours.id, tourSlots.tourId))
      .innerJoin(capacities, eq(capacities.id, tourSlots.participantsCapacityId))
      .where(and(gte(tourSlots.startsAt, from), lt(tourSlots.startsAt, to), eq(tours.active, true)))
      .orderBy(asc(tourSlots.startsAt)),
  ]);
  const local = (value: string) => fromDbLocal(value) ?? value;
  return [
    ...eventRows.map((row) => ({ ...row, kind: 'event' as const, startsAt: local(row.startsAt) })),
    ...tourRows.map((row) => ({ ...row, kind: 'tour' as const, startsAt: local(row.startsAt) })),
  ];
}

/** Places desk orders that hold or booked them took of each capacity (not given back). */
export async function deskPlaces(
  db: Db,
  capacityIds: readonly number[],
): Promise<Map<number, number>> {
  if (capacityIds.length === 0) return new Map();
  const rows = await db
    .select({
      capacityId: orderCapacityUses.capacityId,
      places: sql<number>`SUM(${orderCapacityUses.quantity})::int`,
    })
    .from(orderCapacityUses)
    .innerJoin(orders, eq(orders.id, orderCapacityUses.orderId))
    .where(
      and(
        inArray(orderCapacityUses.capacityId, [...new Set(capacityIds)]),
        isNull(orderCapacityUses.returnedAt),
        eq(orders.channel, 'desk'),
        inArray(orders.status, ['paid', 'booked', 'partlyRefunded', 'disputed']),
      ),
    )
    .groupBy(orderCapacityUses.capacityId);
  return new Map(rows.map((row) => [row.capacityId, Number(row.places)]));
}
