/**
 * The reads of the accountant's exports (module `exports`): booked orders, their movements of money
 * and the numbered documents of a range of instants, a page at a time in id order (keyset), so
 * that a large range is written while it is read and never held whole.
 */
import { and, asc, eq, gt, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { invoiceDocuments, orderItems, orderLedger, orders, payments } from '../../db/schema';
import { documentColumns, type InvoiceDocumentRow } from './invoice-numbers';

export interface ExportItemRow {
  id: number;
  orderId: number;
  type: (typeof orderItems.$inferSelect)['type'];
  productKind: number | null;
  needsShipping: boolean;
  name: string;
  count: number;
  unitPrice: number;
  totalPrice: number;
  vatValue: number;
  cancelled: boolean;
}

export interface ExportOrderRow {
  id: number;
  number: string;
  status: string;
  channel: 'web' | 'desk';
  bookedAt: Date;
  payart: number | null;
  /** A desk sale's paid payment's kind (`cash`, `card_terminal`). */
  deskPayment: string | null;
  /** The shipping address's country, else the billing country. */
  country: string | null;
  shippingCost: number;
  total: number;
  items: ExportItemRow[];
}

const OUTER_ORDER_ID = sql`${sql.identifier('orders')}.${sql.identifier('id')}`;

const orderColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  channel: orders.channel,
  bookedAt: orders.bookedAt,
  payart: orders.payart,
  deskPayment: sql<
    string | null
  >`CASE WHEN ${orders.channel} = 'desk' THEN (SELECT ${payments.provider} FROM ${payments} WHERE ${payments.orderId} = ${OUTER_ORDER_ID} AND ${payments.status} = 'paid' ORDER BY ${payments.id} DESC LIMIT 1) END`,
  country: sql<
    string | null
  >`COALESCE(NULLIF(${orders.shippingAddress} ->> 'country', ''), NULLIF(${orders.billing} ->> 'country', ''))`,
  shippingCost: orders.shippingCost,
  total: orders.total,
};

async function withItems(tx: Tx, rows: Omit<ExportOrderRow, 'items'>[]): Promise<ExportOrderRow[]> {
  if (rows.length === 0) return [];
  const items = await tx
    .select({
      id: orderItems.id,
      orderId: orderItems.orderId,
      type: orderItems.type,
      productKind: sql<number | null>`(${orderItems.details} ->> 'productKind')::int`,
      needsShipping: sql<boolean>`coalesce((${orderItems.details} ->> 'needsShipping')::boolean, false)`,
      name: orderItems.name,
      count: orderItems.count,
      unitPrice: orderItems.unitPrice,
      totalPrice: orderItems.totalPrice,
      vatValue: orderItems.vatValue,
      cancelled: sql<boolean>`${orderItems.cancelledAt} IS NOT NULL`,
    })
    .from(orderItems)
    .where(
      inArray(
        orderItems.orderId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(orderItems.id));
  const byOrder = new Map<number, ExportItemRow[]>();
  for (const item of items) {
    const list = byOrder.get(item.orderId) ?? [];
    list.push(item);
    byOrder.set(item.orderId, list);
  }
  return rows.map((row) => ({ ...row, items: byOrder.get(row.id) ?? [] }));
}

/** Up to `limit` orders booked in [start, end) with an id above `afterId`, with their lines. */
export async function exportOrdersPage(
  tx: Tx,
  range: { start: Date; end: Date },
  afterId: number,
  limit: number,
): Promise<ExportOrderRow[]> {
  const rows = await tx
    .select(orderColumns)
    .from(orders)
    .where(
      and(
        isNotNull(orders.bookedAt),
        gte(orders.bookedAt, range.start),
        lt(orders.bookedAt, range.end),
        gt(orders.id, afterId),
      ),
    )
    .orderBy(asc(orders.id))
    .limit(limit);
  return withItems(
    tx,
    rows.map((row) => ({ ...row, bookedAt: row.bookedAt ?? new Date(0) })),
  );
}

/** Orders by id, with their lines (the orders of a page of documents). */
export async function exportOrdersByIds(tx: Tx, ids: readonly number[]): Promise<ExportOrderRow[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .select(orderColumns)
    .from(orders)
    .where(inArray(orders.id, [...ids]));
  return withItems(
    tx,
    rows.map((row) => ({ ...row, bookedAt: row.bookedAt ?? new Date(0) })),
  );
}

/** The distinct (line type, product kind, VAT rate) of the orders booked in [start, end). */
export async function soldRatesBetween(
  tx: Tx,
  range: { start: Date; end: Date },
): Promise<{ type: ExportItemRow['type']; productKind: number | null; rate: number }[]> {
  return tx
    .selectDistinct({
      type: orderItems.type,
      productKind: sql<number | null>`(${orderItems.details} ->> 'productKind')::int`,
      rate: orderItems.vatValue,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        isNotNull(orders.bookedAt),
        gte(orders.bookedAt, range.start),
        lt(orders.bookedAt, range.end),
      ),
    );
}

export interface MoneyMovementRow {
  id: number;
  orderId: number;
  orderNumber: string;
  channel: 'web' | 'desk';
  payart: number | null;
  kind: 'capture' | 'voucherUsed' | 'refundDone' | 'refundOutside' | 'disputeLost';
  /** Cents of the entry (a refund's: its request's). */
  amount: number;
  /** Cents given back onto voucher codes (a refund's request's). */
  voucherAmount: number;
  provider: string | null;
  reference: string | null;
  at: Date;
}

/** The refund request a refund answers (`r`), in the sub-selects below. */
const requests = sql.identifier('r');

/**
 * Up to `limit` ledger entries that moved money in [start, end) with an id above `afterId`:
 * captures, voucher codes used, refunds done (in the shop or outside it) and chargebacks lost.
 */
export async function moneyMovementsPage(
  tx: Tx,
  range: { start: Date; end: Date },
  afterId: number,
  limit: number,
): Promise<MoneyMovementRow[]> {
  const rows = await tx
    .select({
      id: orderLedger.id,
      orderId: orderLedger.orderId,
      orderNumber: orders.number,
      channel: orders.channel,
      payart: orders.payart,
      kind: orderLedger.kind,
      amount: sql<number>`CASE WHEN ${orderLedger.kind} IN ('refundDone', 'refundOutside') THEN COALESCE((SELECT r.amount FROM ${orderLedger} AS ${requests} WHERE r.order_id = ${orderLedger.orderId} AND r.request = ${orderLedger.request} AND r.kind = 'refundRequested' LIMIT 1), 0) ELSE ${orderLedger.amount} END`,
      voucherAmount: sql<number>`CASE WHEN ${orderLedger.kind} IN ('refundDone', 'refundOutside') THEN COALESCE((SELECT (SELECT COALESCE(SUM((v ->> 'amount')::int), 0) FROM jsonb_array_elements(r.vouchers) AS v) FROM ${orderLedger} AS ${requests} WHERE r.order_id = ${orderLedger.orderId} AND r.request = ${orderLedger.request} AND r.kind = 'refundRequested' LIMIT 1), 0) ELSE 0 END`,
      provider: payments.provider,
      reference: sql<string | null>`COALESCE(${orderLedger.request}, ${payments.providerRef})`,
      at: orderLedger.createdAt,
    })
    .from(orderLedger)
    .innerJoin(orders, eq(orders.id, orderLedger.orderId))
    .leftJoin(payments, eq(payments.id, orderLedger.paymentId))
    .where(
      and(
        inArray(orderLedger.kind, [
          'capture',
          'voucherUsed',
          'refundDone',
          'refundOutside',
          'disputeLost',
        ]),
        gte(orderLedger.createdAt, range.start),
        lt(orderLedger.createdAt, range.end),
        gt(orderLedger.id, afterId),
      ),
    )
    .orderBy(asc(orderLedger.id))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    kind: row.kind as MoneyMovementRow['kind'],
    amount: Number(row.amount),
    voucherAmount: Number(row.voucherAmount),
  }));
}

/** Up to `limit` numbered documents issued in [start, end) with an id above `afterId`. */
export function documentsIssuedPage(
  tx: Tx,
  range: { start: Date; end: Date },
  afterId: number,
  limit: number,
): Promise<InvoiceDocumentRow[]> {
  return tx
    .select(documentColumns)
    .from(invoiceDocuments)
    .where(
      and(
        gte(invoiceDocuments.issuedAt, range.start),
        lt(invoiceDocuments.issuedAt, range.end),
        gt(invoiceDocuments.id, afterId),
      ),
    )
    .orderBy(asc(invoiceDocuments.id))
    .limit(limit);
}

/** Documents by id (the invoice a cancellation or credit note refers to). */
export function documentsByIds(tx: Tx, ids: readonly number[]): Promise<InvoiceDocumentRow[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return tx
    .select(documentColumns)
    .from(invoiceDocuments)
    .where(inArray(invoiceDocuments.id, [...ids]));
}
