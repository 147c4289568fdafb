/**
 * The back office's shop editor: articles (merchandise with stock and shipping;
 * annual passes are articles of product kind 13) and voucher types, saved through the catalog
 * import's own writers (`syncMerchandise`, `syncVoucherTypes` with `only`) after the catalog file's
 * schema checked them. Stock is never set below what is sold and held (checked under the capacity
 * row's lock); hiding is `active: false`, never a delete, so paid orders keep their lines. Every save
 * writes an audit entry with the item before and after.
 */
import { ANNUAL_PASS_PRODUCT_KIND } from '@foyer/domain';
import { checkCapacity } from '@foyer/domain/catalog-file';
import type { MerchandiseEdit, VoucherTypeEdit } from '@foyer/domain/catalog-file';
import type {
  CatalogArticle,
  CatalogArticleList,
  CatalogVoucherType,
  CatalogVoucherTypeList,
} from '@foyer/domain/admin-contract/catalog-shop';
import type { LocalizedText } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { existingIds, CatalogImport, syncMerchandise, syncVoucherTypes } from '../catalog-file';
import { lockCapacity } from '../inventory';
import { defaultLanguage } from '../../i18n/languages';
import { NOT_FOUND } from '../../http/failure';
import { failed, success, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import {
  fieldRefusal,
  inCatalogTransaction,
  Refusal,
  throwImportErrors,
} from './catalog-transaction';
import { capacityRefusal } from './catalog-events.service';
import {
  allocateShopIds,
  articleRows,
  merchandiseCategoryChoices,
  voucherCategoryChoices,
  voucherTypeRows,
} from './catalog-shop.repository';

/** A stored text map with its languages that have a text. */
export function texts(value: LocalizedText | null): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value ?? {}).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

type ArticleRow = Awaited<ReturnType<typeof articleRows>>[number];

function toArticle({ row, capacity, sold, held }: ArticleRow): CatalogArticle {
  return {
    id: row.id,
    article: {
      category: row.categoryId,
      name: texts(row.name),
      description: texts(row.description),
      price: row.price,
      vatValue: Number(row.vatValue),
      productKind: row.productKindRef,
      images: row.images,
      customGroups: row.customGroups,
      related: row.relatedIds,
      needsShipping: row.needsShipping,
      capacity,
      sequenceNo: row.sequenceNo,
      active: row.active,
    },
    stockUse: { sold, held },
  };
}

export async function listArticles(
  deps: AppDeps,
  passes: boolean,
): Promise<Outcome<CatalogArticleList>> {
  const rows = await articleRows(deps.db, { passes, passKind: ANNUAL_PASS_PRODUCT_KIND });
  const categories = await merchandiseCategoryChoices(deps.db);
  return success({
    articles: rows.map(toArticle),
    categories: categories.map((c) => ({ id: c.id, name: texts(c.name) })),
  });
}

async function articleDetail(tx: Tx, id: number): Promise<CatalogArticle | null> {
  const [row] = await articleRows(tx, { id });
  return row ? toArticle(row) : null;
}

export async function getArticle(deps: AppDeps, id: number): Promise<Outcome<CatalogArticle>> {
  const detail = await articleDetail(deps.db, id);
  return detail ? success(detail) : failed(NOT_FOUND);
}

/** Refuses references to categories, groups or articles that do not exist. */
export async function checkRefs(
  tx: Tx,
  refs: {
    table: 'merchandiseCategories' | 'customGroups' | 'merchandise' | 'voucherCategories';
    ids: readonly number[];
    field: string;
  }[],
): Promise<void> {
  for (const ref of refs) {
    if (ref.ids.length === 0) continue;
    const found = await existingIds(tx, ref.table, ref.ids);
    if (ref.ids.some((id) => !found.has(id))) throw fieldRefusal(ref.field, 'does not exist');
  }
}

function importRun(deps: AppDeps, tx: Tx): CatalogImport {
  return new CatalogImport(tx, { version: 1 }, defaultLanguage(deps.config));
}

/** Creates (`id` null) or saves an article or pass. */
export async function saveArticle(
  deps: AppDeps,
  actor: Actor,
  id: number | null,
  body: MerchandiseEdit,
): Promise<Outcome<CatalogArticle>> {
  return inCatalogTransaction(deps, async (tx) => {
    const before = id === null ? null : await articleDetail(tx, id);
    if (id !== null && !before) throw new Refusal(failed(NOT_FOUND));
    await checkRefs(tx, [
      {
        table: 'merchandiseCategories',
        ids: body.category === null ? [] : [body.category],
        field: 'category',
      },
      { table: 'customGroups', ids: body.customGroups, field: 'customGroups' },
      { table: 'merchandise', ids: body.related, field: 'related' },
    ]);
    let sold = 0;
    if (id !== null) {
      const [stored] = await articleRows(tx, { id });
      const use = stored ? await lockCapacity(tx, stored.row.capacityId) : null;
      if (use) {
        const verdict = checkCapacity(body.capacity, use);
        if (!verdict.ok) throw new Refusal(capacityRefusal('capacity', verdict.params));
        sold = use.sold;
      }
    }
    const articleId = id ?? ((await allocateShopIds(tx, 'merchandise', 1))[0] as number);
    const run = importRun(deps, tx);
    await syncMerchandise(run, [{ ...body, id: articleId, sold }], { only: true });
    throwImportErrors(run);
    const after = await articleDetail(tx, articleId);
    if (!after) throw new Error('the saved article is gone');
    const kind = body.productKind === ANNUAL_PASS_PRODUCT_KIND ? 'pass' : 'article';
    await audit(
      tx,
      actor,
      deps.clock.now(),
      `catalog.${kind}.${id === null ? 'create' : 'update'}`,
      { type: 'merchandise', id: articleId },
      before?.article ?? null,
      after.article,
    );
    return after;
  });
}

// ------------------------------------------------------------------------------- voucher types

type TypeRow = Awaited<ReturnType<typeof voucherTypeRows>>[number];

function toVoucherType({ row, codes }: TypeRow): CatalogVoucherType {
  return {
    id: row.id,
    type: {
      category: row.groupId,
      name: texts(row.name),
      description: texts(row.description),
      image: row.image,
      price: row.price,
      vatValue: Number(row.vatValue),
      variableAmount: row.variableAmount,
      validityDays: row.validityDays,
      sequenceNo: row.sequenceNo,
      active: row.active,
    },
    codes: Number(codes),
  };
}

export async function listVoucherTypes(deps: AppDeps): Promise<Outcome<CatalogVoucherTypeList>> {
  const rows = await voucherTypeRows(deps.db);
  const categories = await voucherCategoryChoices(deps.db);
  return success({
    types: rows.map(toVoucherType),
    categories: categories.map((c) => ({ id: c.id, name: texts(c.name) })),
  });
}

async function voucherTypeDetail(tx: Tx, id: number): Promise<CatalogVoucherType | null> {
  const [row] = await voucherTypeRows(tx, id);
  return row ? toVoucherType(row) : null;
}

export async function getVoucherType(
  deps: AppDeps,
  id: number,
): Promise<Outcome<CatalogVoucherType>> {
  const detail = await voucherTypeDetail(deps.db, id);
  return detail ? success(detail) : failed(NOT_FOUND);
}

export async function saveVoucherType(
  deps: AppDeps,
  actor: Actor,
  id: number | null,
  body: VoucherTypeEdit,
): Promise<Outcome<CatalogVoucherType>> {
  return inCatalogTransaction(deps, async (tx) => {
    const before = id === null ? null : await voucherTypeDetail(tx, id);
    if (id !== null && !before) throw new Refusal(failed(NOT_FOUND));
    await checkRefs(tx, [
      {
        table: 'voucherCategories',
        ids: body.category === null ? [] : [body.category],
        field: 'category',
      },
    ]);
    const typeId = id ?? ((await allocateShopIds(tx, 'voucher_types', 1))[0] as number);
    const run = importRun(deps, tx);
    await syncVoucherTypes(run, [{ ...body, id: typeId }], { only: true });
    throwImportErrors(run);
    const after = await voucherTypeDetail(tx, typeId);
    if (!after) throw new Error('the saved voucher type is gone');
    await audit(
      tx,
      actor,
      deps.clock.now(),
      `catalog.voucherType.${id === null ? 'create' : 'update'}`,
      { type: 'voucherType', id: typeId },
      before?.type ?? null,
      after.type,
    );
    return after;
  });
}
