/**
 * Writes a page's head (`PageHead`) into the web app's index.html (issue 21): the language, title
 * and description replace the build's own; canonical, hreflang alternates, robots, Open Graph, the
 * image preload and the JSON-LD are added after the title, each marked `data-foyer-head` so the web
 * app can keep them in sync on client navigation without duplicating them; the site name fills the
 * `#foyer-boot-name` element of the loading state when the page has one.
 */
import { FIRST_VIEW_ID } from '@foyer/domain';
import type { FirstView, FirstViewImage, ImagePreload, PageHead } from './page-head';

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

/** The small breakpoint where banners switch to their mobile image (spec 4). */
const SMALL_SCREEN = 544;

function attributes(values: Record<string, string | number | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string | number] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeHtml(String(value))}"`)
    .join('');
}

/** An image as the web app writes it: a picture with its formats, or a plain image. */
function imageHtml(image: FirstViewImage, className: string): string {
  const jpeg = image.sources?.find((source) => source.type === 'image/jpeg');
  const img = `<img${attributes({
    class: className,
    src: image.src,
    srcset: jpeg?.srcset,
    sizes: jpeg ? image.sizes : undefined,
    width: image.width,
    height: image.height,
    alt: image.alt,
    fetchpriority: 'high',
  })} />`;
  if (image.sources) {
    const sources = image.sources
      .filter((source) => source.type !== 'image/jpeg')
      .map(
        (source) =>
          `<source${attributes({ type: source.type, srcset: source.srcset, sizes: image.sizes })} />`,
      )
      .join('');
    return `<picture class="responsive-picture">${sources}${img}</picture>`;
  }
  if (image.mobileSrc) {
    const source = `<source${attributes({ media: `(max-width: ${SMALL_SCREEN}px)`, srcset: image.mobileSrc })} />`;
    return `<picture class="banner__picture">${source}${img}</picture>`;
  }
  return img;
}

function mainHtml(main: FirstView['main']): string {
  switch (main.kind) {
    case 'detail': {
      const parts = [
        // The back link's line, so the content sits where the app draws it.
        '<p class="back-link" aria-hidden="true">&#160;</p>',
        '<div class="detail-layout"><div class="detail-intro">',
        // Written when empty too, as the app does: its margin is part of the layout.
        `<p class="eyebrow">${escapeHtml(main.eyebrow ?? '')}</p>`,
        `<h1 class="detail-intro__title">${escapeHtml(main.title)}</h1>`,
        main.reserveWhen ? '<p class="detail-intro__when" aria-hidden="true">&#160;</p>' : '',
        main.facts.length > 0
          ? `<ul class="detail-intro__facts">${main.facts.map((fact) => `<li class="tag">${escapeHtml(fact)}</li>`).join('')}</ul>`
          : '',
        main.image ? imageHtml(main.image, 'detail-intro__image') : '',
        '<div class="prose detail-intro__text">',
        ...main.paragraphs.map((text) => `<p>${escapeHtml(text)}</p>`),
        '</div></div></div>',
      ];
      return `<div class="page detail-page">${parts.join('')}</div>`;
    }
    case 'home': {
      const hero = main.hero
        ? `<section class="hero"><div class="hero__inner"><h1 class="hero__title">${escapeHtml(
            main.hero.title,
          )}</h1><p class="hero__lead">${escapeHtml(main.hero.lead)}</p></div></section>`
        : '';
      const banner = main.banner
        ? `<div class="home__banners"><section class="banners"><ul class="banners__list"><li class="banners__item"><div class="banner">${imageHtml(
            main.banner,
            'banner__image',
          )}</div></li></ul></section></div>`
        : '';
      return `<div class="home${main.hero ? '' : ' home--view'}">${hero}${banner}</div>`;
    }
    case 'basket':
      return '';
  }
}

/**
 * The page as the server draws it before the scripts run (issue 21): header with the brand, the
 * page's main content and the cookie notice, in the web app's classes. No links but the brand's and
 * no form, and the boot screen's loading text: it is replaced by the app as soon as the app has
 * drawn the same page.
 */
export function firstViewHtml(view: FirstView, status = ''): string {
  const brand = view.logo
    ? `<img class="brand__logo"${attributes({ src: view.logo, alt: view.siteName })} />`
    : `<span class="brand__name">${escapeHtml(view.siteName)}</span>`;
  const header =
    '<div class="site-top"><header class="site-header is-collapsed"><div class="site-header__row">' +
    `<div class="site-header__brand"><a class="brand"${attributes({ href: view.homeHref })}>${brand}</a></div>` +
    '</div></header></div>';
  const notice = view.cookieNotice
    ? '<section class="cookie-notice first-view__notice"><div class="cookie-notice__inner"><div class="cookie-notice__text">' +
      `<p>${escapeHtml(view.cookieNotice)}</p></div></div></section>`
    : '';
  return (
    `<div id="${FIRST_VIEW_ID}" class="first-view"><div class="app">${header}` +
    `<main class="site-main">${mainHtml(view.main)}${
      status ? `<div class="page first-view__status">${status}</div>` : ''
    }</main></div>${notice}</div>`
  );
}

const ROOT = /<div id="root">/i;
/** The loading text of index.html's boot screen (every language; its style shows the page's). */
const BOOT_TEXT = /<p class="boot__text"[^>]*>[\s\S]*?<\/p>/i;

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
  html = html.replace(BOOT_NAME, (_, open: string, _name: string, close: string) => {
    return `${open}${escapeHtml(head.siteName)}${close}`;
  });
  // The first view stands in front of the app's root, which stays hidden until the app has drawn
  // the page (then the app removes the first view in the same frame).
  const firstView = head.firstView;
  if (firstView && ROOT.test(html)) {
    // The sign of life (issue 21 item 4): the first view says that the shop is still opening.
    const status = BOOT_TEXT.exec(template)?.[0] ?? '';
    html = html.replace(
      ROOT,
      () => `${firstViewHtml(firstView, status)}\n    <div id="root" hidden>`,
    );
  }
  return html;
}
