/** The reads the back office's reports need of `orders` and `order_items` (issue 15 "Reports"). */
import { and, asc, gte, isNotNull, lt, sql } from 'drizzle-orm';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderItems, orderRefunds, orders, payments } from '../../db/schema';

export type SoldOrderRow = Pick<
  typeof orders.$inferSelect,
  'id' | 'status' | 'bookedAt' | 'payart' | 'partner' | 'total' | 'shippingCost' | 'channel'
> & {
  /** A desk sale's paid payment's kind (`cash`, `card_terminal`); null for web orders. */
  deskPayment: string | null;
};

/** The outer order's id, table named (a one-table query writes its columns bare). */
const OUTER_ORDER_ID = sql`${sql.identifier('orders')}.${sql.identifier('id')}`;
export type SoldItemRow = typeof orderItems.$inferSelect;
export type SoldRefundRow = Pick<
  typeof orderRefunds.$inferSelect,
  'orderId' | 'itemIds' | 'whole' | 'amount' | 'voucherAmount'
>;

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
      >`CASE WHEN ${orders.channel} = 'desk' THEN (SELECT ${payments.provider} FROM ${payments} WHERE ${payments.orderId} = ${OUTER_ORDER_ID} AND ${payments.status} = 'paid' ORDER BY ${payments.id} DESC LIMIT 1) END`,
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
  // Refunds the back office settled (cancel/refund), whenever they were made.
  const refunds = await tx
    .select({
      orderId: orderRefunds.orderId,
      itemIds: orderRefunds.itemIds,
      whole: orderRefunds.whole,
      amount: orderRefunds.amount,
      voucherAmount: orderRefunds.voucherAmount,
    })
    .from(orderRefunds)
    .innerJoin(orders, eq(orders.id, orderRefunds.orderId))
    .where(and(booked(start, end), eq(orderRefunds.status, 'done')))
    .orderBy(asc(orderRefunds.id));
  return { orders: orderRows, items: items.map((row) => row.item), refunds };
}
