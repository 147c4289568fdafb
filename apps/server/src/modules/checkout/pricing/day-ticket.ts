/** Prices a day-ticket item: ticket lines of one event sold per date. */
import type { DayTicketLineDetails } from '../../orders';
import {
  dayAvailability,
  TICKET_MODES,
  validateTicketLine,
  validateTicketSelection,
  type ValidTicketLine,
} from '@foyer/domain';
import type { CartDayTicketItem } from '@foyer/domain/contract';
import { dayKey, type CatalogTicket, ticketRule } from '../../catalog';
import {
  addToBasket,
  available,
  countLines,
  demand,
  nameOr,
  subticketLines,
  type Pricer,
} from './pricer';
import { sellableTicket, ticketFlags } from './ticket';
import type { Failure } from '../../../outcome';
import { itemRefusal, toTimestamp } from './types';

export function priceDayTickets(
  pricer: Pricer,
  index: number,
  item: CartDayTicketItem,
): Failure | null {
  const lines = item.dayTickets.filter((line) => line.count > 0);
  if (lines.length === 0) return itemRefusal(index, 'TICKET_NO_SELECTION');
  const tickets: CatalogTicket[] = [];
  for (const line of lines) {
    const sellable = sellableTicket(pricer, index, line.id);
    if (!sellable.ok) return sellable.failure;
    tickets.push(sellable.value);
  }
  if (tickets.some((ticket) => !ticket.dayTicket || ticket.eventId !== item.id)) {
    return itemRefusal(index, 'CART_INVALID');
  }
  const today = pricer.venueNow.slice(0, 10);
  const capacityId = pricer.catalog.days.get(dayKey(item.id, item.date));
  if (item.date < today || capacityId === undefined) return itemRefusal(index, 'DAY_UNAVAILABLE');
  const left = available(pricer, capacityId);
  const day = dayAvailability({ [item.date]: left }, item.date);
  if (!day.ok) return itemRefusal(index, day.code, day.params);
  const datetime = `${item.date}T00:00`;
  const valids: ValidTicketLine[] = [];
  for (const [position, line] of lines.entries()) {
    const ticket = tickets[position];
    if (ticket === undefined) continue;
    // A day ticket is sold per date: its one "slot" is the date against the day capacity.
    const valid = validateTicketLine(
      ticketRule(ticket, [{ datetime, max_tickets: left }], TICKET_MODES.TIMED),
      { count: line.count, datetime },
    );
    if (!valid.ok) return itemRefusal(index, valid.code, valid.params);
    valids.push(valid.value);
    const { count, places: linePlaces, subtickets, total } = valid.value;
    const name = nameOr(pricer.text(ticket.name), `#${ticket.id}`);
    const chosen = subticketLines(pricer, ticket.subtickets, subtickets);
    const basketRefusal = addToBasket(pricer, index, {
      type: 'dayTicket',
      id: item.id,
      name,
      price: ticket.price,
      totalPrice: total,
      count,
      totalCount: linePlaces,
      datetime: null,
      date: item.date,
      time: null,
      dayTickets: [{ id: ticket.id, count }],
      vat_value: ticket.vatValue,
    });
    if (basketRefusal) return basketRefusal;
    pricer.items.push({
      type: 'dayTicket',
      refId: ticket.id,
      name,
      datetime: toTimestamp(datetime),
      count,
      unitPrice: ticket.price,
      totalPrice: total,
      vatValue: ticket.vatValue,
      details: {
        itemIndex: index,
        eventId: ticket.eventId,
        eventName: pricer.text(ticket.event.name),
        date: item.date,
        venue: pricer.text(ticket.event.venue),
        subtickets: chosen,
        places: linePlaces,
        ticketFlags: ticketFlags(ticket),
        lines: countLines(chosen),
      } satisfies DayTicketLineDetails,
    });
  }
  // The lines share the day's capacity: the domain's selection rule (the web app shows the same).
  const selection = validateTicketSelection(valids, left);
  if (!selection.ok) return itemRefusal(index, selection.code, selection.params);
  demand(pricer, index, capacityId, selection.value.places);
  return null;
}
