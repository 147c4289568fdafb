/**
 * Orders written without capacity-use records (before `order_capacity_uses` existed, or imported)
 * get them derived from their lines when they are first cancelled, so the cancellation gives their
 * places back like any other (decisions.md, "Capacity goes back exactly once").
 *
 * What a booking takes is what checkout demanded when it priced the cart, and every figure of it is
 * stored on the lines by the domain's rules: a ticket line's `places` (`validateTicketLine`), a
 * day-ticket booking's summed places (`ticketSelectionTotal`), a tour booking's participants
 * (`tourParticipants` over the participant and price lines) and whole tours (`booksWholeTours`), an
 * article's count. The capacities are found by the catalog keys checkout uses (`slotKey`, `dayKey`,
 * `tourSlotKey`); a line whose capacity no longer exists gives nothing back.
 */
import { booksWholeTours, isSlotMode, ticketSelectionTotal, tourParticipants } from '@foyer/domain';
import type { Tx } from '../../db/client';
import {
  articlesByIds,
  byId,
  dayKey,
  eventDaysByKeys,
  eventSlotsByKeys,
  slotKey,
  ticketsByIds,
  tourSlotKey,
  tourSlotsByKeys,
  tourOffersByIds,
  toursByIds,
} from '../catalog';
import { hasCapacityUses, recordCapacityUses, type Demand } from '../inventory';
import { itemIndexOf, type OrderItem } from './order-lines';

type Line<T extends OrderItem['type']> = Extract<OrderItem, { type: T }>;

function ofType<T extends OrderItem['type']>(lines: readonly OrderItem[], type: T): Line<T>[] {
  return lines.filter((line): line is Line<T> => line.type === type);
}

/** Lines grouped by their basket item, in the order of the first line of each. */
function byItem<T extends OrderItem>(lines: readonly T[]): T[][] {
  const groups = new Map<number, T[]>();
  for (const line of lines) {
    const itemIndex = itemIndexOf(line) ?? -1;
    groups.set(itemIndex, [...(groups.get(itemIndex) ?? []), line]);
  }
  return [...groups.values()];
}

/** `YYYY-MM-DDTHH:mm` as the venue-local timestamp the catalog stores. */
function timestampOf(local: string): string {
  return `${local.slice(0, 10)} ${local.slice(11, 16)}:00`;
}

/** What the order's basket items took of each capacity, from its lines still booked. */
export async function demandsOfLines(tx: Tx, items: readonly OrderItem[]): Promise<Demand[]> {
  const active = items.filter((item) => item.cancelledAt === null);
  const ticketLines = ofType(active, 'ticket');
  const dayLines = ofType(active, 'dayTicket');
  const tourLines = ofType(active, 'guidedTour');
  const articleLines = ofType(active, 'merchandise');
  const tickets = byId(
    await ticketsByIds(
      tx,
      ticketLines.flatMap((line) => (line.refId === null ? [] : [line.refId])),
    ),
  );
  const slotKeys = ticketLines.flatMap((line) => {
    const ticket = line.refId === null ? undefined : tickets.get(line.refId);
    return ticket && isSlotMode(ticket.mode) && line.details.datetime !== null
      ? [
          {
            eventId: ticket.eventId,
            mode: ticket.mode,
            startsAt: timestampOf(line.details.datetime),
          },
        ]
      : [];
  });
  const tourIds = [...new Set(tourLines.map((line) => line.details.tourId))];
  // One after another: the statements share the cancellation's transaction.
  const slots = await eventSlotsByKeys(tx, slotKeys);
  const days = await eventDaysByKeys(
    tx,
    dayLines.map((line) => ({ eventId: line.details.eventId, day: line.details.date })),
  );
  const tourSlots = await tourSlotsByKeys(
    tx,
    tourLines.map((line) => ({
      tourId: line.details.tourId,
      startsAt: timestampOf(line.details.datetime),
    })),
  );
  const tours = await toursByIds(tx, tourIds);
  const offers = await tourOffersByIds(tx, tourIds);
  const articles = await articlesByIds(
    tx,
    articleLines.flatMap((line) => (line.refId === null ? [] : [line.refId])),
  );
  const slotOf = new Map(slots.map((row) => [slotKey(row.eventId, row.mode, row.startsAt), row]));
  const dayOf = new Map(days.map((row) => [dayKey(row.eventId, row.day), row.capacityId]));
  const tourSlotOf = new Map(tourSlots.map((row) => [tourSlotKey(row.tourId, row.startsAt), row]));
  const tourOf = byId(tours);
  const articleOf = byId(articles);

  const demands: Demand[] = [];
  const take = (capacityId: number | null | undefined, quantity: number, itemIndex: number) => {
    if (capacityId !== null && capacityId !== undefined && quantity > 0) {
      demands.push({ capacityId, quantity, itemIndex });
    }
  };
  for (const line of ticketLines) {
    const ticket = line.refId === null ? undefined : tickets.get(line.refId);
    if (!ticket) continue;
    const capacityId = !isSlotMode(ticket.mode)
      ? ticket.capacityId
      : line.details.datetime === null
        ? null
        : slotOf.get(slotKey(ticket.eventId, ticket.mode, line.details.datetime))?.capacityId;
    take(capacityId, line.details.places, line.details.itemIndex);
  }
  for (const booking of byItem(dayLines)) {
    const [first] = booking;
    if (!first) continue;
    const { places } = ticketSelectionTotal(
      booking.map((line) => ({ places: line.details.places, total: line.totalPrice })),
    );
    take(
      dayOf.get(dayKey(first.details.eventId, first.details.date)),
      places,
      first.details.itemIndex,
    );
  }
  for (const booking of byItem(tourLines)) {
    const [first] = booking;
    const tour = first ? tourOf.get(first.details.tourId) : undefined;
    const slot = first
      ? tourSlotOf.get(tourSlotKey(first.details.tourId, first.details.datetime))
      : undefined;
    if (!first || !tour || !slot) continue;
    // A participant line's count is its counted participants (`ticketParticipants`).
    let ticketCount = 0;
    let tourCount = 0;
    for (const line of booking) {
      if ('tourTicketId' in line.details) ticketCount += line.count;
      else tourCount += line.count;
    }
    const rules = {
      single_ticketing: tour.singleTicketing,
      book_complete_tour: tour.bookCompleteTour,
      priceList: (offers.get(tour.id)?.prices ?? []).map((price) => ({
        id: price.id,
        price: price.price,
      })),
    };
    const itemIndex = first.details.itemIndex;
    take(
      slot.participantsCapacityId,
      tourParticipants(rules, { ticketCount, tourCount }),
      itemIndex,
    );
    if (booksWholeTours(rules)) take(slot.toursCapacityId, tourCount, itemIndex);
  }
  for (const line of articleLines) {
    const article = line.refId === null ? undefined : articleOf.get(line.refId);
    take(article?.capacityId, line.count, line.details.itemIndex);
  }
  return demands;
}

/**
 * Records the capacity uses of an order that has none, derived from its lines still booked (see the
 * file comment). Runs under the order's lock, before the cancellation returns the uses: the second
 * cancellation finds them and gives back only what is left.
 */
export async function ensureCapacityUses(
  tx: Tx,
  orderId: number,
  items: readonly OrderItem[],
): Promise<void> {
  if (await hasCapacityUses(tx, orderId)) return;
  await recordCapacityUses(tx, orderId, await demandsOfLines(tx, items));
}
