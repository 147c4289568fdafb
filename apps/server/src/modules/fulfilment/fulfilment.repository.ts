/**
 * Reads orders with what their documents show, and writes issued tickets and the voucher codes of
 * bought gift vouchers. Catalog look-ups are batched by id (one query per table and order).
 */
import { inSequence } from '../../db/in-sequence';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  customers,
  eventSlots,
  events,
  issuedTickets,
  merchandise,
  tickets,
  ticketSubtickets,
  tours,
  venues,
  voucherCodes,
  voucherTypes,
  type I18nText,
} from '../../db/schema';

export type IssuedTicketRow = typeof issuedTickets.$inferSelect;
export type NewIssuedTicket = typeof issuedTickets.$inferInsert;
export type VoucherCodeRow = typeof voucherCodes.$inferSelect;
export type NewVoucherCode = typeof voucherCodes.$inferInsert;

export interface CustomerContact {
  email: string;
  fname: string;
  lname: string;
}

export async function customerContact(tx: Tx, id: number): Promise<CustomerContact | null> {
  const [row] = await tx
    .select({ email: customers.email, fname: customers.fname, lname: customers.lname })
    .from(customers)
    .where(eq(customers.id, id));
  return row ?? null;
}

export interface TicketInfo {
  id: number;
  eventId: number;
  name: I18nText;
  mode: number;
  family: boolean;
  uniqueBarcode: boolean;
  scanSeparately: boolean;
  printSeparately: boolean;
}

export interface SubticketInfo {
  id: number;
  minQuantity: number;
  maxQuantity: number;
}

export interface EventInfo {
  id: number;
  name: I18nText;
  venue: I18nText | null;
  startsAt: string | null;
  endsAt: string | null;
}

export interface SlotInfo {
  eventId: number;
  mode: number;
  startsAt: string;
  endsAt: string | null;
}

export interface TourInfo {
  id: number;
  name: I18nText;
  venue: I18nText | null;
  durationMinutes: number;
}

export interface MerchandiseInfo {
  id: number;
  name: I18nText;
  productKindRef: number | null;
}

export interface VoucherTypeInfo {
  id: number;
  name: I18nText;
  validityDays: number;
}

/** The catalog rows an order's lines refer to. */
export interface CatalogInfo {
  tickets: Map<number, TicketInfo>;
  subtickets: Map<number, SubticketInfo>;
  events: Map<number, EventInfo>;
  /** Keyed by `slotKey(eventId, mode, startsAt)`. */
  slots: Map<string, SlotInfo>;
  tours: Map<number, TourInfo>;
  merchandise: Map<number, MerchandiseInfo>;
  voucherTypes: Map<number, VoucherTypeInfo>;
}

export interface CatalogRefs {
  ticketIds: number[];
  subticketIds: number[];
  eventIds: number[];
  /** Slot starts `YYYY-MM-DD HH:mm:ss` of the events in `eventIds`. */
  slotStarts: string[];
  tourIds: number[];
  merchandiseIds: number[];
  voucherTypeIds: number[];
}

export function slotKey(eventId: number, mode: number, startsAt: string): string {
  return `${eventId}|${mode}|${startsAt}`;
}

function byId<T extends { id: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((row) => [row.id, row]));
}

/** Loads the referenced catalog rows; a ticket's event is loaded with it. */
export async function loadCatalog(tx: Tx, refs: CatalogRefs): Promise<CatalogInfo> {
  const ticketRows =
    refs.ticketIds.length === 0
      ? []
      : await tx
          .select({
            id: tickets.id,
            eventId: tickets.eventId,
            name: tickets.name,
            mode: tickets.mode,
            family: tickets.family,
            uniqueBarcode: tickets.uniqueBarcode,
            scanSeparately: tickets.scanSeparately,
            printSeparately: tickets.printSeparately,
          })
          .from(tickets)
          .where(inArray(tickets.id, refs.ticketIds));
  const eventIds = [...new Set([...refs.eventIds, ...ticketRows.map((row) => row.eventId)])];
  const [subticketRows, eventRows, slotRows, tourRows, merchandiseRows, voucherTypeRows] =
    await inSequence([
      refs.subticketIds.length === 0
        ? []
        : tx
            .select({
              id: ticketSubtickets.id,
              minQuantity: ticketSubtickets.minQuantity,
              maxQuantity: ticketSubtickets.maxQuantity,
            })
            .from(ticketSubtickets)
            .where(inArray(ticketSubtickets.id, refs.subticketIds)),
      eventIds.length === 0
        ? []
        : tx
            .select({
              id: events.id,
              name: events.name,
              venue: venues.name,
              startsAt: events.startsAt,
              endsAt: events.endsAt,
            })
            .from(events)
            .leftJoin(venues, eq(venues.id, events.venueId))
            .where(inArray(events.id, eventIds)),
      eventIds.length === 0 || refs.slotStarts.length === 0
        ? []
        : tx
            .select({
              eventId: eventSlots.eventId,
              mode: eventSlots.mode,
              startsAt: eventSlots.startsAt,
              endsAt: eventSlots.endsAt,
            })
            .from(eventSlots)
            .where(
              and(
                inArray(eventSlots.eventId, eventIds),
                inArray(eventSlots.startsAt, refs.slotStarts),
              ),
            ),
      refs.tourIds.length === 0
        ? []
        : tx
            .select({
              id: tours.id,
              name: tours.name,
              venue: venues.name,
              durationMinutes: tours.durationMinutes,
            })
            .from(tours)
            .leftJoin(venues, eq(venues.id, tours.venueId))
            .where(inArray(tours.id, refs.tourIds)),
      refs.merchandiseIds.length === 0
        ? []
        : tx
            .select({
              id: merchandise.id,
              name: merchandise.name,
              productKindRef: merchandise.productKindRef,
            })
            .from(merchandise)
            .where(inArray(merchandise.id, refs.merchandiseIds)),
      refs.voucherTypeIds.length === 0
        ? []
        : tx
            .select({
              id: voucherTypes.id,
              name: voucherTypes.name,
              validityDays: voucherTypes.validityDays,
            })
            .from(voucherTypes)
            .where(inArray(voucherTypes.id, refs.voucherTypeIds)),
    ]);
  return {
    tickets: byId(ticketRows),
    subtickets: byId(subticketRows),
    events: byId(eventRows),
    slots: new Map(slotRows.map((row) => [slotKey(row.eventId, row.mode, row.startsAt), row])),
    tours: byId(tourRows),
    merchandise: byId(merchandiseRows),
    voucherTypes: byId(voucherTypeRows),
  };
}

/** True when tickets (tickets, passes or gift vouchers) were issued for the order. */
export async function hasIssuedTickets(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: issuedTickets.id })
    .from(issuedTickets)
    .where(eq(issuedTickets.orderId, orderId))
    .limit(1);
  return row !== undefined;
}

export function issuedTicketsOfOrder(tx: Tx, orderId: number): Promise<IssuedTicketRow[]> {
  return tx
    .select()
    .from(issuedTickets)
    .where(eq(issuedTickets.orderId, orderId))
    .orderBy(asc(issuedTickets.id));
}

/** Voucher codes by barcode (a bought gift voucher is also an issued ticket of kind `voucher`). */
export async function voucherCodesByBarcode(
  tx: Tx,
  barcodes: string[],
): Promise<Map<string, VoucherCodeRow>> {
  if (barcodes.length === 0) return new Map();
  const rows = await tx.select().from(voucherCodes).where(inArray(voucherCodes.barcode, barcodes));
  return new Map(rows.map((row) => [row.barcode, row]));
}

/** Which of `barcodes` are already taken by issued tickets or voucher codes. */
export async function takenBarcodes(tx: Tx, barcodes: string[]): Promise<Set<string>> {
  if (barcodes.length === 0) return new Set();
  const [ticketRows, voucherRows] = await inSequence([
    tx
      .select({ barcode: issuedTickets.barcode })
      .from(issuedTickets)
      .where(inArray(issuedTickets.barcode, barcodes)),
    tx
      .select({ barcode: voucherCodes.barcode })
      .from(voucherCodes)
      .where(inArray(voucherCodes.barcode, barcodes)),
  ]);
  return new Set([...ticketRows, ...voucherRows].map((row) => row.barcode));
}

/** Inserts issued tickets in the given order (ids ascend with it). */
export async function insertIssuedTickets(
  tx: Tx,
  rows: NewIssuedTicket[],
): Promise<IssuedTicketRow[]> {
  if (rows.length === 0) return [];
  const inserted = await tx.insert(issuedTickets).values(rows).returning();
  return inserted.sort((a, b) => a.id - b.id);
}

export async function insertVoucherCodes(tx: Tx, rows: NewVoucherCode[]): Promise<void> {
  if (rows.length > 0) await tx.insert(voucherCodes).values(rows);
}
