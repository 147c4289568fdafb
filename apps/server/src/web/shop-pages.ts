/**
 * The shop's pages drawn on the server by the web app's own React components (its server entry,
 * `apps/web/src/entry-server.tsx`, built to `apps/web/dist-server`). The render's API calls are
 * answered in process by this server's routes (`app.inject`), through the same read cache as a
 * browser's; a catalog page's HTML is kept in that cache too, as long as the answers it was drawn
 * from, and forgotten with them. See docs/decisions.md "React 19 and server rendering".
 */
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  inlineStyleSheet,
  isRouteSwitchedOn,
  KEPT_PAGE_REDRAW_MS,
  matchRoute,
  noticeAcceptedIn,
  type RouteName,
} from '@foyer/domain';
import type { AppDeps } from '../deps';
import { countShopPageRefresh } from '../modules/metrics';
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

/** A call a page's render made to the API: a `GET` of a path with its query, and its headers. */
export interface ApiRead {
  url: string;
  headers: Record<string, string>;
}

/** What tells an answer from another: its status, and its validator or else a digest of its body. */
interface AnswerMark {
  status: number;
  etag: string | null;
  digest: string | null;
}

function answerMark(answer: {
  statusCode: number;
  headers: Record<string, unknown>;
  rawPayload: Buffer;
}): AnswerMark {
  const etag = answer.headers.etag;
  return typeof etag === 'string'
    ? { status: answer.statusCode, etag, digest: null }
    : {
        status: answer.statusCode,
        etag: null,
        digest: createHash('sha1').update(answer.rawPayload).digest('base64url'),
      };
}

/**
 * A `fetch` answered by this server's own routes, without a socket. `onRead` hears of every `GET`
 * and the mark of its answer; a call of another method is reported with a null mark.
 */
export function inProcessFetch(
  app: FastifyInstance,
  onRead?: (read: ApiRead, mark: AnswerMark | null) => void,
): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input), 'http://foyer.local');
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const method = init?.method ?? 'GET';
    const path = `${url.pathname}${url.search}`;
    const answer = await app.inject({
      method: method as 'GET',
      url: path,
      headers,
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    onRead?.({ url: path, headers }, method === 'GET' ? answerMark(answer) : null);
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

/** True when every read answers now as it did: its validator still matches, or the same body. */
async function sameAnswers(
  app: FastifyInstance,
  reads: ReadonlyArray<{ read: ApiRead; mark: AnswerMark }>,
): Promise<boolean> {
  const checks = reads.map(async ({ read, mark }) => {
    const answer = await app.inject({
      method: 'GET',
      url: read.url,
      headers: mark.etag === null ? read.headers : { ...read.headers, 'if-none-match': mark.etag },
    });
    if (answer.statusCode === 304) return mark.status === 200;
    const now = answerMark(answer);
    return now.status === mark.status && now.etag === mark.etag && now.digest === mark.digest;
  });
  return (await Promise.all(checks)).every(Boolean);
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

/** How many kept pages' drawings are remembered with the answers they were drawn from. */
const KNOWN_DRAWINGS = 1000;

/** A kept page's drawing: its HTML, the API answers it read, and when it was drawn. */
interface Drawing {
  body: string;
  reads: Array<{ read: ApiRead; mark: AnswerMark }>;
  /** Monotonic and clock time of the drawing (a test clock that jumps makes it old too). */
  drawnAt: number;
  clockAt: number;
  catalogVersion: number;
}

/** What `shopPages` takes besides the app: the configuration, the clock and the read cache. */
export type ShopPagesDeps = Pick<AppDeps, 'config' | 'clock' | 'readCache'>;

/**
 * Draws shop pages with `renderer` into `template` (the built index.html). A kept page is drawn
 * again when its time is up only if an answer it was drawn from changed, or its drawing is older
 * than `KEPT_PAGE_REDRAW_MS`; otherwise the same HTML is kept on (docs/performance.md, "Kept pages").
 */
export function shopPages(
  app: FastifyInstance,
  deps: ShopPagesDeps,
  renderer: ShopRenderer,
  template: string,
  build: WebBuild = { manifest: {}, styles: {} },
  monotonic: () => number = () => performance.now(),
): ShopPages {
  const origin = deps.config.server.publicBaseUrl.replace(/\/+$/, '');

  /** The page drawn now: its HTML as text, or a redirect. */
  type Drawn =
    { kind: 'html'; status: number; body: string } | Extract<ShopPageAnswer, { kind: 'redirect' }>;

  /** Draws the page; `reads` gets the API answers it read, or null when it wrote or failed. */
  async function draw(
    url: string,
    noticeAccepted: boolean,
  ): Promise<{ drawn: Drawn; reads: Drawing['reads'] | null }> {
    let reads: Drawing['reads'] | null = [];
    const page = await renderer.renderShopPage({
      url: `${origin}${url}`,
      apiBase: '/api',
      fetch: inProcessFetch(app, (read, mark) => {
        if (mark === null) reads = null;
        else reads?.push({ read, mark });
      }),
      noticeAccepted,
    });
    if (page.kind === 'redirect') return { drawn: page, reads: null };
    return {
      drawn: {
        kind: 'html',
        status: page.status,
        body: renderer.fillTemplate(template, page, build),
      },
      reads,
    };
  }

  const drawings = new LRUCache<string, Drawing>({ max: KNOWN_DRAWINGS });

  /** The kept drawing at `key` when it may be sent again as it is (see `shopPages`). */
  async function stillTrue(key: string): Promise<Drawing | undefined> {
    const drawing = drawings.get(key);
    if (!drawing) return undefined;
    const young =
      monotonic() - drawing.drawnAt < KEPT_PAGE_REDRAW_MS &&
      Math.abs(deps.clock.now().getTime() - drawing.clockAt) < KEPT_PAGE_REDRAW_MS &&
      drawing.catalogVersion === deps.readCache?.catalogVersion;
    const same = young && (await sameAnswers(app, drawing.reads));
    countShopPageRefresh(same ? 'kept' : 'drawn');
    if (same) return drawing;
    drawings.delete(key);
    return undefined;
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
    const key = `page:${noticeAccepted ? 'notice-accepted' : 'notice-open'}:${url}`;
    return {
      noticeAccepted,
      kind,
      key,
      compute: async (): Promise<Computed<Drawn>> => {
        const kept = await stillTrue(key);
        if (kept) return { body: kept.body };
        const drawnAt = monotonic();
        const clockAt = deps.clock.now().getTime();
        const catalogVersion = deps.readCache?.catalogVersion ?? 0;
        const { drawn, reads } = await draw(url, noticeAccepted);
        // Only a page that exists is kept (a 404 or 410 is drawn again, it is rare).
        if (drawn.kind !== 'html' || drawn.status !== 200) return { other: drawn };
        // A page of a kind the cache does not keep (its lifetime is 0) is drawn for every request.
        if (reads && kind !== null && (deps.readCache?.lifetime(kind) ?? 0) > 0)
          drawings.set(key, { body: drawn.body, reads, drawnAt, clockAt, catalogVersion });
        return { body: drawn.body };
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
      if (!cache || kind === null) return (await draw(request.url, noticeAccepted)).drawn;
      const kept = await cache.read<Drawn>(key, kind, compute);
      return 'other' in kept
        ? kept.other
        : { kind: 'html', status: 200, body: kept.bytes, etag: kept.etag };
    },
  };
}
