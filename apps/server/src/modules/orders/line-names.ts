/**
 * Order lines named in a staff member's language for the back office (reports, the scanner): the
 * catalog's names in that language, the museum's default language as fallback (`catalogNames`);
 * a line whose catalog row is gone keeps the name stored in the order's language.
 */
import type { Tx } from '../../db/client';
import { catalogNames, type NameLanguage } from '../catalog';
import type { OrderItem } from './order-lines';

export type { NameLanguage };

export interface LineNames {
  /** What a line sells, as the reports name a product: `Event – ticket`, `Tour – ticket`, … */
  product(item: OrderItem): string;
  /** The event or tour a ticket or tour line admits to (an article or voucher: its name). */
  visit(item: OrderItem): string;
  /** The line's own name, as checkout stored it: the ticket type, `Tour – ticket`, the article, … */
  line(item: OrderItem): string;
}

/** Checkout names a tour line `Tour – ticket or price`: the tour is the part before the last dash. */
function storedTourParts(name: string): { tour: string; part: string | null } {
  const cut = name.lastIndexOf(' – ');
  return cut > 0
    ? { tour: name.slice(0, cut), part: name.slice(cut + 3) }
    : { tour: name, part: null };
}

/** The names of `items`' catalog rows in `language`, read once for all of them. */
export async function lineNames(
  tx: Tx,
  items: readonly OrderItem[],
  language: NameLanguage,
): Promise<LineNames> {
  const eventIds: number[] = [];
  const ticketIds: number[] = [];
  const tourIds: number[] = [];
  const articleIds: number[] = [];
  const voucherTypeIds: number[] = [];
  for (const item of items) {
    if (item.type === 'ticket' || item.type === 'dayTicket') {
      eventIds.push(item.details.eventId);
      if (item.refId !== null) ticketIds.push(item.refId);
    } else if (item.type === 'guidedTour') tourIds.push(item.details.tourId);
    else if (item.type === 'merchandise' && item.refId !== null) articleIds.push(item.refId);
    else if (item.type === 'voucher' && item.refId !== null) voucherTypeIds.push(item.refId);
  }
  const names = await catalogNames(
    tx,
    { eventIds, ticketIds, tourIds, articleIds, voucherTypeIds },
    language,
  );

  function parts(item: OrderItem): { visit: string; own: string; joined: string } {
    switch (item.type) {
      case 'ticket':
      case 'dayTicket': {
        const event = names.event(item.details.eventId) ?? item.details.eventName;
        const ticket = names.ticket(item.refId) ?? item.name;
        return { visit: event, own: ticket, joined: `${event} – ${ticket}` };
      }
      case 'guidedTour': {
        const stored = storedTourParts(item.name);
        const tour = names.tour(item.details.tourId) ?? stored.tour;
        const part =
          ('tourTicketId' in item.details
            ? names.tourTicket(item.details.tourTicketId)
            : names.tourPrice(item.details.tourPriceId)) ?? stored.part;
        const joined = part === null ? tour : `${tour} – ${part}`;
        return { visit: tour, own: joined, joined };
      }
      case 'merchandise': {
        const name = names.article(item.refId) ?? item.name;
        return { visit: name, own: name, joined: name };
      }
      case 'voucher': {
        const name = names.voucherType(item.refId) ?? item.name;
        return { visit: name, own: name, joined: name };
      }
      case 'voucherCode':
        return { visit: item.name, own: item.name, joined: item.name };
    }
  }

  return {
    product: (item) => parts(item).joined,
    visit: (item) => parts(item).visit,
    line: (item) => parts(item).own,
  };
}
