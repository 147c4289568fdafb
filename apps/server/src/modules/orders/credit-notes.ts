/**
 * Credit notes: when the back office refunds lines of an order that has an
 * invoice (one was requested), the refund gets a credit note with its own number from the gapless
 * credit-note series, referring to the order's current invoice. Called by the ledger
 * (ledger.service.ts) in the transaction that settles the refund; calling it again for the same
 * refund changes nothing. Also the links to all of an order's invoice documents.
 */
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { offeredLanguage } from '../../i18n/languages';
import {
  documentNumber,
  documentsOfOrder,
  ensureCreditNote,
  ensureInvoice,
  type InvoiceDocumentRow,
  type InvoicedOrder,
} from './invoice-numbers';

export interface SettledRefund {
  id: number;
  itemIds: number[];
  amount: number;
  voucherAmount: number;
}

/** Numbers the refund's credit note (and the invoice, if it was not numbered yet). */
export async function issueCreditNote(
  tx: Tx,
  order: InvoicedOrder & { requestInvoice: boolean },
  refund: SettledRefund,
  now: Date,
): Promise<InvoiceDocumentRow | null> {
  if (!order.requestInvoice) return null;
  const invoice = await ensureInvoice(tx, order, now);
  return ensureCreditNote(
    tx,
    {
      orderId: order.id,
      refundId: refund.id,
      itemIds: refund.itemIds,
      amount: refund.amount,
      voucherAmount: refund.voucherAmount,
    },
    invoice,
    now,
  );
}

/** The PDF file of a document under the order's documents address. */
export function documentFile(document: Pick<InvoiceDocumentRow, 'kind' | 'number'>): string {
  const stem = document.kind === 'creditNote' ? 'credit-note' : document.kind;
  return `${stem}-${document.number}.pdf`;
}

export interface InvoiceDocumentLink {
  kind: InvoiceDocumentRow['kind'];
  number: string;
  issuedAt: Date;
  url: string;
  /** An invoice that a cancellation invoice cancelled. */
  cancelled: boolean;
}

/** The download address of one of the order's numbered documents, in the order's language. */
export function documentUrl(
  config: AppDeps['config'],
  order: { token: string; language: string },
  document: Pick<InvoiceDocumentRow, 'kind' | 'number'>,
): string {
  const lang = offeredLanguage(order.language, config);
  const base = `${config.server.publicBaseUrl.replace(/\/+$/, '')}/api/${lang}/order/documents/${encodeURIComponent(order.token)}`;
  return `${base}/${documentFile(document)}`;
}

/** The order's invoices, cancellation invoices and credit notes with their download links. */
export async function invoiceDocumentLinks(
  tx: Tx,
  config: AppDeps['config'],
  order: { id: number; token: string; language: string },
): Promise<InvoiceDocumentLink[]> {
  const documents = await documentsOfOrder(tx, order.id);
  const cancelled = new Set(
    documents.flatMap((row) =>
      row.kind === 'cancellation' && row.refersToId !== null ? [row.refersToId] : [],
    ),
  );
  return documents.map((row) => ({
    kind: row.kind,
    number: documentNumber(row.kind, row.number),
    issuedAt: row.issuedAt,
    url: documentUrl(config, order, row),
    cancelled: cancelled.has(row.id),
  }));
}
