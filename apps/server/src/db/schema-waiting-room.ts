/**
 * The waiting room for on-sale moments (docs/decisions.md "A waiting room for on-sale moments").
 * `waiting_rooms`: one row per room, `event:<id>` switched on by staff for an event, `load` opened by
 * the checkout itself when admission control is saturated; `accounted_until` is how far the admission
 * worker has admitted at the room's rate (locked with FOR UPDATE, so processes never admit twice).
 * `waiting_room_places`: the line; `id` (a sequence) is the order of arrival. A browser holds the
 * secret queue token in a cookie; only its SHA-256 is stored. A place that `shares_place_id` was taken
 * by a further browser of an address at its limit: it stands and is admitted with the shared place.
 */
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const waitingRooms = pgTable('waiting_rooms', {
  room: text('room').primaryKey(),
  /** Staff's switch for an event's room; the load room is open while `load_until` is ahead. */
  enabled: boolean('enabled').notNull().default(false),
  loadUntil: instant('load_until'),
  openedAt: instant('opened_at').notNull(),
  accountedUntil: instant('accounted_until').notNull(),
});

export const waitingRoomPlaces = pgTable(
  'waiting_room_places',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    room: text('room').notNull(),
    /** SHA-256 (hex) of the browser's queue token. */
    tokenHash: text('token_hash').notNull(),
    /** SHA-256 (hex) of the visitor's address, for the per-address limit. */
    addressHash: text('address_hash').notNull(),
    sharesPlaceId: bigint('shares_place_id', { mode: 'number' }),
    /** The position when the place was taken, for the page's progress bar. */
    firstPosition: integer('first_position').notNull(),
    joinedAt: instant('joined_at').notNull(),
    admittedAt: instant('admitted_at'),
    passExpiresAt: instant('pass_expires_at'),
  },
  (t) => [
    // One place per browser (its token) and room.
    uniqueIndex('waiting_room_token_unique').on(t.room, t.tokenHash),
    index('waiting_room_line_idx')
      .on(t.room, t.id)
      .where(sql`${t.admittedAt} IS NULL AND ${t.sharesPlaceId} IS NULL`),
    index('waiting_room_address_idx').on(t.room, t.addressHash),
    index('waiting_room_admitted_idx').on(t.room, t.admittedAt),
  ],
);
