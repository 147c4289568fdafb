/**
 * Invoices, cancellation invoices and credit notes: each has a number from a gapless series. A
 * series' counter row is locked while a number is taken, in the same transaction that stores the
 * document, so a number is used exactly once and a rolled-back transaction gives its number back.
 * An invoice is never edited: when the customer's address changes, a cancellation invoice cancels
 * it and a new invoice replaces it (docs/decisions.md, "Correcting an invoice").
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orders } from './schema';
import { orderLedger } from './schema-ledger';

/** The last number taken in each series (`invoice`, `cancellation`, `creditNote`). */
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
    kind: text('kind', { enum: ['invoice', 'cancellation', 'creditNote'] }).notNull(),
    /** The number in the kind's series (1, 2, 3 …). */
    number: integer('number').notNull(),
    /** The refund a credit note documents: its request in the order's ledger. */
    refundId: integer('refund_id').references(() => orderLedger.id, { onDelete: 'restrict' }),
    /**
     * The invoice this document refers to: a cancellation's cancelled invoice, a replacing
     * invoice's predecessor, a credit note's invoice (null: the order's first invoice).
     */
    refersToId: integer('refers_to_id').references((): AnyPgColumn => invoiceDocuments.id, {
      onDelete: 'restrict',
    }),
    /** The customer's billing record as the document prints it, kept when it was issued. */
    billing: jsonb('billing').$type<Record<string, unknown>>(),
    /**
     * The order lines as the document prints them, kept when it was issued (a later move or split
     * of a line never changes it); null on documents issued before lines were kept.
     */
    lines: jsonb('lines').$type<Record<string, unknown>[]>(),
    /**
     * A credit note's lines (the refunded order lines), a cancellation's lines (those it cancels), a
     * replacing invoice's lines (those still booked); empty on a first invoice (all the order's).
     */
    itemIds: jsonb('item_ids').$type<number[]>().notNull().default([]),
    /** A credit note's cents paid back through the payment provider. */
    amount: integer('amount').notNull().default(0),
    /** A credit note's cents given back onto voucher codes. */
    voucherAmount: integer('voucher_amount').notNull().default(0),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [
    uniqueIndex('invoice_documents_number_unique').on(t.kind, t.number),
    // An invoice is cancelled once and replaced once.
    uniqueIndex('invoice_documents_refers_once')
      .on(t.kind, t.refersToId)
      .where(sql`${t.kind} <> 'creditNote' AND ${t.refersToId} IS NOT NULL`),
    // One first invoice per order.
    uniqueIndex('invoice_documents_one_first_invoice')
      .on(t.orderId)
      .where(sql`${t.kind} = 'invoice' AND ${t.refersToId} IS NULL`),
    uniqueIndex('invoice_documents_refund_unique').on(t.refundId),
    index('invoice_documents_order').on(t.orderId),
  ],
);
