/**
 * Cancelling part of a line (docs/decisions.md "Cancelling part of a line"): the stored line keeps
 * its kept part, the cancelled part becomes a new line of the same basket item, and barcodes move to
 * it or admit fewer. Runs under the order's row lock, in the cancellation's transaction.
 */
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { issuedTickets, orderItems, ticketScans, voucherCodes } from '../../db/schema';
import type { OrderItem } from './order-lines';

/**
 * The outer row's columns in a correlated subquery, table and column named: a query of one table
 * writes its selected columns unqualified, and inside the subquery they would be the subquery's own.
 */
const OUTER_TICKET_ID = sql`${sql.identifier('issued_tickets')}.${sql.identifier('id')}`;
const OUTER_TICKET_BARCODE = sql`${sql.identifier('issued_tickets')}.${sql.identifier('barcode')}`;

/** A part of a line as stored: its count, total and details. */
export interface StoredPart {
  count: number;
  totalPrice: number;
  details: OrderItem['details'];
}

/** The barcodes of these lines, by id, with whether each was used (admitted, or a voucher spent). */
export async function ticketsOfLines(tx: Tx, lineIds: readonly number[]) {
  if (lineIds.length === 0) return [];
  const rows = await tx
    .select({
      id: issuedTickets.id,
      lineId: issuedTickets.orderItemId,
      kind: issuedTickets.kind,
      admits: issuedTickets.admits,
      used: sql<boolean>`(EXISTS (SELECT 1 FROM ${ticketScans} WHERE ${ticketScans.issuedTicketId} = ${OUTER_TICKET_ID} AND ${ticketScans.result} = 'valid') OR EXISTS (SELECT 1 FROM ${voucherCodes} WHERE ${voucherCodes.barcode} = ${OUTER_TICKET_BARCODE} AND ${voucherCodes.usedAmount} > 0))`,
    })
    .from(issuedTickets)
    .where(inArray(issuedTickets.orderItemId, [...lineIds]))
    .orderBy(asc(issuedTickets.id));
  return rows.map((row) => ({ ...row, used: row.used === true || String(row.used) === 'true' }));
}

/** Writes the kept part onto the stored line. */
export async function keepPart(tx: Tx, line: OrderItem, part: StoredPart): Promise<void> {
  await tx
    .update(orderItems)
    .set({ count: part.count, totalPrice: part.totalPrice, details: part.details })
    .where(eq(orderItems.id, line.id));
}

/** Stores the cancelled part as a new line of the same basket item; answers its id. */
export async function insertPart(tx: Tx, line: OrderItem, part: StoredPart): Promise<number> {
  const [row] = await tx
    .insert(orderItems)
    .values({
      orderId: line.orderId,
      type: line.type,
      refId: line.refId,
      name: line.name,
      datetime: line.datetime,
      count: part.count,
      unitPrice: line.unitPrice,
      totalPrice: part.totalPrice,
      vatValue: line.vatValue,
      details: part.details,
      cancelledAt: null,
    })
    .returning({ id: orderItems.id });
  if (!row) throw new Error('the cancelled part was not stored');
  return row.id;
}

/** Moves barcodes to another line of the same order. */
export async function moveTickets(
  tx: Tx,
  orderId: number,
  ticketIds: readonly number[],
  lineId: number,
): Promise<void> {
  if (ticketIds.length === 0) return;
  await tx
    .update(issuedTickets)
    .set({ orderItemId: lineId })
    .where(and(eq(issuedTickets.orderId, orderId), inArray(issuedTickets.id, [...ticketIds])));
}

/** A shared barcode admits fewer people. */
export async function lowerAdmits(tx: Tx, ticketId: number, admits: number): Promise<void> {
  await tx.update(issuedTickets).set({ admits }).where(eq(issuedTickets.id, ticketId));
}
