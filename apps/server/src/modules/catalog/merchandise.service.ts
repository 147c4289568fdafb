/**
 * Merchandise and annual passes.
 *
 * The contract has no category field on an article: the article's merchandise category (the ids of
 * `merchandise/attr`) travels as its one `custom_groups` entry, so the category screens can filter
 * the list (docs/decisions.md).
 */
import { ANNUAL_PASS_PRODUCT_KIND, type Language, localized } from '@foyer/domain';
import type { Category, Merchandise, Picture } from '@foyer/domain/contract';
import type { AppDeps } from '../../deps';
import { picturesFor } from '../images';
import { availableByCapacity } from '../inventory';
import {
  activeArticle,
  activeMerchandise,
  categoriesWithArticles,
  type MerchandiseRow,
} from './merchandise.repository';

function toMerchandise(
  row: MerchandiseRow,
  stock: ReadonlyMap<number, number>,
  lang: Language,
  fallback: string,
  picture: Picture | undefined,
): Merchandise {
  const name = localized(row.name, lang, fallback);
  const images = row.images.map((url) => ({ url, alt: name }));
  return {
    id: row.id,
    name,
    description: localized(row.description, lang, fallback),
    price: row.price,
    vat_value: row.vatValue,
    stock: stock.get(row.capacityId) ?? 0,
    sequence_no: row.sequenceNo,
    custom_groups: row.categoryId === null ? [] : [{ id: row.categoryId }],
    product_kind_ref:
      row.productKindRef !== null && row.productKindRef > 0 ? row.productKindRef : null,
    images: picture ? [{ url: picture.src, alt: picture.alt }, ...images] : images,
    ...(picture ? { picture } : {}),
  };
}

async function withStock(
  deps: AppDeps,
  rows: readonly MerchandiseRow[],
  lang: Language,
): Promise<Merchandise[]> {
  const stock = await availableByCapacity(
    deps.db,
    rows.map((row) => row.capacityId),
    deps.clock.now(),
  );
  const fallback = deps.config.shop.languages[0] ?? lang;
  // Passes and other articles are attached as different image targets (`pass`, `product`).
  const isPass = (row: MerchandiseRow) => row.productKindRef === ANNUAL_PASS_PRODUCT_KIND;
  const [passPictures, productPictures] = await Promise.all([
    picturesFor(
      deps.db,
      'pass',
      rows.filter(isPass).map((row) => row.id),
      lang,
      fallback,
    ),
    picturesFor(
      deps.db,
      'product',
      rows.filter((row) => !isPass(row)).map((row) => row.id),
      lang,
      fallback,
    ),
  ]);
  return rows.map((row) =>
    toMerchandise(
      row,
      stock,
      lang,
      fallback,
      (isPass(row) ? passPictures : productPictures).get(row.id),
    ),
  );
}

/** Active articles and passes with the stock still available; sold-out ones stay listed with 0. */
export async function listMerchandise(deps: AppDeps, lang: Language): Promise<Merchandise[]> {
  return withStock(deps, await activeMerchandise(deps.db), lang);
}

/** One active article or pass with its stock, or null. */
export async function getArticle(
  deps: AppDeps,
  lang: Language,
  id: number,
): Promise<Merchandise | null> {
  const row = await activeArticle(deps.db, id);
  if (row === null) return null;
  const [article] = await withStock(deps, [row], lang);
  return article ?? null;
}

/** Categories of annual passes (product kind 13), or of the other articles; empty ones are left out. */
export async function listCategories(
  deps: AppDeps,
  lang: Language,
  productKind: typeof ANNUAL_PASS_PRODUCT_KIND | undefined,
): Promise<Category[]> {
  const rows = await categoriesWithArticles(deps.db, productKind === ANNUAL_PASS_PRODUCT_KIND);
  const fallback = deps.config.shop.languages[0] ?? lang;
  return rows.map((row) => ({
    id: row.id,
    // The slug is a readable last resort when no language has a name.
    name: localized(row.name, lang, fallback) || row.slug,
    sequence_no: row.sequenceNo,
  }));
}
