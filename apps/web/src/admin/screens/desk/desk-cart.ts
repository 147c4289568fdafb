/**
 * The desk's picks as the shop's cart items: timed tickets for the
 * chosen slot, event-long tickets without one, day tickets for the chosen day, family tickets with
 * their components (fixed-count ones at their count), articles by count. Prices are never sent: the
 * server prices the cart (desk/quote, desk/sales).
 */
import { isSlotMode } from '@foyer/domain';
import type { CartItem, Ticket } from '@foyer/domain/contract';

export interface DeskPicks {
  eventId: number | null;
  /** The day of the visit, `YYYY-MM-DD`. */
  date: string;
  /** The chosen slot, `YYYY-MM-DDTHH:mm`, for timed tickets. */
  slot: string | null;
  tickets: readonly Ticket[];
  /** Tickets per ticket id. */
  counts: Readonly<Record<number, number>>;
  /** A family ticket's component counts, keyed `ticketId:subticketId`. */
  components: Readonly<Record<string, number>>;
  /** Articles per article id. */
  articles: Readonly<Record<number, number>>;
}

export function componentKey(ticketId: number, subticketId: number): string {
  return `${ticketId}:${subticketId}`;
}

/** A component the visitor cannot choose (min = max): always its fixed count. */
export function isFixedComponent(sub: Ticket['subtickets'][number]): boolean {
  return sub.min_quantity === sub.max_quantity;
}

/** The cart items of the picks, in the order they are shown; lines without a count are left out. */
export function deskCartItems(picks: DeskPicks): CartItem[] {
  const items: CartItem[] = [];
  const dayTickets: { id: number; count: number }[] = [];
  for (const ticket of picks.tickets) {
    const count = picks.counts[ticket.id] ?? 0;
    if (count <= 0) continue;
    if (ticket.day_ticket === 1) {
      dayTickets.push({ id: ticket.id, count });
      continue;
    }
    const datetime = isSlotMode(ticket.mode) ? picks.slot : null;
    if (isSlotMode(ticket.mode) && datetime === null) continue;
    const subtickets =
      ticket.family === 1
        ? ticket.subtickets
            .map((sub) => ({
              id: sub.id,
              count: isFixedComponent(sub)
                ? sub.min_quantity
                : (picks.components[componentKey(ticket.id, sub.id)] ?? 0),
            }))
            .filter((sub) => sub.count > 0)
        : [];
    items.push({ type: 'ticket', id: ticket.id, count, datetime, subtickets });
  }
  if (dayTickets.length > 0 && picks.eventId !== null) {
    items.push({ type: 'dayTicket', id: picks.eventId, date: picks.date, dayTickets });
  }
  for (const [id, count] of Object.entries(picks.articles)) {
    if (count > 0) items.push({ type: 'merchandise', id: Number(id), count });
  }
  return items;
}
