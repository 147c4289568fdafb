/**
 * The one place where the checkout maps the order token to the names the shop's API gives it. The
 * API calls it `cartId` while the basket waits for payment (the bodies of execPayment, cancel and
 * extendHold, the query of checkout/hold, the payment return URLs) and `booking_id` once the order
 * is booked (execPayment's answer). Those wire names come from the shop's API and stay there;
 * inside the server it is the order token (`orders.token`).
 */
import type { BookingResult } from '@foyer/domain/contract';

/** The order token of a shop request, which names it `cartId`. */
export function orderTokenOf(request: { readonly cartId: string }): string {
  return request.cartId;
}

/** A payment return URL with the order token in the query, as the shop reads it (`cartId`). */
export function withOrderToken(url: string, orderToken: string): string {
  const target = new URL(url);
  target.searchParams.set('cartId', orderToken);
  return target.toString();
}

/** A booked order as execPayment answers it to the shop (`booking_id`, `has_tickets`). */
export function bookingAnswer(booked: {
  readonly orderToken: string;
  readonly hasTickets: boolean;
}): BookingResult {
  return { booking_id: booked.orderToken, has_tickets: booked.hasTickets };
}
