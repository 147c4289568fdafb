/**
 * The content editor's reads and removals: pages, banners and the articles with their upsell
 * relations (small tables, read whole). Saves go through the catalog import's writers.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { banners, merchandise, pages } from '../../db/schema';

export type BannerRow = typeof banners.$inferSelect;
export type PageRow = typeof pages.$inferSelect;

export function pageRows(tx: Tx): Promise<PageRow[]> {
  return tx.select().from(pages).orderBy(asc(pages.id));
}

export async function pageRow(tx: Tx, id: string): Promise<PageRow | null> {
  const [row] = await tx.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
}

export async function deletePage(tx: Tx, id: string): Promise<boolean> {
  const gone = await tx.delete(pages).where(eq(pages.id, id)).returning({ id: pages.id });
  return gone.length > 0;
}

export function bannerRows(tx: Tx): Promise<BannerRow[]> {
  return tx
    .select()
    .from(banners)
    .orderBy(asc(banners.groupName), asc(banners.sequenceNo), asc(banners.id));
}

export async function bannerRow(tx: Tx, id: number): Promise<BannerRow | null> {
  const [row] = await tx.select().from(banners).where(eq(banners.id, id)).limit(1);
  return row ?? null;
}

export async function nextBannerId(tx: Tx): Promise<number> {
  const result = await tx.execute(
    sql`SELECT nextval(pg_get_serial_sequence('banners', 'id'))::int AS id`,
  );
  return Number(rowsOf<{ id: number }>(result)[0]?.id);
}

export function articleRows(tx: Tx) {
  return tx.select().from(merchandise).orderBy(asc(merchandise.sequenceNo), asc(merchandise.id));
}

export async function articleIds(tx: Tx, ids: readonly number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: merchandise.id })
    .from(merchandise)
    .where(inArray(merchandise.id, [...ids]));
  return new Set(rows.map((row) => row.id));
}
