/**
 * Placing an order: the one path by which the web checkout (`initPayment`) and the desk sale create
 * an order from a priced cart. In the caller's transaction it writes the pending order with its
 * readable number, its lines (the voucher codes' lines included) and takes its holds; a capacity that
 * is short rolls the transaction back with the shop's 422 (TIME_SOLD_OUT, …).
 */
import { computeTotals, venueToday, type BasketTotals, type ErrorCode } from '@foyer/domain';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Failure } from '../../outcome';
import { holdForOrder, type HoldShortage } from '../inventory/holds.service';
import {
  insertNumberedOrder,
  orderItemsInsert,
  type NewOrder,
  type NewOrderItem,
  type OrderRow,
} from '../orders';
import { checkoutRefused } from './checkout.failures';
import type { PricedCart, RedeemedCode } from './pricing';

/** The codes of a capacity that cannot give what an order needs: none left, or not enough. */
const SHORTAGE_CODES: Readonly<Record<HoldShortage['kind'], readonly [ErrorCode, ErrorCode]>> = {
  event_slot: ['TIME_SOLD_OUT', 'TICKET_COUNT_EXCEEDS_SLOT'],
  event_day: ['DAY_SOLD_OUT', 'TICKET_COUNT_EXCEEDS_SLOT'],
  event: ['TICKETS_SOLD_OUT', 'TICKET_COUNT_EXCEEDS_SLOT'],
  tour_participants: ['TOUR_SOLD_OUT', 'TOUR_OVERBOOKED_PARTICIPANTS'],
  tour_tours: ['TOUR_SOLD_OUT', 'TOUR_PARTICIPANTS_LIMIT_EXCEEDED'],
  stock: ['ITEM_OUT_OF_STOCK', 'ITEM_OUT_OF_STOCK'],
};

/** The 422 of a capacity that is short, naming the cart item when it is known. */
export function shortageFailure(shortage: HoldShortage, item?: number): Failure {
  const [none, notEnough] = SHORTAGE_CODES[shortage.kind];
  return checkoutRefused(shortage.available === 0 ? none : notEnough, {
    requested: shortage.requested,
    available: shortage.available,
    ...(item === undefined ? {} : { item }),
  }).failure;
}

/** An unguessable public id of an order or payment: 192 random bits, URL-safe. */
export function newOrderToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The order number printed on tickets and invoices is the year and the order's id with at least six
 * digits (`2026-000042`); this is its year part.
 */
function orderNumberPrefix(deps: AppDeps, now: Date): string {
  return `${venueToday(now, deps.config.server.timeZone).slice(0, 4)}-`;
}

/** One order line per voucher code: what it pays of this order and what is left on it. */
function voucherItems(
  totals: BasketTotals,
  codes: ReadonlyMap<string, RedeemedCode>,
): NewOrderItem[] {
  return totals.vouchers.map((line) => {
    const code = codes.get(line.barcode);
    return {
      type: 'voucherCode',
      refId: code?.id ?? null,
      name: code?.name || line.barcode,
      datetime: null,
      count: 1,
      unitPrice: line.discount,
      totalPrice: line.discount,
      vatValue: 0,
      details: {
        barcode: line.barcode,
        value: line.value,
        used: line.used,
        remaining: line.remaining,
        lines: [],
      },
    };
  });
}

/** What the caller decides about a new order; the totals and lines come from the priced cart. */
export type OrderHead = Omit<
  NewOrder,
  | 'id'
  | 'token'
  | 'number'
  | 'status'
  | 'subtotal'
  | 'shippingCost'
  | 'voucherDiscount'
  | 'total'
  | 'createdAt'
  | 'expiresAt'
>;

export interface Placement {
  cart: PricedCart;
  shippingCost: number;
  head: OrderHead;
  now: Date;
  /** When the holds run out unless the order is booked first. */
  expiresAt: Date;
}

/** A placed order, and the sold-out refusals of the cart items whose capacity it left empty. */
export type PlacedOrder = OrderRow & { soldOut: readonly Failure[] };

/**
 * Writes the pending order of a priced cart with its lines and holds in `tx`; `abort` rolls back
 * with the shortage's 422 when a capacity cannot give what the cart needs. The answer names the
 * refusal the next checkout of an item would get when this order took the last places of its
 * capacity, so a rush's sold-out memory knows it before anyone else asks (issue 20).
 */
export async function placeOrder(
  tx: Tx,
  deps: AppDeps,
  placement: Placement,
  abort: (failure: Failure) => never,
): Promise<PlacedOrder> {
  const { cart, now, expiresAt } = placement;
  const totals = computeTotals(cart.basket, placement.shippingCost);
  const token = newOrderToken();
  const order = await insertNumberedOrder(
    tx,
    {
      ...placement.head,
      token,
      status: 'pending',
      subtotal: totals.subtotal,
      shippingCost: totals.shipping,
      voucherDiscount: totals.voucherDiscount,
      total: totals.total,
      createdAt: now,
      expiresAt,
    },
    orderNumberPrefix(deps, now),
  );
  // The lines go with the hold rows, in one statement.
  const lines = orderItemsInsert(tx, order.id, [
    ...cart.items,
    ...voucherItems(totals, cart.codes),
  ]);
  const held = await holdForOrder(tx, order.id, cart.demands, now, expiresAt, lines ? [lines] : []);
  if (!held.ok) return abort(shortageFailure(held, cart.itemOfCapacity.get(held.capacityId)));
  const soldOut = held.exhausted.flatMap(({ capacityId, kind, requested }) => {
    const item = cart.itemOfCapacity.get(capacityId);
    return item === undefined
      ? []
      : [shortageFailure({ capacityId, kind, requested, available: 0 }, item)];
  });
  return { ...order, soldOut };
}
