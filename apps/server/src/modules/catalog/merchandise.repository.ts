/** Reads merchandise articles, annual passes and their categories. Stock is read by the service. */
import { ANNUAL_PASS_PRODUCT_KIND } from '@foyer/domain';
import { and, asc, eq, exists, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { merchandise, merchandiseCategories, type I18nText } from '../../db/schema';
import { articleColumns } from './catalog.columns';

export interface MerchandiseRow {
  id: number;
  categoryId: number | null;
  name: I18nText;
  description: I18nText;
  price: number;
  vatValue: number;
  productKindRef: number | null;
  images: string[];
  capacityId: number;
  sequenceNo: number;
}

const columns = {
  ...articleColumns,
  description: merchandise.description,
  images: merchandise.images,
  sequenceNo: merchandise.sequenceNo,
};

/** Active articles and passes by sequence_no, then id. */
export async function activeMerchandise(tx: Tx): Promise<MerchandiseRow[]> {
  return tx
    .select(columns)
    .from(merchandise)
    .where(eq(merchandise.active, true))
    .orderBy(asc(merchandise.sequenceNo), asc(merchandise.id));
}

/** One active article or pass, or null. */
export async function activeArticle(tx: Tx, id: number): Promise<MerchandiseRow | null> {
  const [row] = await tx
    .select(columns)
    .from(merchandise)
    .where(and(eq(merchandise.id, id), eq(merchandise.active, true)));
  return row ?? null;
}

export interface CategoryRow {
  id: number;
  slug: string;
  name: I18nText;
  sequenceNo: number;
}

/** Categories holding at least one active pass (`passes`) or one active other article. */
export async function categoriesWithArticles(tx: Tx, passes: boolean): Promise<CategoryRow[]> {
  const kind: SQL | undefined = passes
    ? eq(merchandise.productKindRef, ANNUAL_PASS_PRODUCT_KIND)
    : or(
        isNull(merchandise.productKindRef),
        ne(merchandise.productKindRef, ANNUAL_PASS_PRODUCT_KIND),
      );
  return tx
    .select({
      id: merchandiseCategories.id,
      slug: merchandiseCategories.slug,
      name: merchandiseCategories.name,
      sequenceNo: merchandiseCategories.sequenceNo,
    })
    .from(merchandiseCategories)
    .where(
      exists(
        tx
          .select({ one: sql`1` })
          .from(merchandise)
          .where(
            and(
              eq(merchandise.categoryId, merchandiseCategories.id),
              eq(merchandise.active, true),
              kind,
            ),
          ),
      ),
    )
    .orderBy(asc(merchandiseCategories.sequenceNo), asc(merchandiseCategories.id));
}
