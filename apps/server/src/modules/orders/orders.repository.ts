/** The only code that reads and writes `orders`, `order_items` and the orders' `payments`. */
import { and, asc, desc, eq, inArray, isNotNull, lte, sql, type SQL } from 'drizzle-orm';
import type { ClosureTarget } from '@foyer/domain';
import type { Db, Tx } from '../../db/client';
import { Coalescer, coalescerOf } from '../../db/coalescer';
import { rowsOf } from '../../db/rows';
import { orderItems, orders, payments } from '../../db/schema';
import { readOrderItem, type NewOrderItem, type OrderItem } from './order-lines';

export type OrderRow = typeof orders.$inferSelect;
export type NewOrder = typeof orders.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;

export async function insertOrder(tx: Tx, values: NewOrder): Promise<OrderRow> {
  const [row] = await tx.insert(orders).values(values).returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

/**
 * Inserts an order whose number is `prefix` and its id with at least six digits (`2026-000042`), in
 * one statement: the id is drawn from the orders' sequence first (one round trip less
 * per checkout than inserting and then writing the number).
 */
export async function insertNumberedOrder(
  tx: Tx,
  values: Omit<NewOrder, 'id' | 'number'>,
  prefix: string,
): Promise<OrderRow> {
  // A CTE with a volatile function is evaluated once, however often it is read.
  const next = tx
    .$with('next_order', { id: sql<number>`id` })
    .as(sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id`);
  const id = sql`(SELECT id FROM next_order)`;
  const [row] = await tx
    .with(next)
    .insert(orders)
    .values({
      ...values,
      id,
      number: orderNumber(prefix, id),
    })
    .returning();
  if (!row) throw new Error('order insert returned no row');
  return row;
}

/** The number of order `id` (a value or an expression): `prefix` and the id with at least six digits. */
function orderNumber(prefix: string, id: SQL | number): SQL {
  return sql`${prefix} || lpad(${id}::text, GREATEST(6, length(${id}::text)), '0')`;
}

/** An order to insert with its id drawn already (`reserveOrderIds`) and its number's prefix. */
export interface NumberedOrder {
  id: number;
  prefix: string;
  values: Omit<NewOrder, 'id' | 'number'>;
}

/** Draws `count` order ids from the orders' sequence, ascending (a batch of orders). */
export async function reserveOrderIds(tx: Tx, count: number): Promise<number[]> {
  const result = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('orders', 'id'))::int AS id FROM generate_series(1, ${count}::int)`,
  );
  return rowsOf<{ id: number }>(result)
    .map((row) => Number(row.id))
    .sort((a, b) => a - b);
}

/** Inserts orders whose ids are drawn, numbered as `insertNumberedOrder` does, in one statement. */
export async function insertOrders(tx: Tx, rows: readonly NumberedOrder[]): Promise<OrderRow[]> {
  if (rows.length === 0) return [];
  return tx
    .insert(orders)
    .values(
      rows.map(({ id, prefix, values }) => ({ ...values, id, number: orderNumber(prefix, id) })),
    )
    .returning();
}

export async function orderById(tx: Tx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id));
  return row ?? null;
}

/** The order with this id, its row locked until the transaction ends. */
export async function lockOrderById(tx: Tx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** The order with this order token; `lock` takes its row lock until the transaction ends. */
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

/**
 * Marks pending orders whose hold time has run out as expired. An order being booked holds its row
 * lock, so this waits for the booking and then leaves the booked order alone.
 */
export async function expireLapsedOrders(tx: Tx, now: Date): Promise<number> {
  const rows = await tx
    .update(orders)
    .set({ status: 'expired' })
    .where(and(eq(orders.status, 'pending'), lte(orders.expiresAt, now)))
    .returning({ id: orders.id });
  return rows.length;
}

export async function insertOrderItems(
  tx: Tx,
  orderId: number,
  items: readonly NewOrderItem[],
): Promise<void> {
  if (items.length === 0) return;
  await tx.insert(orderItems).values(items.map((item) => ({ ...item, orderId })));
}

/**
 * The statement that inserts the order's lines, for a caller that sends it with other writes
 * (`holdForOrder`); null when there are none.
 */
export function orderItemsInsert(
  tx: Tx,
  orderId: number,
  items: readonly NewOrderItem[],
): SQL | null {
  if (items.length === 0) return null;
  return tx
    .insert(orderItems)
    .values(items.map((item) => ({ ...item, orderId })))
    .getSQL();
}

/** The order's lines in the order they were added, their details read strictly. */
export async function itemsOfOrder(tx: Tx, orderId: number): Promise<OrderItem[]> {
  const rows = await tx
    .select()
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .orderBy(asc(orderItems.id));
  return rows.map(readOrderItem);
}

/**
 * The customer's orders that were booked (the statuses a booked order can have), most recently
 * booked first, at most `limit`, with their lines in the order they were added.
 */
export async function bookedOrdersOfCustomer(
  tx: Tx,
  customerId: number,
  limit: number,
): Promise<{ order: OrderRow; items: OrderItem[] }[]> {
  const rows = await tx
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.customerId, customerId),
        isNotNull(orders.bookedAt),
        inArray(orders.status, ['booked', 'partlyRefunded', 'refunded', 'cancelled', 'disputed']),
      ),
    )
    .orderBy(desc(orders.bookedAt), desc(orders.id))
    .limit(limit);
  if (rows.length === 0) return [];
  const items = await tx
    .select()
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  return rows.map((order) => ({
    order,
    items: items.filter((item) => item.orderId === order.id).map(readOrderItem),
  }));
}

/** Rewrites a booked line moved to another start: its start, its details and its price. */
export async function updateMovedItem(
  tx: Tx,
  item: Pick<OrderItem, 'id' | 'datetime' | 'details' | 'unitPrice' | 'totalPrice'>,
): Promise<void> {
  await tx
    .update(orderItems)
    .set({
      datetime: item.datetime,
      details: item.details,
      unitPrice: item.unitPrice,
      totalPrice: item.totalPrice,
    })
    .where(eq(orderItems.id, item.id));
}

export type NewPayment = typeof payments.$inferInsert;

export async function insertPayment(tx: Tx, values: NewPayment): Promise<PaymentRow> {
  const [row] = await tx.insert(payments).values(values).returning();
  if (!row) throw new Error('payment insert returned no row');
  return row;
}

/** Payment rows written in one statement at most. */
const PAYMENT_BATCH_LIMIT = 64;

const paymentWriters = new WeakMap<object, Coalescer<NewPayment, true>>();

/**
 * Writes a payment row outside any transaction, with the payment rows of the other requests of the
 * moment in one statement (in a rush every held order starts its payment at once). An
 * error in a batch writes each row alone, so it stays with the row that causes it.
 */
export async function insertPaymentCoalesced(db: Db, values: NewPayment): Promise<void> {
  const writer = coalescerOf(
    paymentWriters,
    db,
    () =>
      new Coalescer<NewPayment, true>(async (take) => {
        const rows = take();
        if (rows.length > 0) await db.insert(payments).values([...rows]);
        return rows.map(() => true as const);
      }, PAYMENT_BATCH_LIMIT),
  );
  await writer.add(values, async () => {
    await insertPayment(db, values);
    return true;
  });
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

/** Adds what the provider wants kept to the payment's details (Stripe: its PaymentIntent). */
export async function mergePaymentDetails(
  tx: Tx,
  id: number,
  details: Record<string, unknown>,
): Promise<void> {
  await tx
    .update(payments)
    .set({ details: sql`${payments.details} || ${JSON.stringify(details)}::jsonb` })
    .where(eq(payments.id, id));
}

/** The payment a provider reported by its own reference, or by the id kept at capture. */
export async function paymentOfProvider(
  tx: Tx,
  provider: string,
  ref: { paymentRef: string | null; intentRef: string | null },
): Promise<PaymentRow | null> {
  const condition = ref.paymentRef
    ? eq(payments.providerRef, ref.paymentRef)
    : ref.intentRef
      ? sql`${payments.details} ->> 'intentId' = ${ref.intentRef}`
      : null;
  if (!condition) return null;
  const [row] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), condition));
  return row ?? null;
}

/** A line of an event or tour still booked or waiting for its payment, as a closure reads it. */
export interface ClosureLineRow {
  orderId: number;
  orderNumber: string;
  lineId: number;
  status: string;
  line: OrderItem;
}

/**
 * The lines of an event (its ticket and day-ticket lines) or of a guided tour (its tour lines) not
 * cancelled, of orders that hold or booked places (waiting for payment, paid, booked, partly
 * refunded, disputed), by order.
 */
export async function linesInUseOf(tx: Tx, target: ClosureTarget): Promise<ClosureLineRow[]> {
  const ofTarget =
    target.type === 'event'
      ? and(
          sql`${orderItems.type} IN ('ticket', 'dayTicket')`,
          sql`(${orderItems.details}->>'eventId')::int = ${target.id}`,
        )
      : and(
          sql`${orderItems.type} = 'guidedTour'`,
          sql`(${orderItems.details}->>'tourId')::int = ${target.id}`,
        );
  const rows = await tx
    .select({ item: orderItems, status: orders.status, number: orders.number })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        ofTarget,
        sql`${orderItems.cancelledAt} IS NULL`,
        sql`${orders.status} IN ('pending', 'paid', 'booked', 'partlyRefunded', 'disputed')`,
      ),
    )
    .orderBy(asc(orderItems.orderId), asc(orderItems.id));
  return rows.map((row) => ({
    orderId: row.item.orderId,
    orderNumber: row.number,
    lineId: row.item.id,
    status: row.status,
    line: readOrderItem(row.item),
  }));
}
