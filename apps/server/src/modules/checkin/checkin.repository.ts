/** Issued tickets as the scanner sees them, and the scans recorded for them. */
import { and, asc, eq, gte, inArray, isNull, lt, lte, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client';
import {
  checkinListSyncs,
  issuedTickets,
  orderItems,
  orders,
  staffAccounts,
  ticketScans,
} from '../../db/schema';
import { WITH_VALID_LINES } from '../orders';

export type ScanResult = (typeof ticketScans.$inferInsert)['result'];
export type ScanRow = typeof ticketScans.$inferSelect;

/** An issued admission with what deciding a scan needs (venue-local times as text). */
export interface TicketRow {
  id: number;
  barcode: string;
  kind: (typeof issuedTickets.$inferSelect)['kind'];
  admits: number;
  holderName: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** `YYYY-MM-DD HH:mm:ss`: the slot booked, else the start of validity. */
  slot: string | null;
  orderStatus: string;
  cancelledAt: Date | null;
  /** When it was first admitted, or null. */
  usedAt: Date | null;
  item: typeof orderItems.$inferSelect;
}

const USED_AT = sql<
  Date | string | null
>`(select min(${ticketScans.scannedAt}) from ${ticketScans} where ${ticketScans.issuedTicketId} = "issued_tickets"."id" and ${ticketScans.result} = 'valid')`;

const ticketColumns = {
  id: issuedTickets.id,
  barcode: issuedTickets.barcode,
  kind: issuedTickets.kind,
  admits: issuedTickets.admits,
  holderName: issuedTickets.holderName,
  // As text: the drivers read a bare timestamp differently.
  validFrom: sql<string | null>`(${issuedTickets.validFrom})::text`,
  validTo: sql<string | null>`(${issuedTickets.validTo})::text`,
  slot: sql<string | null>`(coalesce(${orderItems.datetime}, ${issuedTickets.validFrom}))::text`,
  orderStatus: orders.status,
  cancelledAt: orderItems.cancelledAt,
  usedAt: USED_AT,
  item: orderItems,
};

function asDate(value: Date | string | null): Date | null {
  if (value === null) return null;
  return value instanceof Date ? value : new Date(value);
}

function withDate(row: Omit<TicketRow, 'usedAt'> & { usedAt: Date | string | null }): TicketRow {
  return { ...row, usedAt: asDate(row.usedAt) };
}

/**
 * The admission with this barcode (gift voucher codes are no admissions), locked until the
 * transaction ends: a second scan of the same barcode waits here until the first one is recorded,
 * so a barcode is admitted once.
 */
export async function lockTicketByBarcode(tx: Tx, barcode: string): Promise<TicketRow | null> {
  const [locked] = await tx
    .select({ id: issuedTickets.id })
    .from(issuedTickets)
    .where(and(eq(issuedTickets.barcode, barcode), ne(issuedTickets.kind, 'voucher')))
    .for('update');
  if (!locked) return null;
  const [row] = await tx
    .select(ticketColumns)
    .from(issuedTickets)
    .innerJoin(orders, eq(orders.id, issuedTickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(eq(issuedTickets.id, locked.id));
  return row ? withDate(row) : null;
}

/** Locks the admissions with these barcodes, in the order of their ids, until the transaction ends. */
export async function lockTicketsByBarcodes(tx: Tx, barcodes: readonly string[]): Promise<void> {
  if (barcodes.length === 0) return;
  await tx
    .select({ id: issuedTickets.id })
    .from(issuedTickets)
    .where(
      and(
        inArray(issuedTickets.barcode, [...new Set(barcodes)]),
        ne(issuedTickets.kind, 'voucher'),
      ),
    )
    .orderBy(asc(issuedTickets.id))
    .for('update');
}

/** Admissions valid on `day` (venue date), cancelled ones included, for an offline door. */
export async function ticketsOfDay(tx: Tx, day: string): Promise<TicketRow[]> {
  const rows = await tx
    .select(ticketColumns)
    .from(issuedTickets)
    .innerJoin(orders, eq(orders.id, issuedTickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(
      and(
        ne(issuedTickets.kind, 'voucher'),
        inArray(orders.status, [...WITH_VALID_LINES, 'cancelled', 'refunded']),
        or(isNull(issuedTickets.validFrom), lte(issuedTickets.validFrom, `${day} 23:59:59`)),
        or(isNull(issuedTickets.validTo), gte(issuedTickets.validTo, `${day} 00:00:00`)),
      ),
    )
    .orderBy(asc(issuedTickets.id));
  return rows.map(withDate);
}

/** The scan recorded with this scanner's id, if any. */
export async function scanById(tx: Tx, scanId: string): Promise<ScanRow | null> {
  const [row] = await tx.select().from(ticketScans).where(eq(ticketScans.scanId, scanId));
  return row ?? null;
}

/** Records a scan; false when its scan id was recorded already (by a concurrent request). */
export async function recordScan(
  tx: Tx,
  scan: Omit<typeof ticketScans.$inferInsert, 'id' | 'recordedAt'>,
): Promise<boolean> {
  const inserted = await tx
    .insert(ticketScans)
    .values(scan)
    .onConflictDoNothing({ target: ticketScans.scanId })
    .returning({ id: ticketScans.id });
  return inserted.length > 0;
}

const admitted = alias(ticketScans, 'admitted');
const admittedBy = alias(staffAccounts, 'admitted_by');

/** Conflicts recorded for scans at times from `from` to `to` (instants, `to` excluded). */
export async function conflictsBetween(tx: Tx, from: Date, to: Date) {
  const rows = await tx
    .select({
      barcode: issuedTickets.barcode,
      item: orderItems,
      scannedAt: ticketScans.scannedAt,
      device: ticketScans.device,
      scannedBy: staffAccounts.name,
      admittedAt: admitted.scannedAt,
      admittedDevice: admitted.device,
      admittedBy: admittedBy.name,
      claimedAt: ticketScans.claimedAt,
    })
    .from(ticketScans)
    .innerJoin(issuedTickets, eq(issuedTickets.id, ticketScans.issuedTicketId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .leftJoin(staffAccounts, eq(staffAccounts.id, ticketScans.staffId))
    .leftJoin(
      admitted,
      and(eq(admitted.issuedTicketId, ticketScans.issuedTicketId), eq(admitted.result, 'valid')),
    )
    .leftJoin(admittedBy, eq(admittedBy.id, admitted.staffId))
    .where(
      and(
        eq(ticketScans.conflict, true),
        gte(ticketScans.scannedAt, from),
        lt(ticketScans.scannedAt, to),
      ),
    )
    .orderBy(asc(ticketScans.scannedAt), asc(ticketScans.id));
  return rows;
}

/** Notes that the door `device` fetched the list of `date`; the first time is kept. */
export async function recordListSync(
  tx: Tx,
  sync: { device: string; date: string; at: Date },
): Promise<void> {
  await tx
    .insert(checkinListSyncs)
    .values({ device: sync.device, date: sync.date, firstAt: sync.at })
    .onConflictDoNothing();
}

/** When the door `device` first fetched the list of `date`, or null. */
export async function firstListSync(tx: Tx, device: string, date: string): Promise<Date | null> {
  const [row] = await tx
    .select({ firstAt: checkinListSyncs.firstAt })
    .from(checkinListSyncs)
    .where(and(eq(checkinListSyncs.device, device), eq(checkinListSyncs.date, date)));
  return row?.firstAt ?? null;
}
