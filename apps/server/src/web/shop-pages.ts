/**
 * The shop's pages drawn on the server by the web app's own React components (its server entry,
 * `apps/web/src/entry-server.tsx`, built to `apps/web/dist-server`). The render's API calls are
 * answered in process by this server's routes (`app.inject`), through the same read cache as a
 * browser's; a catalog page's HTML is kept in that cache too, as long as the answers it was drawn
 * from, and forgotten with them. See docs/decisions.md "React 19 and server rendering".
 */
import type { FastifyInstance } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  inlineStyleSheet,
  isRouteSwitchedOn,
  matchRoute,
  noticeAcceptedIn,
  type RouteName,
} from '@foyer/domain';
import type { AppDeps } from '../deps';
import type { CacheKind, Computed } from '../modules/read-cache';

/** What the web app's server entry answers for one page. */
export type RenderedPage =
  | {
      kind: 'page';
      status: number;
      html: string;
      state: string;
      head: unknown;
      theme: unknown;
      /** The source files of the lazy chunks the page needs (its head links their styles). */
      chunks?: string[];
    }
  | { kind: 'redirect'; status: number; location: string };

/** The web app's server entry, as `entry-server.tsx` exports it. */
export interface ShopRenderer {
  renderShopPage(request: {
    url: string;
    apiBase: string;
    fetch: typeof fetch;
    /** The visitor's cookie says they accepted the cookie notice: drawn without it. */
    noticeAccepted: boolean;
  }): Promise<RenderedPage>;
  fillTemplate(
    template: string,
    page: Extract<RenderedPage, { kind: 'page' }>,
    build?: WebBuild,
  ): string;
}

/** The web build's manifest (`.vite/manifest.json`): its chunks by source file. */
export type BuildManifest = Record<string, { file: string; imports?: string[]; css?: string[] }>;

/** What the pages take from the web build besides index.html: its manifest and style sheets. */
export interface WebBuild {
  manifest: BuildManifest;
  /** Every style sheet the manifest names, by file (`assets/tickets-….css`). */
  styles: Record<string, string>;
}

/** The manifest and style sheets of the build in `webRoot` (none without a manifest). */
export function readWebBuild(webRoot: string): WebBuild {
  const file = path.join(webRoot, '.vite', 'manifest.json');
  if (!existsSync(file)) return { manifest: {}, styles: {} };
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as BuildManifest;
  const styles: Record<string, string> = {};
  for (const chunk of Object.values(manifest)) {
    for (const css of chunk.css ?? [])
      styles[css] ??= readFileSync(path.join(webRoot, css), 'utf8');
  }
  return { manifest, styles };
}

/**
 * index.html with its style sheets written in: the page's first paint waits for no request, so it
 * comes before the scripts run (measured with bench/lighthouse.mjs).
 */
export function withInlineStyles(template: string, build: WebBuild): string {
  return template.replace(
    /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
    (link, file: string) => {
      const css = build.styles[file];
      return css === undefined ? link : inlineStyleSheet(`/${file}`, css);
    },
  );
}

/** A shop page as the server answers it; a kept page comes ready to send, with its validator. */
export type ShopPageAnswer =
  | { kind: 'html'; status: number; body: string | Buffer; etag?: string }
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
    return new Response(empty ? null : new Uint8Array(answer.rawPayload), {
      status: answer.statusCode,
      headers: answerHeaders,
    });
  };
}

/**
 * Catalog pages are the same for every visitor, so their HTML is kept in the read cache: pages that
 * show places or stock (calendars, sold-out marks) as long as an availability answer, the others as
 * long as a catalog answer. Both are forgotten when the catalog changes.
 */
const CACHED_PAGES: ReadonlyMap<RouteName, CacheKind> = new Map<RouteName, CacheKind>([
  ['home', 'availability'],
  ['tickets', 'availability'],
  ['event', 'availability'],
  ['guidedTours', 'availability'],
  ['guidedTour', 'availability'],
  ['merchandise', 'availability'],
  ['merchandiseCategory', 'availability'],
  ['passes', 'availability'],
  ['pass', 'availability'],
  ['product', 'availability'],
  ['vouchers', 'catalog'],
  ['voucher', 'catalog'],
  ['page', 'catalog'],
  ['shippingPage', 'catalog'],
]);

/** What a page depends on of its request: the URL (path and query) and the cookie notice's cookie. */
export interface PageRequest {
  url: string;
  headers: { cookie?: string | undefined };
}

/** The shop's pages as the server answers them (`shopPages`). */
export interface ShopPages {
  /**
   * The kept page at the request's URL when it may be sent now, without waiting: the server sends
   * it in the same tick, with no promise between the request and its answer. Undefined when
   * `answer` has to draw it (or the page is not kept at all).
   */
  peek(request: PageRequest, pathname: string): KeptPage | undefined;
  /** The page at the request's URL (path and query), kept or drawn now. */
  answer(request: PageRequest, pathname: string): Promise<ShopPageAnswer>;
}

/** A kept page, ready to send. */
export type KeptPage = Extract<ShopPageAnswer, { kind: 'html' }> & { body: Buffer; etag: string };

/** How many paths' cache kinds are remembered (the shop's pages are few; other paths are 404s). */
const KNOWN_PATHS = 2000;

/** Draws shop pages with `renderer` into `template` (the built index.html). */
export function shopPages(
  app: FastifyInstance,
  deps: AppDeps,
  renderer: ShopRenderer,
  template: string,
  build: WebBuild = { manifest: {}, styles: {} },
): ShopPages {
  const fetchInProcess = inProcessFetch(app);
  const origin = deps.config.server.publicBaseUrl.replace(/\/+$/, '');

  /** The page drawn now: its HTML as text, or a redirect. */
  type Drawn =
    { kind: 'html'; status: number; body: string } | Extract<ShopPageAnswer, { kind: 'redirect' }>;

  async function draw(url: string, noticeAccepted: boolean): Promise<Drawn> {
    const page = await renderer.renderShopPage({
      url: `${origin}${url}`,
      apiBase: '/api',
      fetch: fetchInProcess,
      noticeAccepted,
    });
    if (page.kind === 'redirect') return page;
    return {
      kind: 'html',
      status: page.status,
      body: renderer.fillTemplate(template, page, build),
    };
  }

  // The route of a path does not change while the server runs (the shop's settings are read at
  // start), so a busy page's kind is looked up once.
  const kinds = new Map<string, CacheKind | null>();
  /** How long the page at `pathname` is kept, or null when it is drawn for every request. */
  function cacheKind(pathname: string): CacheKind | null {
    const known = kinds.get(pathname);
    if (known !== undefined) return known;
    const match = matchRoute(pathname, deps.config.shop.languages);
    const kind =
      match === null || !isRouteSwitchedOn(match.route.name, deps.config.shop)
        ? null
        : (CACHED_PAGES.get(match.route.name) ?? null);
    if (kinds.size >= KNOWN_PATHS) kinds.clear();
    kinds.set(pathname, kind);
    return kind;
  }

  /**
   * Where the page at the request's URL is kept: one copy with the cookie notice and one without,
   * for visitors who accepted it (their cookie); and how to draw it again.
   */
  function keeping(request: PageRequest, pathname: string) {
    const noticeAccepted = noticeAcceptedIn(request.headers.cookie);
    const kind = deps.readCache ? cacheKind(pathname) : null;
    const url = request.url;
    return {
      noticeAccepted,
      kind,
      key: `page:${noticeAccepted ? 'notice-accepted' : 'notice-open'}:${url}`,
      compute: async (): Promise<Computed<Drawn>> => {
        const drawn = await draw(url, noticeAccepted);
        // Only a page that exists is kept (a 404 or 410 is drawn again, it is rare).
        return drawn.kind === 'html' && drawn.status === 200
          ? { body: drawn.body }
          : { other: drawn };
      },
    };
  }

  return {
    peek(request, pathname) {
      const cache = deps.readCache;
      const { kind, key, compute } = keeping(request, pathname);
      if (!cache || kind === null) return undefined;
      const kept = cache.peek(key, kind, compute);
      return kept && { kind: 'html', status: 200, body: kept.bytes, etag: kept.etag };
    },
    async answer(request, pathname) {
      const cache = deps.readCache;
      const { noticeAccepted, kind, key, compute } = keeping(request, pathname);
      if (!cache || kind === null) return draw(request.url, noticeAccepted);
      const kept = await cache.read<Drawn>(key, kind, compute);
      return 'other' in kept
        ? kept.other
        : { kind: 'html', status: 200, body: kept.bytes, etag: kept.etag };
    },
  };
}
