/**
 * Batch reads of catalog rows by id (or by the unique key of a slot or a day), for the readers in
 * `catalog.readers.ts`. Every read takes the ids of a whole cart or order, so it costs a fixed
 * number of queries. Inactive rows are returned too, so a caller can tell an unknown id from an
 * item that is no longer sold. Availability is not read here: it comes from the inventory module.
 */
import { and, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  eventDays,
  eventSlots,
  events,
  merchandise,
  tickets,
  tourSlots,
  tours,
  venues,
  voucherCodes,
  voucherTypes,
  type I18nText,
} from '../../db/schema';
import {
  articleColumns,
  eventSlotColumns,
  eventWithVenueColumns,
  ticketColumns,
  tourSlotColumns,
  voucherCodeColumns,
  voucherTypeColumns,
} from './catalog.columns';

function unique(ids: readonly number[]): number[] {
  return [...new Set(ids)];
}

function tuples(rows: readonly SQL[]): SQL {
  return sql.join([...rows], sql`, `);
}

export interface EventRecord {
  id: number;
  name: I18nText;
  venue: I18nText | null;
  active: boolean;
  /** Venue-local `YYYY-MM-DD HH:mm:ss`, or null. */
  startsAt: string | null;
  /** Venue-local `YYYY-MM-DD HH:mm:ss`, or null. */
  endsAt: string | null;
}

const eventRecordColumns = { ...eventWithVenueColumns, active: events.active };

/** Events with their venue. */
export async function eventRowsByIds(tx: Tx, ids: readonly number[]): Promise<EventRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select(eventRecordColumns)
    .from(events)
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(inArray(events.id, unique(ids)));
}

export interface TicketRecord {
  id: number;
  eventId: number;
  name: I18nText;
  price: number;
  vatValue: number;
  mode: number;
  dayTicket: boolean;
  family: boolean;
  printSeparately: boolean;
  uniqueBarcode: boolean;
  scanSeparately: boolean;
  capacityId: number | null;
  active: boolean;
  event: EventRecord;
}

/** Tickets with their event and its venue. */
export async function ticketRowsByIds(tx: Tx, ids: readonly number[]): Promise<TicketRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      ...ticketColumns,
      eventId: tickets.eventId,
      active: tickets.active,
      event: eventRecordColumns,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(inArray(tickets.id, unique(ids)));
}

export interface SlotKey {
  eventId: number;
  mode: number;
  /** Venue-local `YYYY-MM-DD HH:mm[:ss]`. */
  startsAt: string;
}

export interface SlotRecord extends SlotKey {
  endsAt: string | null;
  capacityId: number;
}

/** Event slots by (event, mode, start): the unique index `event_slots_unique`. */
export async function eventSlotRowsByKeys(tx: Tx, keys: readonly SlotKey[]): Promise<SlotRecord[]> {
  if (keys.length === 0) return [];
  return tx
    .select({ eventId: eventSlots.eventId, ...eventSlotColumns })
    .from(eventSlots)
    .where(
      sql`(${eventSlots.eventId}, ${eventSlots.mode}, ${eventSlots.startsAt}) IN (${tuples(
        keys.map((key) => sql`(${key.eventId}, ${key.mode}, ${key.startsAt}::timestamp)`),
      )})`,
    );
}

export interface DayKey {
  eventId: number;
  /** `YYYY-MM-DD`. */
  day: string;
}

export interface DayRecord extends DayKey {
  capacityId: number;
}

/** Day capacities by (event, day): the unique index `event_days_unique`. */
export async function eventDayRowsByKeys(tx: Tx, keys: readonly DayKey[]): Promise<DayRecord[]> {
  if (keys.length === 0) return [];
  return tx
    .select({ eventId: eventDays.eventId, day: eventDays.day, capacityId: eventDays.capacityId })
    .from(eventDays)
    .where(
      sql`(${eventDays.eventId}, ${eventDays.day}) IN (${tuples(
        keys.map((key) => sql`(${key.eventId}, ${key.day}::date)`),
      )})`,
    );
}

export interface TourRow {
  id: number;
  name: I18nText;
  venue: I18nText | null;
  active: boolean;
  maxParticipants: number;
  minParticipants: number;
  singleTicketing: boolean;
  bookCompleteTour: boolean;
  bookingWithoutTickets: boolean;
  durationMinutes: number;
  /** First and last bookable dates `YYYY-MM-DD`, or null. */
  firstDate: string | null;
  lastDate: string | null;
}

/** Tours with their venue. */
export async function tourRowsByIds(tx: Tx, ids: readonly number[]): Promise<TourRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: tours.id,
      name: tours.name,
      venue: venues.name,
      active: tours.active,
      maxParticipants: tours.maxParticipants,
      minParticipants: tours.minParticipants,
      singleTicketing: tours.singleTicketing,
      bookCompleteTour: tours.bookCompleteTour,
      bookingWithoutTickets: tours.bookingWithoutTickets,
      durationMinutes: tours.durationMinutes,
      firstDate: tours.firstDate,
      lastDate: tours.lastDate,
    })
    .from(tours)
    .leftJoin(venues, eq(venues.id, tours.venueId))
    .where(inArray(tours.id, unique(ids)));
}

export interface TourSlotKey {
  tourId: number;
  /** Venue-local `YYYY-MM-DD HH:mm[:ss]`. */
  startsAt: string;
}

export interface TourSlotRow extends TourSlotKey {
  participantsCapacityId: number;
  toursCapacityId: number;
}

/** Tour slots by (tour, start): the unique index `tour_slots_unique`. */
export async function tourSlotRowsByKeys(
  tx: Tx,
  keys: readonly TourSlotKey[],
): Promise<TourSlotRow[]> {
  if (keys.length === 0) return [];
  return tx
    .select(tourSlotColumns)
    .from(tourSlots)
    .where(
      sql`(${tourSlots.tourId}, ${tourSlots.startsAt}) IN (${tuples(
        keys.map((key) => sql`(${key.tourId}, ${key.startsAt}::timestamp)`),
      )})`,
    );
}

export interface ArticleRecord {
  id: number;
  categoryId: number | null;
  name: I18nText;
  price: number;
  vatValue: number;
  /** `ANNUAL_PASS_PRODUCT_KIND` (13) for an annual pass. */
  productKindRef: number | null;
  needsShipping: boolean;
  relatedIds: number[];
  capacityId: number;
  active: boolean;
}

/** Merchandise articles and passes. */
export async function articleRowsByIds(tx: Tx, ids: readonly number[]): Promise<ArticleRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      ...articleColumns,
      needsShipping: merchandise.needsShipping,
      relatedIds: merchandise.relatedIds,
      active: merchandise.active,
    })
    .from(merchandise)
    .where(inArray(merchandise.id, unique(ids)));
}

export interface VoucherTypeRecord {
  id: number;
  groupId: number | null;
  name: I18nText;
  price: number;
  vatValue: number;
  variableAmount: boolean;
  validityDays: number;
  active: boolean;
}

/** Gift voucher types. */
export async function voucherTypeRowsByIds(
  tx: Tx,
  ids: readonly number[],
): Promise<VoucherTypeRecord[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      ...voucherTypeColumns,
      validityDays: voucherTypes.validityDays,
      active: voucherTypes.active,
    })
    .from(voucherTypes)
    .where(inArray(voucherTypes.id, unique(ids)));
}

export interface VoucherCodeRecord {
  id: number;
  barcode: string;
  name: I18nText;
  typeName: I18nText | null;
  amount: number;
  usedAmount: number;
  validFrom: string | null;
  validTo: string | null;
}

/** Voucher codes by exact barcode (codes are case-sensitive). */
export async function voucherCodeRowsByBarcodes(
  tx: Tx,
  barcodes: readonly string[],
): Promise<VoucherCodeRecord[]> {
  if (barcodes.length === 0) return [];
  return tx
    .select(voucherCodeColumns)
    .from(voucherCodes)
    .leftJoin(voucherTypes, eq(voucherTypes.id, voucherCodes.voucherTypeId))
    .where(
      and(inArray(voucherCodes.barcode, [...new Set(barcodes)]), isNull(voucherCodes.voidedAt)),
    );
}

/** How many starts or days a move lists at most. */
const STARTS_LISTED = 400;

/** An event's slots of one mode that start after `after` (venue-local), earliest first. */
export async function eventSlotRowsOfEvent(
  tx: Tx,
  eventId: number,
  mode: number,
  after: string,
): Promise<SlotRecord[]> {
  return tx
    .select({ eventId: eventSlots.eventId, ...eventSlotColumns })
    .from(eventSlots)
    .where(
      and(
        eq(eventSlots.eventId, eventId),
        eq(eventSlots.mode, mode),
        sql`${eventSlots.startsAt} > ${after}::timestamp`,
      ),
    )
    .orderBy(eventSlots.startsAt)
    .limit(STARTS_LISTED);
}

/** An event's day capacities from `from` (`YYYY-MM-DD`) on, earliest first. */
export async function eventDayRowsOfEvent(
  tx: Tx,
  eventId: number,
  from: string,
): Promise<DayRecord[]> {
  return tx
    .select({ eventId: eventDays.eventId, day: eventDays.day, capacityId: eventDays.capacityId })
    .from(eventDays)
    .where(and(eq(eventDays.eventId, eventId), sql`${eventDays.day} >= ${from}::date`))
    .orderBy(eventDays.day)
    .limit(STARTS_LISTED);
}

/** A tour's slots that start after `after` (venue-local), earliest first. */
export async function tourSlotRowsOfTour(
  tx: Tx,
  tourId: number,
  after: string,
): Promise<TourSlotRow[]> {
  return tx
    .select(tourSlotColumns)
    .from(tourSlots)
    .where(and(eq(tourSlots.tourId, tourId), sql`${tourSlots.startsAt} > ${after}::timestamp`))
    .orderBy(tourSlots.startsAt)
    .limit(STARTS_LISTED);
}
