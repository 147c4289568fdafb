/**
 * Kept catalog pages answered in front of the app (http/server-front.ts): over a real socket, the
 * second visitor of a kept page gets it without the app's hooks running, with the very bytes and
 * headers the app sent the first; what only the app can answer still reaches it; and at `info`,
 * where every request is logged, the app answers every request.
 */
import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { NOTICE_COOKIE } from '@foyer/domain';
import type { Database } from '../db/client';
import { parsePrometheusText } from '../modules/metrics/testing';
import { CATALOG_CHANNEL } from '../modules/read-cache/testing';
import { createTestApp, demoConfig } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import type { ShopRenderer } from './shop-pages';

const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head><title>Foyer</title><script type="module" crossorigin src="/assets/index-1.js"></script></head>
  <body><div id="root"></div></body>
</html>
`;
/** Large enough to be compressed (over 1 KB). */
const FILLER = Array.from({ length: 80 }, (_, i) => `<p>Room ${i} of the museum</p>`).join('');

/** Draws the shop's name and, for a first visit, the cookie notice; counts its renders. */
function fakeRenderer() {
  const renders: string[] = [];
  const renderer: ShopRenderer = {
    async renderShopPage({ url, fetch: fetchInProcess, noticeAccepted }) {
      renders.push(url);
      const answer = await fetchInProcess('/api/en/shopinfo/config?shop=2');
      const config = (await answer.json()) as { data: { siteName: string } };
      const notice = noticeAccepted ? '' : '<section class="cookie-notice"></section>';
      return {
        kind: 'page',
        status: 200,
        html: `<h1>${config.data.siteName} ${renders.length}</h1>${notice}${FILLER}`,
        state: '{}',
        head: null,
        theme: null,
      };
    },
    fillTemplate: (template, page) =>
      template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`),
  };
  return { renderer, renders };
}

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** A request over the socket, its body as sent (not decoded); the headers without `date`. */
function get(
  base: string,
  url: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${url}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const all: Record<string, string> = {};
        for (const [key, value] of Object.entries(res.headers)) {
          if (key !== 'date' && value !== undefined) all[key] = String(value);
        }
        resolve({ status: res.statusCode ?? 0, headers: all, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

function text(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.body).toString('utf8');
  return answer.body.toString('utf8');
}

describe.each(testDatabaseKinds())('kept pages in front of the app on $name', ({ open }) => {
  let database: Database;
  let folder: string;
  let webRoot: string;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await open();
    folder = mkdtempSync(path.join(tmpdir(), 'foyer-front-'));
    webRoot = path.join(folder, 'web');
    mkdirSync(path.join(webRoot, 'assets'), { recursive: true });
    writeFileSync(path.join(webRoot, 'index.html'), INDEX_HTML);
    writeFileSync(path.join(webRoot, 'assets', 'index-1.js'), 'export {};\n');
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
  });

  afterAll(async () => {
    await database.close();
    rmSync(folder, { recursive: true, force: true });
  });

  /** The app listening on a free port, with a count of the requests its hooks saw. */
  async function listening(options: { logLines?: string[] } = {}) {
    const fake = fakeRenderer();
    const { logLines } = options;
    const demo = demoConfig();
    const app = await createTestApp(database, {
      // Metrics on a port of their own (0: any free one).
      config: { ...demo, server: { ...demo.server, metrics: { port: 0, host: '127.0.0.1' } } },
      webRoot,
      staticRoot: null,
      renderer: fake.renderer,
      ...(logLines
        ? {
            logStream: new Writable({
              write(chunk: Buffer, _encoding, done) {
                logLines.push(chunk.toString('utf8'));
                done();
              },
            }),
          }
        : {}),
    });
    apps.push(app);
    const seen: string[] = [];
    app.addHook('onRequest', (request, _reply, done) => {
      seen.push(request.url);
      done();
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const scrape = async () => {
      const text = await (await fetch(`http://127.0.0.1:${app.metricsPort}/metrics`)).text();
      return parsePrometheusText(text);
    };
    return { base: `http://127.0.0.1:${address.port}`, seen, renders: fake.renders, scrape };
  }

  it('sends a kept page again without the app, with the same bytes and headers', async () => {
    const { base, seen, renders, scrape } = await listening();
    const url = '/en/page/imprint?front=1';
    const before = await scrape();
    for (const encoding of ['br', 'gzip', 'identity']) {
      const asked = { 'accept-encoding': encoding };
      const first = await get(base, url, asked);
      const again = await get(base, url, asked);
      expect(first.status).toBe(200);
      expect(again).toEqual(first);
      expect(text(again)).toMatch(/<h1>[^<]+ 1<\/h1>/);
      expect(again.headers['content-encoding']).toBe(
        encoding === 'identity' ? undefined : encoding,
      );
      expect(again.headers['content-length']).toBe(String(again.body.length));
      expect(again.headers['content-security-policy']).toContain('frame-ancestors');
    }
    // The first request drew the page, the app's hooks saw it; the next ones went past the app.
    expect(renders).toHaveLength(1);
    expect(seen.filter((seenUrl) => seenUrl === url)).toHaveLength(1);
    // HEAD: the same headers, no body.
    const head = await get(base, url, { 'accept-encoding': 'br' }, 'HEAD');
    const full = await get(base, url, { 'accept-encoding': 'br' });
    expect(head.status).toBe(200);
    expect(head.body).toHaveLength(0);
    expect(head.headers).toEqual(full.headers);
    expect(seen.filter((seenUrl) => seenUrl === url)).toHaveLength(1);
    // Every answer is counted, those sent in front of the app too (at the scrape), as are the hits.
    const after = await scrape();
    const moved = (name: string) => (after.get(name) ?? 0) - (before.get(name) ?? 0);
    expect(moved('foyer_http_requests_total{method="GET",route="unmatched",status="2xx"}')).toBe(7);
    expect(moved('foyer_http_requests_total{method="HEAD",route="unmatched",status="2xx"}')).toBe(
      1,
    );
    expect(
      moved('foyer_read_cache_lookups_total{kind="catalog",result="hit"}'),
    ).toBeGreaterThanOrEqual(6);
  });

  it('keeps the page of a visitor who accepted the cookie notice apart', async () => {
    const { base } = await listening();
    const url = '/en/page/imprint?front=2';
    const accepted = { cookie: `${NOTICE_COOKIE}=accepted`, 'accept-encoding': 'identity' };
    const open = await get(base, url, { 'accept-encoding': 'identity' });
    await get(base, url, accepted);
    expect(text(await get(base, url, accepted))).not.toContain('cookie-notice');
    expect(text(await get(base, url, { 'accept-encoding': 'identity' }))).toBe(text(open));
    expect(text(open)).toContain('cookie-notice');
  });

  it('leaves validators, undrawn pages, other paths and a changed catalog to the app', async () => {
    const { base, seen, renders } = await listening();
    const url = '/en/page/imprint?front=3';
    const first = await get(base, url);
    const etag = first.headers.etag ?? '';
    expect(etag).not.toBe('');
    // A browser that has the page gets 304 from the app.
    const unchanged = await get(base, url, { 'if-none-match': etag });
    expect(unchanged.status).toBe(304);
    // A request for the undrawn page gets it from the app.
    const undrawn = await get(base, url, { 'x-foyer-draw': 'browser' });
    expect(text(undrawn)).toContain('<div id="root"></div>');
    // An API call and a page that is not kept (the basket) are the app's.
    expect((await get(base, '/api/health')).status).toBe(200);
    await get(base, '/en/checkout');
    await get(base, '/en/checkout');
    expect(seen.filter((seenUrl) => seenUrl === url)).toHaveLength(3);
    expect(seen.filter((seenUrl) => seenUrl === '/en/checkout')).toHaveLength(2);
    // A change of the catalog forgets the kept page: a next request draws it anew.
    const drawn = renders.length;
    await database.db.execute(sql.raw(`NOTIFY ${CATALOG_CHANNEL}`));
    await expect
      .poll(async () => {
        await get(base, url);
        return renders.length;
      })
      .toBe(drawn + 1);
    expect(seen.filter((seenUrl) => seenUrl === url).length).toBeGreaterThanOrEqual(4);
  });

  it('lets the app answer every request while each request is logged (info)', async () => {
    const logLines: string[] = [];
    const previous = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'info';
    try {
      const { base, seen } = await listening({ logLines });
      const url = '/en/page/imprint?front=4';
      await get(base, url);
      await get(base, url);
      expect(seen.filter((seenUrl) => seenUrl === url)).toHaveLength(2);
      const completed = logLines.filter((line) => line.includes('request completed'));
      expect(completed.length).toBeGreaterThanOrEqual(2);
    } finally {
      if (previous === undefined) delete process.env.LOG_LEVEL;
      else process.env.LOG_LEVEL = previous;
    }
  });
});
