/**
 * The rows the back office's view of the lines reads (docs/decisions.md "Waiting list: staff"):
 * every entry of the slots starting from a venue-local moment on, with its slot, its event or tour
 * and the status of its offer's order.
 */
import { and, asc, eq, gte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventSlots, events, orders, tourSlots, tours, waitingListEntries } from '../../db/schema';
import type { I18nText } from '../../db/schema';
import type { WaitingEntryRow } from './waiting-list.repository';

/** An entry with what the back office shows of its slot and offer. */
export interface LineRow {
  entry: WaitingEntryRow;
  itemKind: 'event' | 'tour';
  itemId: number;
  name: I18nText;
  startsAt: string;
  itemSwitch: boolean;
  offerOrderStatus: string | null;
}

/** The entries of the lines of slots starting at `from` (database local time) or later. */
export async function lineRowsFrom(db: Db | Tx, from: string): Promise<LineRow[]> {
  const eventRows = await db
    .select({
      entry: waitingListEntries,
      itemId: events.id,
      name: events.name,
      startsAt: eventSlots.startsAt,
      itemSwitch: events.waitingList,
      offerOrderStatus: orders.status,
    })
    .from(waitingListEntries)
    .innerJoin(
      eventSlots,
      and(eq(waitingListEntries.kind, 'eventSlot'), eq(eventSlots.id, waitingListEntries.slotId)),
    )
    .innerJoin(events, eq(events.id, eventSlots.eventId))
    .leftJoin(orders, eq(orders.id, waitingListEntries.offerOrderId))
    .where(gte(eventSlots.startsAt, from))
    .orderBy(asc(waitingListEntries.id));
  const tourRows = await db
    .select({
      entry: waitingListEntries,
      itemId: tours.id,
      name: tours.name,
      startsAt: tourSlots.startsAt,
      itemSwitch: tours.waitingList,
      offerOrderStatus: orders.status,
    })
    .from(waitingListEntries)
    .innerJoin(
      tourSlots,
      and(eq(waitingListEntries.kind, 'tourSlot'), eq(tourSlots.id, waitingListEntries.slotId)),
    )
    .innerJoin(tours, eq(tours.id, tourSlots.tourId))
    .leftJoin(orders, eq(orders.id, waitingListEntries.offerOrderId))
    .where(gte(tourSlots.startsAt, from))
    .orderBy(asc(waitingListEntries.id));
  return [
    ...eventRows.map((row) => ({ ...row, itemKind: 'event' as const })),
    ...tourRows.map((row) => ({ ...row, itemKind: 'tour' as const })),
  ];
}

/** One entry with its offer order's status, or null. */
export async function entryWithOffer(
  db: Db | Tx,
  id: number,
): Promise<{ entry: WaitingEntryRow; offerOrderStatus: string | null } | null> {
  const [row] = await db
    .select({ entry: waitingListEntries, offerOrderStatus: orders.status })
    .from(waitingListEntries)
    .leftJoin(orders, eq(orders.id, waitingListEntries.offerOrderId))
    .where(eq(waitingListEntries.id, id));
  return row ?? null;
}
