/**
 * Gapless numbers of invoices, cancellation invoices and credit notes. A number is taken while the
 * series' counter row is locked (`SELECT … FOR UPDATE`), in the transaction that stores the
 * document: concurrent requests wait for each other, a rolled-back transaction gives its number
 * back, and a number once committed is never used again. An order has one current invoice: its
 * first, or the one that replaced the last cancelled one; a refund has at most one credit note.
 * Each document keeps the billing record it printed, so a later change of the address never
 * changes a document already issued (docs/decisions.md, "Correcting an invoice").
 */
import { and, asc, desc, eq, getTableColumns, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentCounters, invoiceDocuments, orderItems, orderLedger } from '../../db/schema';
import { readOrderItem, type OrderItem } from './order-lines';

/**
 * A numbered document as stored, with a credit note's cancellation fee: the fee the museum kept of
 * its refund, read from the refund's request in the ledger (`refundRequested`, `details.fee`), the
 * one record of it (0 on other documents and on refunds without a fee).
 */
export type InvoiceDocumentRow = typeof invoiceDocuments.$inferSelect & { fee: number };

const feeLedger = sql.identifier('fee_ledger');

/** The columns of a document and its fee (see `InvoiceDocumentRow`). */
export const documentColumns = {
  ...getTableColumns(invoiceDocuments),
  fee: sql<number>`COALESCE((SELECT (${feeLedger}.${sql.identifier('details')} ->> 'fee')::int FROM ${orderLedger} AS ${feeLedger} WHERE ${feeLedger}.${sql.identifier('id')} = ${sql.identifier('invoice_documents')}.${sql.identifier('refund_id')}), 0)`.mapWith(
    Number,
  ),
};
export type InvoiceSeries = InvoiceDocumentRow['kind'];

const PREFIX: Record<InvoiceSeries, string> = {
  invoice: 'INV',
  cancellation: 'CI',
  creditNote: 'CN',
};

/** `INV-000042`, `CI-000003`, `CN-000007`. */
export function documentNumber(kind: InvoiceSeries, number: number): string {
  return `${PREFIX[kind]}-${String(number).padStart(6, '0')}`;
}

/** Locks the series' counter and answers its last number (the row is created on first use). */
async function lockSeries(tx: Tx, series: InvoiceSeries): Promise<number> {
  await tx.insert(documentCounters).values({ series, last: 0 }).onConflictDoNothing();
  const [row] = await tx
    .select({ last: documentCounters.last })
    .from(documentCounters)
    .where(eq(documentCounters.series, series))
    .for('update');
  if (!row) throw new Error(`document series ${series} has no counter`);
  return row.last;
}

/**
 * The order's lines a document covers (`itemIds`, all when empty) as stored now: what the document
 * prints from then on.
 */
async function linesNow(
  tx: Tx,
  orderId: number,
  itemIds: readonly number[],
): Promise<Record<string, unknown>[]> {
  const rows = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows
    .filter((row) => itemIds.length === 0 || itemIds.includes(row.id))
    .map(({ cancelledAt: _cancelled, ...row }) => row);
}

/** The lines a document prints, as kept when it was issued; null for an older document. */
export function printedLines(document: InvoiceDocumentRow): OrderItem[] | null {
  if (!document.lines) return null;
  return document.lines.map((row) =>
    readOrderItem({ ...(row as typeof orderItems.$inferSelect), cancelledAt: null }),
  );
}

/**
 * Keeps the lines of the order's documents issued before lines were kept, before a change of
 * the order's lines (a move, a split) would change what they print.
 */
export async function keepPrintedLines(tx: Tx, orderId: number): Promise<void> {
  const documents = await tx
    .select(documentColumns)
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.orderId, orderId), isNull(invoiceDocuments.lines)));
  for (const document of documents) {
    await tx
      .update(invoiceDocuments)
      .set({ lines: await linesNow(tx, orderId, document.itemIds) })
      .where(eq(invoiceDocuments.id, document.id));
  }
}

async function take(
  tx: Tx,
  kind: InvoiceSeries,
  values: Omit<typeof invoiceDocuments.$inferInsert, 'kind' | 'number'>,
): Promise<InvoiceDocumentRow> {
  const lines = values.lines ?? (await linesNow(tx, values.orderId, values.itemIds ?? []));
  const last = await lockSeries(tx, kind);
  await tx
    .update(documentCounters)
    .set({ last: last + 1 })
    .where(eq(documentCounters.series, kind));
  const [row] = await tx
    .insert(invoiceDocuments)
    .values({ ...values, lines, kind, number: last + 1 })
    .returning({ id: invoiceDocuments.id });
  const [stored] = row
    ? await tx.select(documentColumns).from(invoiceDocuments).where(eq(invoiceDocuments.id, row.id))
    : [];
  if (!stored) throw new Error('the invoice document was not stored');
  return stored;
}

/**
 * The order's current invoice: the latest one (a replacing invoice is issued with the
 * cancellation of its predecessor, in one transaction).
 */
export async function invoiceOfOrder(tx: Tx, orderId: number): Promise<InvoiceDocumentRow | null> {
  const [row] = await tx
    .select(documentColumns)
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.orderId, orderId), eq(invoiceDocuments.kind, 'invoice')))
    .orderBy(desc(invoiceDocuments.number))
    .limit(1);
  return row ?? null;
}

/** What an invoice prints of the order: its id and billing record at the time of issue. */
export interface InvoicedOrder {
  id: number;
  billing: Record<string, unknown> | null;
}

/**
 * The order's current invoice, numbered now (with the order's billing record) if it has none. It
 * covers all the order's lines, or `covers` (an invoice issued after the booking).
 */
export async function ensureInvoice(
  tx: Tx,
  order: InvoicedOrder,
  issuedAt: Date,
  covers: InvoiceReplacement | null = null,
): Promise<InvoiceDocumentRow> {
  const existing = await invoiceOfOrder(tx, order.id);
  if (existing) return existing;
  await lockSeries(tx, 'invoice');
  // Read again under the lock: a concurrent first request may have numbered it meanwhile.
  return (
    (await invoiceOfOrder(tx, order.id)) ??
    take(tx, 'invoice', {
      orderId: order.id,
      refundId: null,
      billing: order.billing,
      ...(covers ?? {}),
      issuedAt,
    })
  );
}

/** What a replacing invoice covers: the lines still booked and their value. */
export interface InvoiceReplacement {
  /** The order's lines still booked (voucher-code lines included: they paid for them). */
  itemIds: number[];
  /** Cents the lines are worth, shipping included. */
  amount: number;
  /** Cents of it paid with voucher codes. */
  voucherAmount: number;
}

/**
 * Cancels the order's current invoice with a cancellation invoice covering
 * `replacement.itemIds` as they are now (the lines still booked: what the invoice and its credit
 * notes still say the order is worth); null when the order has no invoice. A new invoice must
 * follow in the same transaction (`issueReplacingInvoice`). The caller holds the order's lock.
 */
export async function cancelCurrentInvoice(
  tx: Tx,
  order: InvoicedOrder,
  replacement: InvoiceReplacement,
  issuedAt: Date,
): Promise<InvoiceDocumentRow | null> {
  const current = await invoiceOfOrder(tx, order.id);
  if (!current) return null;
  return take(tx, 'cancellation', {
    orderId: order.id,
    refundId: null,
    refersToId: current.id,
    ...replacement,
    billing: current.billing,
    issuedAt,
  });
}

/** The new invoice after `cancellation`, with the order's billing record and lines now. */
export function issueReplacingInvoice(
  tx: Tx,
  order: InvoicedOrder,
  cancellation: InvoiceDocumentRow,
  replacement: InvoiceReplacement,
  issuedAt: Date,
): Promise<InvoiceDocumentRow> {
  return take(tx, 'invoice', {
    orderId: order.id,
    refundId: null,
    refersToId: cancellation.refersToId,
    ...replacement,
    billing: order.billing,
    issuedAt,
  });
}

/**
 * Cancels the order's current invoice and issues a new one with the order's billing record now
 * (the caller has changed it); both cover `replacement.itemIds`. Null when the order has no
 * invoice. The caller holds the order's lock.
 */
export async function replaceInvoice(
  tx: Tx,
  order: InvoicedOrder,
  replacement: InvoiceReplacement,
  issuedAt: Date,
): Promise<{ cancellation: InvoiceDocumentRow; invoice: InvoiceDocumentRow } | null> {
  const cancellation = await cancelCurrentInvoice(tx, order, replacement, issuedAt);
  if (!cancellation) return null;
  const invoice = await issueReplacingInvoice(tx, order, cancellation, replacement, issuedAt);
  return { cancellation, invoice };
}

/** Every invoice, cancellation and credit note of the order, in the order they were issued. */
export function documentsOfOrder(tx: Tx, orderId: number): Promise<InvoiceDocumentRow[]> {
  return tx
    .select(documentColumns)
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.orderId, orderId))
    .orderBy(asc(invoiceDocuments.issuedAt), asc(invoiceDocuments.id));
}

/** The credit note of a refund, correcting `invoice`, numbered now if it has none yet. */
export async function ensureCreditNote(
  tx: Tx,
  refund: {
    orderId: number;
    refundId: number;
    itemIds: number[];
    amount: number;
    voucherAmount: number;
  },
  invoice: InvoiceDocumentRow,
  issuedAt: Date,
): Promise<InvoiceDocumentRow> {
  const existing = await creditNoteOfRefund(tx, refund.refundId);
  if (existing) return existing;
  await lockSeries(tx, 'creditNote');
  return (
    (await creditNoteOfRefund(tx, refund.refundId)) ??
    take(tx, 'creditNote', {
      ...refund,
      refersToId: invoice.id,
      billing: invoice.billing,
      issuedAt,
    })
  );
}

/** The invoice a credit note or cancellation refers to (a legacy credit note: the first one). */
export async function invoiceReferredTo(
  tx: Tx,
  document: InvoiceDocumentRow,
): Promise<InvoiceDocumentRow | null> {
  const [row] = await tx
    .select(documentColumns)
    .from(invoiceDocuments)
    .where(
      document.refersToId !== null
        ? eq(invoiceDocuments.id, document.refersToId)
        : and(eq(invoiceDocuments.orderId, document.orderId), eq(invoiceDocuments.kind, 'invoice')),
    )
    .orderBy(asc(invoiceDocuments.number))
    .limit(1);
  return row ?? null;
}

async function creditNoteOfRefund(tx: Tx, refundId: number): Promise<InvoiceDocumentRow | null> {
  const [row] = await tx
    .select(documentColumns)
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.refundId, refundId));
  return row ?? null;
}

/** The order's credit notes, oldest first. */
export function creditNotesOfOrder(tx: Tx, orderId: number): Promise<InvoiceDocumentRow[]> {
  return tx
    .select(documentColumns)
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.orderId, orderId), eq(invoiceDocuments.kind, 'creditNote')))
    .orderBy(asc(invoiceDocuments.number));
}
