/**
 * What the HTML head of a shop page says (issue 21): title, description, canonical URL, hreflang
 * alternates, Open Graph, JSON-LD and a preload of the page's largest image, plus the status of the
 * answer (404 for an unknown page or item, 410 for an event that has ended). Read through the
 * catalog and content services, the same data the API answers.
 */
import {
  absoluteUrl,
  COOKIES_ACCEPTED_COOKIE,
  hreflangAlternates,
  isIndexable,
  isRouteSwitchedOn,
  localizedPagePath,
  matchRoute,
  pageTitle,
  parseLangSegment,
  routePath,
  switchLanguagePath,
  venueToday,
  type Language,
  type RouteName,
} from '@foyer/domain';
import { staticPageId, type Banner, type Picture, type Tour } from '@foyer/domain/contract';
import type { AppDeps } from '../deps';
import { collectTickets, hasEnded, listEvents } from '../modules/catalog/events.service';
import { getArticle } from '../modules/catalog/merchandise.service';
import { listTours, tourCalendar } from '../modules/catalog/tours.service';
import { getVoucherType } from '../modules/catalog/vouchers.service';
import {
  page,
  siteNameIn,
  staticContent,
  type ContentLog,
} from '../modules/content/content.service';
import {
  PAGE_LEADS,
  PAGE_TITLES,
  TOUR_FACTS,
  type LedScreen,
  type TitledScreen,
  type TourFact,
} from './page-texts';
import {
  eventJsonLd,
  plainText,
  productJsonLd,
  tourJsonLd,
  voucherJsonLd,
  type JsonLd,
  type PageContext,
} from './structured-data';

/** A `<link rel=preload as=image>`: one file, or a responsive set with its `sizes`. */
export interface ImagePreload {
  href: string;
  srcset?: string;
  sizes?: string;
  type?: string;
  media?: string;
}

/** An image of the first view, written as the web app writes it (a picture with its formats). */
export interface FirstViewImage {
  src: string;
  alt: string;
  sizes?: string;
  /** The formats of an uploaded picture, best first (`<source>` elements). */
  sources?: { type: string; srcset: string }[];
  width?: number;
  height?: number;
  /** A banner's image below the small breakpoint. */
  mobileSrc?: string;
}

/**
 * The main content of a catalog page as the server draws it before the web app runs (issue 21: the
 * largest paint does not wait for the scripts and the API); the app replaces it once it has drawn
 * the page itself (`apps/web/src/app/startup/first-view.ts`).
 */
export type FirstViewMain =
  | {
      kind: 'detail';
      eyebrow: string | null;
      title: string;
      image: FirstViewImage | null;
      /** The description as plain text paragraphs. */
      paragraphs: string[];
      /**
       * The line of an event's dates, which the app writes under the title (event-when.ts): its
       * space is kept, so the picture does not move when the app takes over.
       */
      reserveWhen: boolean;
      /** A tour's facts under its title (language, venue, duration, participants), as the app writes them. */
      facts: string[];
    }
  | { kind: 'home'; hero: { title: string; lead: string } | null; banner: FirstViewImage | null }
  | { kind: 'basket' };

export interface FirstView {
  homeHref: string;
  siteName: string;
  logo: string | null;
  main: FirstViewMain;
  /** The cookie notice's text when the visitor may not have accepted it yet. */
  cookieNotice: string | null;
}

export interface PageHead {
  status: 200 | 404 | 410;
  lang: Language;
  siteName: string;
  title: string;
  description: string;
  indexable: boolean;
  /** Absolute canonical URL; null for a page that does not exist. */
  canonical: string | null;
  alternates: { hreflang: string; href: string }[];
  ogType: 'website' | 'product';
  /** Absolute URL of the page's image for Open Graph. */
  image: string | null;
  preloads: ImagePreload[];
  jsonLd: JsonLd[];
  /** The first view the server draws for a catalog page, or null (the boot screen shows). */
  firstView: FirstView | null;
}

/** How wide the web app shows each page's main image (its `sizes`), so the preload picks the same file. */
const DETAIL_SIZES = '(min-width: 993px) 45vw, 100vw';
const PRODUCT_SIZES = '(min-width: 993px) 50vw, 100vw';
const BANNER_SIZES = '100vw';
/** The mobile banner's switch (spec 4: the small breakpoint, 544 px). */
const SMALL_SCREEN = 544;
/** How far ahead a tour's next start with places is looked for. */
const TOUR_LOOKAHEAD_DAYS = 60;

/** The preload of a responsive picture: the best format the web app offers first (AVIF, WebP). */
export function picturePreload(picture: Picture, sizes: string): ImagePreload {
  const best = picture.sources[0];
  if (!best) return { href: picture.src };
  return { href: picture.src, srcset: best.srcset, sizes, type: best.type };
}

/** The home page's first banner as the web app chooses it: home group, order, a live link. */
function firstHomeBanner(banners: readonly Banner[], deps: AppDeps, lang: Language): Banner | null {
  const { shop } = deps.config;
  const leadsSomewhere = (banner: Banner) => {
    if (banner.link === null || !banner.link.startsWith('/')) return true;
    const path = switchLanguagePath(banner.link, lang, shop.languages).split(/[?#]/)[0] ?? '';
    const match = matchRoute(path, shop.languages);
    return match === null || isRouteSwitchedOn(match.route.name, shop);
  };
  return (
    banners
      .filter((banner) => banner.group === 'home' && leadsSomewhere(banner))
      .sort((a, b) => a.sequence_no - b.sequence_no)[0] ?? null
  );
}

function bannerPreloads(banner: Banner): ImagePreload[] {
  if (banner.picture) return [picturePreload(banner.picture, BANNER_SIZES)];
  const image = banner.image.replaceAll('{width}', '');
  if (!banner.image_mobile) return [{ href: image }];
  return [
    {
      href: banner.image_mobile.replaceAll('{width}', ''),
      media: `(max-width: ${SMALL_SCREEN}px)`,
    },
    { href: image, media: `(min-width: ${SMALL_SCREEN + 1}px)` },
  ];
}

function compactDate(date: string): string {
  return date.replaceAll('-', '');
}

function addDays(date: string, days: number): string {
  const next = new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000);
  return next.toISOString().slice(0, 10);
}

/** The details a page adds to the generic head of its screen. */
interface Details {
  missing?: 404 | 410;
  name?: string;
  description?: string;
  image?: string | null;
  preloads?: ImagePreload[];
  jsonLd?: (context: PageContext) => JsonLd;
  ogType?: 'product';
  firstView?: FirstViewMain;
}

const NOT_FOUND: Details = { missing: 404 };

function pictureDetails(picture: Picture | null | undefined, image: string | null, sizes: string) {
  if (picture) return { image: picture.src, preloads: [picturePreload(picture, sizes)] };
  return image ? { image, preloads: [{ href: image }] } : {};
}

/** A catalog picture (or plain image) as the web app shows it on a detail page. */
function firstViewImage(
  picture: Picture | null | undefined,
  image: string | null | undefined,
  sizes: string,
): FirstViewImage | null {
  if (picture) {
    return {
      src: picture.src,
      alt: picture.alt,
      sizes,
      sources: picture.sources.map((source) => ({ type: source.type, srcset: source.srcset })),
      width: picture.width,
      height: picture.height,
    };
  }
  return image ? { src: image, alt: '' } : null;
}

function bannerImage(banner: Banner): FirstViewImage {
  const picture = firstViewImage(banner.picture, null, BANNER_SIZES);
  if (picture) return { ...picture, alt: banner.alt.trim() || picture.alt };
  return {
    src: banner.image.replaceAll('{width}', ''),
    alt: banner.alt.trim(),
    width: 1600,
    height: 600,
    mobileSrc: banner.image_mobile?.replaceAll('{width}', ''),
  };
}

/** An item's description (museum HTML) as the plain text paragraphs of the first view. */
function paragraphsOf(html: string): string[] {
  return html
    .split(/<\/p>|<br\s*\/?>|<\/(?:h[1-6]|li|div)>/i)
    .map((part) => plainText(part, 10_000))
    .filter((part) => part.length > 0);
}

/** A tour's facts in `lang`, in the app's words and order (features/tours/screens.tsx). */
export function tourFacts(
  tour: Pick<Tour, 'langName' | 'venue' | 'duration' | 'max_participants' | 'min_participants'>,
  lang: Language,
): string[] {
  const plural = new Intl.PluralRules(lang);
  const counted = (one: TourFact, other: TourFact, count: number) =>
    fill(TOUR_FACTS[plural.select(count) === 'one' ? one : other][lang], { count });
  return [
    fill(TOUR_FACTS.language[lang], { language: tour.langName }),
    ...(tour.venue ? [tour.venue] : []),
    ...(tour.duration !== undefined
      ? [fill(TOUR_FACTS.duration[lang], { minutes: tour.duration })]
      : []),
    counted('maxOne', 'maxOther', tour.max_participants),
    ...(tour.min_participants > 0 ? [counted('minOne', 'minOther', tour.min_participants)] : []),
  ];
}

/** A text with its `{{name}}` parameters filled in, as i18next does. */
function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}

function detailView(
  item: { name: string; description: string; picture?: Picture | null; image?: string | null },
  eyebrow: string | null,
  lines: { reserveWhen?: boolean; facts?: string[] },
): FirstViewMain {
  return {
    kind: 'detail',
    eyebrow,
    reserveWhen: lines.reserveWhen ?? false,
    facts: lines.facts ?? [],
    title: item.name,
    image: firstViewImage(item.picture, item.image, DETAIL_SIZES),
    paragraphs: paragraphsOf(item.description),
  };
}

async function detailsOf(
  deps: AppDeps,
  name: RouteName,
  params: Readonly<Record<string, string>>,
  lang: Language,
  log: ContentLog,
): Promise<Details> {
  const id = Number(params.id);
  const numericId = /^[1-9]\d{0,9}$/.test(params.id ?? '') ? id : null;
  switch (name) {
    case 'home': {
      const banner = firstHomeBanner((await staticContent(deps, lang, log)).banners, deps, lang);
      const { shop } = deps.config;
      // The overview has the hero; a configured list view (issue: composed by the app) has none.
      const hero =
        shop.homeView === 'overview'
          ? { title: siteNameIn(shop, lang), lead: PAGE_LEADS.home[lang] }
          : null;
      const firstView: FirstViewMain = {
        kind: 'home',
        hero,
        banner: banner ? bannerImage(banner) : null,
      };
      if (!banner) return { firstView };
      const image = banner.picture?.src ?? banner.image.replaceAll('{width}', '');
      return { image, preloads: bannerPreloads(banner), firstView };
    }
    case 'event': {
      if (numericId === null) return NOT_FOUND;
      const [events, collection] = await Promise.all([
        listEvents(deps, lang),
        collectTickets(deps, lang, numericId),
      ]);
      const event = events.find((candidate) => candidate.id === numericId);
      if (!event || !collection) return { missing: (await hasEnded(deps, numericId)) ? 410 : 404 };
      return {
        name: event.name,
        description: plainText(event.description, 160),
        ...pictureDetails(event.picture, event.image, DETAIL_SIZES),
        jsonLd: (context) => eventJsonLd(event, collection.tickets, context),
        // The app writes the event's dates under its title when it has an end (event-when.ts).
        firstView: detailView(event, event.venue || null, { reserveWhen: event.end !== null }),
      };
    }
    case 'guidedTour': {
      if (numericId === null) return NOT_FOUND;
      const tour = (await listTours(deps, lang)).find((candidate) => candidate.id === numericId);
      if (!tour) return NOT_FOUND;
      const today = venueToday(deps.clock.now(), deps.config.server.timeZone);
      const until = addDays(today, TOUR_LOOKAHEAD_DAYS);
      const calendar = await tourCalendar(deps, tour.id, compactDate(today), compactDate(until));
      const next = Object.entries(calendar?.dates ?? {})
        .flatMap(([date, slots]) =>
          slots.filter((slot) => slot.available > 0).map((slot) => `${date}T${slot.time}`),
        )
        .sort()[0];
      return {
        name: tour.name,
        description: plainText(tour.description, 160),
        ...pictureDetails(tour.picture, tour.image, DETAIL_SIZES),
        jsonLd: (context) => tourJsonLd(tour, { nextStart: next ?? null }, context),
        firstView: detailView(tour, tour.eventName || null, { facts: tourFacts(tour, lang) }),
      };
    }
    case 'product':
    case 'pass': {
      const article = numericId === null ? null : await getArticle(deps, lang, numericId);
      if (!article) return NOT_FOUND;
      return {
        name: article.name,
        description: plainText(article.description, 160),
        ...pictureDetails(article.picture, article.images[0]?.url ?? null, PRODUCT_SIZES),
        jsonLd: (context) => productJsonLd(article, context),
        ogType: 'product',
      };
    }
    case 'voucher': {
      const voucher = numericId === null ? null : await getVoucherType(deps, lang, numericId);
      if (!voucher) return NOT_FOUND;
      return {
        name: voucher.name,
        description: plainText(voucher.description, 160),
        ...pictureDetails(voucher.picture, voucher.image, PRODUCT_SIZES),
        jsonLd: (context) => voucherJsonLd(voucher, context),
        ogType: 'product',
      };
    }
    case 'page': {
      const pageId = staticPageId.safeParse(params.id);
      const found = pageId.success ? await page(deps, lang, pageId.data, log) : null;
      if (!found) return NOT_FOUND;
      return { name: found.title, description: plainText(found.html, 160) };
    }
    case 'checkout':
      return { firstView: { kind: 'basket' } };
    default:
      return {};
  }
}

/** An image URL as Open Graph needs it: absolute (catalog images may already live elsewhere). */
function imageUrl(base: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : absoluteUrl(base, url);
}

function isTitled(name: string): name is TitledScreen {
  return Object.hasOwn(PAGE_TITLES, name);
}

function isLed(name: string): name is LedScreen {
  return Object.hasOwn(PAGE_LEADS, name);
}

/** What the server knows of the visitor from the request. */
export interface Visitor {
  /** The visitor accepted the cookie notice in this browser session (`COOKIES_ACCEPTED_COOKIE`). */
  cookiesAccepted?: boolean;
}

/** True when a request's Cookie header carries the accepted cookie notice. */
export function cookiesAcceptedIn(header: string | undefined): boolean {
  return (header ?? '').split(';').some((part) => part.trim() === COOKIES_ACCEPTED_COOKIE);
}

/** The head of the page at `pathname` (no query) for the shop's visitors and crawlers. */
export async function describePage(
  deps: AppDeps,
  pathname: string,
  log: ContentLog,
  visitor: Visitor = {},
): Promise<PageHead> {
  const { shop, server } = deps.config;
  const languages = shop.languages;
  const match = matchRoute(pathname, languages);
  // An unknown page still answers in the language its address names.
  const lang = match?.lang ?? parseLangSegment(pathname, languages).lang ?? languages[0] ?? 'de';
  const siteName = siteNameIn(shop, lang);
  const base = server.publicBaseUrl;
  const open = match !== null && isRouteSwitchedOn(match.route.name, shop);
  const details = open
    ? await detailsOf(deps, match.route.name, match.params, lang, log)
    : NOT_FOUND;
  const homeLead = PAGE_LEADS.home[lang];

  if (!match || details.missing) {
    return {
      status: details.missing ?? 404,
      lang,
      siteName,
      title: pageTitle(PAGE_TITLES.notFound[lang], siteName),
      description: homeLead,
      indexable: false,
      canonical: null,
      alternates: [],
      ogType: 'website',
      image: null,
      preloads: [],
      jsonLd: [],
      firstView: null,
    };
  }

  const name = match.route.name;
  const screenTitle = details.name ?? (isTitled(name) ? PAGE_TITLES[name][lang] : '');
  const path = localizedPagePath(pathname, lang, languages);
  const canonical = path === null ? null : absoluteUrl(base, path);
  const image = details.image ? imageUrl(base, details.image) : null;
  const context: PageContext = {
    url: canonical ?? absoluteUrl(base, pathname),
    siteName,
    shopUrl: base,
    timeZone: server.timeZone,
    image,
  };
  return {
    status: 200,
    lang,
    siteName,
    title: pageTitle(screenTitle, siteName),
    description: details.description || (isLed(name) ? PAGE_LEADS[name][lang] : homeLead),
    indexable: isIndexable(name),
    canonical,
    alternates: hreflangAlternates(pathname, languages).map((alternate) => ({
      hreflang: alternate.hreflang,
      href: absoluteUrl(base, alternate.path),
    })),
    ogType: details.ogType ?? 'website',
    image,
    preloads: details.preloads ?? [],
    jsonLd: details.jsonLd ? [details.jsonLd(context)] : [],
    firstView: details.firstView
      ? {
          homeHref: routePath('home', lang),
          siteName,
          logo: shop.theme.logo || null,
          main: details.firstView,
          cookieNotice: visitor.cookiesAccepted ? null : await cookieNoticeText(deps, lang, log),
        }
      : null,
  };
}

/** The cookie notice's text when the shop shows one (the app decides per visit; see first-view). */
async function cookieNoticeText(
  deps: AppDeps,
  lang: Language,
  log: ContentLog,
): Promise<string | null> {
  if (!deps.config.shop.showCookieDisclaimer) return null;
  const html = (await staticContent(deps, lang, log)).cookie_warning?.html ?? '';
  const text = plainText(html, 10_000);
  return text.length > 0 ? text : null;
}
