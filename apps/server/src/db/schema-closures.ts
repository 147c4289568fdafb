/**
 * Closures: cancelling or messaging the visitors of a slot, a date or an event, or of a guided
 * tour's starts, a date or the whole tour (exactly one of `event_id` and `tour_id` is set), worked
 * through one order at a time in the background (modules/closures; docs/decisions.md "Stopping,
 * cancelling and messaging dates"). A closure's orders are listed when it starts; each row records
 * what happened to its order, so a restart goes on with the rows still `pending` and nobody is
 * refunded twice (the refund itself is also keyed by the closure in the order's ledger).
 */
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ClosureScope } from '@foyer/domain/admin-contract/closures';
import type { LocalizedText } from '@foyer/domain';
import { events, orders, staffAccounts, tours } from './schema';

const at = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const closures = pgTable(
  'closures',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    /** The client's idempotency key: a repeated start finds the closure it started. */
    key: text('key').notNull(),
    kind: text('kind', { enum: ['cancel', 'message'] }).notNull(),
    /** The event the closure belongs to, or null for a guided tour's (exactly one is set). */
    eventId: integer('event_id').references(() => events.id, { onDelete: 'cascade' }),
    /** The guided tour the closure belongs to, or null for an event's. */
    tourId: integer('tour_id').references(() => tours.id, { onDelete: 'cascade' }),
    scope: jsonb('scope').$type<ClosureScope>().notNull(),
    /** The museum's message per language. */
    message: jsonb('message').$type<LocalizedText>().notNull(),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    staff: text('staff').notNull(),
    status: text('status', { enum: ['running', 'done'] })
      .notNull()
      .default('running'),
    /** A process works on a running closure until then; another takes it over afterwards. */
    leaseUntil: at('lease_until'),
    createdAt: at('created_at').notNull().defaultNow(),
    finishedAt: at('finished_at'),
  },
  (t) => [
    uniqueIndex('closures_key_unique').on(t.key),
    index('closures_event_idx').on(t.eventId, t.createdAt),
    index('closures_tour_idx').on(t.tourId, t.createdAt),
    check('closures_one_target', sql`num_nonnulls(${t.eventId}, ${t.tourId}) = 1`),
  ],
);

export const closureOrders = pgTable(
  'closure_orders',
  {
    closureId: integer('closure_id')
      .notNull()
      .references(() => closures.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The order's number, as the result lists it. */
    orderNumber: text('order_number').notNull(),
    /** The order's lines the closure is about (a cancellation takes their basket items with them). */
    lineIds: integer('line_ids').array().notNull(),
    /**
     * `pending` until worked on; then `cancelled` (paid back), `refused` (the provider refused the
     * refund: the lines stay booked), `released` (an unpaid order given up), `messaged`, or
     * `skipped` (nothing of it was booked any more).
     */
    state: text('state', {
      enum: ['pending', 'cancelled', 'refused', 'released', 'messaged', 'skipped'],
    })
      .notNull()
      .default('pending'),
    /** Cents paid back through the provider. */
    amount: integer('amount').notNull().default(0),
    /** `queued`: an e-mail went to the outbox; `unreachable`: the order has no e-mail address. */
    mail: text('mail', { enum: ['none', 'queued', 'unreachable'] })
      .notNull()
      .default('none'),
    reason: text('reason'),
  },
  (t) => [
    primaryKey({ columns: [t.closureId, t.orderId] }),
    index('closure_orders_state_idx').on(t.closureId, t.state),
  ],
);
