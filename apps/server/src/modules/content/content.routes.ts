/** Content calls of spec 7: static content, shop information, remote configuration, static pages. */
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/failure';
import { message } from '../../i18n/messages';
import { page, shopConfig, shopInfo, staticContent } from './content.service';

export function contentRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = { languages: deps.config.shop.languages };

  registerEndpoint(
    app,
    endpoints.staticContent,
    ({ lang, request }) => staticContent(deps, lang, request.log),
    options,
  );

  registerEndpoint(
    app,
    endpoints.shopInfo,
    ({ lang, request }) => shopInfo(deps, lang, request.log),
    options,
  );

  registerEndpoint(app, endpoints.shopConfig, async () => shopConfig(deps), options);

  registerEndpoint(
    app,
    endpoints.page,
    async ({ lang, params, request }) =>
      (await page(deps, lang, params.id, request.log)) ??
      notFound('NOT_FOUND', message('NOT_FOUND', lang)),
    options,
  );
}
