/**
 * Gapless numbers of invoices and credit notes. A number is taken while the
 * series' counter row is locked (`SELECT … FOR UPDATE`), in the transaction that stores the
 * document: concurrent requests wait for each other, a rolled-back transaction gives its number
 * back, and a number once committed is never used again. An order has at most one invoice; a
 * refund at most one credit note.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { documentCounters, invoiceDocuments } from '../../db/schema';

export type InvoiceDocumentRow = typeof invoiceDocuments.$inferSelect;
export type InvoiceSeries = InvoiceDocumentRow['kind'];

const PREFIX: Record<InvoiceSeries, string> = { invoice: 'INV', creditNote: 'CN' };

/** `INV-000042`, `CN-000007`. */
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

async function take(
  tx: Tx,
  kind: InvoiceSeries,
  values: Omit<typeof invoiceDocuments.$inferInsert, 'kind' | 'number'>,
): Promise<InvoiceDocumentRow> {
  const last = await lockSeries(tx, kind);
  await tx
    .update(documentCounters)
    .set({ last: last + 1 })
    .where(eq(documentCounters.series, kind));
  const [row] = await tx
    .insert(invoiceDocuments)
    .values({ ...values, kind, number: last + 1 })
    .returning();
  if (!row) throw new Error('the invoice document was not stored');
  return row;
}

export async function invoiceOfOrder(tx: Tx, orderId: number): Promise<InvoiceDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.orderId, orderId), eq(invoiceDocuments.kind, 'invoice')));
  return row ?? null;
}

/** The order's invoice, numbered now if it has none yet. */
export async function ensureInvoice(
  tx: Tx,
  orderId: number,
  issuedAt: Date,
): Promise<InvoiceDocumentRow> {
  const existing = await invoiceOfOrder(tx, orderId);
  if (existing) return existing;
  await lockSeries(tx, 'invoice');
  // Read again under the lock: a concurrent first request may have numbered it meanwhile.
  return (
    (await invoiceOfOrder(tx, orderId)) ??
    take(tx, 'invoice', { orderId, refundId: null, issuedAt })
  );
}

/** The credit note of a refund, numbered now if it has none yet. */
export async function ensureCreditNote(
  tx: Tx,
  refund: {
    orderId: number;
    refundId: number;
    itemIds: number[];
    amount: number;
    voucherAmount: number;
  },
  issuedAt: Date,
): Promise<InvoiceDocumentRow> {
  const existing = await creditNoteOfRefund(tx, refund.refundId);
  if (existing) return existing;
  await lockSeries(tx, 'creditNote');
  return (
    (await creditNoteOfRefund(tx, refund.refundId)) ??
    take(tx, 'creditNote', { ...refund, issuedAt })
  );
}

async function creditNoteOfRefund(tx: Tx, refundId: number): Promise<InvoiceDocumentRow | null> {
  const [row] = await tx
    .select()
    .from(invoiceDocuments)
    .where(eq(invoiceDocuments.refundId, refundId));
  return row ?? null;
}

/** The order's credit notes, oldest first. */
export function creditNotesOfOrder(tx: Tx, orderId: number): Promise<InvoiceDocumentRow[]> {
  return tx
    .select()
    .from(invoiceDocuments)
    .where(and(eq(invoiceDocuments.orderId, orderId), eq(invoiceDocuments.kind, 'creditNote')))
    .orderBy(asc(invoiceDocuments.number));
}
