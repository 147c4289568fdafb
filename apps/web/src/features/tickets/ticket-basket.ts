/**
 * Basket items of a ticket choice, in the domain's shapes (`ticket`, `dayTicket`) so that
 * `toCartPayload` sends the contract's cart items. One item per ticket line:
 * a timed or scheduled-range ticket carries its slot start, an event-long ticket none (the server
 * books it against the event), day tickets their date.
 */
import type { DayTicketBasketItem, TicketBasketItem, ValidTicketLine } from '@foyer/domain';
import type { Event } from '@foyer/domain/contract';
import type { TicketOffer } from './ticket-selection';

/** The name a ticket line has in the basket: the event and the ticket. */
export function lineName(event: Pick<Event, 'name'>, ticketName: string): string {
  return `${event.name} – ${ticketName}`;
}

function chosenSubtickets(line: ValidTicketLine): { id: number; count: number }[] {
  return Object.entries(line.subtickets)
    .map(([id, count]) => ({ id: Number(id), count }))
    .filter((sub) => sub.count > 0);
}

/** The basket item of one valid line; `date` is the chosen date of a day ticket. */
export function ticketBasketItem(
  event: Pick<Event, 'id' | 'name'>,
  offer: TicketOffer,
  line: ValidTicketLine,
  date: string | null,
): TicketBasketItem | DayTicketBasketItem {
  const { ticket } = offer;
  const base = {
    name: lineName(event, ticket.name),
    price: ticket.price,
    totalPrice: line.total,
    count: line.count,
    totalCount: line.count,
    vat_value: ticket.vat_value,
  };
  if (offer.kind === 'day' && date !== null) {
    return {
      ...base,
      type: 'dayTicket',
      id: event.id,
      date,
      datetime: null,
      time: null,
      dayTickets: [{ id: ticket.id, count: line.count }],
    };
  }
  const datetime = offer.kind === 'slot' ? (offer.entry?.datetime ?? null) : null;
  return {
    ...base,
    type: 'ticket',
    id: ticket.id,
    datetime,
    date: datetime?.slice(0, 10) ?? null,
    time: datetime?.slice(11, 16) ?? null,
    subtickets: chosenSubtickets(line),
  };
}
