/**
 * Credit notes: when the back office refunds lines of an order that has an
 * invoice (one was requested), the refund gets a credit note with its own number from the gapless
 * credit-note series, referring to the invoice. Called by the ledger (ledger.service.ts) in the
 * transaction that settles the refund; calling it again for the same refund changes nothing.
 */
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { offeredLanguage } from '../../i18n/languages';
import {
  creditNotesOfOrder,
  documentNumber,
  ensureCreditNote,
  ensureInvoice,
  type InvoiceDocumentRow,
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
  order: { id: number; requestInvoice: boolean },
  refund: SettledRefund,
  now: Date,
): Promise<InvoiceDocumentRow | null> {
  if (!order.requestInvoice) return null;
  await ensureInvoice(tx, order.id, now);
  return ensureCreditNote(
    tx,
    {
      orderId: order.id,
      refundId: refund.id,
      itemIds: refund.itemIds,
      amount: refund.amount,
      voucherAmount: refund.voucherAmount,
    },
    now,
  );
}

export interface CreditNoteLink {
  number: string;
  url: string;
}

/** The order's credit notes with their download links (back office). */
export async function creditNoteLinks(
  tx: Tx,
  config: AppDeps['config'],
  order: { id: number; token: string; language: string },
): Promise<CreditNoteLink[]> {
  const lang = offeredLanguage(order.language, config);
  const base = `${config.server.publicBaseUrl.replace(/\/+$/, '')}/api/${lang}/order/documents/${encodeURIComponent(order.token)}`;
  return (await creditNotesOfOrder(tx, order.id)).map((note) => ({
    number: documentNumber('creditNote', note.number),
    url: `${base}/credit-note-${note.number}.pdf`,
  }));
}
