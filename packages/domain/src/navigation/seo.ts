/**
 * What search engines are told about a page of the shop:
 * which screens may be indexed, the canonical address of a page and its `hreflang` alternates. The
 * server writes these into the HTML it serves and into the sitemap; the web app keeps them in sync
 * on client navigation.
 */
import { parseLangSegment, splitPath, type Language } from './languages';
import { matchRoute, type RouteName } from './routes';

/**
 * The screens worth finding in a search engine: the catalog, its pages and the static pages.
 * The basket is indexable too (an empty basket for a crawler, but the page every visitor passes
 * through; docs/decisions.md "Pages search engines understand"); it is no catalog page, so the
 * sitemap does not list it. Account, checkout steps and login screens are private: `noindex`.
 */
export const INDEXABLE_ROUTES = [
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
  'shippingPage',
  'page',
  'checkout',
] as const satisfies readonly RouteName[];

/** True when a screen may be indexed (see `INDEXABLE_ROUTES`). */
export function isIndexable(name: RouteName | null | undefined): boolean {
  return (INDEXABLE_ROUTES as readonly (RouteName | null | undefined)[]).includes(name);
}

/** An alternate language version of a page: `hreflang` and its path (`x-default`: the default). */
export interface HreflangAlternate {
  readonly hreflang: Language | 'x-default';
  readonly path: string;
}

/**
 * The page's path in `lang` without query, hash, empty segments or trailing slash: `/de` for home,
 * `/en/tickets/5`. Every address of a page (with or without the language, with a slash at the end)
 * has this one canonical form. Null for a path that is no localized screen.
 */
export function localizedPagePath(
  pathname: string,
  lang: Language,
  languages: readonly Language[],
): string | null {
  const { path } = splitPath(pathname);
  const match = matchRoute(path, languages);
  if (match === null || !match.route.localized) return null;
  const rest = parseLangSegment(path, languages)
    .rest.split('/')
    .filter((segment) => segment.length > 0);
  return `/${[lang, ...rest].join('/')}`;
}

/**
 * The alternates of a page: one per shop language, then `x-default` pointing at the default
 * language (the shop's first), as search engines expect them on every language version.
 */
export function hreflangAlternates(
  pathname: string,
  languages: readonly Language[],
): HreflangAlternate[] {
  const alternates: HreflangAlternate[] = [];
  for (const lang of languages) {
    const path = localizedPagePath(pathname, lang, languages);
    if (path !== null) alternates.push({ hreflang: lang, path });
  }
  const first = alternates[0];
  return first ? [...alternates, { hreflang: 'x-default', path: first.path }] : [];
}

/** An absolute URL of a path on the shop's public origin (`publicBaseUrl`, with or without a path). */
export function absoluteUrl(publicBaseUrl: string, path: string): string {
  return `${publicBaseUrl.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
}
