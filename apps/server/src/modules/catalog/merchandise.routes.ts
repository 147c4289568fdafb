/** Merchandise and passes: validate, call the service, answer. */
import { ANNUAL_PASS_PRODUCT_KIND, isSold, passHolderRequired } from '@foyer/domain';
import { endpoints, type Merchandise } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { cached } from '../read-cache';
import { NOT_FOUND } from '../../http/failure';
import { failed, success } from '../../outcome';
import { getArticle, listCategories, listMerchandise } from './merchandise.service';

export function merchandiseRoutes(app: FastifyInstance, deps: AppDeps): void {
  const { shop } = deps.config;
  const sellsPasses = isSold('pass', shop);
  const sellsArticles = isSold('merchandise', shop);
  /** Passes and other articles have switches of their own (hasMemCard, hasMerchandise). */
  const sold = (article: Merchandise) =>
    passHolderRequired(article.product_kind_ref) ? sellsPasses : sellsArticles;
  const options = { languages: shop.languages, enabled: sellsPasses || sellsArticles };

  registerEndpoint(
    app,
    endpoints.merchandiseSelect,
    async ({ lang }) => success((await listMerchandise(deps, lang)).filter(sold)),
    { ...options, ...cached(deps, 'availability') },
  );

  registerEndpoint(
    app,
    endpoints.merchandiseArticle,
    async ({ lang, query }) => {
      const article = await getArticle(deps, lang, query.article);
      return article && sold(article) ? success(article) : failed(NOT_FOUND);
    },
    { ...options, ...cached(deps, 'availability') },
  );

  registerEndpoint(
    app,
    endpoints.merchandiseAttr,
    async ({ lang, query }) => {
      const passes = query.product_kind === ANNUAL_PASS_PRODUCT_KIND;
      if (!(passes ? sellsPasses : sellsArticles)) return success({ categories: [] });
      return success({ categories: await listCategories(deps, lang, query.product_kind) });
    },
    { ...options, ...cached(deps, 'catalog') },
  );
}
