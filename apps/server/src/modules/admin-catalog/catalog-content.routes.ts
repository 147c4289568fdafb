/**
 * The content editor's calls under `/api/admin/catalog/…` (`@foyer/domain/admin-contract/catalog-content`,
 * permission `catalog.manage`: manager, owner): pages, banners, upsells. Registered with
 * `adminRouter`: session, CSRF, 2FA, role and the catalog file schema's checks happen there.
 */
import { catalogContentEndpoints as calls } from '@foyer/domain/admin-contract/catalog-content';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { staffRouter, type StaffRouterOptions } from '../staff';
import {
  defaultStatementPage,
  getBanner,
  getPage,
  hideBanner,
  hidePage,
  listBanners,
  listPages,
  listUpsells,
  saveBanner,
  savePage,
  saveUpsells,
} from './catalog-content.service';

export function catalogContentRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);
  route(calls.catalogPages, () => listPages(deps));
  route(calls.catalogPage, ({ params }) => getPage(deps, params.id));
  route(calls.catalogDefaultAccessibilityStatement, async () => defaultStatementPage(deps));
  route(calls.catalogCreatePage, ({ body, session }) => {
    const { id, ...page } = body;
    return savePage(deps, actor(session), id, page, true);
  });
  route(calls.catalogUpdatePage, ({ params, body, session }) =>
    savePage(deps, actor(session), params.id, body, false),
  );
  route(calls.catalogHidePage, ({ params, session }) => hidePage(deps, actor(session), params.id));
  route(calls.catalogBanners, () => listBanners(deps));
  route(calls.catalogBanner, ({ params }) => getBanner(deps, params.id));
  route(calls.catalogCreateBanner, ({ body, session }) =>
    saveBanner(deps, actor(session), null, body),
  );
  route(calls.catalogUpdateBanner, ({ params, body, session }) =>
    saveBanner(deps, actor(session), params.id, body),
  );
  route(calls.catalogHideBanner, ({ params, session }) =>
    hideBanner(deps, actor(session), params.id),
  );
  route(calls.catalogUpsells, () => listUpsells(deps));
  route(calls.catalogUpdateUpsells, ({ params, body, session }) =>
    saveUpsells(deps, actor(session), params.id, body),
  );
}
