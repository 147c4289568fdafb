/**
 * The back office's reads of orders: the search, and the rows an order's page
 * shows. Every search criterion but product uses an index (order number or id, barcode via its
 * unique index, order date via `orders_created_idx`, status); e-mail and name find part of the
 * customer's or of the order's own (a desk order's) e-mail or name, through trigram indexes
 * (`*_trgm_idx`); product is a substring match (`ILIKE`), scanned.
 */
import { and, asc, desc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  customers,
  issuedTickets,
  orderItems,
  orders,
  ticketScans,
  voucherCodes,
} from '../../db/schema';

/**
 * The outer row's id in a correlated subquery, table and column named: a query of one table writes
 * its columns unqualified, and inside the subquery a bare "id" would be the subquery's own.
 */
const OUTER_ORDER_ID = sql`${sql.identifier('orders')}.${sql.identifier('id')}`;
const OUTER_TICKET_ID = sql`${sql.identifier('issued_tickets')}.${sql.identifier('id')}`;

export type OrderStatusValue = (typeof orders.$inferSelect)['status'];

export interface OrderSearch {
  number?: string | undefined;
  email?: string | undefined;
  name?: string | undefined;
  /** Normalized already. */
  barcode?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  status?: OrderStatusValue | undefined;
  product?: string | undefined;
  channel?: 'web' | 'desk' | undefined;
  page: number;
  pageSize: number;
}

export interface OrderSummaryRow {
  id: number;
  number: string;
  status: OrderStatusValue;
  createdAt: Date;
  email: string;
  name: string;
  total: number;
  lineCount: number;
  channel: 'web' | 'desk';
}

/** `%text%` for ILIKE, with the pattern characters of `text` taken literally. */
function contains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

/** Venue-local midnight of `day` as an instant. */
function localMidnight(day: string, timeZone: string): SQL {
  return sql`(${day}::timestamp AT TIME ZONE ${timeZone})`;
}

/**
 * Orders whose customer matches `byCustomer` or whose own billing data matches `byOrder`: two index
 * reads joined by UNION (an OR across the two tables would read every order).
 */
function ordersMatching(byCustomer: SQL, byOrder: SQL): SQL {
  return inArray(
    orders.id,
    sql`(SELECT ${orders.id} FROM ${orders} WHERE ${orders.customerId} IN (SELECT ${customers.id} FROM ${customers} WHERE ${byCustomer}) UNION SELECT ${orders.id} FROM ${orders} WHERE ${byOrder})`,
  );
}

function criteria(search: OrderSearch, timeZone: string): SQL[] {
  const where: SQL[] = [];
  if (search.number) {
    const digits = /^\d{1,9}$/.test(search.number) ? Number(search.number) : null;
    where.push(
      digits === null
        ? eq(orders.number, search.number.toUpperCase())
        : sql`(${orders.number} = ${search.number} OR ${orders.id} = ${digits})`,
    );
  }
  if (search.email) {
    const pattern = contains(search.email);
    where.push(
      ordersMatching(
        sql`${customers.email} ILIKE ${pattern}`,
        sql`(${orders.billing} ->> 'email') ILIKE ${pattern}`,
      ),
    );
  }
  if (search.name) {
    const pattern = contains(search.name);
    where.push(
      ordersMatching(
        sql`(${customers.fname} || ' ' || ${customers.lname}) ILIKE ${pattern}`,
        sql`(coalesce(${orders.billing} ->> 'fname', '') || ' ' || coalesce(${orders.billing} ->> 'lname', '')) ILIKE ${pattern}`,
      ),
    );
  }
  if (search.barcode) {
    where.push(
      inArray(
        orders.id,
        sql`(SELECT ${issuedTickets.orderId} FROM ${issuedTickets} WHERE ${issuedTickets.barcode} = ${search.barcode})`,
      ),
    );
  }
  if (search.from) where.push(sql`${orders.createdAt} >= ${localMidnight(search.from, timeZone)}`);
  if (search.to) {
    where.push(sql`${orders.createdAt} < ${localMidnight(search.to, timeZone)} + interval '1 day'`);
  }
  if (search.status) where.push(eq(orders.status, search.status));
  if (search.channel) where.push(eq(orders.channel, search.channel));
  if (search.product) {
    where.push(
      inArray(
        orders.id,
        sql`(SELECT ${orderItems.orderId} FROM ${orderItems} WHERE ${orderItems.name} ILIKE ${contains(search.product)})`,
      ),
    );
  }
  return where;
}

/** One page of matching orders, newest first, and how many match in all. */
export async function searchOrderRows(
  tx: Tx,
  search: OrderSearch,
  timeZone: string,
): Promise<{ rows: OrderSummaryRow[]; total: number }> {
  const where = and(...criteria(search, timeZone));
  const [counted] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(orders)
    .where(where);
  const rows = await tx
    .select({
      id: orders.id,
      number: orders.number,
      status: orders.status,
      createdAt: orders.createdAt,
      email: sql<string>`COALESCE(NULLIF(${orders.billing} ->> 'email', ''), ${customers.email}, '')`,
      name: sql<string>`trim(COALESCE(${orders.billing} ->> 'fname', ${customers.fname}, '') || ' ' || COALESCE(${orders.billing} ->> 'lname', ${customers.lname}, ''))`,
      total: orders.total,
      channel: orders.channel,
      lineCount: sql<number>`(SELECT count(*)::int FROM ${orderItems} WHERE ${orderItems.orderId} = ${OUTER_ORDER_ID} AND ${orderItems.type} <> 'voucherCode')`,
    })
    .from(orders)
    .leftJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(search.pageSize)
    .offset((search.page - 1) * search.pageSize);
  return {
    rows: rows.map((row) => ({ ...row, lineCount: Number(row.lineCount) })),
    total: Number(counted?.total ?? 0),
  };
}

/** The order's customer as stored (guests included). */
export async function customerOfOrder(tx: Tx, customerId: number | null) {
  if (customerId === null) return null;
  const [row] = await tx
    .select({
      email: customers.email,
      fname: customers.fname,
      lname: customers.lname,
      isGuest: customers.isGuest,
    })
    .from(customers)
    .where(eq(customers.id, customerId));
  return row ?? null;
}

/** The order's issued tickets with their first admission, by id. */
export function ticketsWithCheckIns(tx: Tx, orderId: number) {
  return tx
    .select({
      id: issuedTickets.id,
      lineId: issuedTickets.orderItemId,
      barcode: issuedTickets.barcode,
      kind: issuedTickets.kind,
      admits: issuedTickets.admits,
      holderName: issuedTickets.holderName,
      validFrom: issuedTickets.validFrom,
      validTo: issuedTickets.validTo,
      checkedInAt: sql<
        Date | string | null
      >`(SELECT min(${ticketScans.scannedAt}) FROM ${ticketScans} WHERE ${ticketScans.issuedTicketId} = ${OUTER_TICKET_ID} AND ${ticketScans.result} = 'valid')`,
    })
    .from(issuedTickets)
    .where(eq(issuedTickets.orderId, orderId))
    .orderBy(asc(issuedTickets.id));
}

/** Marks lines cancelled (those not cancelled yet); answers the ids marked. */
export async function cancelItems(
  tx: Tx,
  orderId: number,
  itemIds: readonly number[],
  now: Date,
): Promise<number[]> {
  if (itemIds.length === 0) return [];
  const rows = await tx
    .update(orderItems)
    .set({ cancelledAt: now })
    .where(
      and(
        eq(orderItems.orderId, orderId),
        inArray(orderItems.id, [...itemIds]),
        isNull(orderItems.cancelledAt),
      ),
    )
    .returning({ id: orderItems.id });
  return rows.map((row) => row.id);
}

/**
 * The order's lines that were used: a ticket of the line admitted someone, or a gift voucher sold on
 * it paid for something. Such lines are not cancelled when the order's money goes away.
 */
export async function linesInUse(tx: Tx, orderId: number): Promise<Set<number>> {
  const rows = await tx
    .selectDistinct({ lineId: issuedTickets.orderItemId })
    .from(issuedTickets)
    .where(
      and(
        eq(issuedTickets.orderId, orderId),
        sql`(EXISTS (SELECT 1 FROM ${ticketScans} WHERE ${ticketScans.issuedTicketId} = ${OUTER_TICKET_ID} AND ${ticketScans.result} = 'valid') OR EXISTS (SELECT 1 FROM ${voucherCodes} WHERE ${voucherCodes.barcode} = ${issuedTickets.barcode} AND ${voucherCodes.usedAmount} > 0))`,
      ),
    );
  return new Set(rows.map((row) => row.lineId));
}
