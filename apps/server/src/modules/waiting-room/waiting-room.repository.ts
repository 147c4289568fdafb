/**
 * The waiting room's rows (`waiting_rooms`, `waiting_room_places`). Only this module touches them.
 * The line is the places not admitted and not sharing another, in id order (the order of arrival).
 */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { eventSlots, events, tickets, waitingRoomPlaces, waitingRooms } from '../../db/schema';

export type RoomRow = typeof waitingRooms.$inferSelect;
export type PlaceRow = typeof waitingRoomPlaces.$inferSelect;

/** Every room row (a few: one per event staff ever switched, and the load room). */
export async function allRooms(db: Tx): Promise<RoomRow[]> {
  return db.select().from(waitingRooms);
}

/** Staff's switch of an event's room; the first switch-on creates the row. */
export async function setRoomEnabled(
  db: Tx,
  room: string,
  enabled: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(waitingRooms)
    .values({ room, enabled, openedAt: now, accountedUntil: now })
    .onConflictDoUpdate({ target: waitingRooms.room, set: { enabled } });
}

/** Opens (or keeps open) the load room until `until`. */
export async function openLoadRoom(db: Tx, room: string, until: Date, now: Date): Promise<void> {
  await db
    .insert(waitingRooms)
    .values({ room, loadUntil: until, openedAt: now, accountedUntil: now })
    .onConflictDoUpdate({
      target: waitingRooms.room,
      set: {
        loadUntil: sql`GREATEST(COALESCE(${waitingRooms.loadUntil}, excluded.load_until), excluded.load_until)`,
      },
    });
}

/** The room rows whose names are given (switched on or not). */
export async function roomsNamed(db: Tx, rooms: readonly string[]): Promise<RoomRow[]> {
  if (rooms.length === 0) return [];
  return db
    .select()
    .from(waitingRooms)
    .where(inArray(waitingRooms.room, [...rooms]));
}

/** The place a browser's token holds in a room, with the place it shares (or its own) as `line`. */
export async function placeOfToken(
  db: Tx,
  room: string,
  tokenHash: string,
): Promise<{ place: PlaceRow; line: PlaceRow } | null> {
  const [place] = await db
    .select()
    .from(waitingRoomPlaces)
    .where(and(eq(waitingRoomPlaces.room, room), eq(waitingRoomPlaces.tokenHash, tokenHash)));
  if (!place) return null;
  if (place.sharesPlaceId === null) return { place, line: place };
  const [line] = await db
    .select()
    .from(waitingRoomPlaces)
    .where(eq(waitingRoomPlaces.id, place.sharesPlaceId));
  return { place, line: line ?? place };
}

/** The waiting places of an address in a room, oldest first. */
export async function waitingPlacesOfAddress(
  db: Tx,
  room: string,
  addressHash: string,
): Promise<number[]> {
  const rows = await db
    .select({ id: waitingRoomPlaces.id })
    .from(waitingRoomPlaces)
    .where(
      and(
        eq(waitingRoomPlaces.room, room),
        eq(waitingRoomPlaces.addressHash, addressHash),
        isNull(waitingRoomPlaces.admittedAt),
        isNull(waitingRoomPlaces.sharesPlaceId),
      ),
    )
    .orderBy(waitingRoomPlaces.id);
  return rows.map((row) => row.id);
}

/**
 * Takes a place at the end of the room's line (or one sharing `sharesPlaceId`); a token holds one
 * place per room, so a second call with the same token takes nothing and answers null.
 */
export async function insertPlace(
  db: Tx,
  place: {
    room: string;
    tokenHash: string;
    addressHash: string;
    sharesPlaceId: number | null;
    now: Date;
  },
): Promise<PlaceRow | null> {
  const result = await db.execute(sql`
    INSERT INTO waiting_room_places
      (room, token_hash, address_hash, shares_place_id, first_position, joined_at)
    SELECT ${place.room}, ${place.tokenHash}, ${place.addressHash}, ${place.sharesPlaceId}::bigint,
      (SELECT count(*) + 1 FROM waiting_room_places
        WHERE room = ${place.room} AND admitted_at IS NULL AND shares_place_id IS NULL)::int,
      ${place.now.toISOString()}::timestamptz
    ON CONFLICT (room, token_hash) DO NOTHING
    RETURNING id
  `);
  const [row] = rowsOf<{ id: number | string }>(result);
  if (!row) return null;
  const [inserted] = await db
    .select()
    .from(waitingRoomPlaces)
    .where(eq(waitingRoomPlaces.id, Number(row.id)));
  return inserted ?? null;
}

/** The position of a waiting place in its room's line (1 = next). */
export async function positionOf(db: Tx, room: string, lineId: number): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM waiting_room_places
    WHERE room = ${room} AND admitted_at IS NULL AND shares_place_id IS NULL AND id <= ${lineId}
  `);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** How far the room's admissions are accounted, under the room's row lock; null when another
 * process holds the lock (it admits now). */
export async function lockRoom(tx: Tx, room: string): Promise<Date | null> {
  const result = await tx.execute(sql`
    SELECT accounted_until FROM waiting_rooms WHERE room = ${room} FOR UPDATE SKIP LOCKED
  `);
  const [row] = rowsOf<{ accounted_until: string | Date }>(result);
  return row ? new Date(row.accounted_until) : null;
}

/** Keeps the load room open while people still wait in it. */
export async function extendLoadRoom(tx: Tx, room: string, until: Date): Promise<void> {
  await tx.execute(sql`
    UPDATE waiting_rooms SET load_until = GREATEST(COALESCE(load_until, ${until.toISOString()}::timestamptz), ${until.toISOString()}::timestamptz)
    WHERE room = ${room}
  `);
}

/** Admits the first `count` places of the room's line; answers how many were admitted. */
export async function admitFirst(
  tx: Tx,
  room: string,
  count: number,
  now: Date,
  passExpiresAt: Date,
): Promise<number> {
  if (count <= 0) return 0;
  const result = await tx.execute(sql`
    UPDATE waiting_room_places SET admitted_at = ${now.toISOString()}::timestamptz,
      pass_expires_at = ${passExpiresAt.toISOString()}::timestamptz
    WHERE id IN (
      SELECT id FROM waiting_room_places
      WHERE room = ${room} AND admitted_at IS NULL AND shares_place_id IS NULL
      ORDER BY id LIMIT ${count}
    )
    RETURNING id
  `);
  return rowsOf<{ id: number }>(result).length;
}

/** Records how far the room's admissions are accounted. */
export async function setAccountedUntil(tx: Tx, room: string, until: Date): Promise<void> {
  await tx.update(waitingRooms).set({ accountedUntil: until }).where(eq(waitingRooms.room, room));
}

/** Whether the room's line has anybody waiting. */
export async function lineLength(db: Tx, room: string): Promise<number> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n FROM waiting_room_places
    WHERE room = ${room} AND admitted_at IS NULL AND shares_place_id IS NULL
  `);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

/** The admissions of a room since `since`: how many, and the span from the first to the last. */
export async function admissionsSince(
  db: Tx,
  room: string,
  since: Date,
): Promise<{ count: number; spanSeconds: number }> {
  const result = await db.execute(sql`
    SELECT count(*)::int AS n,
      COALESCE(EXTRACT(EPOCH FROM max(admitted_at) - min(admitted_at)), 0)::float8 AS span
    FROM waiting_room_places
    WHERE room = ${room} AND admitted_at >= ${since.toISOString()}::timestamptz
      AND shares_place_id IS NULL
  `);
  const [row] = rowsOf<{ n: number; span: number }>(result);
  return { count: Number(row?.n ?? 0), spanSeconds: Number(row?.span ?? 0) };
}

/** The events the tickets belong to. */
export async function eventsOfTickets(
  db: Tx,
  ticketIds: readonly number[],
): Promise<Map<number, number>> {
  if (ticketIds.length === 0) return new Map();
  const rows = await db
    .select({ id: tickets.id, eventId: tickets.eventId })
    .from(tickets)
    .where(inArray(tickets.id, [...new Set(ticketIds)]));
  return new Map(rows.map((row) => [row.id, row.eventId]));
}

/** The capacities of an event's time slots. */
export async function slotCapacitiesOfEvent(db: Tx, eventId: number): Promise<number[]> {
  const rows = await db
    .select({ capacityId: eventSlots.capacityId })
    .from(eventSlots)
    .where(eq(eventSlots.eventId, eventId));
  return rows.map((row) => row.capacityId);
}

/** Whether the event exists. */
export async function eventExists(db: Tx, eventId: number): Promise<boolean> {
  const rows = await db.select({ id: events.id }).from(events).where(eq(events.id, eventId));
  return rows.length > 0;
}
