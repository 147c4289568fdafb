/** Orders, their items and payments: written by checkout only. */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { issuedTickets, orderItems, orders, payments, voucherCodes } from '../../db/schema';
import type { NewOrderItem } from './pricing';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type OrderItemRow = typeof orderItems.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export async function insertOrder(tx: Tx, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

/** The order with this public id; `lock` takes its row lock until the transaction ends. */
export async function orderByToken(tx: Tx, token: string, lock = false): Promise<OrderRow | null> {
  const query = tx.select().from(orders).where(eq(orders.token, token));
  const [row] = await (lock ? query.for('update') : query);
  return row ?? null;
}

export async function updateOrder(
  tx: Tx,
  id: number,
  values: Partial<Omit<NewOrder, 'id' | 'token'>>,
): Promise<void> {
  await tx.update(orders).set(values).where(eq(orders.id, id));
}

export async function insertOrderItems(
  tx: Tx,
  orderId: number,
  items: readonly NewOrderItem[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
}

export async function itemsOfOrder(tx: Tx, orderId: number): Promise<OrderItemRow[]> {
  return tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
}

export async function insertPayment(tx: Tx, values: typeof payments.$inferInsert): Promise<void> {
  await tx.insert(payments).values(values);
}

/** The order's payments, newest first. */
export async function paymentsOfOrder(tx: Tx, orderId: number): Promise<PaymentRow[]> {
  return tx.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(desc(payments.id));
}

/** The order a provider's payment belongs to. */
export async function orderTokenOfPayment(
  tx: Tx,
  provider: string,
  providerRef: string,
): Promise<string | null> {
  const [row] = await tx
    .select({ token: orders.token })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.provider, provider), eq(payments.providerRef, providerRef)));
  return row?.token ?? null;
}

export async function setPaymentStatus(
  tx: Tx,
  id: number,
  status: PaymentRow['status'],
  now: Date,
): Promise<void> {
  await tx.update(payments).set({ status, updatedAt: now }).where(eq(payments.id, id));
}

/** Sets every started payment of the order to `status`. */
export async function closeStartedPayments(
  tx: Tx,
  orderId: number,
  status: PaymentRow['status'],
  now: Date,
): Promise<void> {
  await tx
    .update(payments)
    .set({ status, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'started')));
}

/** Raises a code's used amount by `used`, never beyond its amount; false when it does not fit. */
export async function raiseVoucherUse(tx: Tx, codeId: number, used: number): Promise<boolean> {
  const rows = await tx
    .update(voucherCodes)
    .set({ usedAmount: sql`${voucherCodes.usedAmount} + ${used}` })
    .where(
      and(
        eq(voucherCodes.id, codeId),
        sql`${voucherCodes.usedAmount} + ${used} <= ${voucherCodes.amount}`,
      ),
    )
    .returning({ id: voucherCodes.id });
  return rows.length > 0;
}

/** True when fulfilment issued tickets (tickets, passes or gift vouchers) for the order. */
export async function hasIssuedTickets(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: issuedTickets.id })
    .from(issuedTickets)
    .where(eq(issuedTickets.orderId, orderId))
    .limit(1);
  return row !== undefined;
}
