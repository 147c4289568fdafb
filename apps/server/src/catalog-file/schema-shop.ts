/** Catalog file sections: merchandise, passes, vouchers and content. */
import { z } from 'zod';
import { assetUrl, calendarDate, httpUrl } from '@foyer/domain/contract';
export { bannerSchema, pageSchema } from '@foyer/domain/catalog-file/content';
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
} from './schema-fields';
// ---------------------------------------------------------------------------------------------------
// Merchandise, passes and vouchers

export const merchandiseCategorySchema = z.strictObject({
  id,
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and hyphens'),
  name: names,
  sequenceNo,
});

export const merchandiseSchema = z
  .strictObject({
    id,
    category: id.nullable().default(null),
    name: names,
    description: texts,
    price: cents,
    vatValue,
    /** 13 = annual pass (spec 9). */
    productKind: id.nullable().default(null),
    images: z.array(assetUrl).default([]),
    customGroups: ids,
    /** Articles suggested with this one in the basket. */
    related: ids,
    needsShipping: z.boolean().default(true),
    /** Stock: pieces available in total, and pieces sold. */
    capacity: count,
    sold: count.default(0),
    sequenceNo,
    active: z.boolean().default(true),
  })
  .superRefine((item, ctx) => checkSold(ctx, ['sold'], item.capacity, item.sold));

export const voucherCategorySchema = z.strictObject({ id, name: names, sequenceNo });

export const voucherTypeSchema = z.strictObject({
  id,
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
});

export const voucherCodeSchema = z
  .strictObject({
    id,
    barcode: z
      .string()
      .min(1)
      .max(64)
      .regex(/^\S(.*\S)?$/, 'no spaces at the start or end'),
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

// ---------------------------------------------------------------------------------------------------
// Content

export const socialLinkSchema = z.strictObject({
  id,
  name: z.string().min(1).max(100),
  url: httpUrl,
  sequenceNo,
});

/** A small content block, e.g. `cookie_warning` (the cookie notice's HTML). */
export const contentBlockSchema = z.strictObject({
  key: z.string().regex(/^[a-z][a-z0-9_]{0,59}$/, 'lower-case letters, digits and underscores'),
  text: texts,
});
