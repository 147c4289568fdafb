/** Reads everything a cart refers to through the catalog readers, in a fixed number of queries. */
import { isSlotMode, normalizeVoucherCode } from '@foyer/domain';
import type { CartDayTicketItem, CartPayload, CartTourItem } from '@foyer/domain/contract';
import type { Db } from '../../../db/client';
import {
  articlesByIds,
  byId,
  dayKey,
  eventDaysByKeys,
  eventSlotsByKeys,
  slotKey,
  ticketsByIds,
  tourOffersByIds,
  tourSlotKey,
  tourSlotsByKeys,
  toursByIds,
  voucherCodesByBarcodes,
  voucherTypesByIds,
  type CatalogArticle,
  type CatalogSlot,
  type CatalogTicket,
  type CatalogTour,
  type CatalogTourOffer,
  type CatalogTourSlot,
  type CatalogVoucherCode,
  type CatalogVoucherType,
} from '../../catalog';
import { availableByCapacity } from '../../inventory';
import type { CatalogRows } from './catalog-rows';
import { toTimestamp } from './types';

export interface CartCatalog {
  tickets: Map<number, CatalogTicket>;
  /** By `slotKey`. */
  slots: Map<string, CatalogSlot>;
  /** Day capacity ids by `dayKey`. */
  days: Map<string, number>;
  tours: Map<number, CatalogTour>;
  tourOffers: Map<number, CatalogTourOffer>;
  /** By `tourSlotKey`. */
  tourSlots: Map<string, CatalogTourSlot>;
  articles: Map<number, CatalogArticle>;
  voucherTypes: Map<number, CatalogVoucherType>;
  /** By barcode. */
  codes: Map<string, CatalogVoucherCode>;
  /** What is left of each capacity. */
  available: Map<number, number>;
}

/**
 * Reads the cart's catalog rows and the capacities left at `now`. It reads outside the order's
 * transaction, several queries at once; the holds taken afterwards are the final word. Tickets and
 * event slots come from `kept` when given (catalog-rows.ts).
 */
export async function loadCartCatalog(
  db: Db,
  cart: CartPayload,
  now: Date,
  kept: CatalogRows | null = null,
): Promise<CartCatalog> {
  const items = cart.items;
  const ticketIds = items.flatMap((item) =>
    item.type === 'ticket'
      ? [item.id]
      : item.type === 'dayTicket'
        ? item.dayTickets.map((line) => line.id)
        : [],
  );
  const tourItems = items.filter((item): item is CartTourItem => item.type === 'guidedTour');
  const tourIds = [...new Set(tourItems.map((item) => item.tourId))];
  const dayItems = items.filter((item): item is CartDayTicketItem => item.type === 'dayTicket');
  const articleIds = items.flatMap((item) => (item.type === 'merchandise' ? [item.id] : []));
  const typeIds = items.flatMap((item) => (item.type === 'voucher' ? [item.id] : []));
  const barcodes = items.flatMap((item) =>
    item.type === 'voucherCode' ? [normalizeVoucherCode(item.barcode)] : [],
  );

  const [tickets, days, tours, tourOffers, tourSlots] = await Promise.all([
    kept ? kept.ticketsByIds(db, ticketIds) : ticketsByIds(db, ticketIds),
    eventDaysByKeys(
      db,
      dayItems.map((item) => ({ eventId: item.id, day: item.date })),
    ),
    toursByIds(db, tourIds),
    tourOffersByIds(db, tourIds),
    tourSlotsByKeys(
      db,
      tourItems.map((item) => ({ tourId: item.tourId, startsAt: toTimestamp(item.datetime) })),
    ),
  ]);
  const [articles, voucherTypes, codes] = await Promise.all([
    articlesByIds(db, articleIds),
    voucherTypesByIds(db, typeIds),
    voucherCodesByBarcodes(db, barcodes),
  ]);
  const ticketById = byId(tickets);
  const slotKeys = items.flatMap((item) => {
    if (item.type !== 'ticket' || item.datetime === null) return [];
    const ticket = ticketById.get(item.id);
    return ticket && isSlotMode(ticket.mode)
      ? [{ eventId: ticket.eventId, mode: ticket.mode, startsAt: toTimestamp(item.datetime) }]
      : [];
  });
  const slots = kept
    ? await kept.eventSlotsByKeys(db, slotKeys)
    : await eventSlotsByKeys(db, slotKeys);
  const capacityIds = [
    ...tickets.flatMap((row) => (row.capacityId === null ? [] : [row.capacityId])),
    ...slots.map((row) => row.capacityId),
    ...days.map((row) => row.capacityId),
    ...tourSlots.flatMap((row) => [row.participantsCapacityId, row.toursCapacityId]),
    ...articles.map((row) => row.capacityId),
  ];
  const available = await availableByCapacity(db, capacityIds, now);
  return {
    tickets: ticketById,
    slots: new Map(slots.map((row) => [slotKey(row.eventId, row.mode, row.startsAt), row])),
    days: new Map(days.map((row) => [dayKey(row.eventId, row.day), row.capacityId])),
    tours: byId(tours),
    tourOffers,
    tourSlots: new Map(tourSlots.map((row) => [tourSlotKey(row.tourId, row.startsAt), row])),
    articles: byId(articles),
    voucherTypes: byId(voucherTypes),
    codes: new Map(codes.map((row) => [row.barcode, row])),
    available,
  };
}
