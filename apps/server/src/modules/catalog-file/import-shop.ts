/** The import of merchandise, voucher types and codes, pages and content blocks. */
import { deactivateMissing, deleteByIds } from './catalog.repository';
import {
  contentBlockKeys,
  deleteContentBlocksMissing,
  deletePagesMissing,
  deleteUnusedCodesMissing,
  merchandiseStock,
  pageIds,
  parkBarcodes,
  upsertContentBlocks,
  upsertPages,
  usedCodesMissing,
  voucherCodesMatching,
} from './catalog-sections.repository';
import { sql } from 'drizzle-orm';
import type { Catalog } from './schema';

import { emptyCounts } from './import-plan';
import type { CatalogImport } from './import';

export async function syncMerchandise(
  run: CatalogImport,
  items: NonNullable<Catalog['merchandise']>,
  options: { only?: boolean } = {},
): Promise<void> {
  const stock = await merchandiseStock(run.tx);
  const claims = items.map((item, i) => ({
    item,
    stock: run.capacities.claim(
      'stock',
      item,
      `merchandise[${i}].capacity`,
      stock.get(item.id) ?? null,
    ),
  }));
  await run.capacities.flush(run.tx, run.errors);
  const counts = await run.upsert(
    'merchandise',
    'merchandise',
    claims.map(({ item, stock: claim }) => ({
      id: item.id,
      categoryId: item.category,
      name: run.text(item.name),
      description: run.text(item.description),
      price: item.price,
      vatValue: item.vatValue,
      productKindRef: item.productKind,
      images: item.images,
      customGroups: item.customGroups,
      relatedIds: item.related,
      needsShipping: item.needsShipping,
      capacityId: claim.id,
      sequenceNo: item.sequenceNo,
      active: item.active,
    })),
  );
  if (options.only) return;
  counts.deactivated = (
    await deactivateMissing(
      run.tx,
      'merchandise',
      items.map((item) => item.id),
    )
  ).length;
}

// ------------------------------------------------------------------------------------ vouchers

export async function syncVoucherTypes(
  run: CatalogImport,
  items: NonNullable<Catalog['voucherTypes']>,
  options: { only?: boolean } = {},
): Promise<void> {
  const counts = await run.upsert(
    'voucherTypes',
    'voucherTypes',
    items.map((type) => ({
      id: type.id,
      groupId: type.category,
      name: run.text(type.name),
      description: run.text(type.description),
      image: type.image,
      price: type.price,
      vatValue: type.vatValue,
      variableAmount: type.variableAmount,
      validityDays: type.validityDays,
      sequenceNo: type.sequenceNo,
      active: type.active,
    })),
  );
  if (options.only) return;
  counts.deactivated = (
    await deactivateMissing(
      run.tx,
      'voucherTypes',
      items.map((type) => type.id),
    )
  ).length;
}

export async function syncVoucherCodes(
  run: CatalogImport,
  items: NonNullable<Catalog['voucherCodes']>,
  options: { only?: boolean } = {},
): Promise<void> {
  const tx = run.tx;
  const fileIds = new Set(items.map((code) => code.id));
  const stored = await voucherCodesMatching(
    tx,
    [...fileIds],
    items.map((code) => code.barcode),
  );
  const byId = new Map(stored.map((code) => [code.id, code]));
  const byBarcode = new Map(stored.map((code) => [code.barcode, code]));
  const clearing: number[] = [];
  items.forEach((code, i) => {
    const same = byId.get(code.id);
    if (same && same.orderId !== null) {
      run.errors.push(
        `voucherCodes[${i}].id: voucher code ${code.id} was sold in the shop and is not part of the catalog`,
      );
    }
    const used = Math.max(same?.usedAmount ?? 0, code.usedAmount);
    if (used > code.amount) {
      run.errors.push(
        `voucherCodes[${i}].amount: ${code.amount} is below the ${used} already used`,
      );
    }
    const holder = byBarcode.get(code.barcode);
    if (!holder || holder.id === code.id || fileIds.has(holder.id)) return;
    if (holder.voidedAt !== null) {
      run.errors.push(
        `voucherCodes[${i}].barcode: ${code.barcode} already belongs to voucher code ${holder.id}, which was voided`,
      );
    } else if (holder.orderId !== null || holder.usedAmount > 0) {
      run.errors.push(
        `voucherCodes[${i}].barcode: ${code.barcode} already belongs to voucher code ${holder.id}, which was sold or redeemed`,
      );
    } else {
      clearing.push(holder.id);
    }
  });
  if (run.errors.length > 0) return;
  // An unused code that gives up its barcode to another id is missing from the file anyway.
  await deleteByIds(tx, 'voucherCodes', clearing);
  await parkBarcodes(
    tx,
    stored.filter((code) => fileIds.has(code.id)).map((code) => code.id),
  );
  const counts = await run.upsert(
    'voucherCodes',
    'voucherCodes',
    items.map((code) => ({
      id: code.id,
      barcode: code.barcode,
      name: run.text(code.name),
      amount: code.amount,
      usedAmount: code.usedAmount,
      validFrom: code.validFrom,
      validTo: code.validTo,
      voucherTypeId: code.voucherType,
    })),
    {
      skip: ['orderId', 'createdAt', 'voidedAt'],
      override: { usedAmount: sql`GREATEST(voucher_codes.used_amount, excluded.used_amount)` },
    },
  );
  if (options.only) return;
  counts.deleted = clearing.length + (await deleteUnusedCodesMissing(tx, [...fileIds])).length;
  counts.kept = await usedCodesMissing(tx, [...fileIds]);
}

// ------------------------------------------------------------------------------------ content

export async function syncPages(
  run: CatalogImport,
  items: NonNullable<Catalog['pages']>,
  options: { only?: boolean } = {},
): Promise<void> {
  const before = await pageIds(run.tx);
  await upsertPages(
    run.tx,
    items.map((page) => ({ id: page.id, title: run.text(page.title), html: run.text(page.html) })),
  );
  const counts = emptyCounts(items.length);
  counts.updated = items.filter((page) => before.has(page.id)).length;
  counts.created = items.length - counts.updated;
  run.summary.pages = counts;
  if (options.only) return;
  counts.deleted = await deletePagesMissing(
    run.tx,
    items.map((page) => page.id),
  );
  run.summary.pages = counts;
}

export async function syncContentBlocks(
  run: CatalogImport,
  items: NonNullable<Catalog['contentBlocks']>,
): Promise<void> {
  const before = await contentBlockKeys(run.tx);
  await upsertContentBlocks(
    run.tx,
    items.map((block) => ({ key: block.key, text: run.text(block.text) })),
  );
  const counts = emptyCounts(items.length);
  counts.updated = items.filter((block) => before.has(block.key)).length;
  counts.created = items.length - counts.updated;
  counts.deleted = await deleteContentBlocksMissing(
    run.tx,
    items.map((block) => block.key),
  );
  run.summary.contentBlocks = counts;
}
