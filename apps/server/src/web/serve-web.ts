/**
 * Everything the server answers besides the API calls: the built web app at `/` (with index.html for
 * every client route), the museum's own files at `/static/*`, caching, compression, security headers
 * and the 404 answers.
 *
 * Call it before the API routes are added: @fastify/compress attaches itself to each route as the
 * route is added, so routes added earlier would go out uncompressed.
 */
import fastifyCompress from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { isLanguage, type Language } from '@foyer/domain';
import type { FoyerConfig } from '../config/schema';
import type { AppDeps } from '../deps';
import { NOT_FOUND, sendFailure } from '../http/failure';
import { matchesEtag } from '../modules/read-cache';
import { crawlRoutes } from './crawl';
import { logsEachRequest } from '../http/request-logger';
import type { ServerFront } from '../http/server-front';
import { countKeptPageAnswer } from '../modules/metrics';
import { registerSecurityHeaders, securityHeaders } from './security-headers';
import {
  loadShopRenderer,
  readWebBuild,
  shopPages,
  withInlineStyles,
  type KeptPage,
  type ShopPageAnswer,
  type ShopPages,
  type ShopRenderer,
} from './shop-pages';

export interface ServeWebOptions {
  /** Folder of the built web app (Vite's `dist`); served when it holds an index.html. */
  webRoot: string | null;
  /** Folder of the museum's static files (logos, banners, product images), served at `/static/`. */
  staticRoot: string | null;
  /** The app's dependencies: the pages and the sitemap read the catalog. */
  deps: AppDeps;
  /**
   * The web app's server entry; by default the one built next to `webRoot` (`dist-server`). Without
   * one the shop's page goes out as built and the browser draws it.
   */
  renderer?: ShopRenderer | null;
  /** The HTTP server's front: given the kept pages' answer when the app draws pages. */
  front?: ServerFront;
}

/** Vite's content-hashed files: a new build gets new names, so a browser may keep them forever. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** index.html and other unhashed files of the build: always revalidated (cheap with the ETag). */
const REVALIDATE = 'no-cache';
/**
 * The museum's files keep their names when replaced (a new logo is still `logo.svg`), so browsers
 * may keep them for an hour and then revalidate.
 */
const MUSEUM_FILES = 'public, max-age=3600';

/** Answers above this size are compressed (smaller ones gain nothing but CPU time). */
const COMPRESS_THRESHOLD_BYTES = 1024;
/** Text, JSON, JavaScript, SVG and WebAssembly compress well; images and fonts are compressed already. */
const COMPRESSIBLE = /^text\/|[/+]json\b|[/+]xml\b|\/javascript\b|\/wasm\b/;

/**
 * The shop's pages are answered by the not-found handler, which @fastify/compress does not reach:
 * they are compressed here. Brotli at quality 6 packs a 35 KB page to about 6 KB in half a
 * millisecond (quality 11 saves another 10 % for 40 ms).
 */
const PAGE_BROTLI_QUALITY = 6;
type PageEncoding = 'br' | 'gzip';
/** A kept page's compressed bytes, made once for all the visitors who ask for it. */
const encodedKeptPages = new WeakMap<Buffer, Partial<Record<PageEncoding, Buffer>>>();

/**
 * The encoding chosen per `Accept-Encoding` text: browsers send a handful of them, so a busy page
 * parses none (bounded, as the header is the visitor's).
 */
const encodingsByHeader = new Map<string, PageEncoding | null>();
const KNOWN_HEADERS = 64;

function pageEncoding(header: string | undefined): PageEncoding | null {
  const text = header ?? '';
  let encoding = encodingsByHeader.get(text);
  if (encoding === undefined) {
    encoding = parsePageEncoding(text);
    if (encodingsByHeader.size >= KNOWN_HEADERS) encodingsByHeader.clear();
    encodingsByHeader.set(text, encoding);
  }
  return encoding;
}

/** Brotli when the browser takes it, else gzip, else null (`Accept-Encoding`, q=0 refuses). */
function parsePageEncoding(header: string): PageEncoding | null {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (name) weights.set(name, q === undefined ? 1 : Number(q.slice(2)));
  }
  for (const encoding of ['br', 'gzip'] as const) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0;
    if (weight > 0) return encoding;
  }
  return null;
}

/** A kept page's bytes in one encoding (none: null), compressed once for all who ask for it. */
function keptBytes(body: Buffer, encoding: PageEncoding | null): Buffer {
  if (encoding === null) return body;
  const kept = encodedKeptPages.get(body) ?? {};
  const encoded = (kept[encoding] ??= encodePage(body, encoding));
  encodedKeptPages.set(body, kept);
  return encoded;
}

/** The encoding a page of `length` bytes is sent in to a browser that accepts `header`. */
function encodingFor(length: number, header: string | undefined): PageEncoding | null {
  return length < COMPRESS_THRESHOLD_BYTES ? null : pageEncoding(header);
}

function encodePage(bytes: Buffer, encoding: PageEncoding): Buffer {
  return encoding === 'br'
    ? brotliCompressSync(bytes, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: PAGE_BROTLI_QUALITY,
          [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        },
      })
    : gzipSync(bytes);
}

/**
 * Sends a page (a kept page or the template as a Buffer, whose compressed bytes are kept with it; a
 * drawn page as text), compressed when the browser takes it. A compressed page's validator is weak,
 * as the same text sent in another encoding has other bytes.
 */
function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  body: string | Buffer,
  etag?: string,
) {
  // The page depends on the visitor's cookie notice cookie (shop-pages.ts).
  reply.header('vary', PAGE_VARY);
  const bytes = typeof body === 'string' ? Buffer.from(body, 'utf8') : body;
  const encoding = encodingFor(bytes.length, request.headers['accept-encoding']);
  if (encoding === null) {
    if (etag) reply.header('etag', etag);
    return reply.send(bytes);
  }
  const encoded =
    typeof body === 'string' ? encodePage(bytes, encoding) : keptBytes(body, encoding);
  if (etag) reply.header('etag', `W/${etag}`);
  return reply.header('content-encoding', encoding).send(encoded);
}

const PAGE_VARY = 'accept-encoding, cookie';

/**
 * The headers of a kept page sent in `encoding`, the security headers included: made once per page
 * and encoding, for the app's answer (`sendKept`) and the one in front of it alike.
 */
const keptPageHeaders = new WeakMap<Buffer, Map<PageEncoding | null, Record<string, string>>>();

function keptHeaders(
  page: KeptPage,
  encoding: PageEncoding | null,
  bytes: Buffer,
  security: Readonly<Record<string, string>>,
): Record<string, string> {
  let byEncoding = keptPageHeaders.get(page.body);
  if (!byEncoding) {
    byEncoding = new Map();
    keptPageHeaders.set(page.body, byEncoding);
  }
  let headers = byEncoding.get(encoding);
  if (!headers) {
    headers = {
      'cache-control': REVALIDATE,
      'content-type': 'text/html; charset=utf-8',
      vary: PAGE_VARY,
      etag: encoding === null ? page.etag : `W/${page.etag}`,
      ...(encoding === null ? {} : { 'content-encoding': encoding }),
      ...security,
      'content-length': String(bytes.length),
    };
    byEncoding.set(encoding, headers);
  }
  return headers;
}

/** Sends a kept page through the app, with the headers the front sends it with. */
function sendKept(
  request: FastifyRequest,
  reply: FastifyReply,
  page: KeptPage,
  security: Readonly<Record<string, string>>,
) {
  const encoding = encodingFor(page.body.length, request.headers['accept-encoding']);
  const bytes = keptBytes(page.body, encoding);
  return reply
    .code(200)
    .headers(keptHeaders(page, encoding, bytes, security))
    .send(bytes);
}

function isKept(page: Extract<ShopPageAnswer, { kind: 'html' }>): page is KeptPage {
  return typeof page.body !== 'string' && page.etag !== undefined;
}

/** Path prefixes that never fall back to index.html: a missing file there is a real 404. */
const NO_FALLBACK = /^\/(api|assets|static)(\/|$)/;

/**
 * A request with this header set to `browser` gets the shop's page undrawn (the fallback when the
 * server cannot draw it), so the browser draws it from the API: for diagnosis and for browser tests
 * that change the API's answers on the way.
 */
export const DRAW_HEADER = 'x-foyer-draw';

/** The back office's page in the build, and the client routes it answers. */
const ADMIN_PAGE = 'admin.html';
const ADMIN_ROUTE = /^\/admin(\/|$)/;

function pathOfUrl(url: string): string {
  const end = url.search(/[?#]/);
  return end < 0 ? url : url.slice(0, end);
}

function pathOf(request: FastifyRequest): string {
  return pathOfUrl(request.url);
}

/** The folder as an absolute path (FOYER_WEB_ROOT may be relative), or null when it is missing. */
function folderOrNull(folder: string | null): string | null {
  if (folder === null) return null;
  const absolute = path.resolve(folder);
  return existsSync(absolute) && statSync(absolute).isDirectory() ? absolute : null;
}

/** The language of a `/api/{lang}/…` path when the shop offers it, else the shop's default. */
function languageOf(urlPath: string, config: FoyerConfig): Language {
  const segment = urlPath.split('/')[2] ?? '';
  const offered = config.shop.languages;
  if (isLanguage(segment) && offered.includes(segment)) return segment;
  return offered[0] ?? 'de';
}

function sendNotFound(request: FastifyRequest, reply: FastifyReply, config: FoyerConfig) {
  const lang = languageOf(pathOf(request), config);
  return sendFailure(reply, NOT_FOUND, lang);
}

export async function serveWeb(app: FastifyInstance, options: ServeWebOptions): Promise<void> {
  const { config } = options.deps;
  registerSecurityHeaders(app, config.server.frameAncestors);
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    customTypes: COMPRESSIBLE,
    // The web app never sends compressed bodies; inflating them would only help zip bombs.
    globalDecompression: false,
  });

  const builtApp = folderOrNull(options.webRoot);
  const webRoot = builtApp && existsSync(path.join(builtApp, 'index.html')) ? builtApp : null;
  if (webRoot) {
    const assets = path.join(webRoot, 'assets') + path.sep;
    await app.register(fastifyStatic, {
      root: webRoot,
      // One route per file of the build, found at start: the build does not change while running.
      wildcard: false,
      // `/` and `/index.html` are the shop's page: answered with the page's head written in.
      index: false,
      // Nor is the build manifest (`.vite/`), which only the server reads.
      allowedPath: (pathName) => pathName !== '/index.html' && !pathName.startsWith('/.vite/'),
      cacheControl: false,
      setHeaders: (reply, file) => {
        reply.header('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE);
      },
    });
  } else if (options.webRoot !== null) {
    app.log.warn(
      { webRoot: options.webRoot },
      'no built web app found (run npm run build): only the API is served',
    );
  }

  const staticRoot = folderOrNull(options.staticRoot);
  if (staticRoot) {
    await app.register(fastifyStatic, {
      root: staticRoot,
      prefix: '/static/',
      // The museum may add product images while the shop runs.
      wildcard: true,
      // The web app's registration owns reply.sendFile.
      decorateReply: false,
      cacheControl: false,
      setHeaders: (reply) => {
        reply.header('cache-control', MUSEUM_FILES);
      },
    });
  } else if (options.staticRoot !== null) {
    app.log.warn(
      { staticRoot: options.staticRoot },
      "the museum's static folder does not exist: /static/ answers 404",
    );
  }

  // The back office is a second entry of the web build (admin.html): its routes under /admin/ get
  // that page, so the shop's index.html never loads back-office code and vice versa.
  const adminPage = webRoot && existsSync(path.join(webRoot, ADMIN_PAGE)) ? ADMIN_PAGE : null;
  // The shop's page is read once: each answer is it with the page drawn in.
  const build = webRoot ? readWebBuild(webRoot) : null;
  const template =
    webRoot && build
      ? withInlineStyles(readFileSync(path.join(webRoot, 'index.html'), 'utf8'), build)
      : null;
  const templateBytes = template === null ? null : Buffer.from(template, 'utf8');
  crawlRoutes(app, options.deps);
  const renderer =
    options.renderer !== undefined
      ? options.renderer
      : webRoot
        ? await loadShopRenderer(webRoot)
        : null;
  if (webRoot && !renderer) {
    app.log.warn('the web app has no server entry (npm run build): pages are drawn in the browser');
  }
  const pages =
    renderer && template && build ? shopPages(app, options.deps, renderer, template, build) : null;

  // A kept page is answered before the app (http/server-front.ts) while requests are not logged one
  // by one (below `info`): it needs no route, hook or reply, and goes out as the app would send it.
  // At `info` the app answers it, so that every request keeps its log lines.
  const security = securityHeaders(config.server.frameAncestors);
  if (pages && options.front && !logsEachRequest(app.log)) {
    const shop = pages;
    options.front.use((request, response) => {
      const method = request.method;
      if (method !== 'GET' && method !== 'HEAD') return false;
      const url = request.url ?? '/';
      const headers = request.headers;
      // A validator to compare and the undrawn page are the app's to answer.
      if (headers['if-none-match'] !== undefined || headers[DRAW_HEADER] !== undefined) {
        return false;
      }
      const pathname = pathOfUrl(url);
      if (NO_FALLBACK.test(pathname) || ADMIN_ROUTE.test(pathname)) return false;
      const kept = shop.peek({ url, headers }, pathname);
      if (!kept) return false;
      const encoding = encodingFor(kept.body.length, headers['accept-encoding']);
      const bytes = keptBytes(kept.body, encoding);
      response.writeHead(200, keptHeaders(kept, encoding, bytes, security));
      response.end(method === 'HEAD' ? undefined : bytes);
      countKeptPageAnswer(method);
      return true;
    });
  }

  function sendAnswer(request: FastifyRequest, reply: FastifyReply, page: ShopPageAnswer) {
    if (page.kind === 'redirect') return reply.redirect(page.location, page.status);
    if (page.etag && matchesEtag(request.headers['if-none-match'], page.etag)) {
      return reply.header('etag', page.etag).code(304).send();
    }
    if (isKept(page)) return sendKept(request, reply, page, security);
    return sendPage(request, reply.code(page.status), page.body, page.etag);
  }

  async function drawAndSend(
    request: FastifyRequest,
    reply: FastifyReply,
    shop: ShopPages,
    pathname: string,
  ) {
    try {
      return sendAnswer(request, reply, await shop.answer(request, pathname));
    } catch (error) {
      // The page still works undrawn: the browser draws it and reads the API itself.
      request.log.error({ err: error }, 'the page could not be drawn; index.html sent as built');
      return sendPage(request, reply, templateBytes ?? '');
    }
  }

  function sendShopPage(request: FastifyRequest, reply: FastifyReply, pathname: string) {
    reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8');
    // The page undrawn, as when drawing fails: the browser draws it and reads the API itself.
    if (!pages || request.headers[DRAW_HEADER] === 'browser') {
      return sendPage(request, reply, templateBytes ?? '');
    }
    // A kept page goes out in the same tick (most of a busy shop's pages); others are drawn.
    const kept = pages.peek(request, pathname);
    return kept ? sendAnswer(request, reply, kept) : drawAndSend(request, reply, pages, pathname);
  }

  app.setNotFoundHandler((request, reply) => {
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const pathname = pathOf(request);
    if (!webRoot || !isRead || NO_FALLBACK.test(pathname)) {
      return sendNotFound(request, reply, config);
    }
    if (adminPage && ADMIN_ROUTE.test(pathname)) {
      return reply.header('cache-control', REVALIDATE).sendFile(adminPage);
    }
    // A client route such as /de/tickets: the web app draws it on the server (the shop's routes) and
    // answers 404 or 410 for what does not exist.
    return sendShopPage(request, reply, pathname);
  });
}
