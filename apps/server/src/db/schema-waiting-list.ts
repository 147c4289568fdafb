/**
 * The waiting list of sold-out slots (docs/decisions.md "Waiting list"): one row per person waiting
 * for places of one capacity (an event slot's or a tour start's participants). The line is the
 * rows `waiting` in id order (the order of joining). An offer holds its places with a pending order
 * of its own (`offer_order_id`), through the inventory's holds, until `offer_expires_at`.
 */
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { capacities, orders } from './schema';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const waitingListEntries = pgTable(
  'waiting_list_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => capacities.id),
    /** What the visitor waits for: an event's time slot or a guided tour's start (its id). */
    kind: text('kind', { enum: ['eventSlot', 'tourSlot'] }).notNull(),
    slotId: integer('slot_id').notNull(),
    email: text('email').notNull(),
    language: text('language').notNull(),
    wanted: integer('wanted').notNull(),
    /** SHA-256 of the secret of the leave link (the secret itself is only in the visitor's e-mail). */
    leaveHash: text('leave_hash').notNull(),
    /**
     * `waiting` in line, `offered` while an offer holds places, `lapsed` when the offer ran out
     * unused, `left` when the visitor left the line, `booked` when a checkout took the offer's
     * places over (docs/decisions.md "Waiting list: booking an offer and joining in the shop").
     */
    status: text('status', { enum: ['waiting', 'offered', 'lapsed', 'left', 'booked'] })
      .notNull()
      .default('waiting'),
    joinedAt: instant('joined_at').notNull(),
    offeredAt: instant('offered_at'),
    offerExpiresAt: instant('offer_expires_at'),
    offerOrderId: integer('offer_order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('waiting_list_leave_hash_unique').on(t.leaveHash),
    // One place in a line per e-mail and capacity while waiting or offered.
    uniqueIndex('waiting_list_one_per_email')
      .on(t.capacityId, t.email)
      .where(sql`${t.status} IN ('waiting', 'offered')`),
    index('waiting_list_line_idx').on(t.capacityId, t.status, t.id),
    check('waiting_list_wanted_positive', sql`${t.wanted} > 0`),
  ],
);
