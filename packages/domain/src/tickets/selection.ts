/**
 * The total of a ticket selection: ticket lines bought together against
 * one capacity — a time slot, a day, or the event for event-long tickets — share what it has left.
 * Each line is first checked on its own (`validateTicketLine`); then the lines' places are summed and
 * the sum must fit the capacity (`TICKET_COUNT_EXCEEDS_SLOT`, with the summed places as
 * `requested`). The selection's price is the sum of its lines' totals. The web app shows this total
 * and refusal while the visitor chooses; the server applies the same rule when it prices the cart.
 */
import { ok, type Result } from '../errors';
import { validateTicketCount, type ValidTicketLine } from './quantities';

/** What a ticket selection adds up to: places taken in the shared capacity and price in cents. */
export interface TicketSelectionTotal {
  readonly places: number;
  readonly total: number;
}

/** Sums the places and prices of valid ticket lines; no lines add up to 0. */
export function ticketSelectionTotal(
  lines: readonly Pick<ValidTicketLine, 'places' | 'total'>[],
): TicketSelectionTotal {
  return lines.reduce(
    (sum, line) => ({ places: sum.places + line.places, total: sum.total + line.total }),
    { places: 0, total: 0 },
  );
}

/**
 * Checks valid ticket lines that share one capacity against what it has left: their summed places
 * may not exceed `available` (`TICKET_COUNT_EXCEEDS_SLOT`), and answers their
 * total.
 */
export function validateTicketSelection(
  lines: readonly Pick<ValidTicketLine, 'places' | 'total'>[],
  available: number,
): Result<TicketSelectionTotal> {
  const sum = ticketSelectionTotal(lines);
  const fits = validateTicketCount(sum.places, { max_tickets: available });
  return fits.ok ? ok(sum) : fits;
}
