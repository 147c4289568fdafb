/**
 * The shop editor's calls under `/api/admin/catalog/…` (`@foyer/domain/admin-contract/catalog-shop`,
 * permission `catalog.manage`: manager, owner), registered with `adminRouter`: session, CSRF, 2FA,
 * role and the catalog file schema's checks happen there.
 */
import { catalogShopEndpoints as calls } from '@foyer/domain/admin-contract/catalog-shop';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { staffRouter, type StaffRouterOptions } from '../staff';
import {
  getArticle,
  getVoucherType,
  listArticles,
  listVoucherTypes,
  saveArticle,
  saveVoucherType,
} from './catalog-shop.service';
import { issueCodes, lookUpCode, voidVoucherCode } from './catalog-shop-codes.service';

export function catalogShopRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);
  route(calls.catalogMerchandise, () => listArticles(deps, false));
  route(calls.catalogPasses, () => listArticles(deps, true));
  route(calls.catalogArticle, ({ params }) => getArticle(deps, params.id));
  route(calls.catalogCreateArticle, ({ body, session }) =>
    saveArticle(deps, actor(session), null, body),
  );
  route(calls.catalogUpdateArticle, ({ params, body, session }) =>
    saveArticle(deps, actor(session), params.id, body),
  );
  route(calls.catalogVoucherTypes, () => listVoucherTypes(deps));
  route(calls.catalogVoucherType, ({ params }) => getVoucherType(deps, params.id));
  route(calls.catalogCreateVoucherType, ({ body, session }) =>
    saveVoucherType(deps, actor(session), null, body),
  );
  route(calls.catalogUpdateVoucherType, ({ params, body, session }) =>
    saveVoucherType(deps, actor(session), params.id, body),
  );
  route(calls.catalogIssueVoucherCodes, ({ body, session }) =>
    issueCodes(deps, actor(session), body),
  );
  route(calls.catalogLookUpVoucherCode, ({ query }) => lookUpCode(deps, query.code));
  route(calls.catalogVoidVoucherCode, ({ params, session }) =>
    voidVoucherCode(deps, actor(session), params.id),
  );
}
