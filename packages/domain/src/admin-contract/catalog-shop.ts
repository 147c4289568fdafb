/**
 * The back office's shop editor: merchandise with stock and shipping, annual passes
 * (articles of product kind 13, listed on their own), voucher types, and voucher codes (issue one or
 * a batch, look up, void). Bodies are the catalog file's own schema pieces (`../catalog-file/shop`),
 * so the import and the editor check the same way. Permission `catalog.manage` (manager, owner). Its
 * own module (`@foyer/domain/admin-contract/catalog-shop`): the back office's entry never carries it.
 *
 * Refusals: 422 VALIDATION_FAILED (per field), 422 CAPACITY_BELOW_SOLD_AND_HELD (stock below what is
 * sold and held: `params: { sold, held, minimum, capacity }`), 404 NOT_FOUND, 409 VOUCHER_VOIDED
 * (voiding twice).
 */
import { z } from 'zod';
import { inputText } from '../contract/common';
import {
  merchandiseEditSchema,
  voucherIssueSchema,
  voucherTypeEditSchema,
} from '../catalog-file/shop';
import type { AdminEndpoint } from './index';

const none = z.object({});
const recordId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: recordId });
const textMap = z.record(z.string(), z.string());
const choice = z.object({ id: z.number().int(), name: textMap });

/** An article (or pass) as the editor shows it: its fields (the body of a save) and its stock use. */
export const catalogArticle = z.object({
  id: z.number().int(),
  article: z.object({
    category: z.number().int().nullable(),
    name: textMap,
    description: textMap,
    price: z.number().int(),
    vatValue: z.number(),
    productKind: z.number().int().nullable(),
    images: z.array(z.string()),
    customGroups: z.array(z.number().int()),
    related: z.array(z.number().int()),
    needsShipping: z.boolean(),
    capacity: z.number().int(),
    sequenceNo: z.number().int(),
    active: z.boolean(),
  }),
  /** What is sold and held of the stock. */
  stockUse: z.object({ sold: z.number().int(), held: z.number().int() }),
});
export type CatalogArticle = z.infer<typeof catalogArticle>;

export const catalogArticleList = z.object({
  articles: z.array(catalogArticle),
  categories: z.array(choice),
});
export type CatalogArticleList = z.infer<typeof catalogArticleList>;

export const catalogVoucherType = z.object({
  id: z.number().int(),
  type: z.object({
    category: z.number().int().nullable(),
    name: textMap,
    description: textMap,
    image: z.string().nullable(),
    price: z.number().int(),
    vatValue: z.number(),
    variableAmount: z.boolean(),
    validityDays: z.number().int(),
    sequenceNo: z.number().int(),
    active: z.boolean(),
  }),
  /** Codes of this type that exist (issued or sold). */
  codes: z.number().int(),
});
export type CatalogVoucherType = z.infer<typeof catalogVoucherType>;

export const catalogVoucherTypeList = z.object({
  types: z.array(catalogVoucherType),
  categories: z.array(choice),
});
export type CatalogVoucherTypeList = z.infer<typeof catalogVoucherTypeList>;

/** A voucher code as staff see it: value, what is left, validity, state and the orders that used it. */
export const catalogVoucherCode = z.object({
  id: z.number().int(),
  barcode: z.string(),
  name: textMap,
  voucherType: z.number().int().nullable(),
  typeName: textMap,
  amount: z.number().int(),
  usedAmount: z.number().int(),
  left: z.number().int(),
  validFrom: z.string().nullable(),
  validTo: z.string().nullable(),
  voidedAt: z.string().nullable(),
  /** The order that bought it in the shop, if any. */
  soldInOrder: z.number().int().nullable(),
  /** The orders that redeemed it: the order's id and number, and the amount it paid of each. */
  redemptions: z.array(
    z.object({ orderId: z.number().int(), orderNumber: z.string(), amount: z.number().int() }),
  ),
});
export type CatalogVoucherCode = z.infer<typeof catalogVoucherCode>;

export const voucherLookupQuery = z.object({ code: inputText().trim().min(1).max(64) });

export { merchandiseEditSchema, voucherTypeEditSchema, voucherIssueSchema };

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

const manage = 'catalog.manage' as const;

export const catalogShopEndpoints = {
  catalogMerchandise: endpoint({
    name: 'adminCatalogMerchandise',
    method: 'GET',
    path: 'catalog/merchandise',
    access: manage,
    summary: 'All articles but annual passes, hidden ones too, with stock sold and held',
    params: none,
    query: none,
    body: null,
    data: catalogArticleList,
  }),
  catalogPasses: endpoint({
    name: 'adminCatalogPasses',
    method: 'GET',
    path: 'catalog/passes',
    access: manage,
    summary: 'All annual passes (articles of product kind 13), hidden ones too',
    params: none,
    query: none,
    body: null,
    data: catalogArticleList,
  }),
  catalogArticle: endpoint({
    name: 'adminCatalogArticle',
    method: 'GET',
    path: 'catalog/merchandise/{id}',
    access: manage,
    summary: 'One article or pass with its texts per language and stock sold and held',
    params: idParams,
    query: none,
    body: null,
    data: catalogArticle,
  }),
  catalogCreateArticle: endpoint({
    name: 'adminCatalogCreateArticle',
    method: 'POST',
    path: 'catalog/merchandise',
    access: manage,
    summary: 'Creates an article or pass (checked as the catalog file import checks it)',
    params: none,
    query: none,
    body: merchandiseEditSchema,
    data: catalogArticle,
  }),
  catalogUpdateArticle: endpoint({
    name: 'adminCatalogUpdateArticle',
    method: 'PUT',
    path: 'catalog/merchandise/{id}',
    access: manage,
    summary:
      'Saves an article or pass; stock never below what is sold and held; hiding keeps orders',
    params: idParams,
    query: none,
    body: merchandiseEditSchema,
    data: catalogArticle,
  }),
  catalogVoucherTypes: endpoint({
    name: 'adminCatalogVoucherTypes',
    method: 'GET',
    path: 'catalog/voucher-types',
    access: manage,
    summary: 'All voucher types, hidden ones too',
    params: none,
    query: none,
    body: null,
    data: catalogVoucherTypeList,
  }),
  catalogVoucherType: endpoint({
    name: 'adminCatalogVoucherType',
    method: 'GET',
    path: 'catalog/voucher-types/{id}',
    access: manage,
    summary: 'One voucher type with its texts per language',
    params: idParams,
    query: none,
    body: null,
    data: catalogVoucherType,
  }),
  catalogCreateVoucherType: endpoint({
    name: 'adminCatalogCreateVoucherType',
    method: 'POST',
    path: 'catalog/voucher-types',
    access: manage,
    summary: 'Creates a voucher type (checked as the catalog file import checks it)',
    params: none,
    query: none,
    body: voucherTypeEditSchema,
    data: catalogVoucherType,
  }),
  catalogUpdateVoucherType: endpoint({
    name: 'adminCatalogUpdateVoucherType',
    method: 'PUT',
    path: 'catalog/voucher-types/{id}',
    access: manage,
    summary: 'Saves a voucher type; codes already issued keep their value and validity',
    params: idParams,
    query: none,
    body: voucherTypeEditSchema,
    data: catalogVoucherType,
  }),
  catalogIssueVoucherCodes: endpoint({
    name: 'adminCatalogIssueVoucherCodes',
    method: 'POST',
    path: 'catalog/voucher-codes',
    access: manage,
    summary:
      'Issues one code or a batch of a voucher type: codes made by the server, value from the type',
    params: none,
    query: none,
    body: voucherIssueSchema,
    data: z.object({ codes: z.array(catalogVoucherCode) }),
  }),
  catalogLookUpVoucherCode: endpoint({
    name: 'adminCatalogLookUpVoucherCode',
    method: 'GET',
    path: 'catalog/voucher-codes/lookup',
    access: manage,
    summary: 'Looks a code up: value left, validity, whether voided, and the orders that used it',
    params: none,
    query: voucherLookupQuery,
    body: null,
    data: catalogVoucherCode,
  }),
  catalogVoidVoucherCode: endpoint({
    name: 'adminCatalogVoidVoucherCode',
    method: 'POST',
    path: 'catalog/voucher-codes/{id}/void',
    access: manage,
    summary: 'Voids a code: checkout refuses it from now on; orders that used it keep it',
    params: idParams,
    query: none,
    body: null,
    data: catalogVoucherCode,
    failures: { 409: '`VOUCHER_VOIDED`: the code is void already' },
  }),
} as const;
