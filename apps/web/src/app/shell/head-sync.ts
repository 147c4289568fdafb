/**
 * Keeps the head the server wrote (canonical, hreflang alternates, robots, Open Graph,
 * JSON-LD, image preload, each marked `data-foyer-head`) true while the visitor moves through the
 * shop without reloading. The same tags are updated in place, never added twice; what only the
 * server knows of the first page (its JSON-LD, image preload and image) is dropped once the visitor
 * has left it.
 */
import {
  hreflangAlternates,
  isIndexable,
  localizedPagePath,
  type Language,
  type RouteName,
} from '@foyer/domain';

const MARK = 'data-foyer-head';

export interface HeadState {
  pathname: string;
  lang: Language;
  languages: readonly Language[];
  routeName: RouteName | null;
  title: string;
  description: string;
  origin: string;
}

/** The one marked element found by `selector`, made when missing (and extra copies removed). */
function single(doc: Document, tag: string, selector: string, attributes: Record<string, string>) {
  const found = [...doc.head.querySelectorAll<HTMLElement>(selector)];
  for (const extra of found.slice(1)) extra.remove();
  const element = found[0] ?? doc.head.appendChild(doc.createElement(tag));
  element.setAttribute(MARK, '');
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

function setMeta(doc: Document, key: 'name' | 'property', id: string, content: string | null) {
  const selector = `meta[${key}="${id}"]`;
  if (content === null) {
    doc.head.querySelectorAll(selector).forEach((element) => element.remove());
    return;
  }
  single(doc, 'meta', selector, { [key]: id, content });
}

/** Brings the head in line with the page now shown; `left` drops the first page's own data. */
export function syncHead(doc: Document, state: HeadState, left: boolean): void {
  const path = localizedPagePath(state.pathname, state.lang, state.languages);
  const canonical = path === null ? null : `${state.origin}${path}`;
  if (left) {
    doc.head
      .querySelectorAll(
        `script[type="application/ld+json"][${MARK}], link[rel="preload"][as="image"][${MARK}]`,
      )
      .forEach((element) => element.remove());
    setMeta(doc, 'property', 'og:image', null);
    setMeta(doc, 'property', 'og:type', 'website');
  }
  setMeta(doc, 'name', 'description', state.description);
  setMeta(doc, 'property', 'og:description', state.description);
  setMeta(doc, 'property', 'og:title', state.title);
  setMeta(doc, 'property', 'og:locale', state.lang);
  setMeta(doc, 'property', 'og:url', canonical);
  setMeta(doc, 'name', 'robots', isIndexable(state.routeName) ? null : 'noindex');

  if (canonical === null)
    doc.head.querySelectorAll('link[rel="canonical"]').forEach((l) => l.remove());
  else single(doc, 'link', 'link[rel="canonical"]', { rel: 'canonical', href: canonical });

  doc.head.querySelectorAll('link[rel="alternate"][hreflang]').forEach((link) => link.remove());
  if (canonical === null) return;
  for (const alternate of hreflangAlternates(state.pathname, state.languages)) {
    const link = doc.createElement('link');
    link.setAttribute(MARK, '');
    link.rel = 'alternate';
    link.hreflang = alternate.hreflang;
    link.href = `${state.origin}${alternate.path}`;
    doc.head.appendChild(link);
  }
}

/** The translation key of the description of a screen: its list introduction, else the home one. */
export function descriptionKey(routeName: RouteName | null): string {
  switch (routeName) {
    case 'tickets':
      return 'tickets.list.intro';
    case 'guidedTours':
      return 'tours.list.intro';
    case 'merchandise':
      return 'merchandise.lead';
    case 'passes':
      return 'passes.lead';
    case 'vouchers':
      return 'vouchers.lead';
    default:
      return 'home.intro';
  }
}
