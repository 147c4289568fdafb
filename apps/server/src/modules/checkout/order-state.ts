/**
 * The states of an order and the moves between them (architecture "Payments"):
 * pending → booked when the payment is confirmed (in one transaction, so `paid` is never stored);
 * pending → cancelled when the visitor cancels; pending → expired when the hold time runs out;
 * expired → pending when a new payment takes the capacity again; expired → booked when a late
 * payment still finds the capacity free; pending or expired → failed when the order cannot be
 * booked after payment and the money was paid back.
 */
import type { orders } from '../../db/schema';

export type OrderStatus = (typeof orders.$inferSelect)['status'];

const MOVES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  pending: ['booked', 'cancelled', 'expired', 'failed'],
  expired: ['pending', 'booked', 'failed'],
  paid: ['booked'],
  booked: [],
  cancelled: [],
  failed: [],
};

/** True when an order may move from `from` to `to`. */
export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return MOVES[from].includes(to);
}

/** True while an order waits for its payment and may still be paid. */
export function isPayable(status: OrderStatus): boolean {
  return canMove(status, 'booked');
}
