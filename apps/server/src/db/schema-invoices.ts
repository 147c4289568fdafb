/**
 * Invoices and credit notes: each has a number from a gapless series. A series' counter
 * row is locked while a number is taken, in the same transaction that stores the document, so a
 * number is used exactly once and a rolled-back transaction gives its number back.
 */
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { orders } from './schema';
import { orderLedger } from './schema-ledger';

/** The last number taken in each series (`invoice`, `creditNote`). */
export const documentCounters = pgTable('document_counters', {
  series: text('series').primaryKey(),
  last: integer('last').notNull().default(0),
});

export const invoiceDocuments = pgTable(
  'invoice_documents',
  {
    id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: ['invoice', 'creditNote'] }).notNull(),
    /** The number in the kind's series (1, 2, 3 …). */
    number: integer('number').notNull(),
    /** The refund a credit note documents: its request in the order's ledger. */
    refundId: integer('refund_id').references(() => orderLedger.id, { onDelete: 'restrict' }),
    /** A credit note's lines (the refunded order lines). */
    itemIds: jsonb('item_ids').$type<number[]>().notNull().default([]),
    /** A credit note's cents paid back through the payment provider. */
    amount: integer('amount').notNull().default(0),
    /** A credit note's cents given back onto voucher codes. */
    voucherAmount: integer('voucher_amount').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('invoice_documents_number_unique').on(t.kind, t.number),
    uniqueIndex('invoice_documents_one_invoice')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice'`),
    uniqueIndex('invoice_documents_refund_unique').on(t.refundId),
    index('invoice_documents_order').on(t.orderId),
  ],
);
