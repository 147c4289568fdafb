/**
 * Narrow input types of the event-ticket rules: only the fields the
 * rules read, with the API's field names, so that the contract's full wire shapes fit them.
 */

/** A 0/1 flag of the API; booleans are accepted too. */
export type Flag = 0 | 1 | boolean;

/** Counts keyed by ticket or subticket id, as entered (non-numeric values count as 0). */
export type Counts = Readonly<Record<number, unknown>>;

/** One schedule entry (time slot) of a ticket: its start and the tickets still available. */
export interface TicketScheduleEntry {
  /** Local start `YYYY-MM-DDTHH:mm` (a space instead of `T` and trailing seconds are accepted). */
  readonly datetime: string;
  readonly max_tickets: number;
}

/** A subticket (a component or add-on of a ticket, e.g. a child in a family ticket). */
export interface Subticket {
  readonly id: number;
  /** Price per unit in cents. */
  readonly price: number;
  readonly min_quantity?: number | null;
  readonly max_quantity?: number | null;
}

/** An event ticket as the rules read it. */
export interface Ticket {
  readonly id: number;
  /** Price per ticket in cents. */
  readonly price: number;
  /** 1 timed, 3 event-long, 5 scheduled range. */
  readonly mode: number;
  readonly schedule?: readonly TicketScheduleEntry[] | null;
  readonly family?: Flag | null;
  readonly subtickets?: readonly Subticket[] | null;
}

/** An event as the availability rule reads it: `end` is the local end `YYYY-MM-DD[THH:mm[:ss]]`. */
export interface TicketEvent {
  readonly end?: string | null;
}

/** A time slot of one date, listed for the time selector. */
export interface TicketTimeSlot {
  readonly datetime: string;
  /** `HH:mm`. */
  readonly time: string;
  /** Tickets still available in the slot (never negative). */
  readonly max_tickets: number;
  readonly sold_out: boolean;
}

/** The ticket calendar: date `YYYY-MM-DD` → tickets available that day (0 = sold out). */
export type TicketCalendar = Readonly<Record<string, number>>;

/** One line of an event-ticket selection, as in the cart payload. */
export interface TicketLine {
  readonly count: unknown;
  /** Slot start for modes 1 and 5; null or absent for event-long tickets. */
  readonly datetime?: string | null;
  readonly subtickets?: readonly { readonly id: number; readonly count: unknown }[] | null;
}
