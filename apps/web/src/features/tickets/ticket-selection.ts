/**
 * What the ticket selector offers and how a choice is checked, with the domain's event-ticket
 * rules: hidden tickets, time slots, fixed-count subtickets, family tickets and the count limits.
 * Three kinds of offers exist:
 * - `slot`: timed (mode 1) and scheduled-range (mode 5) tickets, bought for a chosen time;
 * - `day`: day tickets, bought for a chosen date against the event's day capacity;
 * - `eventLong`: event-long tickets (mode 3), valid for the whole event.
 * Each kind shares its capacity, so besides each line the sum of a kind's tickets is checked too.
 */
import {
  err,
  isFixedSubticket,
  isFlagSet,
  isSlotMode,
  slotsForDate,
  ticketSelectionTotal,
  toCount,
  validateTicketCount,
  validateTicketLine,
  validateTicketSelection,
  visibleTickets,
  type Err,
  type Result,
  type TicketLine,
  type TicketTimeSlot,
  type ValidTicketLine,
} from '@foyer/domain';
import type { Ticket, TicketCollection } from '@foyer/domain/contract';

export type OfferKind = 'slot' | 'day' | 'eventLong';

/** A ticket as offered for the current choice, with the schedule entry its count is checked against. */
export interface TicketOffer {
  readonly kind: OfferKind;
  readonly ticket: Ticket;
  /** The slot at the chosen time, the day's entry or the event's entry; null when none is open. */
  readonly entry: Ticket['schedule'][number] | null;
}

/** The counts entered for one ticket: its own and its subtickets', as typed. */
export interface EnteredCounts {
  readonly count: string;
  readonly subtickets: Readonly<Record<number, string>>;
}

/** Entered counts by ticket id. */
export type Selection = Readonly<Record<number, EnteredCounts>>;

export const NO_COUNTS: EnteredCounts = { count: '', subtickets: {} };

/** Which steps the event needs: a calendar for slot or day tickets, and whether it has event-long tickets. */
export function eventShape(tickets: readonly Ticket[]): { dated: boolean; eventLong: boolean } {
  return {
    dated: tickets.some((ticket) => isFlagSet(ticket.day_ticket) || isSlotMode(ticket.mode)),
    eventLong: tickets.some((ticket) => !isFlagSet(ticket.day_ticket) && !isSlotMode(ticket.mode)),
  };
}

/** True when a ticket is sold for a time slot. */
export function isSlotTicket(ticket: Ticket): boolean {
  return !isFlagSet(ticket.day_ticket) && isSlotMode(ticket.mode);
}

/** True when a ticket is a day ticket. */
export function isDayTicket(ticket: Ticket): boolean {
  return isFlagSet(ticket.day_ticket);
}

/** The event-long tickets of an event (the answer without a date), with their one entry. */
export function eventLongOffers(collection: TicketCollection): TicketOffer[] {
  return collection.tickets
    .filter((ticket) => !isFlagSet(ticket.day_ticket) && !isSlotMode(ticket.mode))
    .map((ticket) => ({ kind: 'eventLong', ticket, entry: ticket.schedule[0] ?? null }));
}

/** The time slots of a date: the visible slot tickets' slots, merged by start. */
export function timeSlotsOf(collection: TicketCollection, date: string): TicketTimeSlot[] {
  return slotsForDate(visibleTickets(collection.tickets).filter(isSlotTicket), date);
}

/** The end of a scheduled range starting at `datetime`, when a ticket's schedule has one. */
export function slotEnd(collection: TicketCollection, datetime: string): string | null {
  for (const ticket of collection.tickets) {
    const entry = ticket.schedule.find((candidate) => candidate.datetime === datetime);
    if (entry?.datetime_end) return entry.datetime_end;
  }
  return null;
}

/** The day tickets of a date, visible ones only, with the day's entry. */
export function dayOffers(collection: TicketCollection, date: string): TicketOffer[] {
  return visibleTickets(collection.tickets)
    .filter(isDayTicket)
    .map((ticket) => ({
      kind: 'day',
      ticket,
      entry: ticket.schedule.find((entry) => entry.datetime.slice(0, 10) === date) ?? null,
    }));
}

/** The slot tickets offered at a chosen start, each with its own entry for that start. */
export function slotOffers(collection: TicketCollection, datetime: string): TicketOffer[] {
  return visibleTickets(collection.tickets)
    .filter(isSlotTicket)
    .flatMap((ticket) => {
      const entry = ticket.schedule.find((candidate) => candidate.datetime === datetime);
      return entry ? [{ kind: 'slot' as const, ticket, entry }] : [];
    });
}

/** The tickets still available for an offer (0 when its entry is missing or sold out). */
export function offerAvailable(offer: TicketOffer): number {
  return toCount(offer.entry?.max_tickets ?? 0);
}

/** The cart line of entered counts: count, datetime and subticket counts. */
export function ticketLineOf(offer: TicketOffer, counts: EnteredCounts): TicketLine {
  return {
    count: counts.count,
    datetime: offer.kind === 'slot' ? (offer.entry?.datetime ?? null) : null,
    subtickets: offer.ticket.subtickets.map((sub) => ({
      id: sub.id,
      count: counts.subtickets[sub.id] ?? '',
    })),
  };
}

/** True when anything is entered for a ticket (its count or a subticket). */
export function isEntered(offer: TicketOffer, counts: EnteredCounts): boolean {
  return (
    toCount(counts.count) > 0 ||
    offer.ticket.subtickets.some(
      (sub) => !isFixedSubticket(sub) && toCount(counts.subtickets[sub.id]) > 0,
    )
  );
}

/**
 * Checks one ticket as the server books it: the domain's line rules (nothing chosen, time, sold-out
 * slot, count above the slot, family components), and for day and event-long tickets the count
 * against their entry (`TICKETS_SOLD_OUT` when the entry has nothing left).
 */
export function checkOffer(offer: TicketOffer, counts: EnteredCounts): Result<ValidTicketLine> {
  if (offer.kind !== 'slot' && offerAvailable(offer) === 0) {
    return err(offer.kind === 'day' ? 'DAY_SOLD_OUT' : 'TICKETS_SOLD_OUT');
  }
  const line = validateTicketLine(offer.ticket, ticketLineOf(offer, counts));
  if (!line.ok || offer.kind === 'slot') return line;
  const fits = validateTicketCount(line.value.places, { max_tickets: offerAvailable(offer) });
  return fits.ok ? line : fits;
}

/** A checked choice: the valid lines, the failures by ticket id, and failures of the whole choice. */
export interface CheckedSelection {
  readonly lines: readonly { readonly offer: TicketOffer; readonly line: ValidTicketLine }[];
  readonly lineErrors: Readonly<Record<number, Err>>;
  readonly errors: readonly Err[];
  /** The price of the valid lines in cents. */
  readonly total: number;
}

/**
 * Checks every entered ticket of the offers, then each kind's lines together against what the kind
 * has left (the domain's `validateTicketSelection`; `available` by kind: the chosen slot's merged
 * availability, the day's, the event's), and that something was chosen at all
 * (`TICKET_NO_SELECTION`).
 */
export function checkSelection(
  offers: readonly TicketOffer[],
  selection: Selection,
  available: Readonly<Partial<Record<OfferKind, number>>>,
): CheckedSelection {
  const lines: { offer: TicketOffer; line: ValidTicketLine }[] = [];
  const lineErrors: Record<number, Err> = {};
  const errors: Err[] = [];
  for (const offer of offers) {
    const counts = selection[offer.ticket.id] ?? NO_COUNTS;
    if (!isEntered(offer, counts)) continue;
    const checked = checkOffer(offer, counts);
    if (checked.ok) lines.push({ offer, line: checked.value });
    else lineErrors[offer.ticket.id] = checked;
  }
  for (const kind of ['slot', 'day', 'eventLong'] as const) {
    const limit = available[kind];
    if (limit === undefined) continue;
    const fits = validateTicketSelection(
      lines.filter(({ offer }) => offer.kind === kind).map(({ line }) => line),
      limit,
    );
    if (!fits.ok) errors.push(fits);
  }
  if (lines.length === 0 && Object.keys(lineErrors).length === 0) {
    errors.push(err('TICKET_NO_SELECTION'));
  }
  return {
    lines,
    lineErrors,
    errors,
    total: ticketSelectionTotal(lines.map(({ line }) => line)).total,
  };
}
