/**
 * Database access of the back office's shop editor: articles with their stock, voucher types with
 * their number of codes, voucher codes with the orders that redeemed them, and voiding a code.
 */
import { and, asc, count, eq, isNotNull, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  capacities,
  merchandise,
  merchandiseCategories,
  orderItems,
  orders,
  voucherCategories,
  voucherCodes,
  voucherTypes,
} from '../../db/schema';

const articleColumns = {
  row: merchandise,
  capacity: capacities.capacity,
  sold: capacities.sold,
  held: capacities.held,
};

/** Articles with their stock; `passes` chooses the annual passes (product kind `passKind`) or the rest. */
export async function articleRows(
  tx: Tx,
  filter: { passes: boolean; passKind: number } | { id: number },
) {
  let where: SQL | undefined;
  if ('id' in filter) where = eq(merchandise.id, filter.id);
  else if (filter.passes) where = eq(merchandise.productKindRef, filter.passKind);
  else {
    where = or(isNull(merchandise.productKindRef), ne(merchandise.productKindRef, filter.passKind));
  }
  return tx
    .select(articleColumns)
    .from(merchandise)
    .innerJoin(capacities, eq(capacities.id, merchandise.capacityId))
    .where(where)
    .orderBy(asc(merchandise.sequenceNo), asc(merchandise.id));
}

export async function merchandiseCategoryChoices(tx: Tx) {
  return tx
    .select({ id: merchandiseCategories.id, name: merchandiseCategories.name })
    .from(merchandiseCategories)
    .orderBy(asc(merchandiseCategories.sequenceNo), asc(merchandiseCategories.id));
}

export async function voucherCategoryChoices(tx: Tx) {
  return tx
    .select({ id: voucherCategories.id, name: voucherCategories.name })
    .from(voucherCategories)
    .orderBy(asc(voucherCategories.sequenceNo), asc(voucherCategories.id));
}

export async function voucherTypeRows(tx: Tx, id?: number) {
  const codeCounts = tx
    .select({ typeId: voucherCodes.voucherTypeId, n: count().as('n') })
    .from(voucherCodes)
    .where(isNotNull(voucherCodes.voucherTypeId))
    .groupBy(voucherCodes.voucherTypeId)
    .as('code_counts');
  return tx
    .select({ row: voucherTypes, codes: sql<number>`COALESCE(${codeCounts.n}, 0)::int` })
    .from(voucherTypes)
    .leftJoin(codeCounts, eq(codeCounts.typeId, voucherTypes.id))
    .where(id === undefined ? undefined : eq(voucherTypes.id, id))
    .orderBy(asc(voucherTypes.sequenceNo), asc(voucherTypes.id));
}

const codeColumns = {
  row: voucherCodes,
  typeName: voucherTypes.name,
};

export async function voucherCodeRow(tx: Tx, by: { id: number } | { barcode: string }) {
  const [row] = await tx
    .select(codeColumns)
    .from(voucherCodes)
    .leftJoin(voucherTypes, eq(voucherTypes.id, voucherCodes.voucherTypeId))
    .where('id' in by ? eq(voucherCodes.id, by.id) : eq(voucherCodes.barcode, by.barcode));
  return row ?? null;
}

/** The booked orders that redeemed a code, with the amount each used. */
export async function redemptionsOf(tx: Tx, codeId: number) {
  const rows = await tx
    .select({
      orderId: orders.id,
      number: orders.number,
      used: sql<number>`COALESCE((${orderItems.details}->>'used')::int, 0)`,
    })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(
      and(
        eq(orderItems.type, 'voucherCode'),
        eq(orderItems.refId, codeId),
        sql`${orders.status} IN ('paid', 'booked', 'partlyRefunded')`,
      ),
    )
    .orderBy(asc(orders.id));
  return rows.map((row) => ({
    orderId: row.orderId,
    orderNumber: row.number,
    amount: Number(row.used),
  }));
}

/** Marks a code voided unless it already is; false when it was. */
export async function voidCode(tx: Tx, id: number, at: Date): Promise<boolean> {
  const rows = await tx
    .update(voucherCodes)
    .set({ voidedAt: at })
    .where(and(eq(voucherCodes.id, id), isNull(voucherCodes.voidedAt)))
    .returning({ id: voucherCodes.id });
  return rows.length > 0;
}

/** `n` fresh ids of an identity column of the shop's catalog. */
export async function allocateShopIds(
  tx: Tx,
  table: 'merchandise' | 'voucher_types' | 'voucher_codes',
  n: number,
): Promise<number[]> {
  if (n === 0) return [];
  const result = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${n})`,
  );
  return rowsOf<{ id: number }>(result).map((row) => Number(row.id));
}
