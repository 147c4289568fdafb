/**
 * Booked orders as the reports read them (`SaleOrder` of `@foyer/domain`): each line with the product
 * it counts for, and what was paid back.
 *
 * Refunds are read from the orders' ledgers: each cancellation paid back, or lines cancelled because
 * their money went away (`sales.repository.ts`). Each cancelled line counts its whole amount as paid
 * back, and what the record paid back beyond those lines (through the provider and onto voucher
 * codes) is the shipping of a whole cancellation, else `unassigned`; the cancellation fee the museum
 * kept of a record (its request's `details.fee`) is part of its lines' value and counted apart
 * (`fees`), as revenue kept. An order without such records
 * that is `refunded`, or `cancelled` after it was booked, paid everything back (`wholeRefund`).
 */
import {
  DESK_PAYMENT_KINDS,
  NO_REFUND,
  wholeRefund,
  type DeskPaymentKind,
  type SaleLine,
  type SaleOrder,
  type SaleFee,
  type SaleRefund,
  orderVatLineOf,
} from '@foyer/domain';
import type { Tx } from '../../db/client';
import { lineNames, type LineNames, type NameLanguage } from './line-names';
import { readOrderItem, soldLineOf, type OrderItem } from './order-lines';
import { soldOrdersBetween, type SoldOrderRow, type SoldRefundRow } from './sales.repository';

/** The product a line counts for in the reports: its catalog row, whatever the order's language. */
export function productOf(item: OrderItem): string {
  switch (item.type) {
    case 'ticket':
    case 'dayTicket':
      return `ticket:${item.refId ?? 0}`;
    case 'guidedTour':
      return 'tourTicketId' in item.details
        ? `tourTicket:${item.details.tourTicketId}`
        : `tourPrice:${item.details.tourPriceId}`;
    case 'merchandise':
      return `merchandise:${item.refId ?? 0}`;
    case 'voucher':
      return `voucher:${item.refId ?? 0}`;
    case 'voucherCode':
      return 'voucherCodes';
  }
}

function saleLine(item: OrderItem, names: LineNames, channel: string): SaleLine {
  const taxed = orderVatLineOf(soldLineOf(item), channel);
  return {
    id: item.id,
    product: productOf(item),
    label: names.product(item),
    kind: item.type === 'voucherCode' ? 'voucherCode' : 'product',
    quantity: item.count,
    amount: item.totalPrice,
    vatRate: item.vatValue,
    // A voucher code has no VAT line: the reports count it as a means of payment by its `kind`.
    vat: taxed?.kind ?? 'admission',
    shipped: taxed?.shipped ?? false,
  };
}

/** What the order paid back (see above). */
function refundOf(
  order: SoldOrderRow,
  lines: readonly SaleLine[],
  records: readonly SoldRefundRow[],
): SaleRefund {
  if (records.length === 0) {
    return order.status === 'refunded' || order.status === 'cancelled'
      ? wholeRefund({ lines, shipping: order.shippingCost })
      : NO_REFUND;
  }
  const amountOf = new Map(lines.map((line) => [line.id, line.amount]));
  const refunded: Record<number, number> = {};
  let shipping = 0;
  let unassigned = 0;
  const fees: SaleFee[] = [];
  for (const record of records) {
    // The fee the museum kept was part of the lines' value: the lines count whole, the fee apart.
    if (record.fee > 0) fees.push({ amount: record.fee, lineIds: record.itemIds });
    let assigned = 0;
    for (const id of record.itemIds) {
      const amount = amountOf.get(id) ?? 0;
      refunded[id] = amount;
      assigned += amount;
    }
    let rest = record.amount + record.voucherAmount + record.fee - assigned;
    if (record.whole) {
      const paidShipping = Math.max(0, Math.min(order.shippingCost - shipping, rest));
      shipping += paidShipping;
      rest -= paidShipping;
    }
    unassigned += rest;
  }
  return { lines: refunded, shipping, unassigned, ...(fees.length > 0 ? { fees } : {}) };
}

function deskPaymentOf(provider: string | null): DeskPaymentKind | null {
  return DESK_PAYMENT_KINDS.find((kind) => kind === provider) ?? null;
}

/**
 * The orders booked in [start, end), as the reports count them: lines grouped by product, named in
 * `language` whatever language each order was made in.
 */
export async function salesBetween(
  tx: Tx,
  start: Date,
  end: Date,
  language: NameLanguage,
): Promise<SaleOrder[]> {
  const read = await soldOrdersBetween(tx, start, end);
  const items = read.items.map((row) => ({ orderId: row.orderId, item: readOrderItem(row) }));
  const names = await lineNames(
    tx,
    items.map(({ item }) => item),
    language,
  );
  const refundsOf = new Map<number, SoldRefundRow[]>();
  for (const record of read.refunds) {
    refundsOf.set(record.orderId, [...(refundsOf.get(record.orderId) ?? []), record]);
  }
  const channelOf = new Map(read.orders.map((order) => [order.id, order.channel]));
  const linesOf = new Map<number, SaleLine[]>();
  for (const { orderId, item } of items) {
    const list = linesOf.get(orderId) ?? [];
    list.push(saleLine(item, names, channelOf.get(orderId) ?? 'web'));
    linesOf.set(orderId, list);
  }
  return read.orders.map((order) => {
    const lines = linesOf.get(order.id) ?? [];
    return {
      id: order.id,
      bookedAt: order.bookedAt ?? new Date(0),
      channel: order.channel,
      deskPayment: deskPaymentOf(order.deskPayment),
      payart: order.payart,
      partner: order.partner,
      total: order.total,
      shipping: order.shippingCost,
      shipTo: order.channel === 'web' ? order.shipTo : null,
      lines,
      refund: refundOf(order, lines, refundsOf.get(order.id) ?? []),
    };
  });
}
