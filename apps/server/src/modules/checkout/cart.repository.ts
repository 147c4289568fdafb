/**
 * Catalog reads for pricing a cart: every read takes the ids (or slot keys) of the whole cart, so a
 * cart costs a fixed number of queries. Inactive rows are returned too, so the service can tell an
 * unknown id from an item that is no longer sold.
 */
import { eq, inArray, sql, type SQL } from 'drizzle-orm';
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

export interface CartTicketRow {
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
  eventActive: boolean;
  eventName: I18nText;
  /** Venue-local `YYYY-MM-DD HH:mm:ss`, or null. */
  eventEndsAt: string | null;
  venueName: I18nText | null;
}

/** Tickets with their event and venue. */
export async function ticketsByIds(tx: Tx, ids: readonly number[]): Promise<CartTicketRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: tickets.id,
      eventId: tickets.eventId,
      name: tickets.name,
      price: tickets.price,
      vatValue: tickets.vatValue,
      mode: tickets.mode,
      dayTicket: tickets.dayTicket,
      family: tickets.family,
      printSeparately: tickets.printSeparately,
      uniqueBarcode: tickets.uniqueBarcode,
      scanSeparately: tickets.scanSeparately,
      capacityId: tickets.capacityId,
      active: tickets.active,
      eventActive: events.active,
      eventName: events.name,
      eventEndsAt: events.endsAt,
      venueName: venues.name,
    })
    .from(tickets)
    .innerJoin(events, eq(events.id, tickets.eventId))
    .leftJoin(venues, eq(venues.id, events.venueId))
    .where(inArray(tickets.id, [...new Set(ids)]));
}

function tuples(rows: readonly SQL[]): SQL {
  return sql.join([...rows], sql`, `);
}

export interface SlotKey {
  eventId: number;
  mode: number;
  /** Venue-local `YYYY-MM-DD HH:mm:00`. */
  startsAt: string;
}

export interface CartSlotRow extends SlotKey {
  endsAt: string | null;
  capacityId: number;
}

/** Event slots by (event, mode, start): the unique index `event_slots_unique`. */
export async function eventSlotsByKeys(tx: Tx, keys: readonly SlotKey[]): Promise<CartSlotRow[]> {
  if (keys.length === 0) return [];
  return tx
    .select({
      eventId: eventSlots.eventId,
      mode: eventSlots.mode,
      startsAt: eventSlots.startsAt,
      endsAt: eventSlots.endsAt,
      capacityId: eventSlots.capacityId,
    })
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

/** Day capacities by (event, day): the unique index `event_days_unique`. */
export async function eventDaysByKeys(
  tx: Tx,
  keys: readonly DayKey[],
): Promise<(DayKey & { capacityId: number })[]> {
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

export type CartTourRow = typeof tours.$inferSelect & { venueName: I18nText | null };

/** Tours with their venue. */
export async function toursByIds(tx: Tx, ids: readonly number[]): Promise<CartTourRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ tour: tours, venueName: venues.name })
    .from(tours)
    .leftJoin(venues, eq(venues.id, tours.venueId))
    .where(inArray(tours.id, [...new Set(ids)]));
  return rows.map((row) => ({ ...row.tour, venueName: row.venueName }));
}

export interface TourSlotKey {
  tourId: number;
  /** Venue-local `YYYY-MM-DD HH:mm:00`. */
  startsAt: string;
}

export interface CartTourSlotRow extends TourSlotKey {
  participantsCapacityId: number;
  toursCapacityId: number;
}

/** Tour slots by (tour, start): the unique index `tour_slots_unique`. */
export async function tourSlotsByKeys(
  tx: Tx,
  keys: readonly TourSlotKey[],
): Promise<CartTourSlotRow[]> {
  if (keys.length === 0) return [];
  return tx
    .select({
      tourId: tourSlots.tourId,
      startsAt: tourSlots.startsAt,
      participantsCapacityId: tourSlots.participantsCapacityId,
      toursCapacityId: tourSlots.toursCapacityId,
    })
    .from(tourSlots)
    .where(
      sql`(${tourSlots.tourId}, ${tourSlots.startsAt}) IN (${tuples(
        keys.map((key) => sql`(${key.tourId}, ${key.startsAt}::timestamp)`),
      )})`,
    );
}

export interface CartArticleRow {
  id: number;
  categoryId: number | null;
  name: I18nText;
  price: number;
  vatValue: number;
  productKindRef: number | null;
  needsShipping: boolean;
  relatedIds: number[];
  capacityId: number;
  active: boolean;
}

/** Merchandise articles and passes. */
export async function articlesByIds(tx: Tx, ids: readonly number[]): Promise<CartArticleRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: merchandise.id,
      categoryId: merchandise.categoryId,
      name: merchandise.name,
      price: merchandise.price,
      vatValue: merchandise.vatValue,
      productKindRef: merchandise.productKindRef,
      needsShipping: merchandise.needsShipping,
      relatedIds: merchandise.relatedIds,
      capacityId: merchandise.capacityId,
      active: merchandise.active,
    })
    .from(merchandise)
    .where(inArray(merchandise.id, [...new Set(ids)]));
}

export type CartVoucherTypeRow = Pick<
  typeof voucherTypes.$inferSelect,
  'id' | 'groupId' | 'name' | 'price' | 'vatValue' | 'variableAmount' | 'validityDays' | 'active'
>;

/** Gift voucher types. */
export async function voucherTypesByIds(
  tx: Tx,
  ids: readonly number[],
): Promise<CartVoucherTypeRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select({
      id: voucherTypes.id,
      groupId: voucherTypes.groupId,
      name: voucherTypes.name,
      price: voucherTypes.price,
      vatValue: voucherTypes.vatValue,
      variableAmount: voucherTypes.variableAmount,
      validityDays: voucherTypes.validityDays,
      active: voucherTypes.active,
    })
    .from(voucherTypes)
    .where(inArray(voucherTypes.id, [...new Set(ids)]));
}

export interface CartVoucherCodeRow {
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
export async function voucherCodesByBarcodes(
  tx: Tx,
  barcodes: readonly string[],
): Promise<CartVoucherCodeRow[]> {
  if (barcodes.length === 0) return [];
  return tx
    .select({
      id: voucherCodes.id,
      barcode: voucherCodes.barcode,
      name: voucherCodes.name,
      typeName: voucherTypes.name,
      amount: voucherCodes.amount,
      usedAmount: voucherCodes.usedAmount,
      validFrom: voucherCodes.validFrom,
      validTo: voucherCodes.validTo,
    })
    .from(voucherCodes)
    .leftJoin(voucherTypes, eq(voucherTypes.id, voucherCodes.voucherTypeId))
    .where(inArray(voucherCodes.barcode, [...new Set(barcodes)]));
}
