/** Prices an event ticket line: slot or event-long capacity, subtickets. */
import type { TicketLineDetails } from '../../orders';
import {
  eventAvailability,
  isSlotMode,
  TICKET_MODES,
  validateTicketCount,
  validateTicketLine,
} from '@foyer/domain';
import type { CartTicketItem } from '@foyer/domain/contract';
import { slotKey, type CatalogTicket, ticketRule } from '../../catalog';
import {
  addToBasket,
  available,
  countLines,
  demand,
  nameOr,
  subticketLines,
  type Pricer,
} from './pricer';
import { failed, type Failure, type Outcome } from '../../../outcome';
import { itemRefusal, toLocalDateTime, toTimestamp } from './types';

/** The ticket's barcode flags as stored with the order line. */
export function ticketFlags(ticket: CatalogTicket) {
  return {
    unique_barcode: ticket.uniqueBarcode,
    scan_separately: ticket.scanSeparately,
    print_separately: ticket.printSeparately,
  };
}

/** The ticket when it exists, is sold and its event has not ended. */
export function sellableTicket(pricer: Pricer, index: number, id: number): Outcome<CatalogTicket> {
  const ticket = pricer.catalog.tickets.get(id);
  if (!ticket) return failed(itemRefusal(index, 'CART_INVALID'));
  if (!ticket.active || !ticket.event.active) return failed(itemRefusal(index, 'ITEM_EXPIRED'));
  const end = ticket.event.endsAt === null ? null : toLocalDateTime(ticket.event.endsAt);
  const open = eventAvailability({ end }, pricer.now, pricer.timeZone);
  if (!open.ok) return failed(itemRefusal(index, open.code));
  return { ok: true, value: ticket };
}

interface Capacity {
  capacityId: number;
  datetime: string | null;
  schedule: { datetime: string; max_tickets: number }[];
}

/** The capacity a ticket line is sold against: its open slot, else the ticket's own. */
function ticketCapacity(
  pricer: Pricer,
  index: number,
  ticket: CatalogTicket,
  item: CartTicketItem,
): Outcome<Capacity> {
  if (!isSlotMode(ticket.mode)) {
    if (ticket.capacityId === null) return failed(itemRefusal(index, 'CART_INVALID'));
    return { ok: true, value: { capacityId: ticket.capacityId, datetime: null, schedule: [] } };
  }
  const slot =
    item.datetime === null
      ? undefined
      : pricer.catalog.slots.get(slotKey(ticket.eventId, ticket.mode, toTimestamp(item.datetime)));
  const open =
    slot !== undefined &&
    (slot.startsAt > pricer.venueNow ||
      (ticket.mode === TICKET_MODES.SCHEDULED_RANGE &&
        slot.endsAt !== null &&
        slot.endsAt > pricer.venueNow));
  if (!slot || !open) return { ok: true, value: { capacityId: 0, datetime: null, schedule: [] } };
  const datetime = toLocalDateTime(slot.startsAt);
  return {
    ok: true,
    value: {
      capacityId: slot.capacityId,
      datetime,
      schedule: [{ datetime, max_tickets: available(pricer, slot.capacityId) }],
    },
  };
}

export function priceTicket(pricer: Pricer, index: number, item: CartTicketItem): Failure | null {
  const sellable = sellableTicket(pricer, index, item.id);
  if (!sellable.ok) return sellable.failure;
  const ticket = sellable.value;
  if (ticket.dayTicket) return itemRefusal(index, 'CART_INVALID');
  const capacity = ticketCapacity(pricer, index, ticket, item);
  if (!capacity.ok) return capacity.failure;
  const { capacityId, datetime, schedule } = capacity.value;
  const valid = validateTicketLine(ticketRule(ticket, schedule), {
    count: item.count,
    datetime: item.datetime,
    subtickets: item.subtickets,
  });
  if (!valid.ok) return itemRefusal(index, valid.code, valid.params);
  if (!isSlotMode(ticket.mode)) {
    const left = available(pricer, capacityId);
    if (left === 0) return itemRefusal(index, 'TICKETS_SOLD_OUT');
    const fits = validateTicketCount(valid.value.places, { max_tickets: left });
    if (!fits.ok) return itemRefusal(index, fits.code, fits.params);
  }
  const { count, places, subtickets, total } = valid.value;
  demand(pricer, index, capacityId, places);
  const name = nameOr(pricer.text(ticket.name), `#${ticket.id}`);
  const chosen = subticketLines(pricer, ticket.subtickets, subtickets);
  const basketRefusal = addToBasket(pricer, index, {
    type: 'ticket',
    id: ticket.id,
    name,
    price: ticket.price,
    totalPrice: total,
    count,
    totalCount: places,
    datetime,
    date: datetime?.slice(0, 10) ?? null,
    time: datetime?.slice(11, 16) ?? null,
    subtickets: chosen.map(({ id, count: n }) => ({ id, count: n })),
    vat_value: ticket.vatValue,
  });
  if (basketRefusal) return basketRefusal;
  pricer.items.push({
    type: 'ticket',
    refId: ticket.id,
    name,
    datetime: datetime === null ? null : toTimestamp(datetime),
    count,
    unitPrice: ticket.price,
    totalPrice: total,
    vatValue: ticket.vatValue,
    details: {
      itemIndex: index,
      eventId: ticket.eventId,
      eventName: pricer.text(ticket.event.name),
      datetime,
      venue: pricer.text(ticket.event.venue),
      subtickets: chosen,
      places,
      ticketFlags: ticketFlags(ticket),
      lines: countLines(chosen),
    } satisfies TicketLineDetails,
  });
  return null;
}
