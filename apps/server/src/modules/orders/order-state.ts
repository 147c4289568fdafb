/**
 * The order state machine (architecture "Payments", "The staff side"), pure:
 * - pending → paid → booked: the payment is confirmed, then the order is booked and fulfilled. Both
 *   moves happen in the transaction that books, so `paid` is never seen stored;
 * - pending → cancelled (the visitor cancels), pending → expired (the hold time runs out);
 * - expired → pending (a new payment takes the capacity again), expired → paid (a late payment that
 *   still finds the capacity free);
 * - pending, expired or paid → failed: the order cannot be booked after payment, the money is paid
 *   back;
 * - booked → cancelled, booked → partlyRefunded → refunded (wholly): for the back office to come.
 * An illegal move is refused as a value, never thrown.
 */
import type { orders } from '../../db/schema';

export type OrderStatus = (typeof orders.$inferSelect)['status'];

const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled', 'expired', 'failed'],
  expired: ['pending', 'paid', 'failed'],
  paid: ['booked', 'failed'],
  booked: ['cancelled', 'partlyRefunded', 'refunded'],
  partlyRefunded: ['partlyRefunded', 'refunded', 'cancelled'],
  cancelled: [],
  refunded: [],
  failed: [],
};

export type OrderMove =
  | { ok: true; status: OrderStatus }
  | { ok: false; illegal: { from: OrderStatus; to: OrderStatus } };

/** True when an order may move from `from` to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** The new status, or the refused move. */
export function moveOrder(from: OrderStatus, to: OrderStatus): OrderMove {
  return canMove(from, to) ? { ok: true, status: to } : { ok: false, illegal: { from, to } };
}

/** Moves through `path` in turn (e.g. pending → paid → booked); refused at the first illegal step. */
export function moveOrderThrough(from: OrderStatus, path: readonly OrderStatus[]): OrderMove {
  let status = from;
  for (const to of path) {
    const moved = moveOrder(status, to);
    if (!moved.ok) return moved;
    status = moved.status;
  }
  return { ok: true, status };
}

/** True while an order waits for its payment and may still be paid (and then booked). */
export function isPayable(status: OrderStatus): boolean {
  return canMove(status, 'paid');
}

/** True when the order's payment may be refunded, partly or wholly (back office). */
export function isRefundable(status: OrderStatus): boolean {
  return canMove(status, 'refunded');
}
