/** Issued admissions with their check-in state, for the visitors report. */
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { issuedTickets, orderItems, orders, ticketScans } from '../../db/schema';
import { WITH_VALID_LINES } from '../orders';

export interface AdmissionRow {
  /** The slot booked (`YYYY-MM-DD HH:mm:ss`, venue time). */
  slot: string;
  admits: number;
  checkedIn: boolean;
  item: typeof orderItems.$inferSelect;
}

/**
 * Barcodes of tickets and tours for slots from `fromLocal` (included) to `toLocal` (excluded), of
 * orders that still admit (booked, or partly refunded); cancelled and refunded barcodes are refused
 * at the door and expected by nobody.
 */
export async function admissionsBetween(
  tx: Tx,
  fromLocal: string,
  toLocal: string,
): Promise<AdmissionRow[]> {
  const slot = sql<string>`coalesce(${orderItems.datetime}, ${issuedTickets.validFrom})`;
  const rows = await tx
    .select({
      // As text: the drivers read a bare timestamp differently.
      slot: sql<string>`(${slot})::text`,
      admits: issuedTickets.admits,
      checkedIn: sql<boolean>`exists (select 1 from ${ticketScans} where ${ticketScans.issuedTicketId} = ${issuedTickets.id} and ${ticketScans.result} = 'valid')`,
      item: orderItems,
    })
    .from(issuedTickets)
    .innerJoin(orders, eq(orders.id, issuedTickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(
      and(
        inArray(issuedTickets.kind, ['ticket', 'dayTicket', 'guidedTour']),
        inArray(orders.status, [...WITH_VALID_LINES]),
        gte(slot, fromLocal),
        lt(slot, toLocal),
      ),
    )
    .orderBy(asc(slot), asc(issuedTickets.id));
  return rows.map((row) => ({ ...row, checkedIn: row.checkedIn === true }));
}
