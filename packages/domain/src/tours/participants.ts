/**
 * Counting participants, tickets and tours of a guided-tour booking.
 *
 * - A ticket with subtickets (a family or group ticket) whose line has any subticket count above 0
 *   counts as exactly 1 ticket, whatever its own count and however many subticket units it holds;
 *   its price is charged once, and each subticket unit adds its own price. Any other line counts
 *   its own count.
 * - Price-list entries are whole tours when a tour books complete tours without single ticketing;
 *   otherwise each price-list unit is one participant's place on the tour.
 * - Participant limit: with single ticketing and complete-tour booking, the slot's remaining
 *   tickets; with complete-tour booking but no single ticketing, the slot's tours (the total then
 *   counts whole tours); in the default case, i.e. without complete-tour booking, the smaller of
 *   max_participants and the slot's remaining tickets.
 * - Lines whose id the tour does not offer are ignored: they are neither counted nor charged.
 */
import { countOf, countsById, isFlagSet, toCount } from '../tickets/counts';
import type { Counts } from '../tickets/types';
import type { Tour, TourForm, TourRules, TourSlot, TourTicket, TourTotals } from './types';

/** How a ticket line counts towards the ticket count: 1 if any subticket is non-zero, else its count. */
export function ticketParticipants(
  ticket: Pick<TourTicket, 'subtickets'>,
  count: unknown,
  subticketCounts: Counts = {},
): number {
  const anySubticket = (ticket.subtickets ?? []).some(
    (sub) => countOf(subticketCounts, sub.id) > 0,
  );
  return anySubticket ? 1 : toCount(count);
}

/** True when price-list entries are whole tours: complete-tour booking without single ticketing. */
export function booksWholeTours(
  tour: Pick<TourRules, 'single_ticketing' | 'book_complete_tour'>,
): boolean {
  return isFlagSet(tour.book_complete_tour) && !isFlagSet(tour.single_ticketing);
}

/**
 * The most the booking's total may reach in the chosen slot, in three cases: a whole tour sold as
 * single tickets allows the places left, a whole tour booked as such the number of tours, any other
 * tour the smaller of `max_participants` and the places left.
 */
export function participantLimit(
  tour: Pick<TourRules, 'max_participants' | 'single_ticketing' | 'book_complete_tour'>,
  slot: TourSlot,
): number {
  const remaining = toCount(slot.available);
  if (isFlagSet(tour.book_complete_tour)) {
    return isFlagSet(tour.single_ticketing) ? remaining : toCount(slot.tours);
  }
  return Math.min(toCount(tour.max_participants), remaining);
}

/** The ticket count is capped at `max_participants` times the number of tours. */
export function ticketCap(max_participants: number, tourCount: number): number {
  return toCount(max_participants) * toCount(tourCount);
}

/** Recomputes ticketCount, tourCount and totalPrice (cents) of a tour form. */
export function tourTotals(
  form: Pick<TourForm, 'tickets' | 'tours'>,
  tour: Pick<Tour, 'tickets' | 'priceList'>,
): TourTotals {
  const tickets = new Map((tour.tickets ?? []).map((ticket) => [ticket.id, ticket]));
  const prices = new Map((tour.priceList ?? []).map((entry) => [entry.id, entry]));
  let ticketCount = 0;
  let tourCount = 0;
  let totalPrice = 0;
  for (const line of form.tickets ?? []) {
    const ticket = tickets.get(line.id);
    if (!ticket) continue;
    const subCounts = countsById(line.subtickets);
    const counted = ticketParticipants(ticket, line.count, subCounts);
    ticketCount += counted;
    totalPrice += ticket.price * counted;
    for (const sub of ticket.subtickets ?? []) totalPrice += sub.price * countOf(subCounts, sub.id);
  }
  for (const line of form.tours ?? []) {
    const entry = prices.get(line.id);
    if (!entry) continue;
    const count = toCount(line.count);
    tourCount += count;
    totalPrice += entry.price * count;
  }
  return { ticketCount, tourCount, totalPrice };
}

/** The persons a booking registers, Foyer's reading of "tickets = participants". */
export function tourParticipants(
  tour: Pick<Tour, 'single_ticketing' | 'book_complete_tour' | 'priceList'>,
  totals: Pick<TourTotals, 'ticketCount' | 'tourCount'>,
): number {
  if (booksWholeTours(tour) || (tour.priceList ?? []).length === 0) return totals.ticketCount;
  return totals.tourCount;
}
