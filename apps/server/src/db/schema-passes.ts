/**
 * Annual-pass holders' free timed entries (docs/decisions.md "Annual-pass holders' free entries"):
 * one row per entry a pass booked, naming the pass (its issued ticket), the entry's order of 0 €
 * and the slot's capacity and start. An entry counts while its order is booked and its line is not
 * cancelled; bookings of one pass are serialised by the pass's row lock, so "one entry per slot" and
 * the day and week limits hold under concurrency without a unique index (a cancelled entry may be
 * booked again).
 */
import { index, integer, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { capacities, issuedTickets, orders } from './schema';

export const passEntries = pgTable(
  'pass_entries',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    passTicketId: integer('pass_ticket_id')
      .notNull()
      .references(() => issuedTickets.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The slot's capacity: what names the slot. */
    capacityId: integer('capacity_id')
      .notNull()
      .references(() => capacities.id),
    /** The slot's venue-local start. */
    startsAt: timestamp('starts_at', { mode: 'string' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    index('pass_entries_pass_idx').on(t.passTicketId, t.startsAt),
    index('pass_entries_order_idx').on(t.orderId),
  ],
);
