/** Content calls of the shop API: static content, shop information, remote configuration, static pages. */
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { cached } from '../read-cache';
import { NOT_FOUND } from '../../http/failure';
import { orFailure, success } from '../../outcome';
import { page, shopConfig, shopInfo, staticContent } from './content.service';

export function contentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = { languages: deps.config.shop.languages };

  registerEndpoint(
    app,
    endpoints.staticContent,
    async ({ lang, request }) => success(await staticContent(deps, lang, request.log)),
    { ...options, ...cached(deps, 'catalog') },
  );

  registerEndpoint(
    app,
    endpoints.shopInfo,
    async ({ lang, request }) => success(await shopInfo(deps, lang, request.log)),
    { ...options, ...cached(deps, 'catalog') },
  );

  registerEndpoint(app, endpoints.shopConfig, async () => success(shopConfig(deps)), {
    ...options,
    ...cached(deps, 'catalog'),
  });

  registerEndpoint(
    app,
    endpoints.page,
    async ({ lang, params, request }) =>
      orFailure(await page(deps, lang, params.id, request.log), NOT_FOUND),
    { ...options, ...cached(deps, 'catalog') },
  );
}
