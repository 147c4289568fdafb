/**
 * The back office's content editor: static pages, banners and the upsell relations
 * (the `related` articles of an article). Bodies are checked with the catalog file's schema pieces by
 * the admin router; saves go through the catalog import's own writers (`syncPages`, `syncBanners`,
 * `syncMerchandise` with `only`), so there is one schema and one writer. Pages and banners are not
 * referred to by orders: hiding one removes its row. The shop reads these tables on every request,
 * so a change shows at once. Every change writes an audit entry with before and after.
 */
import type {
  CatalogBanner,
  CatalogPage,
  CatalogPageList,
  CatalogUpsell,
} from '@foyer/domain/admin-contract/catalog-content';
import type { BannerEdit, PageEdit, UpsellEdit } from '@foyer/domain/catalog-file';
import { staticPageId } from '@foyer/domain/contract';
import type { LocalizedText } from '@foyer/domain';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { defaultAccessibilityStatements } from '../content';
import { CatalogImport, syncMerchandise, syncPages, type Catalog } from '../catalog-file';
import { readCapacities } from '../inventory';
import { defaultLanguage } from '../../i18n/languages';
import { NOT_FOUND } from '../../http/failure';
import { failed, success, type Failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import {
  fieldRefusal,
  inCatalogTransaction,
  Refusal,
  throwImportErrors,
} from './catalog-transaction';
import {
  articleIds,
  articleRows,
  bannerRow,
  bannerRows,
  deletePage,
  nextBannerId,
  pageRow,
  pageRows,
  type BannerRow,
  type PageRow,
} from './catalog-content.repository';

type PageId = CatalogPage['id'];

/** A stored text map with its languages that have a text. */
function texts(value: LocalizedText): Record<string, string> {
  return Object.fromEntries(
    Object.entries(value).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

const PAGE_EXISTS: Failed = failed({
  kind: 'conflict',
  code: 'PAGE_EXISTS',
  message: 'This page exists already: edit it',
});

function importRun(deps: AppDeps, tx: Tx): CatalogImport {
  return new CatalogImport(tx, { version: 1 }, defaultLanguage(deps.config));
}

// ------------------------------------------------------------------------------------ pages

function pageOf(row: PageRow): CatalogPage {
  return { id: staticPageId.parse(row.id), title: texts(row.title), html: texts(row.html) };
}

export async function listPages(deps: AppDeps): Promise<Outcome<CatalogPageList>> {
  const rows = await pageRows(deps.db);
  const stored = new Set(rows.map((row) => row.id));
  return success({
    pages: rows.flatMap((row) => (staticPageId.safeParse(row.id).success ? [pageOf(row)] : [])),
    missing: staticPageId.options.filter((id) => !stored.has(id)),
  });
}

export async function getPage(deps: AppDeps, id: PageId): Promise<Outcome<CatalogPage>> {
  const row = await pageRow(deps.db, id);
  return row ? success(pageOf(row)) : failed(NOT_FOUND);
}

/** Creates (`create`) or saves a page through the import's page writer. */
export function savePage(
  deps: AppDeps,
  actor: Actor,
  id: PageId,
  body: PageEdit,
  create: boolean,
): Promise<Outcome<CatalogPage>> {
  return inCatalogTransaction(deps, async (tx) => {
    const stored = await pageRow(tx, id);
    if (create && stored) throw new Refusal(PAGE_EXISTS);
    if (!create && !stored) throw new Refusal(failed(NOT_FOUND));
    const before = stored ? pageOf(stored) : null;
    const run = importRun(deps, tx);
    await syncPages(run, [{ id, ...body }], { only: true });
    throwImportErrors(run);
    const after = pageOf((await pageRow(tx, id)) as PageRow);
    const action = create ? 'catalog.page.create' : 'catalog.page.update';
    await audit(tx, actor, deps.clock.now(), action, { type: 'page', id }, before, after);
    return after;
  });
}

/** Foyer's default accessibility statement in every language, as the page editor shows it. */
export function defaultStatementPage(deps: AppDeps): Outcome<CatalogPage> {
  const statements = Object.entries(defaultAccessibilityStatements(deps.config));
  return success({
    id: 'accessibility_statement',
    title: Object.fromEntries(statements.map(([lang, { title }]) => [lang, title])),
    html: Object.fromEntries(statements.map(([lang, { html }]) => [lang, html])),
  });
}

export function hidePage(deps: AppDeps, actor: Actor, id: PageId): Promise<Outcome<{ ok: true }>> {
  return inCatalogTransaction(deps, async (tx) => {
    const stored = await pageRow(tx, id);
    if (!stored || !(await deletePage(tx, id))) throw new Refusal(failed(NOT_FOUND));
    const action = 'catalog.page.hide';
    await audit(tx, actor, deps.clock.now(), action, { type: 'page', id }, pageOf(stored), null);
    return { ok: true as const };
  });
}

// ------------------------------------------------------------------------------------ banners

function bannerOf(row: BannerRow): CatalogBanner {
  return {
    id: row.id,
    group: row.groupName,
    image: row.image,
    imageMobile: row.imageMobile,
    link: row.link,
    alt: texts(row.alt),
    sequenceNo: row.sequenceNo,
  };
}

export async function listBanners(deps: AppDeps): Promise<Outcome<CatalogBanner[]>> {
  return success((await bannerRows(deps.db)).map(bannerOf));
}

export async function getBanner(deps: AppDeps, id: number): Promise<Outcome<CatalogBanner>> {
  const row = await bannerRow(deps.db, id);
  return row ? success(bannerOf(row)) : failed(NOT_FOUND);
}

/** Creates (`id` null) or saves a banner through the import's banner writer. */
export function saveBanner(
  deps: AppDeps,
  actor: Actor,
  id: number | null,
  body: BannerEdit,
): Promise<Outcome<CatalogBanner>> {
  return inCatalogTransaction(deps, async (tx) => {
    const stored = id === null ? null : await bannerRow(tx, id);
    if (id !== null && !stored) throw new Refusal(failed(NOT_FOUND));
    const bannerId = id ?? (await nextBannerId(tx));
    const run = importRun(deps, tx);
    await run.syncBanners([{ id: bannerId, ...body }], { only: true });
    throwImportErrors(run);
    const after = bannerOf((await bannerRow(tx, bannerId)) as BannerRow);
    await audit(
      tx,
      actor,
      deps.clock.now(),
      id === null ? 'catalog.banner.create' : 'catalog.banner.update',
      { type: 'banner', id: bannerId },
      stored ? bannerOf(stored) : null,
      after,
    );
    return after;
  });
}

export function hideBanner(
  deps: AppDeps,
  actor: Actor,
  id: number,
): Promise<Outcome<{ ok: true }>> {
  return inCatalogTransaction(deps, async (tx) => {
    const stored = await bannerRow(tx, id);
    if (!stored) throw new Refusal(failed(NOT_FOUND));
    // The file import's own rule for banners: one missing from the list is removed.
    const run = importRun(deps, tx);
    const others = (await bannerRows(tx)).filter((row) => row.id !== id).map(bannerOf);
    await run.syncBanners(others);
    throwImportErrors(run);
    const action = 'catalog.banner.hide';
    await audit(
      tx,
      actor,
      deps.clock.now(),
      action,
      { type: 'banner', id },
      bannerOf(stored),
      null,
    );
    return { ok: true as const };
  });
}

// ------------------------------------------------------------------------------------ upsells

type ArticleRow = Awaited<ReturnType<typeof articleRows>>[number];

function upsellOf(row: ArticleRow): CatalogUpsell {
  return { id: row.id, name: texts(row.name), active: row.active, related: row.relatedIds };
}

export async function listUpsells(deps: AppDeps): Promise<Outcome<CatalogUpsell[]>> {
  return success((await articleRows(deps.db)).map(upsellOf));
}

/** The article as the catalog file writes it (export's mapping), with `related` from the body. */
async function fileArticle(
  tx: Tx,
  row: ArticleRow,
  related: number[],
): Promise<NonNullable<Catalog['merchandise']>[number]> {
  const stock = (await readCapacities(tx, [row.capacityId])).get(row.capacityId);
  return {
    id: row.id,
    category: row.categoryId,
    name: texts(row.name),
    description: texts(row.description),
    price: row.price,
    vatValue: row.vatValue,
    productKind: row.productKindRef,
    images: row.images,
    customGroups: row.customGroups,
    related,
    needsShipping: row.needsShipping,
    capacity: stock?.capacity ?? 0,
    sold: stock?.sold ?? 0,
    sequenceNo: row.sequenceNo,
    active: row.active,
  };
}

/** Sets the articles offered with article `id`, through the import's merchandise writer. */
export function saveUpsells(
  deps: AppDeps,
  actor: Actor,
  id: number,
  body: UpsellEdit,
): Promise<Outcome<CatalogUpsell>> {
  return inCatalogTransaction(deps, async (tx) => {
    const rows = await articleRows(tx);
    const row = rows.find((article) => article.id === id);
    if (!row) throw new Refusal(failed(NOT_FOUND));
    const related = [...new Set(body.related)];
    const found = await articleIds(tx, related);
    related.forEach((other, i) => {
      if (!found.has(other)) throw fieldRefusal(`related.${i}`, 'does not exist');
      if (other === id) throw fieldRefusal(`related.${i}`, 'is the article itself');
    });
    const run = importRun(deps, tx);
    await syncMerchandise(run, [await fileArticle(tx, row, related)], { only: true });
    throwImportErrors(run);
    const after = { ...upsellOf(row), related };
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.upsell.update',
      { type: 'merchandise', id },
      { related: row.relatedIds },
      { related },
    );
    return after;
  });
}
