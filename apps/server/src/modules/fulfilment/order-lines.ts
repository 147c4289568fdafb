/**
 * An order's lines as the documents and the e-mail show them: names from the catalog in the order's
 * language (the line's stored name when the catalog row is gone), venue, slot and barcode flags.
 */
import {
  formatDate,
  isFixedSubticket,
  passHolderRequired,
  type Language,
  localized,
} from '@foyer/domain';
import { DEFAULT_TICKET_FLAGS, type LineSubticket, type TicketFlags } from './admissions';
import type { OrderItem } from '../orders';
import type { CatalogInfo } from './order-catalog';
import { readLineDetails, type LineDetails } from './line-details';
import { readLocal } from './validity';

export type LineKind =
  'ticket' | 'dayTicket' | 'guidedTour' | 'pass' | 'merchandise' | 'voucher' | 'voucherCode';

export interface OrderLine {
  item: OrderItem;
  details: LineDetails;
  kind: LineKind;
  /** Event, tour, article or voucher type. */
  heading: string;
  /** Ticket type, or the tour's tickets; null when the heading says it all. */
  ticketType: string | null;
  venue: string | null;
  flags: TicketFlags;
  family: boolean;
  /** A family ticket's components that are people (fixed-count add-ons left out). */
  components: LineSubticket[];
  /** Ticket mode (1, 3, 5) of event tickets, else null. */
  mode: number | null;
  eventId: number | null;
  tourId: number | null;
  /** The booked slot's start, `YYYY-MM-DD HH:mm:ss`, or null. */
  start: string | null;
  /** The day of a day ticket, `YYYY-MM-DD`, or null. */
  day: string | null;
}

export interface LineContext {
  catalog: CatalogInfo;
  lang: Language;
  /** The shop's default language, for catalog texts missing in `lang`. */
  fallback: string;
}

/** Reads one order line with the catalog rows it refers to. */
export function orderLine(item: OrderItem, context: LineContext): OrderLine {
  const { catalog, lang, fallback } = context;
  const text = (value: Parameters<typeof localized>[0]) => localized(value, lang, fallback) || null;
  const details = readLineDetails(item);
  const base = {
    item,
    details,
    ticketType: null,
    venue: details.venue,
    flags: DEFAULT_TICKET_FLAGS,
    family: false,
    components: [],
    mode: null,
    eventId: details.eventId,
    tourId: details.tourId,
    start: readLocal(item.datetime),
    day: null,
  };
  switch (item.type) {
    case 'ticket':
    case 'dayTicket': {
      const ticket = item.refId === null ? undefined : catalog.tickets.get(item.refId);
      const eventId = details.eventId;
      const event = eventId === null ? undefined : catalog.events.get(eventId);
      const eventName = text(event?.name);
      const ticketName = text(ticket?.name);
      const family = ticket?.family ?? false;
      const components = family
        ? details.subtickets.filter((sub) => {
            const row = catalog.subtickets.get(sub.id);
            return (
              !row ||
              !isFixedSubticket({ min_quantity: row.minQuantity, max_quantity: row.maxQuantity })
            );
          })
        : [];
      return {
        ...base,
        kind: item.type,
        heading: eventName ?? item.name,
        ticketType: eventName ? (ticketName ?? item.name) : ticketName,
        venue: details.venue ?? text(event?.venue),
        flags: details.ticketFlags ?? DEFAULT_TICKET_FLAGS,
        family,
        components,
        mode: ticket?.mode ?? null,
        eventId,
        day: details.date,
      };
    }
    case 'guidedTour': {
      const tourId = details.tourId;
      const tour = tourId === null ? undefined : catalog.tours.get(tourId);
      const heading = text(tour?.name) ?? item.name;
      // Checkout names a tour line `Tour – ticket type`; the ticket type is what is left.
      const prefix = `${heading} – `;
      const label = item.name.startsWith(prefix) ? item.name.slice(prefix.length) : item.name;
      return {
        ...base,
        kind: 'guidedTour',
        heading,
        ticketType: label === heading ? null : label,
        venue: details.venue ?? text(tour?.venue),
        tourId,
      };
    }
    case 'merchandise': {
      const article = item.refId === null ? undefined : catalog.merchandise.get(item.refId);
      const isPass = passHolderRequired(details.productKind);
      return {
        ...base,
        kind: isPass ? 'pass' : 'merchandise',
        heading: text(article?.name) ?? item.name,
      };
    }
    case 'voucher': {
      const type = item.refId === null ? undefined : catalog.voucherTypes.get(item.refId);
      return { ...base, kind: 'voucher', heading: text(type?.name) ?? item.name };
    }
    case 'voucherCode':
      return { ...base, kind: 'voucherCode', heading: item.name };
  }
}

/** `Event – ticket type`, or the heading alone. */
export function lineTitle(line: OrderLine): string {
  return line.ticketType ? `${line.heading} – ${line.ticketType}` : line.heading;
}

/** `HH:mm` of a local date-time. */
export function timeOf(local: string): string {
  return local.slice(11, 16);
}

/** When the line takes place, `d.m.Y` or `d.m.Y HH:mm`, or null. */
export function lineWhen(line: OrderLine): string | null {
  if (line.day) return formatDate(line.day);
  if (!line.start || line.mode === 3) return null;
  if (line.kind !== 'ticket' && line.kind !== 'guidedTour') return null;
  return `${formatDate(line.start)} ${timeOf(line.start)}`;
}

/**
 * The guided-tour lines booked together with `line` (itself included), in order: the lines of the
 * same basket item (`itemIndex`), never merely of the same tour and time.
 */
export function tourBooking(line: OrderLine, lines: readonly OrderLine[]): OrderLine[] {
  const itemIndex = line.details.itemIndex;
  return lines.filter(
    (other) => other.kind === 'guidedTour' && other.details.itemIndex === itemIndex,
  );
}
