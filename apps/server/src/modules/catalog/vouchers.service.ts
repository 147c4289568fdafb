/**
 * Voucher codes, gift voucher types and their categories. Whether a code can be redeemed is the
 * domain's rule (`checkVoucherCode`, UTC+1).
 */
import {
  checkVoucherCode,
  err,
  normalizeVoucherCode,
  ok,
  type Language,
  type Result,
  localized,
} from '@foyer/domain';
import type { Category, Picture, VoucherCode, VoucherType } from '@foyer/domain/contract';
import type { AppDeps } from '../../deps';
import { picturesFor } from '../images';
import {
  activeVoucherType,
  activeVoucherTypes,
  voucherCategoriesInUse,
  voucherCodeByBarcode,
  type VoucherTypeRow,
} from './vouchers.repository';

function fallbackOf(deps: AppDeps, lang: Language): string {
  return deps.config.shop.languages[0] ?? lang;
}

/**
 * Looks up an entered code (trimmed) and checks it now: the code with its available amount, or
 * VOUCHER_NOT_FOUND, VOUCHER_NOW_IS_BEFORE_VALID_FROM, VOUCHER_NOW_IS_AFTER_VALID_TO or
 * VOUCHER_NO_AMOUNT_LEFT. Only the contract's fields are answered.
 */
export async function checkCode(
  deps: AppDeps,
  lang: Language,
  entered: string,
): Promise<Result<VoucherCode>> {
  const row = await voucherCodeByBarcode(deps.db, normalizeVoucherCode(entered));
  if (row === null) return err('VOUCHER_NOT_FOUND');
  const code = {
    amount: row.amount,
    used_amount: row.usedAmount,
    valid_from: row.validFrom,
    valid_to: row.validTo,
  };
  const checked = checkVoucherCode(code, deps.clock.now());
  if (!checked.ok) return err(checked.code);
  const fallback = fallbackOf(deps, lang);
  return ok({
    ...code,
    barcode: row.barcode,
    // A code sold in the shop has no name of its own: it is named after its voucher type.
    name: localized(row.name, lang, fallback) || localized(row.typeName, lang, fallback),
    available_amount: checked.value.available,
  });
}

function toVoucherType(
  row: VoucherTypeRow,
  lang: Language,
  fallback: string,
  picture?: Picture,
): VoucherType {
  return {
    id: row.id,
    name: localized(row.name, lang, fallback),
    description: localized(row.description, lang, fallback),
    image: picture?.src ?? row.image,
    ...(picture ? { picture } : {}),
    price: row.price,
    vat_value: row.vatValue,
    variable_amount: row.variableAmount ? 1 : 0,
    groupId: row.groupId,
    sequence_no: row.sequenceNo,
  };
}

/** Active gift voucher types in sequence order. */
export async function listVoucherTypes(deps: AppDeps, lang: Language): Promise<VoucherType[]> {
  const fallback = fallbackOf(deps, lang);
  const rows = await activeVoucherTypes(deps.db);
  const ids = rows.map((row) => row.id);
  const pictures = await picturesFor(deps.db, 'voucher', ids, lang, fallback);
  return rows.map((row) => toVoucherType(row, lang, fallback, pictures.get(row.id)));
}

/** One active gift voucher type, or null. */
export async function getVoucherType(
  deps: AppDeps,
  lang: Language,
  id: number,
): Promise<VoucherType | null> {
  const row = await activeVoucherType(deps.db, id);
  if (row === null) return null;
  const fallback = fallbackOf(deps, lang);
  const pictures = await picturesFor(deps.db, 'voucher', [row.id], lang, fallback);
  return toVoucherType(row, lang, fallback, pictures.get(row.id));
}

/** Voucher categories that hold an active voucher type, in sequence order. */
export async function listVoucherGroups(deps: AppDeps, lang: Language): Promise<Category[]> {
  const fallback = fallbackOf(deps, lang);
  return (await voucherCategoriesInUse(deps.db)).map((row) => ({
    id: row.id,
    name: localized(row.name, lang, fallback),
    sequence_no: row.sequenceNo,
  }));
}
