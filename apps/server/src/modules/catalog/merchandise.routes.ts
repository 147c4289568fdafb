/** Merchandise and passes (spec 7 "Merchandise and passes"): validate, call the service, answer. */
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/failure';
import { message } from '../../i18n/messages';
import { getArticle, listCategories, listMerchandise } from './merchandise.service';

export function merchandiseRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = { languages: deps.config.shop.languages };

  registerEndpoint(
    app,
    endpoints.merchandiseSelect,
    ({ lang }) => listMerchandise(deps, lang),
    options,
  );

  registerEndpoint(
    app,
    endpoints.merchandiseArticle,
    async ({ lang, query }) =>
      (await getArticle(deps, lang, query.article)) ??
      notFound('NOT_FOUND', message('NOT_FOUND', lang)),
    options,
  );

  registerEndpoint(
    app,
    endpoints.merchandiseAttr,
    async ({ lang, query }) => ({
      categories: await listCategories(deps, lang, query.product_kind),
    }),
    options,
  );
}
