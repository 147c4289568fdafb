/**
 * What real payment providers tell the shop by webhook: the events already processed (a
 * redelivered event is answered without acting twice) and the state of each refund as the provider
 * reports it (a refund can still fail days after the provider accepted it).
 */
import { integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    provider: text('provider').notNull(),
    /** The provider's id of the event (Stripe: `evt_…`). */
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);

export const paymentRefundStates = pgTable(
  'payment_refund_states',
  {
    provider: text('provider').notNull(),
    /** The provider's id of the refund (Stripe: `re_…`). */
    refundRef: text('refund_ref').notNull(),
    /** The provider's id of the payment it pays back (Stripe: the Checkout Session). */
    paymentRef: text('payment_ref'),
    amount: integer('amount').notNull(),
    /** The provider's word: pending, succeeded, failed, canceled, requires_action. */
    status: text('status').notNull(),
    /** Why a refund failed, as the provider says it (e.g. `expired_or_canceled_card`). */
    failureReason: text('failure_reason'),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.refundRef] })],
);
