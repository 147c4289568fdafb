/**
 * The one place where the shop maps the order token (the unguessable reference of the visitor's
 * order) to the names the shop's API gives it: `cartId` while the cart waits for payment (the
 * bodies of execPayment, cancel and extendHold, the query of checkout/hold, the payment return
 * URLs) and `booking_id` once it is booked (execPayment's answer). Those wire names come from the
 * shop's API; everywhere else the shop calls it the order token.
 */
import type { BookingResult } from '@foyer/domain/contract';

/** The pending order of a checkout call, as the shop's API names it in bodies and queries. */
export function pendingOrder(orderToken: string): { cartId: string } {
  return { cartId: orderToken };
}

/** The order token a payment return URL carries in its query, or null without one. */
export function orderTokenOfReturn(params: URLSearchParams): string | null {
  const token = params.get('cartId')?.trim() ?? '';
  return token === '' ? null : token;
}

/** A booked order: its token and whether it has tickets to show. */
export interface BookedOrder {
  readonly orderToken: string;
  readonly hasTickets: boolean;
}

/** execPayment's answer as the shop uses it. */
export function bookedOrderOf(result: BookingResult): BookedOrder {
  return { orderToken: result.booking_id, hasTickets: result.has_tickets };
}
