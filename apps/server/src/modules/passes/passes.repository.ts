/** Annual passes as free entries read them, and the entries they booked. */
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { issuedTickets, orderItems, orders, passEntries } from '../../db/schema';
import { WITH_VALID_LINES } from '../orders';

/** A pass with what booking an entry needs (venue-local validity as text). */
export interface PassRow {
  id: number;
  barcode: string;
  holderName: string | null;
  validFrom: string | null;
  validTo: string | null;
  /** The customer whose order bought the pass, or null (a desk sale). */
  customerId: number | null;
  /** Its order is cancelled or refunded, or its line cancelled. */
  cancelled: boolean;
}

const passColumns = {
  id: issuedTickets.id,
  barcode: issuedTickets.barcode,
  holderName: issuedTickets.holderName,
  // As text: the drivers read a bare timestamp differently.
  validFrom: sql<string | null>`(${issuedTickets.validFrom})::text`,
  validTo: sql<string | null>`(${issuedTickets.validTo})::text`,
  customerId: orders.customerId,
  cancelled: sql<boolean>`(not (${inArray(orders.status, [...WITH_VALID_LINES])}) or ${orderItems.cancelledAt} is not null)`,
};

/**
 * The pass with this barcode or id, locked until the transaction ends: two bookings of one pass
 * take turns here, so each sees the other's entry (one per slot, the day and week limits).
 */
export async function lockPass(
  tx: Tx,
  by: { barcode: string } | { id: number },
): Promise<PassRow | null> {
  const [locked] = await tx
    .select({ id: issuedTickets.id })
    .from(issuedTickets)
    .where(
      and(
        'barcode' in by ? eq(issuedTickets.barcode, by.barcode) : eq(issuedTickets.id, by.id),
        eq(issuedTickets.kind, 'pass'),
      ),
    )
    .for('update');
  if (!locked) return null;
  const [row] = await tx
    .select(passColumns)
    .from(issuedTickets)
    .innerJoin(orders, eq(orders.id, issuedTickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(eq(issuedTickets.id, locked.id));
  return row ?? null;
}

/** The pass with this barcode, not locked (the desk's look-up). */
export async function passByBarcode(db: Db | Tx, barcode: string): Promise<PassRow | null> {
  const [row] = await db
    .select(passColumns)
    .from(issuedTickets)
    .innerJoin(orders, eq(orders.id, issuedTickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(and(eq(issuedTickets.barcode, barcode), eq(issuedTickets.kind, 'pass')));
  return row ?? null;
}

/** The passes of a customer's booked orders whose line was not cancelled, newest first. */
export async function passesOfCustomer(db: Db, customerId: number): Promise<PassRow[]> {
  const rows = await db
    .select(passColumns)
    .from(issuedTickets)
    .innerJoin(orders, eq(orders.id, issuedTickets.orderId))
    .innerJoin(orderItems, eq(orderItems.id, issuedTickets.orderItemId))
    .where(
      and(
        eq(issuedTickets.kind, 'pass'),
        eq(orders.customerId, customerId),
        inArray(orders.status, [...WITH_VALID_LINES]),
        isNull(orderItems.cancelledAt),
      ),
    )
    .orderBy(desc(issuedTickets.id));
  return rows;
}

/** An entry a pass booked that still counts: its order booked, its line not cancelled. */
export interface EntryRow {
  capacityId: number;
  startsAt: string;
  orderId: number;
  /** The entry's ticket line's name. */
  name: string;
}

/** The entries of a pass that still count, by start. */
export async function entriesOfPass(db: Db | Tx, passTicketId: number): Promise<EntryRow[]> {
  return db
    .select({
      capacityId: passEntries.capacityId,
      startsAt: sql<string>`(${passEntries.startsAt})::text`,
      orderId: passEntries.orderId,
      name: orderItems.name,
    })
    .from(passEntries)
    .innerJoin(orders, eq(orders.id, passEntries.orderId))
    .innerJoin(orderItems, eq(orderItems.orderId, passEntries.orderId))
    .where(
      and(
        eq(passEntries.passTicketId, passTicketId),
        inArray(orders.status, [...WITH_VALID_LINES]),
        isNull(orderItems.cancelledAt),
      ),
    )
    .orderBy(passEntries.startsAt);
}

export async function insertPassEntry(
  tx: Tx,
  entry: typeof passEntries.$inferInsert,
): Promise<void> {
  await tx.insert(passEntries).values(entry);
}
