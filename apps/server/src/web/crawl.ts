/**
 * What crawlers ask the shop for besides its pages: `robots.txt` and
 * `sitemap.xml` listing every catalog page in every shop language, each with its hreflang
 * alternates (https://www.sitemaps.org, Google's `xhtml:link` extension).
 */
import {
  absoluteUrl,
  ANNUAL_PASS_PRODUCT_KIND,
  hreflangAlternates,
  isRouteSwitchedOn,
  routePath,
  type Language,
  type RouteName,
} from '@foyer/domain';
import { staticPageId } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../deps';
import { escapeHtml } from '../http/html';
import {
  listEvents,
  listCategories,
  listMerchandise,
  listTours,
  listVoucherTypes,
} from '../modules/catalog';
import { page, type ContentLog } from '../modules/content';

/** Crawlers may read everything but the API and the back office. */
export function robotsTxt(publicBaseUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /admin/',
    '',
    `Sitemap: ${absoluteUrl(publicBaseUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');
}

interface PageRef {
  name: RouteName;
  params?: Record<string, string | number>;
}

/** Every catalog page of the shop (in its default language's terms): lists, items, static pages. */
export async function catalogPages(deps: AppDeps, log: ContentLog): Promise<PageRef[]> {
  const { shop } = deps.config;
  const lang: Language = shop.languages[0] ?? 'de';
  const on = (name: RouteName) => isRouteSwitchedOn(name, shop);
  const [events, tours, articles, categories, vouchers] = await Promise.all([
    on('event') ? listEvents(deps, lang) : [],
    on('guidedTour') ? listTours(deps, lang) : [],
    on('product') ? listMerchandise(deps, lang) : [],
    on('merchandiseCategory') ? listCategories(deps, lang, undefined) : [],
    on('voucher') ? listVoucherTypes(deps, lang) : [],
  ]);
  const pages: PageRef[] = [{ name: 'home' }];
  const lists: RouteName[] = ['tickets', 'guidedTours', 'merchandise', 'passes', 'vouchers'];
  pages.push(...lists.filter(on).map((name) => ({ name })));
  pages.push(...events.map((event) => ({ name: 'event' as const, params: { id: event.id } })));
  pages.push(...tours.map((tour) => ({ name: 'guidedTour' as const, params: { id: tour.id } })));
  for (const article of articles) {
    const pass = article.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND;
    if (pass ? on('pass') : shop.hasMerchandise) {
      pages.push({ name: pass ? 'pass' : 'product', params: { id: article.id } });
    }
  }
  pages.push(
    ...categories.map((category) => ({
      name: 'merchandiseCategory' as const,
      params: { category: category.id },
    })),
  );
  pages.push(
    ...vouchers.map((voucher) => ({ name: 'voucher' as const, params: { id: voucher.id } })),
  );
  for (const id of staticPageId.options) {
    if (id === 'shipping' && !shop.hasMerchandise) continue;
    if ((await page(deps, lang, id, log)) === null) continue;
    pages.push(id === 'shipping' ? { name: 'shippingPage' } : { name: 'page', params: { id } });
  }
  return pages;
}

/** The sitemap: one `<url>` per page and language, each naming all its language versions. */
export function sitemapXml(
  pages: readonly PageRef[],
  languages: readonly Language[],
  publicBaseUrl: string,
): string {
  const urls: string[] = [];
  for (const ref of pages) {
    const first = languages[0] ?? 'de';
    const alternates = hreflangAlternates(routePath(ref.name, first, ref.params), languages);
    const links = alternates
      .map(
        (alternate) =>
          `    <xhtml:link rel="alternate" hreflang="${alternate.hreflang}" href="${escapeHtml(absoluteUrl(publicBaseUrl, alternate.path))}"/>`,
      )
      .join('\n');
    for (const alternate of alternates) {
      if (alternate.hreflang === 'x-default') continue;
      const loc = escapeHtml(absoluteUrl(publicBaseUrl, alternate.path));
      urls.push(`  <url>\n    <loc>${loc}</loc>\n${links}\n  </url>`);
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** Serves `/robots.txt` and `/sitemap.xml` (revalidated: the catalog changes). */
export function crawlRoutes(app: FastifyInstance, deps: AppDeps): void {
  const base = deps.config.server.publicBaseUrl;
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(base)),
  );
  app.get('/sitemap.xml', async (request, reply) => {
    const pages = await catalogPages(deps, request.log);
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .send(sitemapXml(pages, deps.config.shop.languages, base));
  });
}
