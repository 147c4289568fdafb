/**
 * `customer/orders`: the logged-in customer's "My orders" (docs/decisions.md "My orders"). Only
 * orders that were booked are listed, refunded and cancelled ones included; which are coming
 * visits and in which order both lists go is the domain's rule (`splitMyOrders`).
 */
import { lineSummary, splitMyOrders, venueToday, visitSpan, type MyOrderLine } from '@foyer/domain';
import type { MyOrder, MyOrders } from '@foyer/domain/contract';
import type { AppDeps } from '../../deps';
import type { OrderItem } from './order-lines';
import { bookedOrdersOfCustomer, type OrderRow } from './orders.repository';
import { hasValidLines, isReviewable } from './order-state';

/** How many orders the list shows: the most recently booked. */
export const MY_ORDERS_LIMIT = 100;

/** The line types a visitor bought (a voucher code paying for the order is no purchase). */
const PURCHASES: readonly OrderItem['type'][] = [
  'ticket',
  'dayTicket',
  'guidedTour',
  'merchandise',
  'voucher',
];

function listLine(item: OrderItem): MyOrderLine {
  return {
    name: item.name,
    count: item.count,
    // A line's start is stored in the museum's local time: its first ten characters are the date.
    date: item.datetime === null ? null : item.datetime.slice(0, 10),
    cancelled: item.cancelledAt !== null,
  };
}

function listStatus(status: OrderRow['status']): MyOrder['status'] | null {
  switch (status) {
    case 'booked':
    case 'partlyRefunded':
    case 'refunded':
    case 'cancelled':
    case 'disputed':
      return status;
    default:
      return null;
  }
}

/** The customer's booked orders: coming visits and past orders. */
export async function customerOrders(deps: AppDeps, customerId: number): Promise<MyOrders> {
  const now = deps.clock.now();
  const timeZone = deps.config.server.timeZone;
  const rows = await bookedOrdersOfCustomer(deps.db, customerId, MY_ORDERS_LIMIT);
  const entries = rows.flatMap(({ order, items }) => {
    const status = listStatus(order.status);
    if (status === null || order.bookedAt === null) return [];
    const lines = items.filter((item) => PURCHASES.includes(item.type)).map(listLine);
    return [
      {
        order,
        status,
        lines,
        hasValidLines: hasValidLines(order.status),
        reviewable: isReviewable(order),
        bookedAt: order.bookedAt.toISOString(),
        bookedOn: venueToday(order.bookedAt, timeZone),
      },
    ];
  });
  const toMyOrder = (entry: (typeof entries)[number]): MyOrder => {
    const span = visitSpan(entry.lines);
    return {
      id: entry.order.token,
      number: entry.order.number,
      status: entry.status,
      booked: entry.bookedAt,
      total: entry.order.total,
      firstVisit: span.first,
      lastVisit: span.last,
      lines: lineSummary(entry.lines),
      reviewable: entry.reviewable,
    };
  };
  const { coming, past } = splitMyOrders(entries, venueToday(now, timeZone));
  return { coming: coming.map(toMyOrder), past: past.map(toMyOrder) };
}
