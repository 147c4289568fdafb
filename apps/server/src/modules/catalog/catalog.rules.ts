/**
 * Catalog records (`catalog.readers.ts`) as the rules of `@foyer/domain` read them: the one place
 * where a stored ticket, tour or question becomes a domain rule input.
 */
import type {
  Ticket as TicketRule,
  TicketScheduleEntry,
  Tour as TourRules,
  TourQuestion as TourQuestionRule,
} from '@foyer/domain';
import type {
  CatalogSubticket,
  CatalogTicket,
  CatalogTour,
  CatalogTourOffer,
  CatalogTourQuestion,
} from './catalog.readers';

/** The ticket's subtickets as the ticket rules read them. */
export function subticketRules(subtickets: readonly CatalogSubticket[]) {
  return subtickets.map((sub) => ({
    id: sub.id,
    price: sub.price,
    min_quantity: sub.minQuantity,
    max_quantity: sub.maxQuantity,
  }));
}

/** An event ticket with the schedule it is sold against (`mode` overrides the ticket's own). */
export function ticketRule(
  ticket: CatalogTicket,
  schedule: readonly TicketScheduleEntry[],
  mode: number = ticket.mode,
): TicketRule {
  return {
    id: ticket.id,
    price: ticket.price,
    mode,
    schedule,
    family: ticket.family,
    subtickets: subticketRules(ticket.subtickets),
  };
}

/** A guided tour with what it offers, as the tour rules read it. */
export function tourRules(tour: CatalogTour, offer: CatalogTourOffer): TourRules {
  return {
    max_participants: tour.maxParticipants,
    min_participants: tour.minParticipants,
    single_ticketing: tour.singleTicketing,
    book_complete_tour: tour.bookCompleteTour,
    booking_without_tickets: tour.bookingWithoutTickets,
    tickets: offer.tickets.map(({ ticket, subtickets }) => ({
      id: ticket.id,
      price: ticket.price,
      subtickets: subtickets.map((sub) => ({ id: sub.id, price: sub.price })),
    })),
    priceList: offer.prices.map((price) => ({ id: price.id, price: price.price })),
  };
}

/** A tour's group questions as the answer rules read them. */
export function tourQuestionRules(questions: readonly CatalogTourQuestion[]): TourQuestionRule[] {
  return questions.map(({ question, options }) => ({
    id: question.id,
    type: question.type,
    mandatory: question.mandatory,
    answers: options.map((option) => ({ id: option.id })),
  }));
}

/** Whether `date` (`YYYY-MM-DD`) lies in the tour's bookable lifetime. */
export function inTourLifetime(tour: CatalogTour, date: string): boolean {
  return (!tour.firstDate || date >= tour.firstDate) && (!tour.lastDate || date <= tour.lastDate);
}
