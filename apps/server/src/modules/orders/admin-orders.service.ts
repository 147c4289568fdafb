/**
 * The back office's view of orders (issue 15 item 3): the search and an order's page, and the
 * resend of the confirmation e-mail. Cancellations live in `cancellation.service.ts`.
 */
import type { OrderDetail, OrderPage, OrderSearch } from '@foyer/domain/admin-contract';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orders } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { normalizeBarcode } from '../fulfilment/barcodes';
import { addressLines } from '../fulfilment/invoice-document';
import { creditNoteLinks } from '../fulfilment/credit-notes';
import { documentUrls, resendConfirmation } from '../fulfilment/fulfilment.service';
import { messagesOfOrder } from '../mail/outbox.service';
import { resolvePaymentType } from '../payments/payment-types';
import { failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import {
  customerOfOrder,
  refundsOfOrder,
  searchOrderRows,
  ticketsWithCheckIns,
} from './admin-orders.repository';
import { bookingOf } from './order-lines';
import { isRefundable } from './order-state';
import { itemsOfOrder, paymentsOfOrder, type OrderRow } from './orders.repository';

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

async function lockOrder(tx: Tx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** The path of the order's tickets PDF on this server (the document the visitor got). */
export function ticketsPath(deps: AppDeps, order: OrderRow): string {
  const url = documentUrls(deps, { ...order, hasTickets: true }).tickets ?? '';
  return new URL(url).pathname;
}

/** An order's page, or null when there is no such order. */
export async function orderDetail(deps: AppDeps, id: number): Promise<OrderDetail | null> {
  const db = deps.db;
  const [order] = await db.select().from(orders).where(eq(orders.id, id));
  if (!order) return null;
  // One query at a time: PGlite has a single connection.
  const items = await itemsOfOrder(db, order.id);
  const tickets = await ticketsWithCheckIns(db, order.id);
  const payments = await paymentsOfOrder(db, order.id);
  const refunds = await refundsOfOrder(db, order.id);
  const emails = await messagesOfOrder(db, order.id);
  const customer = await customerOfOrder(db, order.customerId);
  const cancelledLines = new Set(items.filter((item) => item.cancelledAt).map((item) => item.id));
  const done = refunds.filter(({ refund }) => refund.status === 'done');
  const booked = order.status === 'booked' || order.status === 'partlyRefunded';
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
    },
    invoice: {
      requested: order.requestInvoice,
      address: addressLines(order.billing, customer),
      number: order.externalDocumentNumber,
      creditNotes: (await creditNoteLinks(db, deps.config, order)).map((note) => ({
        number: note.number,
        url: new URL(note.url).pathname,
      })),
    },
    subtotal: order.subtotal,
    shippingCost: order.shippingCost,
    voucherDiscount: order.voucherDiscount,
    total: order.total,
    refunded: done.reduce((sum, { refund }) => sum + refund.amount + refund.voucherAmount, 0),
    lines: items.map((item) => ({
      id: item.id,
      type: item.type,
      name: item.name,
      datetime: local(item.datetime),
      count: item.count,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
      bookingId: bookingOf(item),
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
    refunds: refunds.map(({ refund, staff }) => ({
      id: refund.id,
      status: refund.status,
      whole: refund.whole,
      lineIds: refund.itemIds,
      amount: refund.amount,
      voucherAmount: refund.voucherAmount,
      providerRefundRef: refund.providerRefundRef,
      reason: refund.reason,
      createdAt: refund.createdAt.toISOString(),
      staff,
    })),
    emails: emails.map((mail) => ({
      ...mail,
      createdAt: mail.createdAt.toISOString(),
      sentAt: iso(mail.sentAt),
    })),
    can: {
      resend: booked,
      cancelUnpaid: order.status === 'pending',
      cancel: isRefundable(order.status),
    },
  };
}

/** Sends the confirmation e-mail of a booked order again, to `email` or the order's address. */
export async function resendOrder(
  deps: AppDeps,
  actor: Actor,
  id: number,
  email: string | undefined,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, id);
    if (!order)
      return failed({
        kind: 'notFound',
        code: 'ORDER_NOT_FOUND',
        message: 'No order with this id',
      });
    if (order.status !== 'booked' && order.status !== 'partlyRefunded') {
      return failed({
        kind: 'conflict',
        code: 'ORDER_NOT_BOOKED',
        message: `An order that is ${order.status} has no confirmation`,
      });
    }
    const to = await resendConfirmation(tx, deps, order.id, email?.trim() || null);
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
