/**
 * Placing an order: the one path by which the web checkout (`initPayment`) and the desk sale create
 * an order from a priced cart. In the caller's transaction it writes the pending order with its
 * readable number, its lines (the voucher codes' lines included) and takes its holds; a capacity that
 * is short rolls the transaction back with the shop's 422 (TIME_SOLD_OUT, …).
 */
import { computeTotals, venueToday, type BasketTotals, type ErrorCode } from '@foyer/domain';
import { randomBytes } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import type { Failure } from '../../outcome';
import {
  allocateBatchHolds,
  holdForOrder,
  writeHeldOrders,
  type Exhausted,
  type HoldShortage,
} from '../inventory';
import {
  insertNumberedOrder,
  insertOrders,
  orderItemsInsert,
  reserveOrderIds,
  type NewOrder,
  type NewOrderItem,
  type OrderRow,
} from '../orders';
import { checkoutRefused } from './checkout.failures';
import type { PricedCart, RedeemedCode } from './pricing';
import type { Atomic } from './transaction';

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

/** An unguessable token of an order (the order token) or payment: 192 random bits, URL-safe. */
export function newOrderToken(): string {
  return randomBytes(24).toString('base64url');
}

/**
 * The order number printed on tickets and invoices is the year and the order's id with at least six
 * digits (`2026-000042`); this is its year part.
 */
export function orderNumberPrefix(deps: AppDeps, now: Date): string {
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

/** A placement with its order number's prefix (`orderNumberPrefix`), for `placeOrders`. */
export type NumberedPlacement = Placement & { numberPrefix: string };

/** A placed order, and the sold-out refusals of the cart items whose capacity it left empty. */
export type PlacedOrder = OrderRow & { soldOut: readonly Failure[] };

/** The pending order's row (but its id and number) and its lines, from the placement. */
function pendingOrder(placement: Placement): {
  values: Omit<NewOrder, 'id' | 'number'>;
  lines: NewOrderItem[];
} {
  const { cart, now, expiresAt } = placement;
  const totals = computeTotals(cart.basket, placement.shippingCost);
  return {
    values: {
      ...placement.head,
      token: newOrderToken(),
      status: 'pending',
      subtotal: totals.subtotal,
      shippingCost: totals.shipping,
      voucherDiscount: totals.voucherDiscount,
      total: totals.total,
      createdAt: now,
      expiresAt,
    },
    lines: [...cart.items, ...voucherItems(totals, cart.codes)],
  };
}

/** The sold-out refusals of the cart items whose capacity an order's hold left empty. */
function refusalsOfExhausted(cart: PricedCart, exhausted: readonly Exhausted[]): Failure[] {
  return exhausted.flatMap(({ capacityId, kind, requested }) => {
    const item = cart.itemOfCapacity.get(capacityId);
    return item === undefined
      ? []
      : [shortageFailure({ capacityId, kind, requested, available: 0 }, item)];
  });
}

/**
 * Writes the pending order of a priced cart with its lines and holds in `tx`; `abort` rolls back
 * with the shortage's 422 when a capacity cannot give what the cart needs. The answer names the
 * refusal the next checkout of an item would get when this order took the last places of its
 * capacity, so a rush's sold-out memory knows it before anyone else asks.
 */
export async function placeOrder(
  tx: Tx,
  deps: AppDeps,
  placement: Placement,
  abort: (failure: Failure) => never,
): Promise<PlacedOrder> {
  const { cart, now, expiresAt } = placement;
  const pending = pendingOrder(placement);
  const order = await insertNumberedOrder(tx, pending.values, orderNumberPrefix(deps, now));
  // The lines go with the hold rows, in one statement.
  const lines = orderItemsInsert(tx, order.id, pending.lines);
  const held = await holdForOrder(tx, order.id, cart.demands, now, expiresAt, lines ? [lines] : []);
  if (!held.ok) return abort(shortageFailure(held, cart.itemOfCapacity.get(held.capacityId)));
  return { ...order, soldOut: refusalsOfExhausted(cart, held.exhausted) };
}

/**
 * Places the orders of many checkouts at once (a rush coalesced): those `take` answers
 * once the transaction has begun. Each gets the outcome `placeOrder` would give it in a transaction
 * of its own, taken in the order given, answered in that order: each order holds
 * all of its capacities or, refused, leaves nothing behind and gets the 422 of the first capacity
 * (by id) that cannot give what it needs. One transaction for all: the capacities are locked once
 * (ascending, their expired holds released first), the refusals are decided from their counters,
 * and the accepted orders, their lines, hold rows, capacity uses and counters are written in two
 * statements. The counters' update still checks `sold + held <= capacity`, and the whole batch
 * rolls back (an error) if any of them does not fit: a batch never oversells, whatever it was told.
 */
export async function placeOrders(
  db: Db,
  take: () => readonly NumberedPlacement[],
): Promise<Atomic<PlacedOrder, Failure>[]> {
  return db.transaction(async (tx) => {
    // Taken once the transaction has its connection: the checkouts that got there meanwhile
    // (on PGlite, those whose reads were queued before it) come along.
    const placements = take();
    if (placements.length === 0) return [];
    const ids = await reserveOrderIds(tx, placements.length);
    const now = new Date(Math.max(...placements.map((placement) => placement.now.getTime())));
    const outcomes = await allocateBatchHolds(
      tx,
      placements.map(({ cart }) => cart.demands),
      now,
    );
    const accepted = placements.flatMap((placement, index) => {
      const id = ids[index];
      if (!outcomes[index]?.ok || id === undefined) return [];
      const pending = pendingOrder(placement);
      const order = { id, prefix: placement.numberPrefix, values: pending.values };
      return [{ placement, order, lines: pending.lines }];
    });
    const rows = new Map(
      (
        await insertOrders(
          tx,
          accepted.map(({ order }) => order),
        )
      ).map((row) => [row.id, row]),
    );
    await writeHeldOrders(
      tx,
      accepted.map(({ placement, order, lines }) => {
        const linesInsert = orderItemsInsert(tx, order.id, lines);
        return {
          orderId: order.id,
          demands: placement.cart.demands,
          createdAt: placement.now,
          expiresAt: placement.expiresAt,
          alongside: linesInsert ? [linesInsert] : [],
        };
      }),
    );
    return placements.map(({ cart }, index): Atomic<PlacedOrder, Failure> => {
      const outcome = outcomes[index];
      if (!outcome) throw new Error('a placement has no hold outcome');
      if (!outcome.ok) {
        const item = cart.itemOfCapacity.get(outcome.capacityId);
        return { ok: false, failure: shortageFailure(outcome, item) };
      }
      const row = rows.get(ids[index] ?? -1);
      if (!row) throw new Error('a placed order was not written');
      return { ok: true, value: { ...row, soldOut: refusalsOfExhausted(cart, outcome.exhausted) } };
    });
  });
}
