/**
 * Reads orders with what their documents show, and writes issued tickets and the voucher codes of
 * bought gift vouchers. The catalog rows the lines refer to are read through the catalog slice's
 * readers (`order-catalog.ts`).
 */
import { inSequence } from '../../db/in-sequence';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, issuedTickets, voucherCodes } from '../../db/schema';

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

/** True when tickets (tickets, passes or gift vouchers) were issued for the order. */
/** True when the order has issued tickets (of these lines only, when given). */
export async function hasIssuedTickets(
  tx: Tx,
  orderId: number,
  lineIds?: readonly number[],
): Promise<boolean> {
  if (lineIds?.length === 0) return false;
  const [row] = await tx
    .select({ id: issuedTickets.id })
    .from(issuedTickets)
    .where(
      and(
        eq(issuedTickets.orderId, orderId),
        lineIds ? inArray(issuedTickets.orderItemId, [...lineIds]) : undefined,
      ),
    )
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

/** Gives an issued ticket a new barcode and validity (its line was moved to another start). */
export async function reissueTicket(
  tx: Tx,
  id: number,
  values: { barcode: string; validFrom: string | null; validTo: string | null; updatedAt: Date },
): Promise<void> {
  await tx.update(issuedTickets).set(values).where(eq(issuedTickets.id, id));
}
