/** Issued tickets as the scanner sees them, and the scans recorded for them. */
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { issuedTickets, orderItems, orders, ticketScans } from '../../db/schema';

export type ScanResult = (typeof ticketScans.$inferInsert)['result'];

export interface ScanTicket {
  id: number;
  kind: string;
  admits: number;
  holderName: string | null;
  validFrom: string | null;
  validTo: string | null;
  orderStatus: string;
  /** Set when the back office cancelled the ticket's order line. */
  cancelledAt: Date | null;
  name: string;
}

/**
 * The ticket with this barcode, locked until the transaction ends: a second scan of the same
 * barcode waits here until the first one is recorded, so a barcode is admitted once.
 */
export async function lockTicketByBarcode(tx: Tx, barcode: string): Promise<ScanTicket | null> {
  const [row] = await tx
    .select({
      id: issuedTickets.id,
      kind: issuedTickets.kind,
      admits: issuedTickets.admits,
      holderName: issuedTickets.holderName,
      validFrom: issuedTickets.validFrom,
      validTo: issuedTickets.validTo,
      orderStatus: orders.status,
      cancelledAt: orderItems.cancelledAt,
      name: orderItems.name,
    })
    .from(issuedTickets)
    .innerJoin(orders, eq(orders.id, issuedTickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(eq(issuedTickets.barcode, barcode))
    .for('update', { of: issuedTickets });
  return row ?? null;
}

export async function hasValidScan(tx: Tx, issuedTicketId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: ticketScans.id })
    .from(ticketScans)
    .where(and(eq(ticketScans.issuedTicketId, issuedTicketId), eq(ticketScans.result, 'valid')))
    .limit(1);
  return row !== undefined;
}

export async function recordScan(
  tx: Tx,
  scan: { issuedTicketId: number; result: ScanResult; device: string | null; scannedAt: Date },
): Promise<void> {
  await tx.insert(ticketScans).values(scan);
}
