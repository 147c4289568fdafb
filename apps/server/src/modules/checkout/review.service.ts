/**
 * `order/review` (docs/api.md decision 6): a booked order by its unguessable public id, with the
 * links to its documents (tickets, invoice and the credit notes of its refunds); lines cancelled
 * later are marked as cancelled and left out of the documents. A wholly refunded or cancelled order
 * is shown read-only (status `refunded` or `cancelled`, every line cancelled, its invoice and credit
 * notes, no tickets: docs/decisions.md "My orders"). Orders never booked (pending, cancelled before
 * payment, expired, failed) and unknown ids are "not available" alike, so ids cannot be probed.
 */
import { computeTotals, type BasketItem } from '@foyer/domain';
import type { Order } from '@foyer/domain/contract';
import { offeredLanguage } from '../../i18n/languages';
import { documentUrls, hasIssuedTickets } from '../fulfilment';
import {
  creditNotesOfOrder,
  documentNumber,
  documentUrl,
  isReviewable,
  readLedger,
  type OrderItem,
  orderByToken,
  type OrderRow,
  visitorLineTerms,
  visitorMoveTerms,
} from '../orders';
import { resolvePaymentType } from '../payments';
import type { CheckoutDeps } from './checkout.deps';
import { failed, success, type Outcome } from '../../outcome';
import { ORDER_NOT_AVAILABLE } from './checkout.failures';
import { toLocalDateTime } from './pricing';
import { orderWallets } from '../wallet';

type ReviewItem = Order['items'][number];
type SoldType = ReviewItem['type'];

const SOLD_TYPES: readonly string[] = [
  'ticket',
  'dayTicket',
  'guidedTour',
  'merchandise',
  'voucher',
];

function isSold(item: OrderItem): item is Extract<OrderItem, { type: SoldType }> {
  return SOLD_TYPES.includes(item.type);
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function toReviewItem(item: Extract<OrderItem, { type: SoldType }>): ReviewItem {
  const local = item.datetime === null ? null : toLocalDateTime(item.datetime);
  return {
    type: item.type,
    id: item.refId ?? 0,
    name: item.name,
    date: local?.slice(0, 10) ?? null,
    // A day ticket is valid the whole day: it has a date but no time.
    time: local === null || item.type === 'dayTicket' ? null : local.slice(11, 16),
    count: item.count,
    price: item.unitPrice,
    totalPrice: item.totalPrice,
    vat_value: item.vatValue,
    details: item.details.lines.map((line) => line.slice(0, 500)),
    ...(item.cancelledAt ? { cancelled: true } : {}),
  };
}

/** The VAT contained in the order's lines, by the basket's own rule (`computeTotals`). */
function vatOf(items: readonly ReviewItem[]): number {
  const basket: BasketItem[] = items.map((item) => ({
    type: 'merchandise',
    id: item.id,
    name: item.name,
    price: item.price,
    totalPrice: item.totalPrice,
    count: item.count,
    totalCount: item.count,
    datetime: null,
    date: null,
    time: null,
    vat_value: item.vat_value,
  }));
  return computeTotals(basket).vat;
}

function shippingOf(order: OrderRow): Order['shipping'] {
  const address = order.shippingAddress;
  if (!address) return null;
  return {
    cost: order.shippingCost,
    address: {
      name: text(address.name),
      street: text(address.street),
      zip: text(address.zip),
      city: text(address.city),
      country: text(address.country),
    },
  };
}

/** The booked order with this order token for the order review screen; 406 otherwise. */
export async function orderReview(deps: CheckoutDeps, token: string): Promise<Outcome<Order>> {
  const order = await orderByToken(deps.db, token);
  if (!order || !isReviewable(order)) return failed(ORDER_NOT_AVAILABLE);
  // A wholly refunded or cancelled order is shown read-only: every line cancelled, no tickets.
  const closed = order.status === 'refunded' || order.status === 'cancelled';
  const { items: rows, summary } = await readLedger(deps.db, order);
  const hasTickets = !closed && (await hasIssuedTickets(deps.db, order.id, summary.validLineIds));
  const wallets = closed ? undefined : await orderWallets(deps, order, summary.validLineIds);
  const creditNotes = (await creditNotesOfOrder(deps.db, order.id)).map((row) => ({
    number: documentNumber(row.kind, row.number),
    url: documentUrl(deps.config, order, row),
  }));
  const sold = rows.filter(isSold);
  const items = sold.map((item) => ({
    ...toReviewItem(item),
    ...(closed || item.cancelledAt ? { cancelled: true } : {}),
  }));
  const terms = deps.config.server.museum.terms.cancel;
  const moveTerms = deps.config.server.museum.terms.move;
  const moves = await visitorMoveTerms(deps, order, summary, rows);
  const billing = order.billing ?? {};
  const type = order.payart === null ? null : resolvePaymentType(deps.config, order.payart);
  return success({
    id: order.token,
    number: order.number,
    status:
      order.status === 'partlyRefunded' ||
      order.status === 'refunded' ||
      order.status === 'cancelled'
        ? order.status
        : 'booked',
    created: order.createdAt.toISOString(),
    language: offeredLanguage(order.language, deps.config),
    customer: {
      fname: text(billing.fname),
      lname: text(billing.lname),
      email: text(billing.email),
    },
    items,
    vouchers: rows.flatMap((row) =>
      row.type === 'voucherCode'
        ? [
            {
              barcode: row.details.barcode,
              used: row.details.used,
              remaining: row.details.remaining,
            },
          ]
        : [],
    ),
    shipping: shippingOf(order),
    totals: {
      subtotal: order.subtotal,
      shipping: order.shippingCost,
      voucherDiscount: order.voucherDiscount,
      total: order.total,
      vat: vatOf(items),
      refunded: summary.refunded + summary.vouchersReturned,
      feeKept: summary.feesKept,
    },
    payment: type ? { payartId: type.payartId, i18n: type.i18n } : null,
    downloads: {
      ...documentUrls(deps, {
        token: order.token,
        language: order.language,
        requestInvoice: order.requestInvoice,
        hasTickets,
      }),
      creditNotes,
    },
    ...(wallets ? { wallets } : {}),
    cancellation: {
      terms: { allowed: terms.allowed, untilHours: terms.untilHours, fee: terms.fee },
      lines: visitorLineTerms(deps, summary, sold).map((line) => ({
        lineId: line.lineId,
        item: sold.findIndex((item) => item.id === line.lineId),
        group: line.group,
        allowed: line.allowed,
        reason: line.reason,
        deadline: line.deadline,
        refund: line.refund,
        fee: line.fee,
      })),
    },
    move: {
      terms: { allowed: moveTerms.allowed, untilHours: moveTerms.untilHours },
      bookings: moves.map((booking) => ({
        itemIndex: booking.itemIndex,
        items: booking.lineIds.flatMap((id) => {
          const position = sold.findIndex((item) => item.id === id);
          return position < 0 ? [] : [position];
        }),
        allowed: booking.refusal === null,
        reason: booking.refusal,
        deadline: booking.deadline,
      })),
    },
  });
}
