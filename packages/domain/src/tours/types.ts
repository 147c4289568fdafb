/**
 * Narrow input types of the guided-tour rules: only the fields the rules
 * read, with the API's field names, so that the contract's full wire shapes fit them.
 */
import type { Flag } from '../tickets/types';

/** The booking settings of a tour. */
export interface TourRules {
  /** Participants one tour holds. */
  readonly max_participants: number;
  /** Smallest number of persons one booking must hold; absent = no minimum. */
  readonly min_participants?: number | null;
  /** Persons book individual places (a public tour). */
  readonly single_ticketing: Flag;
  /** Complete tours can be booked from the price list. */
  readonly book_complete_tour: Flag;
  /** A booking needs no participant tickets. */
  readonly booking_without_tickets?: Flag | null;
}

/** A subticket of a tour ticket. */
export interface TourSubticket {
  readonly id: number;
  /** Price per unit in cents. */
  readonly price: number;
}

/** A participant ticket offered for a tour date. */
export interface TourTicket {
  readonly id: number;
  /** Price per ticket in cents. */
  readonly price: number;
  readonly subtickets?: readonly TourSubticket[] | null;
}

/** An entry of the tour's price list for the chosen time. */
export interface PriceListEntry {
  readonly id: number;
  /** Price in cents. */
  readonly price: number;
}

/** A tour with the tickets and price list offered for the chosen date and time. */
export interface Tour extends TourRules {
  readonly tickets?: readonly TourTicket[] | null;
  readonly priceList?: readonly PriceListEntry[] | null;
}

/** Availability of the chosen time slot: tickets still available and tours still bookable. */
export interface TourSlot {
  readonly available: number;
  readonly tours: number;
}

/** A time slot of the tour calendar. */
export interface TourCalendarSlot {
  /** `HH:mm`. */
  readonly time: string;
  /** Tickets still available. */
  readonly available: number;
  readonly timeslotId?: number | null;
}

/** The tour calendar: date `YYYY-MM-DD` → its time slots. */
export type TourCalendar = Readonly<Record<string, readonly TourCalendarSlot[]>>;

/** The tour overview: date `YYYY-MM-DD` → ids of the tours held that day. */
export type ToursPerDate = Readonly<Record<string, readonly number[]>>;

/** The answer types a group question may have. */
export type AnswerType = 'radio' | 'select' | 'checkbox' | 'text' | 'textarea' | 'number';

/** A group question of a tour. `type` is read as sent; unknown types cannot be answered. */
export interface TourQuestion {
  readonly id: number;
  readonly type: string;
  readonly mandatory?: Flag | null;
  /** The options of radio, select and checkbox questions. */
  readonly answers?: readonly { readonly id: number }[] | null;
}

/** One answer, keyed by question id in the form. */
export interface TourAnswer {
  readonly qId: number;
  readonly type: AnswerType;
  /** An option id (radio, select), option ids (checkbox), text, a number, or null when unanswered. */
  readonly value: number | number[] | string | null;
}

/** Answers keyed by question id. */
export type TourAnswers = Readonly<Record<string, TourAnswer>>;

/** A `{ id, count }` line of the form (price-list entries; counts as entered). */
export interface TourCountLine {
  readonly id: number;
  readonly count: unknown;
}

/** A participant-ticket line of the form, with optional subticket counts. */
export interface TourTicketLine extends TourCountLine {
  readonly subtickets?: readonly TourCountLine[] | null;
}

/** The tour booking form; counts are read with `toCount`. */
export interface TourForm {
  readonly date?: string | null;
  readonly time?: string | null;
  readonly tickets?: readonly TourTicketLine[] | null;
  /** Price-list entries with their counts. */
  readonly tours?: readonly TourCountLine[] | null;
  readonly answers?: TourAnswers | null;
}

/** Totals of a tour form. */
export interface TourTotals {
  readonly ticketCount: number;
  readonly tourCount: number;
  /** Cents. */
  readonly totalPrice: number;
}
