/**
 * The shop's pages drawn on the server by the web app's own React components (its server entry,
 * `apps/web/src/entry-server.tsx`, built to `apps/web/dist-server`). The render's API calls are
 * answered in process by this server's routes (`app.inject`), through the same read cache as a
 * browser's; a catalog page's HTML is kept in that cache too, so it is forgotten when the catalog
 * changes, like the answers it was drawn from. See docs/decisions.md "React 19 and server rendering".
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isRouteSwitchedOn, matchRoute, type RouteName } from '@foyer/domain';
import type { AppDeps } from '../deps';

/** What the web app's server entry answers for one page. */
export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      state: string;
      head: unknown;
      theme: unknown;
    }
  | { kind: 'redirect'; status: number; location: string };

/** The web app's server entry, as `entry-server.tsx` exports it. */
export interface ShopRenderer {
  renderShopPage(request: {
    url: string;
    apiBase: string;
    fetch: typeof fetch;
  }): Promise<RenderedPage>;
  fillTemplate(template: string, page: Extract<RenderedPage, { kind: 'page' }>): string;
}

/** A shop page as the server answers it. */
export type ShopPageAnswer =
  | { kind: 'html'; status: number; body: string }
  | { kind: 'redirect'; status: number; location: string };

/** The server entry next to the built app (`dist-server/entry-server.js`), or null without one. */
export async function loadShopRenderer(
  webRoot: string,
  configured = process.env.FOYER_WEB_SSR,
): Promise<ShopRenderer | null> {
  const file = configured
    ? path.resolve(configured)
    : path.join(webRoot, '..', 'dist-server', 'entry-server.js');
  if (!existsSync(file)) return null;
  // React's production build unless the environment names another (tests run as `test`): its
  // development build renders several times slower and checks what only a developer needs.
  process.env.NODE_ENV ??= 'production';
  return (await import(pathToFileURL(file).href)) as ShopRenderer;
}

/** A `fetch` answered by this server's own routes, without a socket. */
export function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://foyer.local');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const answer = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: `${url.pathname}${url.search}`,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const answerHeaders = new Headers();
    for (const [key, value] of Object.entries(answer.headers)) {
      if (value !== undefined) answerHeaders.set(key, String(value));
    }
    const empty = answer.statusCode === 204 || answer.statusCode === 304;
    return new Response(empty ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

/** Catalog pages: the same for every visitor, so their HTML is kept in the read cache. */
const CACHED_PAGES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'tickets',
  'event',
  'guidedTours',
  'guidedTour',
  'merchandise',
  'merchandiseCategory',
  'passes',
  'pass',
  'product',
  'vouchers',
  'voucher',
  'page',
  'shippingPage',
]);

/** Draws shop pages with `renderer` into `template` (the built index.html). */
export function shopPages(
  app: FastifyInstance,
  deps: AppDeps,
  renderer: ShopRenderer,
  template: string,
) {
  const fetchInProcess = inProcessFetch(app);
  const origin = deps.config.server.publicBaseUrl.replace(/\/+$/, '');

  async function draw(url: string): Promise<ShopPageAnswer> {
    const page = await renderer.renderShopPage({
      url: `${origin}${url}`,
      apiBase: '/api',
      fetch: fetchInProcess,
    });
    if (page.kind === 'redirect') return page;
    return { kind: 'html', status: page.status, body: renderer.fillTemplate(template, page) };
  }

  function cacheable(pathname: string): boolean {
    const match = matchRoute(pathname, deps.config.shop.languages);
    return (
      match !== null &&
      CACHED_PAGES.has(match.route.name) &&
      isRouteSwitchedOn(match.route.name, deps.config.shop)
    );
  }

  /** The page at the request's URL (path and query), from the read cache when it is kept there. */
  return async function answer(request: FastifyRequest, pathname: string): Promise<ShopPageAnswer> {
    const cache = deps.readCache;
    if (!cache || !cacheable(pathname)) return draw(request.url);
    const kept = await cache.read<ShopPageAnswer>(`page:${request.url}`, 'catalog', async () => {
      const drawn = await draw(request.url);
      // Only a page that exists is kept (a 404 or 410 is drawn again, it is rare).
      return drawn.kind === 'html' && drawn.status === 200
        ? { body: drawn.body }
        : { other: drawn };
    });
    return 'other' in kept ? kept.other : { kind: 'html', status: 200, body: kept.body };
  };
}
