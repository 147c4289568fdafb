/**
 * The orders' payment ledgers (docs/payments.md "The ledger"): every movement of an order's money is
 * an append-only row, keyed per order so that writing the same fact twice (a reload, a webhook
 * delivered again, a retried refund) adds nothing. `packages/domain` `summarizeLedger` reads the
 * rows of an order and says everything about its money; nothing here is ever updated or deleted.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders, payments, staffAccounts } from './schema';

export const LEDGER_KINDS = [
  'capture',
  'captureSettled',
  'captureFailed',
  'booked',
  'voucherUsed',
  'linesCancelled',
  'refundRequested',
  'refundDone',
  'refundRefused',
  'refundOutside',
  'disputeOpened',
  'disputeWon',
  'disputeLost',
] as const;

export const orderLedger = pgTable(
  'order_ledger',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The entry's key within its order: the same fact always has the same key. */
    key: text('key').notNull(),
    kind: text('kind', { enum: LEDGER_KINDS }).notNull(),
    /** Cents: captured, asked back, used from a voucher code, charged back. */
    amount: integer('amount').notNull().default(0),
    paymentId: integer('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    /** The refund request or dispute the entry belongs to. */
    request: text('request'),
    lineIds: jsonb('line_ids').$type<number[]>().notNull().default([]),
    vouchers: jsonb('vouchers').$type<{ codeId: number; amount: number }[]>().notNull().default([]),
    /** The rest of the entry (purpose, reasons, the provider's references, a dispute's deadline). */
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    staffId: integer('staff_id').references(() => staffAccounts.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('order_ledger_key_unique').on(t.orderId, t.key),
    // The back office's lists of open disputes and refused refunds.
    index('order_ledger_kind_idx').on(t.kind, t.createdAt),
    index('order_ledger_open_requests_idx')
      .on(t.createdAt)
      .where(sql`${t.kind} = 'refundRequested'`),
  ],
);
