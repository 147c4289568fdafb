import type { FastifyInstance } from 'fastify';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { seedDemoIfEmpty } from '../seed/demo';
import { createTestApp, demoConfig, TEST_NOW } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import { tourFacts } from './page-head';

const INDEX_HTML = `<!doctype html>
<html lang="de">
  <head>
    <meta charset="UTF-8" />
    <meta name="description" content="Tickets, guided tours, merchandise and gift vouchers" />
    <title>Foyer</title>
    <script type="module" crossorigin src="/assets/index-Ab12Cd34.js"></script>
  </head>
  <body><div id="root"><p id="foyer-boot-name"></p></div></body>
</html>
`;

const config = demoConfig();
const BASE = 'https://shop.stadtmuseum-lindenau.example';
const LANGS = config.shop.languages;

/** The attributes of every `<tag …>` of the page whose attributes match. */
function tags(html: string, name: string): Record<string, string>[] {
  return [...html.matchAll(new RegExp(`<${name}\\b([^>]*)>`, 'gi'))].map(([, attributes]) =>
    Object.fromEntries(
      [...(attributes ?? '').matchAll(/([a-z:-]+)="([^"]*)"/gi)].map(([, key, value]) => [
        key ?? '',
        (value ?? '')
          .replace(/&amp;/g, '&')
          .replace(/&quot;/g, '"')
          .replace(/&#39;/g, "'"),
      ]),
    ),
  );
}

function metaContent(html: string, key: string): string[] {
  return tags(html, 'meta')
    .filter((meta) => meta.name === key || meta.property === key)
    .map((meta) => meta.content ?? '');
}

function linkHrefs(html: string, rel: string): Record<string, string>[] {
  return tags(html, 'link').filter((link) => link.rel === rel);
}

function titleOf(html: string): string[] {
  return [...html.matchAll(/<title>([\s\S]*?)<\/title>/g)].map(([, title]) => title ?? '');
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => JSON.parse(body ?? '') as Record<string, unknown>,
  );
}

describe.each(testDatabaseKinds())('page heads on $name', ({ open }) => {
  let database: Database;
  let folder: string;
  let app: FastifyInstance;
  let event: { id: number; name: string };
  let tour: { id: number; name: string };
  let product: { id: number; name: string; price: number; stock: number };

  beforeAll(async () => {
    database = await open();
    folder = mkdtempSync(path.join(tmpdir(), 'foyer-page-head-'));
    mkdirSync(path.join(folder, 'assets'));
    writeFileSync(path.join(folder, 'index.html'), INDEX_HTML);
    await seedDemoIfEmpty(database.db, TEST_NOW, config);
    app = await createTestApp(database, {
      webRoot: folder,
      config: { ...config, server: { ...config.server, publicBaseUrl: BASE } },
    });
    const list = async <T>(url: string) => (await app.inject(url)).json<{ data: T[] }>().data;
    const events = await list<{ id: number; name: string }>('/api/en/event/select');
    const tours = await list<{ id: number; name: string }>('/api/en/tour/select/event');
    const articles = await list<{
      id: number;
      name: string;
      price: number;
      stock: number;
      product_kind_ref: number | null;
    }>('/api/en/merchandise/select');
    event = events[0] ?? { id: 0, name: '' };
    tour = tours[0] ?? { id: 0, name: '' };
    product = articles.find((article) => article.product_kind_ref !== 13) ?? {
      id: 0,
      name: '',
      price: 0,
      stock: 0,
    };
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('the demo has an event, a tour and an article to describe', () => {
    expect(event.id).toBeGreaterThan(0);
    expect(tour.id).toBeGreaterThan(0);
    expect(product.id).toBeGreaterThan(0);
  });

  it('writes the home page head: one title, description, canonical, hreflang, Open Graph', async () => {
    const res = await app.inject('/en');
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toMatch(/<html lang="en">/);
    expect(titleOf(html)).toEqual(['Lindenau City Museum']);
    expect(metaContent(html, 'description')).toEqual([
      'Plan your visit online: choose below what you would like to do.',
    ]);
    expect(linkHrefs(html, 'canonical').map((link) => link.href)).toEqual([`${BASE}/en`]);
    const alternates = linkHrefs(html, 'alternate');
    expect(alternates.map((link) => link.hreflang)).toEqual([...LANGS, 'x-default']);
    expect(alternates.find((link) => link.hreflang === 'fr')?.href).toBe(`${BASE}/fr`);
    expect(alternates.find((link) => link.hreflang === 'x-default')?.href).toBe(`${BASE}/de`);
    expect(metaContent(html, 'og:title')).toEqual(['Lindenau City Museum']);
    expect(metaContent(html, 'og:url')).toEqual([`${BASE}/en`]);
    expect(metaContent(html, 'robots')).toEqual([]);
    // The loading state names the museum before any script runs.
    expect(html).toContain('<p id="foyer-boot-name">Lindenau City Museum</p>');
  });

  it('preloads the home banner, the largest image of the first view', async () => {
    const banners = (await app.inject('/api/en/static/content')).json<{
      data: { banners: { group: string; image: string; sequence_no: number }[] };
    }>().data.banners;
    const first = banners
      .filter((banner) => banner.group === 'home')
      .sort((a, b) => a.sequence_no - b.sequence_no)[0];
    const preloads = linkHrefs((await app.inject('/en')).body, 'preload');
    if (!first) {
      expect(preloads).toEqual([]);
      return;
    }
    expect(preloads.length).toBeGreaterThan(0);
    expect(preloads.every((link) => link.as === 'image')).toBe(true);
    expect(preloads.map((link) => link.href)).toContain(first.image.replaceAll('{width}', ''));
  });

  it('describes an event with schema.org Event, its offers, availability, dates and place', async () => {
    const res = await app.inject(`/de/tickets/${event.id}?date=2026-11-22`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    const deName = (await app.inject('/api/de/event/select'))
      .json<{ data: { id: number; name: string }[] }>()
      .data.find((candidate) => candidate.id === event.id)?.name;
    expect(titleOf(html)).toEqual([`${deName} - Stadtmuseum Lindenau`]);
    expect(linkHrefs(html, 'canonical')[0]?.href).toBe(`${BASE}/de/tickets/${event.id}`);
    const [data, ...more] = jsonLd(html);
    expect(more).toEqual([]);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: deName,
      url: `${BASE}/de/tickets/${event.id}`,
      location: { '@type': 'Place' },
    });
    expect(String(data?.startDate)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00[+-]\d\d:\d\d$/);
    const tickets = (await app.inject(`/api/de/ticket/collect/event/${event.id}`)).json<{
      data: { tickets: { name: string; price: number; schedule: { max_tickets: number }[] }[] };
    }>().data.tickets;
    const offers = data?.offers as Record<string, unknown>[];
    expect(offers).toHaveLength(tickets.length);
    for (const [index, ticket] of tickets.entries()) {
      const available = ticket.schedule.some((entry) => entry.max_tickets > 0);
      expect(offers[index]).toEqual({
        '@type': 'Offer',
        name: ticket.name,
        price: (ticket.price / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability: available ? 'https://schema.org/InStock' : 'https://schema.org/SoldOut',
        url: `${BASE}/de/tickets/${event.id}`,
      });
    }
  });

  it('describes a guided tour with its offers', async () => {
    const res = await app.inject(`/en/guided-tours/${tour.id}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toEqual([`${tour.name} - Lindenau City Museum`]);
    const [data] = jsonLd(res.body);
    expect(data).toMatchObject({ '@type': 'TouristTrip', name: tour.name });
    const offers = data?.offers as Record<string, unknown>[];
    expect(offers.length).toBeGreaterThan(0);
    for (const offer of offers) {
      expect(offer).toMatchObject({ '@type': 'Offer', priceCurrency: 'EUR' });
      expect(offer.price).toMatch(/^\d+\.\d\d$/);
      expect(['https://schema.org/InStock', 'https://schema.org/SoldOut']).toContain(
        offer.availability,
      );
    }
  });

  /** The server's first view (issue 21): what stands in front of the hidden app root. */
  function firstView(html: string): string | null {
    const match = /<div id="foyer-first-view"[^>]*>([\s\S]*?)\n\s*<div id="root" hidden>/.exec(
      html,
    );
    return match?.[1] ?? null;
  }

  it("draws an event's first view in the page's language in front of the hidden app root", async () => {
    type Listed = {
      id: number;
      name: string;
      venue: string;
      image: string | null;
      end: string | null;
    };
    const listed = async (lang: string) =>
      (await app.inject(`/api/${lang}/event/select`))
        .json<{ data: Listed[] }>()
        .data.find((candidate) => candidate.id === event.id);
    for (const lang of ['de', 'en', 'fr']) {
      const item = await listed(lang);
      const html = (await app.inject(`/${lang}/tickets/${event.id}`)).body;
      const view = firstView(html);
      expect(view, lang).not.toBeNull();
      expect(view).toContain(`<h1 class="detail-intro__title">${item?.name}</h1>`);
      // The line of the event's dates that the app writes under the title keeps its place.
      const when = '<p class="detail-intro__when" aria-hidden="true">&#160;</p>';
      if (item?.end) expect(view).toContain(when);
      else expect(view).not.toContain(when);
      if (item?.image) expect(view).toContain(`src="${item.image}"`);
      // The museum's brand and a text paragraph of the description; no form, no script.
      expect(view).toMatch(/<a class="brand" href="\/[a-z]{2}">/);
      expect(view).toMatch(/<div class="prose detail-intro__text"><p>[^<]+<\/p>/);
      expect(view).not.toMatch(/<(form|script|button)\b/);
      // The app's root follows, hidden until the app has drawn the page.
      expect(html).toContain('<div id="root" hidden>');
    }
  });

  it("draws a tour's and the home page's first view", async () => {
    const tourView = firstView((await app.inject(`/en/guided-tours/${tour.id}`)).body);
    expect(tourView).toContain(`<h1 class="detail-intro__title">${tour.name}</h1>`);
    // The facts under the title in the app's words, so the picture does not move at the hand-over.
    expect(tourView).toMatch(
      /<ul class="detail-intro__facts"><li class="tag">Language: [^<]+<\/li>.*<li class="tag">Up to \d+ participants<\/li>/,
    );
    const home = firstView((await app.inject('/en')).body);
    expect(home).toContain('<h1 class="hero__title">Lindenau City Museum</h1>');
    expect(home).toContain(
      '<p class="hero__lead">Plan your visit online: choose below what you would like to do.</p>',
    );
    expect(home).toMatch(/<img class="banner__image" src="[^"]+"/);
    // The basket's contents live in the browser: its first view is the frame and the notice only.
    const basket = firstView((await app.inject('/en/checkout')).body);
    expect(basket).toContain('<main class="site-main"></main>');
  });

  it('adds the cookie notice to the first view until the visitor accepted it', async () => {
    const fresh = firstView((await app.inject(`/en/tickets/${event.id}`)).body);
    expect(fresh).toMatch(/<section class="cookie-notice[^"]*">[\s\S]*<p>[^<]{20,}<\/p>/);
    const accepted = await app.inject({
      url: `/en/tickets/${event.id}`,
      headers: { cookie: 'other=1; foyer-cookies=accepted' },
    });
    expect(firstView(accepted.body)).not.toBeNull();
    expect(firstView(accepted.body)).not.toContain('cookie-notice');
  });

  it('draws no first view for other screens and missing pages: the boot screen shows', async () => {
    for (const url of ['/en/login', '/en/tickets/999999', '/en/no-such-page']) {
      const html = (await app.inject(url)).body;
      expect(firstView(html), url).toBeNull();
      expect(html, url).toContain('<div id="root">');
    }
  });

  it('describes an article as a Product with its price and stock', async () => {
    const res = await app.inject(`/en/product/${product.id}`);
    expect(res.statusCode).toBe(200);
    expect(metaContent(res.body, 'og:type')).toEqual(['product']);
    const [data] = jsonLd(res.body);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: product.name,
      offers: {
        '@type': 'Offer',
        price: (product.price / 100).toFixed(2),
        priceCurrency: 'EUR',
        availability:
          product.stock > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      },
    });
  });

  it('gives an address without language the canonical URL in the default language', async () => {
    const res = await app.inject('/tickets/');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toEqual(['Eintrittskarten - Stadtmuseum Lindenau']);
    expect(linkHrefs(res.body, 'canonical')[0]?.href).toBe(`${BASE}/de/tickets`);
  });

  it.each(['/en/checkout/success', '/de/login', '/en/settings', '/en/order-review/abc'])(
    'keeps the private screen %s out of the index',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(200);
      expect(metaContent(res.body, 'robots')).toEqual(['noindex']);
      expect(jsonLd(res.body)).toEqual([]);
    },
  );

  it.each(['/en/tickets/999999', '/en/guided-tours/abc', '/en/product/999999', '/en/nowhere'])(
    'answers %s, which does not exist, with 404 and noindex',
    async (url) => {
      const res = await app.inject(url);
      expect(res.statusCode).toBe(404);
      expect(metaContent(res.body, 'robots')).toEqual(['noindex']);
      expect(titleOf(res.body)).toEqual(['Page not found - Lindenau City Museum']);
      expect(linkHrefs(res.body, 'canonical')).toEqual([]);
    },
  );

  it('answers robots.txt as text that points at the sitemap, not the app', async () => {
    const res = await app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).not.toContain('<html');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain(`Sitemap: ${BASE}/sitemap.xml`);
  });

  it('lists every catalog page in every language in the sitemap, with alternates', async () => {
    const res = await app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map(([, loc]) => loc);
    for (const lang of LANGS) {
      expect(locs).toContain(`${BASE}/${lang}`);
      expect(locs).toContain(`${BASE}/${lang}/tickets/${event.id}`);
      expect(locs).toContain(`${BASE}/${lang}/guided-tours/${tour.id}`);
      expect(locs).toContain(`${BASE}/${lang}/product/${product.id}`);
    }
    expect(locs.some((loc) => loc?.includes('/checkout'))).toBe(false);
    expect(new Set(locs).size).toBe(locs.length);
    // Each entry names all language versions and the default.
    const entry = res.body.split('<url>')[1] ?? '';
    expect([...entry.matchAll(/hreflang="([^"]+)"/g)].map(([, lang]) => lang)).toEqual([
      ...LANGS,
      'x-default',
    ]);
  });
});

describe('tourFacts', () => {
  const tour = { langName: 'Dansk', venue: '', max_participants: 1, min_participants: 0 };
  it("writes a tour's facts in the app's order and plural forms", () => {
    expect(tourFacts({ ...tour, duration: 90 }, 'da')).toEqual([
      'Sprog: Dansk',
      'Varighed: 90 min.',
      'Op til 1 deltager',
    ]);
    expect(
      tourFacts({ ...tour, venue: 'Saal 2', max_participants: 25, min_participants: 5 }, 'de'),
    ).toEqual(['Sprache: Dansk', 'Saal 2', 'Bis zu 25 Personen', 'Mindestens 5 Personen']);
  });
});
