/**
 * Catalog file sections of merchandise (annual passes are merchandise of product kind
 * `ANNUAL_PASS_PRODUCT_KIND`), voucher
 * types and voucher codes, shared by the file import (server) and the back office's shop editor.
 */
import { z } from 'zod';
import { assetUrl, calendarDate } from '../contract';
import { addDays } from '../tickets/dates';
import {
  id,
  ids,
  cents,
  count,
  vatValue,
  sequenceNo,
  texts,
  names,
  issue,
  checkSold,
} from './fields';

export const merchandiseCategorySchema = z.strictObject({
  id,
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens'),
  name: names,
  sequenceNo,
});

/** An article's fields but its id and sales (the file states them; the editor's server gives the id). */
const merchandiseShape = {
  category: id.nullable().default(null),
  name: names,
  description: texts,
  price: cents,
  vatValue,
  /** `ANNUAL_PASS_PRODUCT_KIND` (13) makes the article an annual pass. */
  productKind: id.nullable().default(null),
  images: z.array(assetUrl).default([]),
  customGroups: ids,
  /** Articles suggested with this one in the basket. */
  related: ids,
  needsShipping: z.boolean().default(true),
  /** Stock: pieces available in total. */
  capacity: count,
  sequenceNo,
  active: z.boolean().default(true),
};

export const merchandiseSchema = z
  .strictObject({ id, ...merchandiseShape, sold: count.default(0) })
  .superRefine((item, ctx) => checkSold(ctx, ['sold'], item.capacity, item.sold));

/** An article as the back office edits it: the file's article without id and sales. */
export const merchandiseEditSchema = z.strictObject(merchandiseShape);
export type MerchandiseEditInput = z.input<typeof merchandiseEditSchema>;
export type MerchandiseEdit = z.output<typeof merchandiseEditSchema>;

export const voucherCategorySchema = z.strictObject({ id, name: names, sequenceNo });

const voucherTypeShape = {
  category: id.nullable().default(null),
  name: names,
  description: texts,
  image: assetUrl.nullable().default(null),
  price: cents,
  vatValue,
  variableAmount: z.boolean().default(false),
  validityDays: z.number().int().min(1).max(36_500).default(1095),
  sequenceNo,
  active: z.boolean().default(true),
};
export const voucherTypeSchema = z.strictObject({ id, ...voucherTypeShape });

/** A voucher type as the back office edits it: the file's type without id. */
export const voucherTypeEditSchema = z.strictObject(voucherTypeShape);
export type VoucherTypeEditInput = z.input<typeof voucherTypeEditSchema>;
export type VoucherTypeEdit = z.output<typeof voucherTypeEditSchema>;

export const voucherBarcode = z
  .string()
  .min(1)
  .max(64)
  .regex(/^\S(.*\S)?$/, 'no spaces at the start or end');

export const voucherCodeSchema = z
  .strictObject({
    id,
    barcode: voucherBarcode,
    name: texts,
    amount: cents,
    usedAmount: cents.default(0),
    validFrom: calendarDate.nullable().default(null),
    validTo: calendarDate.nullable().default(null),
    voucherType: id.nullable().default(null),
  })
  .superRefine((code, ctx) => {
    if (code.usedAmount > code.amount) issue(ctx, ['usedAmount'], 'exceeds the amount');
    if (code.validFrom && code.validTo && code.validTo < code.validFrom) {
      issue(ctx, ['validTo'], 'is before validFrom');
    }
  });

/** The most codes one issue creates. */
export const MAX_CODES_PER_ISSUE = 500;

/**
 * Issuing codes of a voucher type: how many, and from when. The codes and their value come from the
 * server (the type's price), never from the client; a variable-amount type needs the amount.
 */
export const voucherIssueSchema = z.strictObject({
  voucherType: id,
  count: z.number().int().min(1).max(MAX_CODES_PER_ISSUE).default(1),
  validFrom: calendarDate.nullable().default(null),
  /** Only for a variable-amount type (whose price is not a value). */
  amount: cents.min(1, 'expected cents (a whole number, 1 or more)').nullable().default(null),
});
export type VoucherIssueInput = z.input<typeof voucherIssueSchema>;
export type VoucherIssue = z.output<typeof voucherIssueSchema>;

/**
 * The value and validity of issued codes: a fixed type's price, or the amount given for a
 * variable-amount type; valid for the type's `validityDays` from `validFrom` (today by default).
 */
export function issuedValue(
  type: { price: number; variableAmount: boolean; validityDays: number },
  body: { amount: number | null; validFrom: string | null },
  today: string,
):
  | { ok: true; amount: number; validFrom: string; validTo: string }
  | { ok: false; field: 'amount'; message: string } {
  const amount = type.variableAmount ? body.amount : type.price;
  if (amount === null || amount <= 0) {
    return { ok: false, field: 'amount', message: 'a variable-amount type needs the amount' };
  }
  if (!type.variableAmount && body.amount !== null && body.amount !== type.price) {
    return { ok: false, field: 'amount', message: 'the value comes from the voucher type' };
  }
  const validFrom = body.validFrom ?? today;
  return { ok: true, amount, validFrom, validTo: addDays(validFrom, type.validityDays - 1) };
}
