/**
 * Ticket modes, visibility and time slots.
 *
 * Given several tickets, `slotsForDate` merges slots starting at the same time and keeps the largest
 * availability: a time is sold out only when no ticket can be booked at it. Whether the capacity is
 * shared by the ticket types or kept per type, the largest value is right for "can this time still
 * be chosen"; the count limit itself is checked per ticket.
 */
import { err, ok, type Result } from '../errors';
import { toCount } from './counts';
import type { Ticket, TicketScheduleEntry, TicketTimeSlot } from './types';

/** Event ticket mode codes. */
export const TICKET_MODES = { TIMED: 1, EVENT_LONG: 3, SCHEDULED_RANGE: 5 } as const;

/** True for the modes sold per time slot, timed (1) and scheduled range (5). */
export function isSlotMode(mode: number): boolean {
  return mode === TICKET_MODES.TIMED || mode === TICKET_MODES.SCHEDULED_RANGE;
}

/** Hides tickets of mode 1 or 5 that have no schedule entry with `max_tickets` above 0; other modes stay visible. */
export function isTicketVisible(ticket: Pick<Ticket, 'mode' | 'schedule'>): boolean {
  if (!isSlotMode(ticket.mode)) return true;
  return (ticket.schedule ?? []).some((entry) => toCount(entry.max_tickets) > 0);
}

/** The tickets a visitor may see, in their original order. */
export function visibleTickets<T extends Pick<Ticket, 'mode' | 'schedule'>>(
  tickets: readonly T[],
): T[] {
  return tickets.filter(isTicketVisible);
}

function toSlot(entry: TicketScheduleEntry): TicketTimeSlot {
  const max_tickets = toCount(entry.max_tickets);
  return {
    datetime: entry.datetime,
    time: entry.datetime.slice(11, 16),
    max_tickets,
    sold_out: max_tickets === 0,
  };
}

function onDate(entry: TicketScheduleEntry, date: string): boolean {
  return entry.datetime.slice(0, 10) === date;
}

/** Lists a date's time slots with the tickets still available, sorted by time. */
export function slotsForDate(
  tickets: Pick<Ticket, 'schedule'> | readonly Pick<Ticket, 'schedule'>[],
  date: string,
): TicketTimeSlot[] {
  const list: readonly Pick<Ticket, 'schedule'>[] = Array.isArray(tickets) ? tickets : [tickets];
  const byStart = new Map<string, TicketTimeSlot>();
  for (const ticket of list) {
    for (const entry of ticket.schedule ?? []) {
      if (!onDate(entry, date)) continue;
      const slot = toSlot(entry);
      const known = byStart.get(slot.time);
      if (!known || slot.max_tickets > known.max_tickets) byStart.set(slot.time, slot);
    }
  }
  return [...byStart.values()].sort((a, b) => (a.time < b.time ? -1 : 1));
}

/** A slot with `max_tickets` 0 is sold out (`TIME_SOLD_OUT`); otherwise the tickets still available. */
export function slotAvailability(slot: Pick<TicketScheduleEntry, 'max_tickets'>): Result<number> {
  const available = toCount(slot.max_tickets);
  return available === 0 ? err('TIME_SOLD_OUT') : ok(available);
}
