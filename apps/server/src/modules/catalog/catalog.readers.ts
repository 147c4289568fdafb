/**
 * The catalog slice's batch readers for other slices (pricing, fulfilment): records by id (or by the
 * unique key of a slot or a day) in the shape the rules read them, inactive rows included. Each
 * reader takes the ids of a whole cart or order and runs its queries one after another, so it may be
 * called inside a transaction; callers outside one may run several readers at once.
 * The mapping of these records to the rules of `@foyer/domain` is in `catalog.rules.ts`.
 */
import type { Tx } from '../../db/client';
import { subticketsOf, type SubticketRow } from './events.repository';
import {
  articleRowsByIds,
  eventDayRowsByKeys,
  eventDayRowsOfEvent,
  eventRowsByIds,
  eventSlotRowsByKeys,
  eventSlotRowsOfEvent,
  ticketRowsByIds,
  tourRowsByIds,
  tourSlotRowsByKeys,
  tourSlotRowsOfTour,
  voucherCodeRowsByBarcodes,
  voucherTypeRowsByIds,
  type ArticleRecord,
  type DayKey,
  type DayRecord,
  type EventRecord,
  type SlotKey,
  type SlotRecord,
  type TicketRecord,
  type TourRow,
  type TourSlotKey,
  type TourSlotRow,
  type VoucherCodeRecord,
  type VoucherTypeRecord,
} from './readers.repository';
import {
  pricesOfTours,
  questionsOfTours,
  ticketsOfTours,
  type TourPriceRecord,
  type TourQuestionRecord,
  type TourTicketRecord,
} from './tours.repository';

export type CatalogEvent = EventRecord;
export type CatalogSubticket = SubticketRow;
/** An event ticket with its event (and venue) and its subtickets in sequence order. */
export type CatalogTicket = TicketRecord & { subtickets: CatalogSubticket[] };
export type CatalogSlot = SlotRecord;
export type CatalogDay = DayRecord;
export type CatalogTour = TourRow;
export type CatalogTourTicket = TourTicketRecord;
export type CatalogTourPrice = TourPriceRecord;
export type CatalogTourQuestion = TourQuestionRecord;
/** What a tour offers: participant tickets, price-list entries and group questions, in order. */
export interface CatalogTourOffer {
  tickets: CatalogTourTicket[];
  prices: CatalogTourPrice[];
  questions: CatalogTourQuestion[];
}
export type CatalogTourSlot = TourSlotRow;
export type CatalogArticle = ArticleRecord;
export type CatalogVoucherType = VoucherTypeRecord;
export type CatalogVoucherCode = VoucherCodeRecord;
export type { DayKey, SlotKey, TourSlotKey };

/** A local date-time to the minute, `YYYY-MM-DD HH:mm`, from either `T` or space form. */
function toMinute(local: string): string {
  return local.slice(0, 16).replace('T', ' ');
}

/** The key of an event slot: the start is compared to the minute. */
export function slotKey(eventId: number, mode: number, startsAt: string): string {
  return `${eventId}|${mode}|${toMinute(startsAt)}`;
}

/** The key of a tour slot: the start is compared to the minute. */
export function tourSlotKey(tourId: number, startsAt: string): string {
  return `${tourId}|${toMinute(startsAt)}`;
}

/** The key of a day capacity. */
export function dayKey(eventId: number, day: string): string {
  return `${eventId}|${day}`;
}

/** Rows by id. */
export function byId<T extends { id: number }>(rows: readonly T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

function grouped<T>(rows: readonly T[], key: (row: T) => number): Map<number, T[]> {
  const map = new Map<number, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
}

/** Events with their venue. */
export function eventsByIds(tx: Tx, ids: readonly number[]): Promise<CatalogEvent[]> {
  return eventRowsByIds(tx, ids);
}

/** Event tickets with their event and subtickets. */
export async function ticketsByIds(tx: Tx, ids: readonly number[]): Promise<CatalogTicket[]> {
  const tickets = await ticketRowsByIds(tx, ids);
  const subtickets = grouped(
    await subticketsOf(
      tx,
      tickets.map((ticket) => ticket.id),
    ),
    (sub) => sub.ticketId,
  );
  return tickets.map((ticket) => ({ ...ticket, subtickets: subtickets.get(ticket.id) ?? [] }));
}

/** Event slots by (event, mode, start). */
export function eventSlotsByKeys(tx: Tx, keys: readonly SlotKey[]): Promise<CatalogSlot[]> {
  return eventSlotRowsByKeys(tx, keys);
}

/** Day capacities by (event, day). */
export function eventDaysByKeys(tx: Tx, keys: readonly DayKey[]): Promise<CatalogDay[]> {
  return eventDayRowsByKeys(tx, keys);
}

/** Guided tours with their venue. */
export function toursByIds(tx: Tx, ids: readonly number[]): Promise<CatalogTour[]> {
  return tourRowsByIds(tx, ids);
}

/** What each tour offers, by tour id (a tour without any gets empty lists). */
export async function tourOffersByIds(
  tx: Tx,
  ids: readonly number[],
): Promise<Map<number, CatalogTourOffer>> {
  const tourIds = [...new Set(ids)];
  const tickets = grouped(await ticketsOfTours(tx, tourIds), (record) => record.ticket.tourId);
  const prices = grouped(await pricesOfTours(tx, tourIds), (record) => record.tourId);
  const questions = grouped(
    await questionsOfTours(tx, tourIds),
    (record) => record.question.tourId,
  );
  return new Map(
    tourIds.map((id) => [
      id,
      {
        tickets: tickets.get(id) ?? [],
        prices: prices.get(id) ?? [],
        questions: questions.get(id) ?? [],
      },
    ]),
  );
}

/** Tour slots by (tour, start). */
export function tourSlotsByKeys(tx: Tx, keys: readonly TourSlotKey[]): Promise<CatalogTourSlot[]> {
  return tourSlotRowsByKeys(tx, keys);
}

/** Merchandise articles and passes. */
export function articlesByIds(tx: Tx, ids: readonly number[]): Promise<CatalogArticle[]> {
  return articleRowsByIds(tx, ids);
}

/** Gift voucher types. */
export function voucherTypesByIds(tx: Tx, ids: readonly number[]): Promise<CatalogVoucherType[]> {
  return voucherTypeRowsByIds(tx, ids);
}

/** Voucher codes by exact barcode (codes are case-sensitive). */
export function voucherCodesByBarcodes(
  tx: Tx,
  barcodes: readonly string[],
): Promise<CatalogVoucherCode[]> {
  return voucherCodeRowsByBarcodes(tx, barcodes);
}

/**
 * The later starts of an event's slots of one mode, of its days from a day on, or of a tour's
 * slots (a booking moved to another start lists them), earliest first.
 */
export const startsOf = {
  eventSlots: (tx: Tx, eventId: number, mode: number, after: string): Promise<CatalogSlot[]> =>
    eventSlotRowsOfEvent(tx, eventId, mode, after),
  eventDays: (tx: Tx, eventId: number, from: string): Promise<CatalogDay[]> =>
    eventDayRowsOfEvent(tx, eventId, from),
  tourSlots: (tx: Tx, tourId: number, after: string): Promise<CatalogTourSlot[]> =>
    tourSlotRowsOfTour(tx, tourId, after),
};
