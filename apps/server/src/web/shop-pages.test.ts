/**
 * A kept shop page is drawn again only when an API answer it was drawn from changed, or when its
 * drawing is old: hand-driven time, a stand-in renderer and a bare Fastify app for the API.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { KEPT_PAGE_REDRAW_MS } from '@foyer/domain';
import type { Clock } from '../clock';
import { scrapeThisProcess } from '../modules/metrics/testing';
import { matchesEtag, ReadCache } from '../modules/read-cache';
import { demoConfig } from '../testing/app';
import { shopPages, type ShopPageAnswer, type ShopRenderer } from './shop-pages';

const TEMPLATE = '<!doctype html><html><body><div id="root"></div></body></html>';
const EVENT_PAGE = '/en/tickets/1';
const REQUEST = { url: EVENT_PAGE, headers: {} };

describe('kept shop pages', () => {
  let app: FastifyInstance;
  /** Hand-driven monotonic milliseconds, for the read cache and the pages alike. */
  let time: number;
  let wallClock: number;
  const clock: Clock = { now: () => new Date(wallClock) };
  /** What the API answers: places with a validator, the opening hours without one. */
  let places: number;
  let hours: string;
  let asked: string[];
  let renders: number;
  /** A render writes (a `POST`) before drawing: such a page is never sent again undrawn. */
  let writes: boolean;

  const renderer: ShopRenderer = {
    async renderShopPage({ fetch: fetchInProcess }) {
      renders += 1;
      if (writes) await fetchInProcess('/api/en/visits', { method: 'POST', body: '{}' });
      const placesAnswer = (await (await fetchInProcess('/api/en/places')).json()) as {
        data: number;
      };
      const hoursAnswer = await (await fetchInProcess('/api/en/hours')).text();
      return {
        kind: 'page',
        status: 200,
        // The drawing's number stands for the time a real render writes into the page's data.
        html: `<p>${placesAnswer.data} places, ${hoursAnswer}, drawing ${renders}</p>`,
        state: '{}',
        head: null,
        theme: null,
      };
    },
    fillTemplate: (template, page) =>
      template.replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>`),
  };

  beforeEach(async () => {
    time = 0;
    wallClock = Date.UTC(2026, 11, 2, 9);
    places = 40;
    hours = 'open 10–18';
    asked = [];
    renders = 0;
    writes = false;
    app = Fastify();
    app.addHook('onRequest', async (request) => {
      asked.push(`${request.method} ${request.url}`);
    });
    app.get('/api/en/places', async (request, reply) => {
      const body = JSON.stringify({ data: places });
      const etag = `"places-${places}"`;
      reply.header('etag', etag).type('application/json');
      if (matchesEtag(request.headers['if-none-match'], etag)) return reply.code(304).send();
      return body;
    });
    app.get('/api/en/hours', async () => hours);
    app.post('/api/en/visits', async () => ({ data: 'noted' }));
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
  });

  function pages() {
    const readCache = new ReadCache({
      catalogMs: 60_000,
      availabilityMs: 1000,
      maxEntries: 100,
      clock,
      monotonic: () => time,
    });
    return {
      readCache,
      pages: shopPages(
        app,
        { config: demoConfig(), clock, readCache },
        renderer,
        TEMPLATE,
        undefined,
        () => time,
      ),
    };
  }

  function html(answer: ShopPageAnswer) {
    if (answer.kind !== 'html') throw new Error(`a ${answer.kind}, not a page`);
    return { body: answer.body.toString(), etag: answer.etag };
  }

  it('keeps the drawing when its time is up and every answer it read is the same', async () => {
    const { pages: shop } = pages();
    const first = html(await shop.answer(REQUEST, EVENT_PAGE));
    expect(first.body).toContain('40 places, open 10–18, drawing 1');
    asked = [];
    const before = await scrapeThisProcess();
    // Past the page's lifetime (1 s): the answers are asked again, the page is not drawn again.
    time = 1500;
    const again = html(await shop.answer(REQUEST, EVENT_PAGE));
    expect(renders).toBe(1);
    expect(again).toEqual(first);
    expect(asked).toEqual(['GET /api/en/places', 'GET /api/en/hours']);
    const after = await scrapeThisProcess();
    const kept = 'foyer_shop_page_refreshes_total{outcome="kept"}';
    expect((after.get(kept) ?? 0) - (before.get(kept) ?? 0)).toBe(1);
    // It is kept for another lifetime from now, sent without waiting.
    time = 1800;
    expect(shop.peek(REQUEST, EVENT_PAGE)?.etag).toBe(first.etag);
  });

  it('draws the page again when an answer with a validator changed', async () => {
    const { pages: shop } = pages();
    const first = html(await shop.answer(REQUEST, EVENT_PAGE));
    places = 39;
    time = 1500;
    const again = html(await shop.answer(REQUEST, EVENT_PAGE));
    expect(renders).toBe(2);
    expect(again.body).toContain('39 places, open 10–18, drawing 2');
    expect(again.etag).not.toBe(first.etag);
  });

  it('draws the page again when an answer without a validator changed', async () => {
    const { pages: shop } = pages();
    await shop.answer(REQUEST, EVENT_PAGE);
    hours = 'closed today';
    time = 1500;
    expect(html(await shop.answer(REQUEST, EVENT_PAGE)).body).toContain(
      '40 places, closed today, drawing 2',
    );
  });

  it('draws the page again once its drawing is older than the redraw time, answers unchanged', async () => {
    const { pages: shop } = pages();
    await shop.answer(REQUEST, EVENT_PAGE);
    // Asked again each time its lifetime is up, so that every answer waits for the decision.
    for (time = 1500; time < KEPT_PAGE_REDRAW_MS; time += 1500) {
      await shop.answer(REQUEST, EVENT_PAGE);
      expect(renders).toBe(1);
    }
    expect(html(await shop.answer(REQUEST, EVENT_PAGE)).body).toContain('drawing 2');
  });

  it('draws the page again when the clock jumps (the museum may have a new day)', async () => {
    const { pages: shop } = pages();
    await shop.answer(REQUEST, EVENT_PAGE);
    time = 1500;
    wallClock += 6 * 3_600_000;
    expect(html(await shop.answer(REQUEST, EVENT_PAGE)).body).toContain('drawing 2');
  });

  it('draws the page again after a change of the catalog', async () => {
    const { pages: shop, readCache } = pages();
    await shop.answer(REQUEST, EVENT_PAGE);
    readCache.invalidate('all');
    expect(html(await shop.answer(REQUEST, EVENT_PAGE)).body).toContain('drawing 2');
  });

  it('never sends again undrawn a page whose render wrote', async () => {
    writes = true;
    const { pages: shop } = pages();
    await shop.answer(REQUEST, EVENT_PAGE);
    time = 1500;
    expect(html(await shop.answer(REQUEST, EVENT_PAGE)).body).toContain('drawing 2');
  });
});
