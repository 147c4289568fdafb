/**
 * The back office's view of orders: the search and an order's page (with its payment ledger and
 * what it says), the list of payment problems, and the resend of the confirmation e-mail.
 * Cancellations and refunds live in `cancellation.service.ts`.
 */
import {
  cancellationAmounts,
  disputeHoldsPayBack,
  normalizeBarcode,
  partialCancellationAmounts,
  type LedgerSummary,
} from '@foyer/domain';
import type {
  AdminOrderDispute,
  AdminOrderRefund,
  OrderDetail,
  OrderPage,
  OrderSearch,
  PaymentProblem,
} from '@foyer/domain/admin-contract';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { invoiceDocumentLinks } from './credit-notes';
import { orderBillingOf } from './order-billing';
import { messagesOfOrder } from '../mail';
import { resolvePaymentType } from '../payments';
import { failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import { customerOfOrder, searchOrderRows, ticketsWithCheckIns } from './admin-orders.repository';
import { ledgerRowsWithStaff, ordersWithEntries, type LedgerRow } from './ledger.repository';
import { cancellationUnderWay } from './cancellation.service';
import { readLedger } from './ledger.service';
import { itemIndexOf } from './order-lines';
import { lockOrderById, orderById, paymentsOfOrder, type OrderRow } from './orders.repository';

/**
 * What the back office's order page takes from the fulfilment module, passed in by the app
 * (fulfilment reads orders, so orders does not import it).
 */
export interface OrderDocuments {
  /** Links to the order's PDFs (its tickets PDF is linked from the order page). */
  documentUrls(
    deps: Pick<AppDeps, 'config'>,
    order: { token: string; language: string; requestInvoice: boolean; hasTickets: boolean },
  ): { tickets: string | null; invoice: string | null };
  /** The address lines of a billing record as the invoice prints them. */
  addressLines(
    record: Record<string, unknown> | null | undefined,
    contact: { email: string; fname: string; lname: string } | null,
  ): string[];
  /** Queues the order's confirmation again; answers the address it goes to, or null. */
  resendConfirmation(
    tx: Tx,
    deps: AppDeps,
    orderId: number,
    to: string | null,
  ): Promise<string | null>;
  /**
   * Gives the issued tickets of lines moved to another start new barcodes valid for it (the old
   * ones are refused at the door); answers how many tickets changed.
   */
  reissueTickets(
    tx: Tx,
    deps: Pick<AppDeps, 'config' | 'clock'>,
    orderId: number,
    lineIds: readonly number[],
  ): Promise<number>;
}

/** The app's dependencies with the fulfilment module's documents (see `OrderDocuments`). */
export type AdminOrderDeps = AppDeps & { documents: OrderDocuments };

/** One page of the orders that match, newest first. */
export async function searchOrders(deps: AppDeps, query: OrderSearch): Promise<OrderPage> {
  const { rows, total } = await searchOrderRows(
    deps.db,
    {
      ...query,
      number: query.number?.trim(),
      barcode: query.barcode === undefined ? undefined : normalizeBarcode(query.barcode),
    },
    deps.config.server.timeZone,
  );
  return {
    orders: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
    total,
    page: query.page,
    pageSize: query.pageSize,
  };
}

/** `YYYY-MM-DD HH:mm:ss` (venue-local) → `YYYY-MM-DDTHH:mm`. */
function local(value: string | null): string | null {
  return value ? `${value.slice(0, 10)}T${value.slice(11, 16)}` : null;
}

function iso(value: Date | string | null): string | null {
  if (value === null) return null;
  return (value instanceof Date ? value : new Date(value)).toISOString();
}

function billingText(order: OrderRow, key: string): string {
  const value = order.billing?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** The path of the order's tickets PDF on this server (the document the visitor got). */
export function ticketsPath(deps: AdminOrderDeps, order: OrderRow): string {
  const url = deps.documents.documentUrls(deps, { ...order, hasTickets: true }).tickets ?? '';
  return new URL(url).pathname;
}

/** The path of the order's documents on this server (its tickets PDF's folder). */
function ticketsDirectory(deps: AdminOrderDeps, order: OrderRow): string {
  return ticketsPath(deps, order).replace(/\/[^/]*$/, '');
}

function text(value: unknown): string | null {
  return typeof value === 'string' ? value : null;
}

/** The order's refunds as the back office shows them. */
function refundsOf(
  summary: LedgerSummary,
  rows: readonly { row: LedgerRow; staff: string | null }[],
): AdminOrderRefund[] {
  return summary.refunds.map((refund) => {
    const requested = rows.find(
      ({ row }) => row.kind === 'refundRequested' && row.request === refund.request,
    );
    const answer = rows.find(
      ({ row }) =>
        row.request === refund.request &&
        (row.kind === 'refundDone' || row.kind === 'refundRefused' || row.kind === 'refundOutside'),
    );
    const open =
      refund.status === 'refused' &&
      !summary.refunds.some((other) => other.retryOf === refund.request);
    return {
      id: requested?.row.id ?? 0,
      request: refund.request,
      purpose: refund.purpose,
      status: refund.status,
      whole: refund.whole,
      lineIds: refund.lineIds,
      amount: refund.amount,
      voucherAmount: refund.vouchers.reduce((sum, part) => sum + part.amount, 0),
      paymentId: refund.paymentId,
      providerRefundRef: text(answer?.row.details.refundRef),
      reason: refund.reason ?? text(requested?.row.details.reason),
      waitsForStaff: open && refund.purpose === 'surplus',
      canSettle: open,
      createdAt: (requested?.row.createdAt ?? new Date(0)).toISOString(),
      staff: requested?.staff ?? null,
    };
  });
}

/** The order's disputes, open or decided. */
function disputesOf(rows: readonly { row: LedgerRow }[]): AdminOrderDispute[] {
  return rows
    .filter(({ row }) => row.kind === 'disputeOpened')
    .map(({ row }) => {
      const end = rows.find(
        ({ row: other }) =>
          other.request === row.request &&
          (other.kind === 'disputeWon' || other.kind === 'disputeLost'),
      );
      return {
        dispute: row.request ?? '',
        paymentId: row.paymentId ?? 0,
        amount: row.amount,
        status: end ? (end.row.kind === 'disputeWon' ? 'won' : 'lost') : 'open',
        dueBy: text(row.details.dueBy),
        reason: text(row.details.reason),
        openedAt: row.createdAt.toISOString(),
      };
    });
}

/** An order's page, or null when there is no such order. */
export async function orderDetail(deps: AdminOrderDeps, id: number): Promise<OrderDetail | null> {
  const db = deps.db;
  const order = await orderById(db, id);
  if (!order) return null;
  // One query at a time: PGlite has a single connection.
  const { summary, items } = await readLedger(db, order);
  const tickets = await ticketsWithCheckIns(db, order.id);
  const payments = await paymentsOfOrder(db, order.id);
  const ledger = await ledgerRowsWithStaff(db, order.id);
  const emails = await messagesOfOrder(db, order.id);
  const customer = await customerOfOrder(db, order.customerId);
  const cancelledLines = new Set(summary.cancelledLineIds);
  const booked = summary.validLineIds.length > 0;
  const refunds = refundsOf(summary, ledger);
  const documents = await invoiceDocumentLinks(db, deps.config, order);
  const valid = items.filter((item) => summary.validLineIds.includes(item.id));
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    language: order.language,
    createdAt: order.createdAt.toISOString(),
    bookedAt: iso(order.bookedAt),
    partner: order.partner,
    channel: order.channel,
    ticketsUrl: booked && tickets.length > 0 ? ticketsPath(deps, order) : null,
    customer: {
      email: billingText(order, 'email') || customer?.email || '',
      name:
        [billingText(order, 'fname'), billingText(order, 'lname')].filter(Boolean).join(' ') ||
        [customer?.fname ?? '', customer?.lname ?? ''].filter(Boolean).join(' '),
      guest: customer?.isGuest ?? true,
      billing: orderBillingOf(order.billing, customer),
    },
    invoice: {
      requested: order.requestInvoice,
      address: deps.documents.addressLines(order.billing, customer),
      number: order.externalDocumentNumber,
      url:
        order.requestInvoice && booked && documents.some((row) => row.kind === 'invoice')
          ? `${ticketsDirectory(deps, order)}/invoice.pdf`
          : null,
      documents: documents.map((row) => {
        const url = new URL(row.url).pathname;
        return {
          kind: row.kind,
          number: row.number,
          issuedAt: row.issuedAt.toISOString(),
          url,
          // A business customer's order (with the buyer's reference) has its XRechnung beside the PDF.
          xmlUrl: order.externalDocumentNumber?.trim() ? url.replace(/\.pdf$/, '.xml') : null,
          cancelled: row.cancelled,
        };
      }),
    },
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    voucherDiscount: order.voucherDiscount,
    total: order.total,
    refunded: summary.refunded + summary.vouchersReturned,
    money: {
      captured: summary.captured,
      refunded: summary.refunded,
      chargedBack: summary.chargedBack,
      held: summary.held,
      due: summary.due,
      waitsForStaff: summary.flagged,
      owed: summary.owed,
      vouchersReturned: summary.vouchersReturned,
    },
    lines: items.map((item) => ({
      id: item.id,
      type: item.type,
      name: item.name,
      datetime: local(item.datetime),
      count: item.count,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      itemIndex: itemIndexOf(item),
      details: item.details.lines,
      cancelledAt: iso(item.cancelledAt),
    })),
    tickets: tickets.map((ticket) => ({
      ...ticket,
      validFrom: local(ticket.validFrom),
      validTo: local(ticket.validTo),
      checkedInAt: iso(ticket.checkedInAt),
      cancelled: cancelledLines.has(ticket.lineId),
    })),
    payments: payments.map((payment) => {
      const type = order.payart === null ? null : resolvePaymentType(deps.config, order.payart);
      // A desk sale has no payment type: its payment is named by its kind (cash, card terminal).
      const name =
        type?.i18n.en ?? type?.method ?? (order.channel === 'desk' ? payment.provider : '');
      return {
        id: payment.id,
        provider: payment.provider,
        providerRef: payment.providerRef,
        method: order.payart === null ? name : `${order.payart}${name ? ` ${name}` : ''}`,
        status: payment.status,
        amount: payment.amount,
        createdAt: payment.createdAt.toISOString(),
      };
    }),
    refunds: [...refunds].reverse(),
    disputes: disputesOf(ledger),
    ledger: ledger.map(({ row, staff }) => ({
      id: row.id,
      kind: row.kind,
      amount: row.amount,
      paymentId: row.paymentId,
      request: row.request,
      lineIds: row.lineIds,
      details: row.details,
      createdAt: row.createdAt.toISOString(),
      staff,
    })),
    emails: emails.map((mail) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
      sentAt: iso(mail.sentAt),
    })),
    refundIfCancelled: {
      ...cancellationAmounts(
        summary,
        valid.map((item) => ({
          id: item.id,
          itemIndex: itemIndexOf(item),
          totalPrice: item.totalPrice,
        })),
      ),
      partial: partialCancellationAmounts(summary, valid),
    },
    can: {
      resend: booked,
      editCustomer: summary.booked,
      issueInvoice: booked && !order.requestInvoice,
      cancelUnpaid: order.status === 'pending',
      cancel: booked && !cancellationUnderWay(summary) && !disputeHoldsPayBack(summary),
    },
  };
}

/** How many orders the problem list looks at, newest first. */
const PROBLEM_ORDERS = 500;

/** The orders whose payments need staff, the most urgent (a dispute's deadline) first. */
export async function paymentProblems(deps: AppDeps): Promise<PaymentProblem[]> {
  const ids = await ordersWithEntries(
    deps.db,
    ['disputeOpened', 'refundRefused', 'captureFailed'],
    PROBLEM_ORDERS,
  );
  const problems: PaymentProblem[] = [];
  for (const id of ids) {
    const order = await orderById(deps.db, id);
    if (!order) continue;
    const { summary, rows } = await readLedger(deps.db, order);
    const base = { orderId: order.id, number: order.number, status: order.status };
    for (const dispute of disputesOf(rows.map((row) => ({ row })))) {
      if (dispute.status !== 'open') continue;
      problems.push({
        ...base,
        kind: 'dispute',
        amount: dispute.amount,
        dueBy: dispute.dueBy,
        reason: dispute.reason,
        since: dispute.openedAt,
      });
    }
    for (const refund of refundsOf(
      summary,
      rows.map((row) => ({ row, staff: null })),
    )) {
      if (!refund.waitsForStaff || refund.purpose !== 'surplus') continue;
      problems.push({
        ...base,
        kind: 'refund',
        amount: refund.amount,
        dueBy: null,
        reason: refund.reason,
        since: refund.createdAt,
      });
    }
    const failedDebit = rows.find((row) => row.kind === 'captureFailed');
    if (failedDebit) {
      problems.push({
        ...base,
        kind: 'debitFailed',
        amount: summary.owed,
        dueBy: null,
        reason: null,
        since: failedDebit.createdAt.toISOString(),
      });
    }
  }
  return problems.sort(
    (a, b) =>
      (a.dueBy ?? '9999').localeCompare(b.dueBy ?? '9999') || b.since.localeCompare(a.since),
  );
}

/** Sends the confirmation e-mail of a booked order again, to `email` or the order's address. */
export async function resendOrder(
  deps: AdminOrderDeps,
  actor: Actor,
  id: number,
  email: string | undefined,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, id);
    if (!order)
      return failed({
        kind: 'notFound',
        code: 'ORDER_NOT_FOUND',
        message: 'No order with this id',
      });
    if (!(await readLedger(tx, order)).summary.validLineIds.length) {
      return failed({
        kind: 'conflict',
        code: 'ORDER_NOT_BOOKED',
        message: `An order that is ${order.status} has no confirmation`,
      });
    }
    const to = await deps.documents.resendConfirmation(tx, deps, order.id, email?.trim() || null);
    if (to === null)
      return failed({
        kind: 'refused',
        code: 'NO_EMAIL',
        message: 'The order has no e-mail address; give one',
      });
    await audit(
      tx,
      actor,
      now,
      'order.resend',
      { type: 'order', id: order.number },
      { email: billingText(order, 'email') || null },
      { email: to },
    );
    return { ok: true, value: undefined };
  });
}
