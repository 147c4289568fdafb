import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_COOKIE } from '@foyer/domain';
import type { FoyerConfig } from '../config/schema';
import type { Database } from '../db/client';
import { createTestApp, demoConfig } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { contentSecurityPolicy } from './security-headers';
import type { ShopRenderer } from './shop-pages';
import { sql } from 'drizzle-orm';
import { CATALOG_CHANNEL } from '../modules/read-cache/testing';

const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <title>Foyer</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-Ab12Cd34.css">
    <style>${Array.from({ length: 60 }, (_, i) => `.boot-${i} { margin: ${i}px; }`).join('\n')}</style>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const INDEX_CSS = 'body { margin: 0; }';
const TICKETS_CSS = '.calendar { display: grid; }';
/** The build's manifest: the entry's and a lazy chunk's style sheets. */
const MANIFEST = {
  'index.html': { file: 'assets/index-Ab12Cd34.js', css: ['assets/index-Ab12Cd34.css'] },
  'src/features/tickets/index.ts': { file: 'assets/tickets-1.js', css: ['assets/tickets-1.css'] },
};
/** index.html as the server sends it: its style sheet written in. */
const SERVED_INDEX_HTML = INDEX_HTML.replace(
  '<link rel="stylesheet" crossorigin href="/assets/index-Ab12Cd34.css">',
  `<style data-href="/assets/index-Ab12Cd34.css">${INDEX_CSS}</style>` +
    '<link rel="stylesheet" href="/assets/index-Ab12Cd34.css" disabled>',
);
/** The shop's page as served: the build's index.html with the page drawn into its root. */
function isShopPage(body: string): boolean {
  return (
    /<div id="root">[^]*<\/div>/.test(body) &&
    body.includes('<script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>')
  );
}

/** Addresses the stand-in for the web app's server entry calls unknown (404) or over (410). */
const MISSING: Readonly<Record<string, number>> = {
  '/en/guided-tours/12': 404,
  '/fr/page/imprint': 404,
  '/de/no-such-screen': 404,
  '/index.html': 404,
  '/en/tickets/99': 410,
};

/** What the stand-in renderer draws for a visitor who has not accepted the cookie notice. */
const NOTICE_MARKUP = '<section class="cookie-notice"></section>';

/**
 * A stand-in for the web app's server entry (tested in apps/web): draws the shop's name, read
 * through the in-process fetch it is given, and counts its renders.
 */
function fakeRenderer() {
  const renders: string[] = [];
  const builds: unknown[] = [];
  const renderer: ShopRenderer = {
    async renderShopPage({ url, fetch: fetchInProcess, noticeAccepted }) {
      renders.push(url);
      const { pathname } = new URL(url);
      if (pathname === '/en/old') return { kind: 'redirect', status: 301, location: '/en' };
      if (pathname === '/en/broken') throw new Error('render failed');
      const answer = await fetchInProcess('/api/en/shopinfo/config?shop=2');
      const config = (await answer.json()) as { data: { siteName: string } };
      return {
        kind: 'page',
        status: MISSING[pathname] ?? 200,
        html: `<h1>${config.data.siteName}</h1>${noticeAccepted ? '' : NOTICE_MARKUP}`,
        state: '{}',
        head: null,
        theme: null,
      };
    },
    fillTemplate: (template, page, build) => {
      builds.push(build);
      return template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`);
    },
  };
  return { renderer, renders, builds };
}
/** Large enough to be compressed. */
const APP_JS = `export const routes = [${Array.from({ length: 200 }, (_, i) => `"/route-${i}"`).join(',')}];\n`;
const ADMIN_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Back office</title>
    <script type="module" crossorigin src="/assets/admin-Ef56Gh78.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;
const LOGO_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect width="10" height="10"/></svg>';

const EXPECTED_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; " +
  "img-src 'self' data: https:; connect-src 'self'; font-src 'self' data:; object-src 'none'; " +
  "base-uri 'self'; form-action 'self'; frame-ancestors 'self' https://www.stadtmuseum-lindenau.example";

function configEmbeddableFrom(...ancestors: string[]): FoyerConfig {
  const config = demoConfig();
  return { ...config, server: { ...config.server, frameAncestors: ancestors } };
}

describe('contentSecurityPolicy', () => {
  it('names the configured frame ancestors and allows no inline script', () => {
    const csp = contentSecurityPolicy(["'self'", 'https://www.stadtmuseum-lindenau.example']);
    expect(csp).toBe(EXPECTED_CSP);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('forbids embedding when no frame ancestor is configured', () => {
    expect(contentSecurityPolicy([])).toMatch(/frame-ancestors 'none'$/);
  });
});

describe('the web app', () => {
  it('has no inline script in its index.html, so the CSP does not block it', () => {
    // Vite bundles the entry script into /assets and keeps the tag external.
    const html = readFileSync(
      fileURLToPath(new URL('../../../web/index.html', import.meta.url)),
      'utf8',
    );
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc=/);
      expect(body?.trim()).toBe('');
    }
  });
});

describe.each(testDatabaseKinds())('serving the web app on $name', ({ open }) => {
  let database: Database;
  let folder: string;
  let webRoot: string;
  let staticRoot: string;
  let app: FastifyInstance;
  const fake = fakeRenderer();

  beforeAll(async () => {
    database = await open();
    folder = mkdtempSync(path.join(tmpdir(), 'foyer-serve-web-'));
    webRoot = path.join(folder, 'web');
    staticRoot = path.join(folder, 'static');
    mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    mkdirSync(path.join(staticRoot, 'partners'), { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(webRoot, 'admin.html'), ADMIN_HTML);
    writeFileSync(path.join(webRoot, 'assets', 'index-Ab12Cd34.js'), APP_JS);
    writeFileSync(path.join(webRoot, 'assets', 'index-Ab12Cd34.css'), INDEX_CSS);
    writeFileSync(path.join(webRoot, 'assets', 'tickets-1.css'), TICKETS_CSS);
    mkdirSync(path.join(webRoot, '.vite'));
    writeFileSync(path.join(webRoot, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(path.join(webRoot, 'favicon.svg'), LOGO_SVG);
    writeFileSync(path.join(staticRoot, 'logo.svg'), LOGO_SVG);
    writeFileSync(path.join(staticRoot, 'partners', 'kulturstiftung.svg'), LOGO_SVG);
    writeFileSync(path.join(staticRoot, 'banner.jpg'), Buffer.alloc(4096, 0xff));
    writeFileSync(path.join(folder, 'secret.txt'), 'not for the public');
    app = await createTestApp(database, {
      webRoot,
      staticRoot,
      renderer: fake.renderer,
      config: configEmbeddableFrom("'self'", 'https://www.stadtmuseum-lindenau.example'),
    });
  });

  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  describe('the built web app', () => {
    it('serves index.html at / without long-lived caching', async () => {
      const res = await app.inject({ method: 'GET', url: '/' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(isShopPage(res.body)).toBe(true);
    });

    it.each(['/de', '/de/tickets', '/en/guided-tours?date=2026-11-21', '/logout', '/de/checkout'])(
      'answers index.html for the client route %s',
      async (url) => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(isShopPage(res.body)).toBe(true);
      },
    );

    it.each(Object.entries(MISSING))(
      'answers the drawn page of %s with the status the app gives it (%i)',
      async (url, status) => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(status);
        expect(res.headers['content-type']).toMatch(/^text\/html/);
        expect(isShopPage(res.body)).toBe(true);
      },
    );

    it('draws a page with the API answered in process, and keeps a catalog page until the catalog changes', async () => {
      const first = await app.inject({ method: 'GET', url: '/en/page/imprint?bench=1' });
      expect(first.statusCode).toBe(200);
      expect(first.body).toContain(
        `<div id="root"><h1>${demoConfig().shop.siteName}</h1>${NOTICE_MARKUP}</div>`,
      );
      const drawn = fake.renders.length;
      const again = await app.inject({ method: 'GET', url: '/en/page/imprint?bench=1' });
      expect(again.body).toBe(first.body);
      expect(fake.renders.length).toBe(drawn);
      // A kept page carries its validator: a browser that has it gets 304.
      const etag = again.headers.etag;
      expect(etag).toMatch(/^"[\w-]+"$/);
      const unchanged = await app.inject({
        method: 'GET',
        url: '/en/page/imprint?bench=1',
        headers: { 'if-none-match': String(etag) },
      });
      expect(unchanged.statusCode).toBe(304);
      expect(fake.renders.length).toBe(drawn);
      // A visitor's page (the basket) is drawn for every request; so is a page with availability
      // when, as in these tests, availability answers are not kept.
      await app.inject({ method: 'GET', url: '/en/checkout' });
      await app.inject({ method: 'GET', url: '/en/checkout' });
      await app.inject({ method: 'GET', url: '/en/tickets' });
      await app.inject({ method: 'GET', url: '/en/tickets' });
      expect(fake.renders.length).toBe(drawn + 4);
      // A change of the catalog forgets the kept page, like the answers it was drawn from.
      await database.db.execute(sql.raw(`NOTIFY ${CATALOG_CHANNEL}`));
      await expect
        .poll(async () => {
          await app.inject({ method: 'GET', url: '/en/page/imprint?bench=1' });
          return fake.renders.length;
        })
        .toBe(drawn + 5);
    });

    it("writes the build's style sheets into the page and keeps its manifest to itself", async () => {
      const page = await app.inject({ method: 'GET', url: '/en/checkout' });
      expect(page.body).toContain(
        `<style data-href="/assets/index-Ab12Cd34.css">${INDEX_CSS}</style>`,
      );
      // Named by a disabled link (never fetched), so the app's code does not link it again.
      expect(page.body).not.toContain('rel="stylesheet" crossorigin');
      expect(page.body).toContain(
        '<link rel="stylesheet" href="/assets/index-Ab12Cd34.css" disabled>',
      );
      // The renderer gets the manifest and every sheet it names, for the chunks a page draws.
      expect(fake.builds.at(-1)).toEqual({
        manifest: MANIFEST,
        styles: { 'assets/index-Ab12Cd34.css': INDEX_CSS, 'assets/tickets-1.css': TICKETS_CSS },
      });
      // Its address is no file of the site: the shop's page answers it (not found, drawn by the app).
      const manifest = await app.inject({ method: 'GET', url: '/.vite/manifest.json' });
      expect(isShopPage(manifest.body)).toBe(true);
      expect(manifest.body).not.toContain('tickets-1');
    });

    it('draws and keeps a page with the cookie notice, and one without for visitors who accepted it', async () => {
      const url = '/en/page/imprint?notice=1';
      const accepted = { cookie: `other=1; ${NOTICE_COOKIE}=accepted` };
      const drawn = fake.renders.length;
      const open = await app.inject({ method: 'GET', url });
      const answered = await app.inject({ method: 'GET', url, headers: accepted });
      expect(open.body).toContain(NOTICE_MARKUP);
      expect(answered.body).not.toContain('cookie-notice');
      expect(answered.headers.vary).toMatch(/cookie/i);
      expect(fake.renders.length).toBe(drawn + 2);
      // Each is kept: asked again, neither is drawn anew, and neither is given for the other.
      expect((await app.inject({ method: 'GET', url, headers: accepted })).body).toBe(
        answered.body,
      );
      expect((await app.inject({ method: 'GET', url })).body).toBe(open.body);
      expect(fake.renders.length).toBe(drawn + 2);
    });

    it('sends the page undrawn when the request asks the browser to draw it', async () => {
      const drawn = fake.renders.length;
      const res = await app.inject({
        method: 'GET',
        url: '/en/vouchers',
        headers: { 'x-foyer-draw': 'browser' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(SERVED_INDEX_HTML);
      expect(fake.renders.length).toBe(drawn);
    });

    it('sends a redirect the router asks for, and the page undrawn when drawing fails', async () => {
      const moved = await app.inject({ method: 'GET', url: '/en/old' });
      expect(moved.statusCode).toBe(301);
      expect(moved.headers.location).toBe('/en');
      const failed = await app.inject({ method: 'GET', url: '/en/broken' });
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toBe(SERVED_INDEX_HTML);
    });

    it('answers HEAD for a client route like GET, without a body', async () => {
      const res = await app.inject({ method: 'HEAD', url: '/de/checkout' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toBe('');
    });

    it("caches Vite's hashed assets for a year", async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-Ab12Cd34.js' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.body).toBe(APP_JS);
    });

    it('revalidates unhashed files of the build', async () => {
      const res = await app.inject({ method: 'GET', url: '/favicon.svg' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
    });

    it('answers 404, not index.html, for a missing asset', async () => {
      const res = await app.inject({ method: 'GET', url: '/assets/index-Gone0000.js' });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    });

    it('answers 404 JSON for other methods on client routes', async () => {
      const res = await app.inject({ method: 'POST', url: '/de/tickets', payload: {} });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    });
  });

  describe('the back office', () => {
    it.each(['/admin', '/admin/', '/admin/staff', '/admin/set-password/abc_DEF-123'])(
      'answers admin.html for %s, with the security headers',
      async (url) => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['cache-control']).toBe('no-cache');
        expect(res.headers['content-security-policy']).toBe(
          EXPECTED_CSP.replace("script-src 'self'", "script-src 'self' 'wasm-unsafe-eval'").replace(
            /frame-ancestors .*$/,
            "frame-ancestors 'none'",
          ),
        );
        expect(res.body).toBe(ADMIN_HTML);
      },
    );

    it('keeps the shop on index.html for routes that only start like admin', async () => {
      const res = await app.inject({ method: 'GET', url: '/administration' });
      expect(isShopPage(res.body)).toBe(true);
    });

    it('answers 401, not a page, under /api/admin without a session', async () => {
      const res = await app.inject({ method: 'GET', url: '/api/admin/anything' });
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('AUTH_REQUIRED');
    });
  });

  describe('unknown API paths', () => {
    it.each([
      ['/api/de/nothing-here', 'Nicht gefunden.'],
      ['/api/en/tour/nothing', 'Not found.'],
      ['/api/fr/static/content/extra?x=1', 'Introuvable.'],
      ['/api/nothing', 'Nicht gefunden.'],
      ['/api', 'Nicht gefunden.'],
    ])('answer %s with 404 JSON, never index.html', async (url, text) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.json()).toEqual({ error: 'NOT_FOUND', message: text });
    });
  });

  describe("the museum's static files", () => {
    it.each(['/static/logo.svg', '/static/partners/kulturstiftung.svg'])(
      'serves %s as SVG, cached for an hour',
      async (url) => {
        const res = await app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
        expect(res.headers['cache-control']).toBe('public, max-age=3600');
        expect(res.body).toBe(LOGO_SVG);
      },
    );

    it('serves images without compressing them again', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/static/banner.jpg',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/jpeg');
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.length).toBe(4096);
    });

    it('answers 404 for a missing file', async () => {
      const res = await app.inject({ method: 'GET', url: '/static/missing.png' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ error: 'NOT_FOUND' });
    });

    it.each(['/static/../secret.txt', '/static/%2e%2e/secret.txt', '/static/..%2fsecret.txt'])(
      'never serves a file outside the static folder: %s',
      async (url) => {
        const res = await app.inject({ method: 'GET', url });
        // `..` segments are resolved like a browser does (`/secret.txt`, a client route) or refused.
        expect(res.body).not.toContain('not for the public');
        const servedIndex = res.statusCode === 200 && isShopPage(res.body);
        expect(servedIndex || res.statusCode >= 400).toBe(true);
      },
    );
  });

  describe('compression', () => {
    it('compresses JSON answers over 1 KB with brotli', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/api/de/shopinfo/config?shop=2',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const json = JSON.parse(brotliDecompressSync(res.rawPayload).toString('utf8'));
      expect(json.data.siteName).toBe('Stadtmuseum Lindenau');
    });

    it('compresses with gzip for clients without brotli', async () => {
      const res = await app.inject({
        method: 'GET',
        url: '/assets/index-Ab12Cd34.js',
        headers: { 'accept-encoding': 'gzip' },
      });
      expect(res.headers['content-encoding']).toBe('gzip');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(APP_JS);
    });

    it("compresses the shop's drawn, kept and undrawn pages for browsers that take it", async () => {
      const get = (url: string, headers: Record<string, string> = {}) =>
        app.inject({ method: 'GET', url, headers });
      for (const url of ['/en/checkout', '/en/page/imprint?bench=2', '/en/broken']) {
        const plain = await get(url);
        expect(plain.headers['content-encoding']).toBeUndefined();
        expect(plain.headers.vary).toMatch(/accept-encoding/i);
        const br = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
        expect(br.headers['content-encoding']).toBe('br');
        expect(br.headers.vary).toMatch(/accept-encoding/i);
        expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(brotliDecompressSync(br.rawPayload).toString('utf8')).toBe(plain.body);
        const gzip = await get(url, { 'accept-encoding': 'gzip;q=1, br;q=0' });
        expect(gzip.headers['content-encoding']).toBe('gzip');
        expect(gunzipSync(gzip.rawPayload).toString('utf8')).toBe(plain.body);
        const refused = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
        expect(refused.headers['content-encoding']).toBeUndefined();
        expect(refused.body).toBe(plain.body);
      }
      // A kept page's validator is weak once compressed, and still answers 304.
      const kept = await get('/en/page/imprint?bench=2', { 'accept-encoding': 'br' });
      expect(kept.headers.etag).toMatch(/^W\/"[\w-]+"$/);
      const unchanged = await get('/en/page/imprint?bench=2', {
        'accept-encoding': 'br',
        'if-none-match': String(kept.headers.etag),
      });
      expect(unchanged.statusCode).toBe(304);
    });

    it('leaves answers under 1 KB and clients without compression alone', async () => {
      const small = await app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'accept-encoding': 'br, gzip' },
      });
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.json().data.status).toBe('ok');
      const plain = await app.inject({ method: 'GET', url: '/api/de/shopinfo/config?shop=2' });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.json().data.siteName).toBe('Stadtmuseum Lindenau');
    });
  });

  describe('security headers', () => {
    it.each([
      ['an API answer', 'GET', '/api/de/shopinfo/config?shop=2', 200],
      ['a refused API call', 'GET', '/api/de/shopinfo/config?shop=3', 422],
      ['an unknown API path', 'GET', '/api/de/nothing', 404],
      ['malformed JSON', 'POST', '/api/de/nothing', 400],
      ['the web app', 'GET', '/de/tickets', 200],
      ['an asset', 'GET', '/assets/index-Ab12Cd34.js', 200],
      ['a static file', 'GET', '/static/logo.svg', 200],
    ])('are on %s', async (_what, method, url, status) => {
      const res = await app.inject({
        method: method as 'GET' | 'POST',
        url,
        ...(method === 'POST'
          ? { headers: { 'content-type': 'application/json' }, payload: '{"broken":' }
          : {}),
      });
      expect(res.statusCode).toBe(status);
      expect(res.headers['content-security-policy']).toBe(EXPECTED_CSP);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toBe('camera=(), microphone=(), geolocation=()');
      expect(res.headers['x-frame-options']).toBeUndefined();
    });

    it('let the back office page use the camera and the QR decoder (WebAssembly), not the shop', async () => {
      const page = await app.inject({ method: 'GET', url: '/admin/scan' });
      expect(page.statusCode).toBe(200);
      expect(page.headers['permissions-policy']).toBe(
        'camera=(self), microphone=(), geolocation=()',
      );
      expect(page.headers['content-security-policy']).toContain(
        "script-src 'self' 'wasm-unsafe-eval';",
      );
      const shop = await app.inject({ method: 'GET', url: '/de/tickets' });
      expect(shop.headers['content-security-policy']).not.toContain('wasm');
    });

    it.each(['/admin/', '/admin/scan', '/admin', '/admin/orders?page=2'])(
      'let no site frame the back office page %s, whatever the shop allows',
      async (url) => {
        const page = await app.inject({ method: 'GET', url });
        expect(page.statusCode).toBe(200);
        expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'none'$/);
        const shop = await app.inject({ method: 'GET', url: '/de/tickets' });
        expect(shop.headers['content-security-policy']).toMatch(
          /frame-ancestors 'self' https:\/\/www\.stadtmuseum-lindenau\.example$/,
        );
      },
    );
  });

  describe('without a web build', () => {
    it('answers 404 JSON for client routes and still serves the static files', async () => {
      const apiOnly = await createTestApp(database, {
        webRoot: path.join(folder, 'not-built'),
        staticRoot,
      });
      const page = await apiOnly.inject({ method: 'GET', url: '/de/tickets' });
      const logo = await apiOnly.inject({ method: 'GET', url: '/static/logo.svg' });
      await apiOnly.close();
      expect(page.statusCode).toBe(404);
      expect(page.json()).toMatchObject({ error: 'NOT_FOUND' });
      expect(page.headers['content-security-policy']).toMatch(/frame-ancestors 'self'$/);
      expect(logo.statusCode).toBe(200);
    });
  });
});
