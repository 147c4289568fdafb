/**
 * Writes a page's head (`PageHead`) into the web app's index.html (issue 21): the language, title
 * and description replace the build's own; canonical, hreflang alternates, robots, Open Graph, the
 * image preload and the JSON-LD are added after the title, each marked `data-foyer-head` so the web
 * app can keep them in sync on client navigation without duplicating them; the site name fills the
 * `#foyer-boot-name` element of the loading state when the page has one.
 */
import type { ImagePreload, PageHead } from './page-head';

/** The attribute marking the tags the server writes for one page. */
export const HEAD_MARK = 'data-foyer-head';

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

/** JSON that cannot end its `<script>` element or open a comment inside it. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function tag(name: string, attributes: Record<string, string | undefined>): string {
  const written = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(value)}"`)
    .join('');
  return `<${name} ${HEAD_MARK}${written} />`;
}

function meta(key: 'name' | 'property', id: string, content: string): string {
  return tag('meta', { [key]: id, content });
}

function preloadTag(preload: ImagePreload): string {
  return tag('link', {
    rel: 'preload',
    as: 'image',
    href: preload.href,
    imagesrcset: preload.srcset,
    imagesizes: preload.sizes,
    type: preload.type,
    media: preload.media,
    fetchpriority: 'high',
  });
}

/** The tags added after the title, in the order search engines and browsers like to find them. */
export function headTags(head: PageHead): string[] {
  const tags: string[] = head.preloads.map(preloadTag);
  if (!head.indexable) tags.push(meta('name', 'robots', 'noindex'));
  if (head.canonical) tags.push(tag('link', { rel: 'canonical', href: head.canonical }));
  for (const alternate of head.alternates) {
    tags.push(
      tag('link', { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href }),
    );
  }
  tags.push(
    meta('property', 'og:type', head.ogType),
    meta('property', 'og:site_name', head.siteName),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:locale', head.lang),
  );
  if (head.canonical) tags.push(meta('property', 'og:url', head.canonical));
  if (head.image) tags.push(meta('property', 'og:image', head.image));
  for (const data of head.jsonLd) {
    tags.push(`<script type="application/ld+json" ${HEAD_MARK}>${scriptSafeJson(data)}</script>`);
  }
  return tags;
}

const BOOT_NAME = /(<([a-z][a-z0-9]*)\b[^>]*\bid=["']foyer-boot-name["'][^>]*>)[\s\S]*?(<\/\2>)/i;

/** index.html with the page's head and the site name in the loading state. */
export function renderPage(template: string, head: PageHead): string {
  const description = `<meta name="description" content="${escapeHtml(head.description)}" />`;
  const title = `<title>${escapeHtml(head.title)}</title>\n    ${headTags(head).join('\n    ')}`;
  let html = template
    .replace(
      /<html\b([^>]*?)\blang="[^"]*"/i,
      (_, rest: string) => `<html${rest}lang="${head.lang}"`,
    )
    .replace(/<meta\s+name="description"[^>]*>/i, '')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `${description}\n    ${title}`);
  if (!/<title>/i.test(template))
    html = html.replace(/<\/head>/i, () => `${description}${title}</head>`);
  return html.replace(BOOT_NAME, (_, open: string, _name: string, close: string) => {
    return `${open}${escapeHtml(head.siteName)}${close}`;
  });
}
