/**
 * Booked orders as the reports read them (`SaleOrder` of `@foyer/domain`): each line with the product
 * it counts for, and what was paid back.
 *
 * Refunds — the seam for the refund records of the orders' cancel/refund step: until they exist,
 * what an order paid back is read from its state. `refunded`, and `cancelled` after it was booked,
 * paid everything back (`wholeRefund`); `partlyRefunded` stores no amount yet, so it counts nothing.
 * When refunds are recorded per line, `refundOf` reads them and the reports need no other change.
 */
import {
  NO_REFUND,
  wholeRefund,
  type SaleLine,
  type SaleOrder,
  type SaleRefund,
} from '@foyer/domain';
import type { Tx } from '../../db/client';
import { readOrderItem, type OrderItem } from './order-lines';
import { soldOrdersBetween, type SoldOrderRow } from './sales.repository';

/** The product a line counts for in the reports, and its name (in the order's language). */
export function productOf(item: OrderItem): { product: string; label: string } {
  switch (item.type) {
    case 'ticket':
    case 'dayTicket':
      return {
        product: `ticket:${item.refId ?? 0}`,
        label: `${item.details.eventName} – ${item.name}`,
      };
    case 'guidedTour':
      return 'tourTicketId' in item.details
        ? { product: `tourTicket:${item.details.tourTicketId}`, label: item.name }
        : { product: `tourPrice:${item.details.tourPriceId}`, label: item.name };
    case 'merchandise':
      return { product: `merchandise:${item.refId ?? 0}`, label: item.name };
    case 'voucher':
      return { product: `voucher:${item.refId ?? 0}`, label: item.name };
    case 'voucherCode':
      return { product: 'voucherCodes', label: item.name };
  }
}

function saleLine(item: OrderItem): SaleLine {
  return {
    id: item.id,
    ...productOf(item),
    kind: item.type === 'voucherCode' ? 'voucherCode' : 'product',
    quantity: item.count,
    amount: item.totalPrice,
    vatRate: item.vatValue,
  };
}

/** What the order paid back (see the seam above). */
function refundOf(order: SoldOrderRow, lines: readonly SaleLine[]): SaleRefund {
  if (order.status === 'refunded' || order.status === 'cancelled') {
    return wholeRefund({ lines, shipping: order.shippingCost });
  }
  return NO_REFUND;
}

/** The orders booked in [start, end), as the reports count them. */
export async function salesBetween(tx: Tx, start: Date, end: Date): Promise<SaleOrder[]> {
  const read = await soldOrdersBetween(tx, start, end);
  const linesOf = new Map<number, SaleLine[]>();
  for (const row of read.items) {
    const list = linesOf.get(row.orderId) ?? [];
    list.push(saleLine(readOrderItem(row)));
    linesOf.set(row.orderId, list);
  }
  return read.orders.map((order) => {
    const lines = linesOf.get(order.id) ?? [];
    return {
      id: order.id,
      bookedAt: order.bookedAt ?? new Date(0),
      payart: order.payart,
      partner: order.partner,
      total: order.total,
      shipping: order.shippingCost,
      lines,
      refund: refundOf(order, lines),
    };
  });
}
