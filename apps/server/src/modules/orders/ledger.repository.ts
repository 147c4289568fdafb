/**
 * The only code that reads and writes `order_ledger` (docs/payments.md "The ledger"). Rows are
 * appended, never changed; a row whose key its order has already is not written again, so writing
 * the same fact twice adds nothing.
 */
import type { LedgerEntry, RefundPurpose } from '@foyer/domain';
import { and, asc, eq, inArray, lte, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import { orderLedger, orders, staffAccounts } from '../../db/schema';

export type LedgerRow = typeof orderLedger.$inferSelect;

/** An entry to append: its key within the order, the entry, and what else to keep with it. */
export interface NewLedgerEntry {
  key: string;
  entry: LedgerEntry;
  /** Reasons and the provider's references (a refund's id, a dispute's deadline). */
  details?: Record<string, unknown>;
  staffId?: number | null;
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The entry a row holds. */
export function entryOf(row: LedgerRow): LedgerEntry {
  const d = row.details;
  const request = row.request ?? '';
  switch (row.kind) {
    case 'capture':
      return {
        kind: 'capture',
        paymentId: row.paymentId ?? 0,
        amount: row.amount,
        pending: d.pending === true,
        ...(d.topUp === true ? { topUp: true } : {}),
      };
    case 'captureSettled':
    case 'captureFailed':
      return { kind: row.kind, paymentId: row.paymentId ?? 0 };
    case 'booked':
      return { kind: 'booked', paymentId: row.paymentId };
    case 'voucherUsed': {
      const [part] = row.vouchers;
      return { kind: 'voucherUsed', codeId: part?.codeId ?? 0, amount: row.amount };
    }
    case 'linesCancelled':
      return {
        kind: 'linesCancelled',
        lineIds: row.lineIds,
        cause: d.cause === 'chargeback' ? 'chargeback' : 'debitFailed',
        vouchers: row.vouchers,
      };
    case 'refundRequested':
      return {
        kind: 'refundRequested',
        request,
        paymentId: row.paymentId,
        amount: row.amount,
        purpose: d.purpose === 'surplus' ? 'surplus' : 'cancellation',
        lineIds: row.lineIds,
        vouchers: row.vouchers,
        whole: d.whole === true,
        retryOf: text(d.retryOf),
        ...(typeof d.fee === 'number' && d.fee > 0 ? { fee: d.fee } : {}),
      };
    case 'refundDone':
    case 'refundOutside':
      return { kind: row.kind, request };
    case 'refundRefused':
      return { kind: 'refundRefused', request, reason: text(d.reason) ?? '' };
    case 'disputeOpened':
      return {
        kind: 'disputeOpened',
        dispute: request,
        paymentId: row.paymentId ?? 0,
        amount: row.amount,
      };
    case 'disputeWon':
      return { kind: 'disputeWon', dispute: request };
    case 'disputeLost':
      return { kind: 'disputeLost', dispute: request, amount: row.amount };
  }
}

/** The columns of an entry. */
function columnsOf(entry: LedgerEntry): Partial<typeof orderLedger.$inferInsert> {
  switch (entry.kind) {
    case 'capture':
      return {
        amount: entry.amount,
        paymentId: entry.paymentId,
        details: { pending: entry.pending, ...(entry.topUp ? { topUp: true } : {}) },
      };
    case 'captureSettled':
    case 'captureFailed':
      return { paymentId: entry.paymentId };
    case 'booked':
      return { paymentId: entry.paymentId };
    case 'voucherUsed':
      return { amount: entry.amount, vouchers: [{ codeId: entry.codeId, amount: entry.amount }] };
    case 'linesCancelled':
      return { lineIds: entry.lineIds, vouchers: entry.vouchers, details: { cause: entry.cause } };
    case 'refundRequested':
      return {
        request: entry.request,
        paymentId: entry.paymentId,
        amount: entry.amount,
        lineIds: entry.lineIds,
        vouchers: entry.vouchers,
        details: {
          purpose: entry.purpose,
          whole: entry.whole,
          retryOf: entry.retryOf,
          ...(entry.fee ? { fee: entry.fee } : {}),
        },
      };
    case 'refundDone':
    case 'refundOutside':
      return { request: entry.request };
    case 'refundRefused':
      return { request: entry.request, details: { reason: entry.reason } };
    case 'disputeOpened':
      return { request: entry.dispute, paymentId: entry.paymentId, amount: entry.amount };
    case 'disputeWon':
      return { request: entry.dispute };
    case 'disputeLost':
      return { request: entry.dispute, amount: entry.amount };
  }
}

/** The order's ledger rows in the order they were written. */
export function ledgerRows(tx: Tx, orderId: number): Promise<LedgerRow[]> {
  return tx
    .select()
    .from(orderLedger)
    .where(eq(orderLedger.orderId, orderId))
    .orderBy(asc(orderLedger.id));
}

/** Appends the entries whose keys the order does not have yet; answers the rows written. */
export async function appendLedgerRows(
  tx: Tx,
  orderId: number,
  entries: readonly NewLedgerEntry[],
  now: Date,
): Promise<LedgerRow[]> {
  if (entries.length === 0) return [];
  return tx
    .insert(orderLedger)
    .values(
      entries.map(({ key, entry, details, staffId }) => {
        const columns = columnsOf(entry);
        return {
          ...columns,
          orderId,
          key,
          kind: entry.kind,
          details: { ...(columns.details ?? {}), ...(details ?? {}) },
          staffId: staffId ?? null,
          createdAt: now,
        };
      }),
    )
    .onConflictDoNothing({ target: [orderLedger.orderId, orderLedger.key] })
    .returning();
}

const answers = alias(orderLedger, 'answers');

/**
 * Refund requests recorded at or before `before` that have no answer yet, oldest first (a crash between
 * asking the provider and recording its answer leaves one).
 */
export function unansweredRefundRequests(
  tx: Tx,
  before: Date,
  limit: number,
): Promise<{ orderId: number; request: string }[]> {
  return tx
    .select({ orderId: orderLedger.orderId, request: sql<string>`${orderLedger.request}` })
    .from(orderLedger)
    .where(
      and(
        eq(orderLedger.kind, 'refundRequested'),
        lte(orderLedger.createdAt, before),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(answers)
            .where(
              and(
                eq(answers.orderId, orderLedger.orderId),
                eq(answers.request, orderLedger.request),
                inArray(answers.kind, ['refundDone', 'refundRefused', 'refundOutside']),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(orderLedger.createdAt), asc(orderLedger.id))
    .limit(limit);
}

/** The ledger rows of the order with the staff member's e-mail, for the back office. */
export function ledgerRowsWithStaff(tx: Tx, orderId: number) {
  return tx
    .select({ row: orderLedger, staff: staffAccounts.email })
    .from(orderLedger)
    .leftJoin(staffAccounts, eq(staffAccounts.id, orderLedger.staffId))
    .where(eq(orderLedger.orderId, orderId))
    .orderBy(asc(orderLedger.id));
}

/** The ids of orders with an entry of one of these kinds, newest first (the back office's lists). */
export async function ordersWithEntries(
  tx: Tx,
  kinds: readonly LedgerRow['kind'][],
  limit: number,
): Promise<number[]> {
  const rows = await tx
    .selectDistinct({ orderId: orderLedger.orderId, id: orders.id })
    .from(orderLedger)
    .innerJoin(orders, eq(orders.id, orderLedger.orderId))
    .where(inArray(orderLedger.kind, [...kinds]))
    .orderBy(sql`${orders.id} DESC`)
    .limit(limit);
  return rows.map((row) => row.orderId);
}

/** The purpose stored with a refund request row. */
export function purposeOf(row: LedgerRow): RefundPurpose {
  return row.details.purpose === 'surplus' ? 'surplus' : 'cancellation';
}
