/**
 * The back office's content editor: static pages, banners and the upsell relations
 * (which articles the basket offers with an article). Bodies are the catalog file's own schema pieces
 * (`../catalog-file/content`): the import and the editor check the same way. Permission
 * `catalog.manage` (manager, owner). Its own module (`@foyer/domain/admin-contract/catalog-content`),
 * so the back office's entry bundle never carries it; the server registers it and the OpenAPI
 * document lists it.
 *
 * Refusals: 422 VALIDATION_FAILED (per field, paths as in the body: `html.da`, `related.1`),
 * 404 NOT_FOUND, 409 PAGE_EXISTS (creating a page that is there already).
 */
import { z } from 'zod';
import { staticPageId } from '../contract/entities';
import {
  bannerEditSchema,
  pageEditSchema,
  pageSchema,
  upsellEditSchema,
} from '../catalog-file/content';
import type { AdminEndpoint } from './index';

const none = z.object({});
const recordId = z.coerce.number().int().positive().max(2_147_483_647);
const idParams = z.object({ id: recordId });
const pageParams = z.object({ id: staticPageId });
const textMap = z.record(z.string(), z.string());
const ok = z.object({ ok: z.literal(true) });

export const catalogPage = z.object({ id: staticPageId, title: textMap, html: textMap });
export type CatalogPage = z.infer<typeof catalogPage>;
export const catalogPageList = z.object({
  pages: z.array(catalogPage),
  /** Page ids the shop knows that have no page yet (they can be created). */
  missing: z.array(staticPageId),
});
export type CatalogPageList = z.infer<typeof catalogPageList>;

export const catalogBanner = z.object({
  id: z.number().int(),
  group: z.string(),
  image: z.string(),
  imageMobile: z.string().nullable(),
  link: z.string().nullable(),
  alt: textMap,
  sequenceNo: z.number().int(),
});
export type CatalogBanner = z.infer<typeof catalogBanner>;

/** An article with the articles the basket offers with it. */
export const catalogUpsell = z.object({
  id: z.number().int(),
  name: textMap,
  active: z.boolean(),
  related: z.array(z.number().int()),
});
export type CatalogUpsell = z.infer<typeof catalogUpsell>;

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

const base = { access: 'catalog.manage', query: none } as const;

export const catalogContentEndpoints = {
  catalogPages: endpoint({
    ...base,
    name: 'adminCatalogPages',
    method: 'GET',
    path: 'catalog/pages',
    summary: 'The static pages with their titles and HTML per language, and the ids without a page',
    params: none,
    body: null,
    data: catalogPageList,
  }),
  catalogPage: endpoint({
    ...base,
    name: 'adminCatalogPage',
    method: 'GET',
    path: 'catalog/pages/{id}',
    summary: 'One static page with its title and HTML per language',
    params: pageParams,
    body: null,
    data: catalogPage,
    failures: { 404: '`NOT_FOUND`: the page has not been written yet' },
  }),
  catalogDefaultAccessibilityStatement: endpoint({
    ...base,
    name: 'adminCatalogDefaultAccessibilityStatement',
    method: 'GET',
    path: 'catalog/pages/accessibility_statement/default',
    summary:
      'Foyer’s default accessibility statement per language, written from the configuration: the shop shows it in every language the museum’s own statement leaves empty',
    params: none,
    body: null,
    data: catalogPage,
  }),
  catalogCreatePage: endpoint({
    ...base,
    name: 'adminCatalogCreatePage',
    method: 'POST',
    path: 'catalog/pages',
    summary: 'Creates a static page (checked as the catalog file import checks it; no scripts)',
    params: none,
    body: pageSchema,
    data: catalogPage,
    failures: { 409: '`PAGE_EXISTS`: the page exists already: edit it' },
  }),
  catalogUpdatePage: endpoint({
    ...base,
    name: 'adminCatalogUpdatePage',
    method: 'PUT',
    path: 'catalog/pages/{id}',
    summary: 'Saves a static page; the shop shows it at once',
    params: pageParams,
    body: pageEditSchema,
    data: catalogPage,
    failures: { 404: '`NOT_FOUND`: the page has not been written yet' },
  }),
  catalogHidePage: endpoint({
    ...base,
    name: 'adminCatalogHidePage',
    method: 'POST',
    path: 'catalog/pages/{id}/hide',
    summary:
      'Takes a static page out of the shop (its link answers “not found”; the accessibility statement’s shows Foyer’s default)',
    params: pageParams,
    body: null,
    data: ok,
    failures: { 404: '`NOT_FOUND`: the page has not been written yet' },
  }),
  catalogBanners: endpoint({
    ...base,
    name: 'adminCatalogBanners',
    method: 'GET',
    path: 'catalog/banners',
    summary: 'All banners by group and order',
    params: none,
    body: null,
    data: z.array(catalogBanner),
  }),
  catalogBanner: endpoint({
    ...base,
    name: 'adminCatalogBanner',
    method: 'GET',
    path: 'catalog/banners/{id}',
    summary: 'One banner with its texts per language',
    params: idParams,
    body: null,
    data: catalogBanner,
  }),
  catalogCreateBanner: endpoint({
    ...base,
    name: 'adminCatalogCreateBanner',
    method: 'POST',
    path: 'catalog/banners',
    summary: 'Creates a banner (checked as the catalog file import checks it)',
    params: none,
    body: bannerEditSchema,
    data: catalogBanner,
  }),
  catalogUpdateBanner: endpoint({
    ...base,
    name: 'adminCatalogUpdateBanner',
    method: 'PUT',
    path: 'catalog/banners/{id}',
    summary: 'Saves a banner; the shop shows it at once',
    params: idParams,
    body: bannerEditSchema,
    data: catalogBanner,
  }),
  catalogHideBanner: endpoint({
    ...base,
    name: 'adminCatalogHideBanner',
    method: 'POST',
    path: 'catalog/banners/{id}/hide',
    summary: 'Takes a banner out of the shop (no order refers to banners)',
    params: idParams,
    body: null,
    data: ok,
  }),
  catalogUpsells: endpoint({
    ...base,
    name: 'adminCatalogUpsells',
    method: 'GET',
    path: 'catalog/upsells',
    summary: 'Every article with the articles the basket offers with it',
    params: none,
    body: null,
    data: z.array(catalogUpsell),
  }),
  catalogUpdateUpsells: endpoint({
    ...base,
    name: 'adminCatalogUpdateUpsells',
    method: 'PUT',
    path: 'catalog/upsells/{id}',
    summary: 'Sets the articles the basket offers with an article (adds and removes offers)',
    params: idParams,
    body: upsellEditSchema,
    data: catalogUpsell,
  }),
} as const;
