/** Reads voucher codes, gift voucher types and voucher categories. */
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { voucherCategories, voucherTypes, type I18nText } from '../../db/schema';
import { voucherTypeColumns } from './catalog.columns';
import { voucherCodeRowsByBarcodes, type VoucherCodeRecord } from './readers.repository';

/** The code with exactly this barcode (codes are case-sensitive), or null: the batch reader's row. */
export async function voucherCodeByBarcode(
  tx: Tx,
  barcode: string,
): Promise<VoucherCodeRecord | null> {
  const [row] = await voucherCodeRowsByBarcodes(tx, [barcode]);
  return row ?? null;
}

export interface VoucherTypeRow {
  id: number;
  groupId: number | null;
  name: I18nText;
  description: I18nText;
  image: string | null;
  price: number;
  vatValue: number;
  variableAmount: boolean;
  sequenceNo: number;
}

const typeColumns = {
  ...voucherTypeColumns,
  description: voucherTypes.description,
  image: voucherTypes.image,
  sequenceNo: voucherTypes.sequenceNo,
};

/** Active voucher types by sequence_no, then id. */
export async function activeVoucherTypes(tx: Tx): Promise<VoucherTypeRow[]> {
  return tx
    .select(typeColumns)
    .from(voucherTypes)
    .where(eq(voucherTypes.active, true))
    .orderBy(asc(voucherTypes.sequenceNo), asc(voucherTypes.id));
}

/** One active voucher type, or null. */
export async function activeVoucherType(tx: Tx, id: number): Promise<VoucherTypeRow | null> {
  const [row] = await tx
    .select(typeColumns)
    .from(voucherTypes)
    .where(and(eq(voucherTypes.id, id), eq(voucherTypes.active, true)));
  return row ?? null;
}

export interface VoucherCategoryRow {
  id: number;
  name: I18nText;
  sequenceNo: number;
}

/** Categories that hold at least one active voucher type, by sequence_no, then id. */
export async function voucherCategoriesInUse(tx: Tx): Promise<VoucherCategoryRow[]> {
  const inUse = tx
    .select({ id: voucherTypes.groupId })
    .from(voucherTypes)
    .where(eq(voucherTypes.active, true));
  return tx
    .select({
      id: voucherCategories.id,
      name: voucherCategories.name,
      sequenceNo: voucherCategories.sequenceNo,
    })
    .from(voucherCategories)
    .where(inArray(voucherCategories.id, inUse))
    .orderBy(asc(voucherCategories.sequenceNo), asc(voucherCategories.id));
}
