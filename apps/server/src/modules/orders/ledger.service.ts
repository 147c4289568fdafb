/**
 * The order's ledger as the server keeps it (docs/payments.md "The ledger"). `writeLedger` is the
 * only way money facts reach an order: in the caller's transaction, which holds the order's row
 * lock, it appends the entries, carries out what they mean for the order's lines (cancelled lines'
 * places go back to sale, their gift vouchers are voided, voucher amounts go back onto their codes,
 * a credit note is numbered, the visitor is written to), asks back every surplus the summary names,
 * and keeps `orders.status` and `order_items.cancelled_at` as projections of the summary. Provider
 * calls never happen inside it: refund requests are answered after the commit (`refunds.service.ts`).
 */
import {
  messageFor,
  planCancellation,
  summarizeLedger,
  type LocalizedText,
  type LedgerSummary,
  type Language,
  type VoucherAmount,
} from '@foyer/domain';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { defaultLanguage, offeredLanguage } from '../../i18n/languages';
import { documentUrl, issueCreditNote } from './credit-notes';
import { returnSoldBeyond, returnSoldItems } from '../inventory';
import { ATTACH_DOCUMENT_MAIL, enqueueMail } from '../mail';
import { audit, SYSTEM_ACTOR, type Actor } from '../staff';
import { cancelItems, customerOfOrder, linesInUse } from './admin-orders.repository';
import { cancellationMail, type CancellationCause } from './cancellation-mail';
import { lowerVoucherUse, voidGiftVouchers } from './cancellation-vouchers';
import { demandsOfLines, ensureCapacityUses } from './capacity-uses';
import {
  appendLedgerRows,
  entryOf,
  ledgerRows,
  type LedgerRow,
  type NewLedgerEntry,
} from './ledger.repository';
import { documentNumber, type InvoiceDocumentRow } from './invoice-numbers';
import { itemIndexOf, type OrderItem } from './order-lines';
import type { OrderStatus } from './order-state';
import { itemsOfOrder, updateOrder, type OrderRow } from './orders.repository';

export interface OrderLedger {
  rows: LedgerRow[];
  items: OrderItem[];
  summary: LedgerSummary;
}

function summarize(order: OrderRow, rows: readonly LedgerRow[], items: readonly OrderItem[]) {
  return summarizeLedger({
    entries: rows.map(entryOf),
    lines: items
      .filter((item) => item.type !== 'voucherCode')
      .map((item) => ({ id: item.id, value: item.totalPrice })),
    shipping: order.shippingCost,
  });
}

/** The order's ledger rows, lines and summary. */
export async function readLedger(tx: Tx, order: OrderRow): Promise<OrderLedger> {
  const rows = await ledgerRows(tx, order.id);
  const items = await itemsOfOrder(tx, order.id);
  return { rows, items, summary: summarize(order, rows, items) };
}

/**
 * The order's status: a booked order's is its ledger's state; before booking the checkout's own
 * (pending, expired, cancelled by the visitor, failed).
 */
export function projectedStatus(
  order: Pick<OrderRow, 'status'>,
  summary: LedgerSummary,
): OrderStatus {
  if (!summary.booked) return order.status;
  return summary.state === 'open' ? 'booked' : summary.state;
}

/** The key of the `n`-th surplus request of a payment. */
function surplusKey(paymentId: number, n: number): string {
  return `surplus:${paymentId}:${n}`;
}

export interface WriteOptions {
  /** Who causes the change (the audit log's actor); the system when absent. */
  actor?: Actor;
  /** Why a surplus would arise from this change, kept with its refund request. */
  surplusReason?: string;
}

/** What the caller wrote, and the order's ledger afterwards. */
export type LedgerWrite = OrderLedger & { written: LedgerRow[]; order: OrderRow };

/**
 * Appends `entries` to the order's ledger (see the file comment). The caller's transaction holds the
 * order's row lock; `order` is the row read under it.
 */
export async function writeLedger(
  tx: Tx,
  deps: AppDeps,
  order: OrderRow,
  entries: readonly NewLedgerEntry[],
  now: Date,
  options: WriteOptions = {},
): Promise<LedgerWrite> {
  const written = await appendLedgerRows(tx, order.id, entries, now);
  let ledger = await readLedger(tx, order);
  const actor = options.actor ?? SYSTEM_ACTOR;
  for (const row of written) {
    const cancellation = lineCancellationOf(ledger, row);
    if (cancellation) await cancelLines(tx, deps, order, ledger, cancellation, now, actor);
    if (row.kind === 'refundRefused') await auditRefusal(tx, order, ledger, row, now, actor);
  }
  if (written.length > 0) ledger = await readLedger(tx, order);
  if (ledger.summary.surplus.length > 0) {
    const asked = (paymentId: number) =>
      ledger.summary.refunds.filter(
        (refund) => refund.purpose === 'surplus' && refund.paymentId === paymentId,
      ).length;
    const more = await appendLedgerRows(
      tx,
      order.id,
      ledger.summary.surplus.map((part) => ({
        key: surplusKey(part.paymentId, asked(part.paymentId)),
        entry: {
          kind: 'refundRequested',
          request: surplusKey(part.paymentId, asked(part.paymentId)),
          paymentId: part.paymentId,
          amount: part.amount,
          purpose: 'surplus',
          lineIds: [],
          vouchers: [],
          whole: false,
          retryOf: null,
        },
        details: {
          reason: options.surplusReason ?? surplusReasonOf(ledger.summary, part.paymentId),
        },
      })),
      now,
    );
    written.push(...more);
    ledger = await readLedger(tx, order);
  }
  const status = projectedStatus(order, ledger.summary);
  let current = order;
  if (status !== order.status) {
    await updateOrder(tx, order.id, { status });
    current = { ...order, status };
  }
  return { ...ledger, written, order: current };
}

/**
 * Cancels the order's valid lines that were not used, because the money for them is gone: the
 * direct debit failed (`key` names the payment) or a dispute was lost (`key` names it). Voucher
 * amounts of the cancelled lines go back onto their codes.
 */
export async function cancelUnusedLines(
  tx: Tx,
  deps: AppDeps,
  order: OrderRow,
  cause: 'debitFailed' | 'chargeback',
  key: string,
  now: Date,
): Promise<LedgerWrite> {
  const ledger = await readLedger(tx, order);
  const used = await linesInUse(tx, order.id);
  const lines = ledger.items.filter(
    (item) => ledger.summary.validLineIds.includes(item.id) && !used.has(item.id),
  );
  if (lines.length === 0) return { ...ledger, written: [], order };
  const plan = planCancellation(ledger.summary, {
    value: lines.reduce((sum, item) => sum + item.totalPrice, 0),
    whole: lines.length === ledger.summary.validLineIds.length,
  });
  return writeLedger(
    tx,
    deps,
    order,
    [
      {
        key: `cancelled:${cause}:${key}`,
        entry: {
          kind: 'linesCancelled',
          lineIds: lines.map((item) => item.id),
          cause,
          vouchers: plan.vouchers,
        },
      },
    ],
    now,
  );
}

/** Why a payment's money is not needed (kept with the automatic refund, shown to staff). */
function surplusReasonOf(summary: LedgerSummary, paymentId: number): string {
  if (!summary.booked) return 'notBooked';
  const topUp = summary.payments.some((row) => row.paymentId === paymentId && row.topUp);
  if (paymentId !== summary.primaryPaymentId && !topUp) return 'secondPayment';
  return summary.validLineIds.length === 0 ? 'nothingLeft' : 'overpaid';
}

interface LineCancellation {
  /** The row the credit note documents: the refund request, or the lines' own entry. */
  documentRow: LedgerRow;
  lineIds: number[];
  vouchers: VoucherAmount[];
  amount: number;
  /** The cancellation fee the museum kept (the request's `details.fee`), else 0. */
  fee: number;
  whole: boolean;
  cause: CancellationCause;
  /** The museum's message for the visitor (a cancelled date), per language. */
  notice: LocalizedText | null;
  /** Why, in the staff member's words. */
  reason: string | null;
}

/** A notice kept on a refund request's details: a text per language. */
function noticeOf(value: unknown): LocalizedText | null {
  if (typeof value !== 'object' || value === null) return null;
  const texts = Object.entries(value).filter(
    (pair): pair is [string, string] => typeof pair[1] === 'string',
  );
  return texts.length > 0 ? Object.fromEntries(texts) : null;
}

/** The lines a new row cancels: a cancellation's refund answered done, or lines cancelled outright. */
function lineCancellationOf(ledger: OrderLedger, row: LedgerRow): LineCancellation | null {
  const entry = entryOf(row);
  if (entry.kind === 'linesCancelled') {
    return {
      documentRow: row,
      lineIds: entry.lineIds,
      vouchers: entry.vouchers,
      amount: 0,
      fee: 0,
      whole: ledger.summary.validLineIds.length === 0,
      cause: entry.cause,
      notice: null,
      reason: null,
    };
  }
  if (entry.kind !== 'refundDone' && entry.kind !== 'refundOutside') return null;
  const request = ledger.rows.find(
    (other) => other.kind === 'refundRequested' && other.request === entry.request,
  );
  if (!request || request.lineIds.length === 0) return null;
  return {
    documentRow: request,
    lineIds: request.lineIds,
    vouchers: request.vouchers,
    amount: request.amount,
    fee: typeof request.details.fee === 'number' ? Math.max(0, request.details.fee) : 0,
    whole: request.details.whole === true,
    cause: 'refund',
    notice: noticeOf(request.details.notice),
    reason: typeof request.details.staffReason === 'string' ? request.details.staffReason : null,
  };
}

/** A refused refund is written into the audit log: the staff member sees why in the order. */
async function auditRefusal(
  tx: Tx,
  order: OrderRow,
  ledger: OrderLedger,
  row: LedgerRow,
  now: Date,
  actor: Actor,
): Promise<void> {
  const request = ledger.summary.refunds.find((refund) => refund.request === row.request);
  if (!request) return;
  await audit(tx, actor, now, 'order.refundRefused', { type: 'order', id: order.number }, null, {
    purpose: request.purpose,
    lines: request.lineIds,
    amount: request.amount,
    reason: request.reason,
  });
}

/** What cancelled lines mean for the order (see the file comment). */
async function cancelLines(
  tx: Tx,
  deps: AppDeps,
  order: OrderRow,
  ledger: OrderLedger,
  change: LineCancellation,
  now: Date,
  actor: Actor,
): Promise<void> {
  const before = ledger.items;
  const itemIndexes = [
    ...new Set(
      before
        .filter((item) => change.lineIds.includes(item.id))
        .map((item) => itemIndexOf(item) ?? -1),
    ),
  ];
  await ensureCapacityUses(tx, order.id, before);
  const cancelled = await cancelItems(tx, order.id, change.lineIds, now);
  await givePlacesBack(tx, order.id, ledger, change.whole ? null : itemIndexes, now);
  const lines = before.filter((item) => cancelled.includes(item.id));
  await voidGiftVouchers(
    tx,
    lines.filter((item) => item.type === 'voucher').map((item) => item.id),
  );
  for (const part of change.vouchers) await lowerVoucherUse(tx, part.codeId, part.amount);
  const voucherAmount = change.vouchers.reduce((sum, part) => sum + part.amount, 0);
  const creditNote = await issueCreditNote(
    tx,
    order,
    {
      id: change.documentRow.id,
      itemIds: cancelled,
      amount: change.amount,
      voucherAmount,
    },
    now,
  );
  const staffActor =
    change.documentRow.staffId !== null
      ? { id: change.documentRow.staffId, email: actor.email }
      : actor;
  await audit(
    tx,
    staffActor,
    now,
    change.cause !== 'refund'
      ? `order.${change.cause}`
      : change.whole
        ? 'order.cancel'
        : 'order.cancelLines',
    { type: 'order', id: order.number },
    { status: order.status, lines: change.lineIds.map((id) => ({ id, cancelled: false })) },
    {
      status: projectedStatus(order, ledger.summary),
      lines: change.lineIds.map((id) => ({ id, cancelled: true })),
      refunded: change.amount,
      voucherGivenBack: voucherAmount,
      ...(change.reason ? { reason: change.reason } : {}),
    },
  );
  // The bank told the visitor about their chargeback; everything else the shop says itself.
  if (change.cause !== 'chargeback') {
    await queueCancellationMail(tx, deps, order, lines, {
      whole: change.whole,
      amount: change.amount,
      fee: change.fee,
      vouchers: change.vouchers.map((part) => ({
        code: voucherBarcodeOf(before, part.codeId),
        amount: part.amount,
      })),
      cause: change.cause,
      notice: change.notice,
      creditNote,
    });
  }
}

/**
 * Gives back the places of cancelled lines' basket items (all items when `itemIndexes` is null): an
 * item with no valid line left gives back everything it took; an item that keeps valid lines (part
 * of a line was cancelled, or a used line stays) gives back only what its remaining lines no longer
 * take (`demandsOfLines`). An item whose remaining lines name no capacity any more (the catalog
 * entry is gone) gives back nothing rather than places it may still hold.
 */
async function givePlacesBack(
  tx: Tx,
  orderId: number,
  ledger: OrderLedger,
  itemIndexes: readonly number[] | null,
  now: Date,
): Promise<void> {
  if (itemIndexes === null) {
    await returnSoldItems(tx, orderId, null, now);
    return;
  }
  const remaining = ledger.items.filter(
    (item) =>
      ledger.summary.validLineIds.includes(item.id) &&
      itemIndexes.includes(itemIndexOf(item) ?? -1),
  );
  const kept = new Set(remaining.map((item) => itemIndexOf(item) ?? -1));
  await returnSoldItems(
    tx,
    orderId,
    itemIndexes.filter((index) => !kept.has(index)),
    now,
  );
  if (kept.size === 0) return;
  const demands = await demandsOfLines(
    tx,
    remaining.map((item) => ({ ...item, cancelledAt: null })),
  );
  await returnSoldBeyond(
    tx,
    orderId,
    [...kept].flatMap((itemIndex) => {
      const mine = demands.filter((demand) => demand.itemIndex === itemIndex);
      return mine.length > 0 ? [{ itemIndex, demands: mine }] : [];
    }),
    now,
  );
}

/** Where and how the shop writes to an order's visitor: address, language, name and review page. */
export interface OrderRecipient {
  to: string;
  lang: Language;
  name: string;
  reviewUrl: string;
}

/** The order's visitor as an e-mail reaches them; null when the order has no e-mail address. */
export async function orderRecipient(
  tx: Tx,
  deps: Pick<AppDeps, 'config'>,
  order: OrderRow,
): Promise<OrderRecipient | null> {
  const customer = await customerOfOrder(tx, order.customerId);
  const billing = (key: string) => {
    const value = order.billing?.[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const to = billing('email') || customer?.email || '';
  if (to === '') return null;
  const lang = offeredLanguage(order.language, deps.config) as Language;
  const name =
    [billing('fname'), billing('lname')].filter(Boolean).join(' ') ||
    [customer?.fname ?? '', customer?.lname ?? ''].filter(Boolean).join(' ');
  const base = deps.config.server.publicBaseUrl.replace(/\/+$/, '');
  return {
    to,
    lang,
    name,
    reviewUrl: `${base}/${lang}/order-review/${encodeURIComponent(order.token)}`,
  };
}

/** The code of the voucher that paid part of the order as its line `items` record it, or null. */
function voucherBarcodeOf(items: readonly OrderItem[], codeId: number): string | null {
  for (const item of items) {
    if (item.type === 'voucherCode' && item.refId === codeId) return item.details.barcode;
  }
  return null;
}

async function queueCancellationMail(
  tx: Tx,
  deps: AppDeps,
  order: OrderRow,
  lines: readonly OrderItem[],
  refund: {
    whole: boolean;
    amount: number;
    fee: number;
    vouchers: { code: string | null; amount: number }[];
    cause: CancellationCause;
    notice: LocalizedText | null;
    /** The credit note of the cancellation (an order with an invoice), attached and linked. */
    creditNote: InvoiceDocumentRow | null;
  },
): Promise<void> {
  const recipient = await orderRecipient(tx, deps, order);
  if (!recipient) return;
  const { creditNote } = refund;
  const mail = await cancellationMail(deps.config, {
    lang: recipient.lang,
    reviewUrl: recipient.reviewUrl,
    orderNumber: order.number,
    customerName: recipient.name,
    whole: refund.whole,
    lines: lines.map((line) => `${line.count} × ${line.name}`),
    amount: refund.amount,
    fee: refund.fee,
    vouchers: refund.vouchers,
    cause: refund.cause,
    ...(refund.notice
      ? {
          notice: messageFor(refund.notice, recipient.lang, defaultLanguage(deps.config)),
        }
      : {}),
    ...(creditNote
      ? {
          creditNote: {
            number: documentNumber(creditNote.kind, creditNote.number),
            url: documentUrl(deps.config, order, creditNote),
          },
        }
      : {}),
  });
  // The credit note's PDF is attached by the outbox after this transaction (it is not rendered
  // under the order's lock).
  await enqueueMail(
    tx,
    {
      to: recipient.to,
      ...mail,
      orderId: order.id,
      ...(creditNote
        ? {
            compose: {
              kind: ATTACH_DOCUMENT_MAIL,
              orderId: order.id,
              documentId: creditNote.id,
            },
          }
        : {}),
    },
    deps.clock.now(),
  );
}
