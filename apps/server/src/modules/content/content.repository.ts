/**
 * Reads the museum's content: banners, social links, content blocks and static pages. These tables
 * are small (a few dozen rows) and have no indexes besides their primary keys, so the lists are
 * read whole; blocks and pages are read by primary key.
 */
import { asc, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { banners, contentBlocks, pages, socialLinks, type I18nText } from '../../db/schema';

export type BannerRow = typeof banners.$inferSelect;
export type SocialLinkRow = typeof socialLinks.$inferSelect;
export type PageRow = typeof pages.$inferSelect;

/** Every banner, by group, then sequence number (id breaks ties so the order is stable). */
export function listBanners(db: Tx): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .orderBy(asc(banners.groupName), asc(banners.sequenceNo), asc(banners.id));
}

/** Every social link, by sequence number. */
export function listSocialLinks(db: Tx): Promise<SocialLinkRow[]> {
  return db.select().from(socialLinks).orderBy(asc(socialLinks.sequenceNo), asc(socialLinks.id));
}

/** The texts of a content block such as `cookie_warning`, or null when there is none. */
export async function findContentBlock(db: Tx, key: string): Promise<I18nText | null> {
  const [row] = await db
    .select({ text: contentBlocks.text })
    .from(contentBlocks)
    .where(eq(contentBlocks.key, key))
    .limit(1);
  return row?.text ?? null;
}

/** A static page with its titles and HTML per language, or null. */
export async function findPage(db: Tx, id: string): Promise<PageRow | null> {
  const [row] = await db.select().from(pages).where(eq(pages.id, id)).limit(1);
  return row ?? null;
}
