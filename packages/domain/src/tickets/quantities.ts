/**
 * Count rules of event tickets.
 *
 * - A subticket is an add-on per unit (a child in a family ticket): its count is the number of units
 *   for the whole line, so its price is not multiplied by the ticket count. Fixed-count subtickets
 *   are applied before anything is priced or checked, so a client cannot skip or inflate them.
 * - Family components are checked after fixed-count subtickets are applied: a fixed component
 *   needs no entry of its own. The failure carries `missing`, the number of components left at 0.
 * - `validateTicketLine` checks, in order: nothing chosen (`TICKET_NO_SELECTION`); for modes 1 and
 *   5 a slot of the schedule (`TICKET_TIME_REQUIRED`), not sold out (`TIME_SOLD_OUT`), holding the
 *   line's places (`TICKET_COUNT_EXCEEDS_SLOT`; a family ticket takes one place per person); family components (`TICKET_FAMILY_COMPONENTS_MISSING`).
 *   A line with subtickets chosen is at least one ticket, so a family ticket chosen through its
 *   components alone is charged its own price once.
 */
import { err, ok, type Result } from '../errors';
import { countOf, countsById, isFlagSet, toCount } from './counts';
import { isSlotMode, slotAvailability } from './slots';
import type { Counts, Subticket, Ticket, TicketLine, TicketScheduleEntry } from './types';

/** Refuses a count above the slot's `max_tickets` (`TICKET_COUNT_EXCEEDS_SLOT`); non-numeric counts read as 0. */
export function validateTicketCount(
  count: unknown,
  slot: Pick<TicketScheduleEntry, 'max_tickets'>,
): Result<number> {
  const requested = toCount(count);
  const available = toCount(slot.max_tickets);
  return requested > available
    ? err('TICKET_COUNT_EXCEEDS_SLOT', { requested, available })
    : ok(requested);
}

/** A subticket whose `min_quantity` equals its `max_quantity` has a fixed count. */
export function isFixedSubticket(
  subticket: Pick<Subticket, 'min_quantity' | 'max_quantity'>,
): boolean {
  return (
    typeof subticket.min_quantity === 'number' && subticket.min_quantity === subticket.max_quantity
  );
}

/** Gives every subticket its count, a fixed-count one its max when another subticket is chosen, else 0. */
export function applyFixedSubtickets(
  subtickets: readonly Subticket[] | null | undefined,
  counts: Counts,
): Record<number, number> {
  const list = subtickets ?? [];
  const othersChosen = list.some((sub) => !isFixedSubticket(sub) && countOf(counts, sub.id) > 0);
  const result: Record<number, number> = {};
  for (const sub of list) {
    result[sub.id] = isFixedSubticket(sub)
      ? othersChosen
        ? toCount(sub.max_quantity)
        : 0
      : countOf(counts, sub.id);
  }
  return result;
}

/** A family ticket needs a quantity above 0 for every component, `TICKET_FAMILY_COMPONENTS_MISSING`. */
export function validateFamilyTicket(
  ticket: Pick<Ticket, 'family' | 'subtickets'>,
  quantities: Counts,
): Result<Record<number, number>> {
  const counts = applyFixedSubtickets(ticket.subtickets, quantities);
  if (!isFlagSet(ticket.family)) return ok(counts);
  const missing = (ticket.subtickets ?? []).filter((sub) => (counts[sub.id] ?? 0) === 0).length;
  return missing > 0 ? err('TICKET_FAMILY_COMPONENTS_MISSING', { missing }) : ok(counts);
}

/** Price of a ticket line in cents: price × count plus each subticket price × its count. */
export function ticketTotal(
  ticket: Pick<Ticket, 'price' | 'subtickets'>,
  count: unknown,
  subticketCounts: Counts = {},
): number {
  const counts = applyFixedSubtickets(ticket.subtickets, subticketCounts);
  const addOns = (ticket.subtickets ?? []).reduce(
    (sum, sub) => sum + sub.price * (counts[sub.id] ?? 0),
    0,
  );
  return ticket.price * toCount(count) + addOns;
}

/**
 * Places a ticket line takes in its slot, day or event: one per ticket; a family ticket one per
 * person, i.e. the units of its components that are not fixed-count (a booklet is nobody), and at
 * least its ticket count.
 */
export function ticketPlaces(
  ticket: Pick<Ticket, 'family' | 'subtickets'>,
  count: number,
  subticketCounts: Readonly<Record<number, number>>,
): number {
  if (!isFlagSet(ticket.family)) return count;
  const persons = (ticket.subtickets ?? [])
    .filter((sub) => !isFixedSubticket(sub))
    .reduce((sum, sub) => sum + (subticketCounts[sub.id] ?? 0), 0);
  return Math.max(count, persons);
}

/** A validated ticket line: its count, the places it takes, subticket counts and price in cents. */
export interface ValidTicketLine {
  readonly count: number;
  /** Places the line takes (`ticketPlaces`): what is checked against and held in the capacity. */
  readonly places: number;
  readonly subtickets: Readonly<Record<number, number>>;
  readonly total: number;
}

function sameStart(a: string, b: string): boolean {
  return a.slice(0, 10) === b.slice(0, 10) && a.slice(11, 16) === b.slice(11, 16);
}

/** Validates one event-ticket line as the server books it, first failure first. */
export function validateTicketLine(ticket: Ticket, line: TicketLine): Result<ValidTicketLine> {
  const subtickets = applyFixedSubtickets(ticket.subtickets, countsById(line.subtickets));
  const withSubtickets = Object.values(subtickets).some((n) => n > 0);
  const entered = toCount(line.count);
  if (entered === 0 && !withSubtickets) return err('TICKET_NO_SELECTION');
  const count = withSubtickets ? Math.max(entered, 1) : entered;
  const places = ticketPlaces(ticket, count, subtickets);
  if (isSlotMode(ticket.mode)) {
    const start = line.datetime;
    const slot = start
      ? (ticket.schedule ?? []).find((entry) => sameStart(entry.datetime, start))
      : undefined;
    if (!slot) return err('TICKET_TIME_REQUIRED');
    const open = slotAvailability(slot);
    if (!open.ok) return open;
    const fits = validateTicketCount(places, slot);
    if (!fits.ok) return fits;
  }
  const family = validateFamilyTicket(ticket, subtickets);
  if (!family.ok) return family;
  return ok({ count, places, subtickets, total: ticketTotal(ticket, count, subtickets) });
}
