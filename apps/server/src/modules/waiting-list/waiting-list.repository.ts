/**
 * The waiting list's rows (`waiting_list_entries`) and the slots people wait for. Only this module
 * touches them; the places themselves are held through the inventory module.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { eventSlots, events, tourSlots, tours, waitingListEntries } from '../../db/schema';
import type { I18nText } from '../../db/schema';

export type WaitingEntryRow = typeof waitingListEntries.$inferSelect;
export type NewWaitingEntry = typeof waitingListEntries.$inferInsert;
export type SlotKind = WaitingEntryRow['kind'];

/** A slot people may wait for: its capacity, what it is called and when it starts. */
export interface WaitedSlot {
  kind: SlotKind;
  slotId: number;
  capacityId: number;
  name: I18nText;
  startsAt: string;
  /** The event's or tour's own waiting-list switch (docs/decisions.md "Waiting list: staff"). */
  waitingList: boolean;
}

/** The time slot (mode 1) of an event or the start of a tour at a venue-local date-time. */
export async function findSlot(
  db: Db | Tx,
  kind: 'event' | 'tour',
  id: number,
  startsAt: string,
): Promise<WaitedSlot | null> {
  if (kind === 'event') {
    const [row] = await db
      .select({
        slotId: eventSlots.id,
        capacityId: eventSlots.capacityId,
        name: events.name,
        startsAt: eventSlots.startsAt,
        waitingList: events.waitingList,
      })
      .from(eventSlots)
      .innerJoin(events, eq(events.id, eventSlots.eventId))
      .where(
        and(eq(eventSlots.eventId, id), eq(eventSlots.mode, 1), eq(eventSlots.startsAt, startsAt)),
      );
    return row ? { kind: 'eventSlot', ...row } : null;
  }
  const [row] = await db
    .select({
      slotId: tourSlots.id,
      capacityId: tourSlots.participantsCapacityId,
      name: tours.name,
      startsAt: tourSlots.startsAt,
      waitingList: tours.waitingList,
    })
    .from(tourSlots)
    .innerJoin(tours, eq(tours.id, tourSlots.tourId))
    .where(and(eq(tourSlots.tourId, id), eq(tourSlots.startsAt, startsAt)));
  return row ? { kind: 'tourSlot', ...row } : null;
}

/** What a slot is called and when it starts, by its kind and id (for the e-mails). */
export async function slotById(
  db: Db | Tx,
  kind: SlotKind,
  slotId: number,
): Promise<{ name: I18nText; startsAt: string } | null> {
  const [row] =
    kind === 'eventSlot'
      ? await db
          .select({ name: events.name, startsAt: eventSlots.startsAt })
          .from(eventSlots)
          .innerJoin(events, eq(events.id, eventSlots.eventId))
          .where(eq(eventSlots.id, slotId))
      : await db
          .select({ name: tours.name, startsAt: tourSlots.startsAt })
          .from(tourSlots)
          .innerJoin(tours, eq(tours.id, tourSlots.tourId))
          .where(eq(tourSlots.id, slotId));
  return row ?? null;
}

/** The event or tour an offered slot belongs to, what it is called and when it starts. */
export async function slotWithParent(
  db: Db | Tx,
  kind: SlotKind,
  slotId: number,
): Promise<{ parentId: number; name: I18nText; startsAt: string } | null> {
  const [row] =
    kind === 'eventSlot'
      ? await db
          .select({ parentId: events.id, name: events.name, startsAt: eventSlots.startsAt })
          .from(eventSlots)
          .innerJoin(events, eq(events.id, eventSlots.eventId))
          .where(eq(eventSlots.id, slotId))
      : await db
          .select({ parentId: tours.id, name: tours.name, startsAt: tourSlots.startsAt })
          .from(tourSlots)
          .innerJoin(tours, eq(tours.id, tourSlots.tourId))
          .where(eq(tourSlots.id, slotId));
  return row ?? null;
}

/**
 * Adds a person to the line; null when the e-mail already waits (or holds an offer) for this
 * capacity: the first place in line is kept.
 */
export async function insertEntry(tx: Tx, entry: NewWaitingEntry): Promise<number | null> {
  const rows = await tx
    .insert(waitingListEntries)
    .values(entry)
    .onConflictDoNothing({
      target: [waitingListEntries.capacityId, waitingListEntries.email],
      where: sql`${waitingListEntries.status} IN ('waiting', 'offered')`,
    })
    .returning({ id: waitingListEntries.id });
  return rows[0]?.id ?? null;
}

/** The entry of a leave link's secret hash. */
export async function entryByLeaveHash(
  db: Db | Tx,
  leaveHash: string,
): Promise<WaitingEntryRow | null> {
  const [row] = await db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.leaveHash, leaveHash));
  return row ?? null;
}

/** The entry re-read under its row lock. */
export async function lockEntry(tx: Tx, id: number): Promise<WaitingEntryRow | null> {
  const [row] = await tx
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.id, id))
    .for('update');
  return row ?? null;
}

export async function setStatus(
  tx: Tx,
  ids: readonly number[],
  status: WaitingEntryRow['status'],
): Promise<void> {
  if (ids.length === 0) return;
  await tx
    .update(waitingListEntries)
    .set({ status })
    .where(inArray(waitingListEntries.id, [...ids]));
}

/**
 * Serialises every decision on one capacity's line (offers, leaving with an offer): a transaction
 * lock taken first, before any row lock, so these never deadlock with each other.
 */
export async function lockLine(tx: Tx, capacityId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(7311, ${capacityId})`);
}

/** The capacities with people waiting or with an offer that has run out by `now`. */
export async function capacitiesToServe(db: Db, now: Date): Promise<number[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT capacity_id AS id FROM waiting_list_entries
    WHERE status = 'waiting' OR (status = 'offered' AND offer_expires_at <= ${now.toISOString()}::timestamptz)
    ORDER BY capacity_id
  `);
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}

/** The offers of a capacity that have run out by `now`. */
export async function lapsedOffers(
  tx: Tx,
  capacityId: number,
  now: Date,
): Promise<{ id: number; offerOrderId: number | null }[]> {
  return tx
    .select({ id: waitingListEntries.id, offerOrderId: waitingListEntries.offerOrderId })
    .from(waitingListEntries)
    .where(
      and(
        eq(waitingListEntries.capacityId, capacityId),
        eq(waitingListEntries.status, 'offered'),
        lte(waitingListEntries.offerExpiresAt, now),
      ),
    );
}

/** The people waiting for a capacity, in the order they joined. */
export async function lineOf(tx: Tx, capacityId: number): Promise<WaitingEntryRow[]> {
  return tx
    .select()
    .from(waitingListEntries)
    .where(
      and(eq(waitingListEntries.capacityId, capacityId), eq(waitingListEntries.status, 'waiting')),
    )
    .orderBy(asc(waitingListEntries.id));
}

export async function setOffered(
  tx: Tx,
  id: number,
  offer: { orderId: number; offeredAt: Date; expiresAt: Date },
): Promise<void> {
  await tx
    .update(waitingListEntries)
    .set({
      status: 'offered',
      offerOrderId: offer.orderId,
      offeredAt: offer.offeredAt,
      offerExpiresAt: offer.expiresAt,
    })
    .where(and(eq(waitingListEntries.id, id), eq(waitingListEntries.status, 'waiting')));
}

/** The entry whose offer is held by `orderId` (the offer e-mail's composer). */
export async function entryOfOffer(db: Db | Tx, orderId: number): Promise<WaitingEntryRow | null> {
  const [row] = await db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.offerOrderId, orderId));
  return row ?? null;
}

/** Every entry of a capacity (tests and the back office's view, later), in line order. */
export async function entriesOf(db: Db | Tx, capacityId: number): Promise<WaitingEntryRow[]> {
  return db
    .select()
    .from(waitingListEntries)
    .where(eq(waitingListEntries.capacityId, capacityId))
    .orderBy(asc(waitingListEntries.id));
}
