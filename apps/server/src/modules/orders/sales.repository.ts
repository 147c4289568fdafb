/** The reads the back office's reports need of `orders` and `order_items`. */
import { and, asc, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { alias } from 'drizzle-orm/pg-core';
import { orderItems, orderLedger, orders, payments } from '../../db/schema';

export type SoldOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'status' | 'bookedAt' | 'payart' | 'partner' | 'total' | 'shippingCost' | 'channel'
> & {
  /**
   * A desk sale's payment kind (`cash`, `card_terminal`): its first paid payment, the sale's own (a
   * later top-up is not); null for web orders.
   */
  deskPayment: string | null;
  /** The country of the shipping address, else of the billing address (ISO code), or null. */
  shipTo: string | null;
};

/** The outer order's id, table named (a one-table query writes its columns bare). */
const OUTER_ORDER_ID = sql`${sql.identifier('orders')}.${sql.identifier('id')}`;
export type SoldItemRow = typeof orderItems.$inferSelect;
/**
 * Lines of a booked order taken back: a cancellation paid back (through the provider or onto voucher
 * codes), or lines cancelled because their money went away (a failed debit, a lost dispute), whose
 * `amount` is then the lines' value less what voucher codes got back.
 */
export interface SoldRefundRow {
  orderId: number;
  itemIds: number[];
  whole: boolean;
  amount: number;
  voucherAmount: number;
  /** The cancellation fee the museum kept of it (the request's `details.fee`), else 0. */
  fee: number;
}

const answers = alias(orderLedger, 'answers');

const booked = (start: Date, end: Date) =>
  and(isNotNull(orders.bookedAt), gte(orders.bookedAt, start), lt(orders.bookedAt, end));

/** Orders booked in [start, end) (whatever happened to them since), and their lines. */
export async function soldOrdersBetween(
  tx: Tx,
  start: Date,
  end: Date,
): Promise<{ orders: SoldOrderRow[]; items: SoldItemRow[]; refunds: SoldRefundRow[] }> {
  const orderRows = await tx
    .select({
      id: orders.id,
      status: orders.status,
      bookedAt: orders.bookedAt,
      payart: orders.payart,
      partner: orders.partner,
      total: orders.total,
      shippingCost: orders.shippingCost,
      channel: orders.channel,
      deskPayment: sql<
        string | null
      >`CASE WHEN ${orders.channel} = 'desk' THEN (SELECT ${payments.provider} FROM ${payments} WHERE ${payments.orderId} = ${OUTER_ORDER_ID} AND ${payments.status} = 'paid' ORDER BY ${payments.id} ASC LIMIT 1) END`,
      shipTo: sql<
        string | null
      >`UPPER(COALESCE(NULLIF(${orders.shippingAddress} ->> 'country', ''), NULLIF(${orders.billing} ->> 'country', '')))`,
    })
    .from(orders)
    .where(booked(start, end))
    .orderBy(asc(orders.id));
  const items = await tx
    .select({ item: orderItems })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(booked(start, end))
    .orderBy(asc(orderItems.id));
  // Cancellations paid back, and lines cancelled outright, whenever they were made.
  const ledger = await tx
    .select({ row: orderLedger })
    .from(orderLedger)
    .innerJoin(orders, eq(orders.id, orderLedger.orderId))
    .where(
      and(
        booked(start, end),
        sql`((${orderLedger.kind} = 'refundRequested' AND ${orderLedger.details} ->> 'purpose' = 'cancellation' AND EXISTS (SELECT 1 FROM ${orderLedger} AS ${sql.identifier('answers')} WHERE ${answers.orderId} = ${orderLedger.orderId} AND ${answers.request} = ${orderLedger.request} AND ${answers.kind} IN ('refundDone', 'refundOutside'))) OR ${orderLedger.kind} = 'linesCancelled')`,
      ),
    )
    .orderBy(asc(orderLedger.id));
  const valueOf = new Map(items.map(({ item }) => [item.id, item.totalPrice]));
  const refunds = ledger.map(({ row }): SoldRefundRow => {
    const voucherAmount = row.vouchers.reduce((sum, part) => sum + part.amount, 0);
    const value = row.lineIds.reduce((sum, id) => sum + (valueOf.get(id) ?? 0), 0);
    return {
      orderId: row.orderId,
      itemIds: row.lineIds,
      whole: row.details.whole === true,
      amount: row.kind === 'linesCancelled' ? Math.max(0, value - voucherAmount) : row.amount,
      voucherAmount,
      fee:
        row.kind === 'refundRequested' && typeof row.details.fee === 'number'
          ? Math.max(0, row.details.fee)
          : 0,
    };
  });
  return { orders: orderRows, items: items.map((row) => row.item), refunds };
}
