/**
 * The order state machine of the checkout (docs/payments.md), pure:
 * - pending → paid → booked: the payment is confirmed, then the order is booked and fulfilled. Both
 *   moves happen in the transaction that books, so `paid` is never seen stored;
 * - pending → cancelled (the visitor cancels), pending → expired (the hold time runs out);
 * - expired → pending (a new payment takes the capacity again), expired → paid (a late payment that
 *   still finds the capacity free);
 * - pending, expired or paid → failed: the order cannot be booked after payment, the money is paid
 *   back.
 * Once booked, the order's status is its ledger's state (booked, partlyRefunded, refunded,
 * cancelled, disputed: `projectedStatus` in ledger.service.ts), never a move of its own.
 * An illegal move is refused as a value, never thrown.
 */
import type { orders } from '../../db/schema';

export type OrderStatus = (typeof orders.$inferSelect)['status'];

const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['paid', 'cancelled', 'expired', 'failed'],
  expired: ['pending', 'paid', 'failed'],
  paid: ['booked', 'failed'],
  booked: [],
  partlyRefunded: [],
  disputed: [],
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

/**
 * The statuses of a booked order that still has valid lines (its ledger's state): its documents are
 * available and its tickets admit. Refunded and cancelled orders have none.
 */
export const WITH_VALID_LINES = [
  'booked',
  'partlyRefunded',
  'disputed',
] as const satisfies readonly OrderStatus[];

/** True when the order is booked and some of its lines are still valid. */
export function hasValidLines(status: OrderStatus): boolean {
  return (WITH_VALID_LINES as readonly OrderStatus[]).includes(status);
}

/**
 * True when the order review shows the order: it was booked, whatever happened since. An order with
 * valid lines is open; a wholly refunded or cancelled one is shown read-only (its lines cancelled,
 * its invoice and credit notes, no tickets). An order cancelled before it was booked is not.
 */
export function isReviewable(order: { status: OrderStatus; bookedAt: Date | null }): boolean {
  if (hasValidLines(order.status)) return true;
  return order.bookedAt !== null && (order.status === 'refunded' || order.status === 'cancelled');
}
