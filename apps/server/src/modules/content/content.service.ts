/**
 * Static content, shop information, remote configuration and static pages. Texts are read in the
 * request's language and fall back to the shop's default language (its first configured language).
 */
import {
  isLanguage,
  venueToday,
  type Language,
  localized,
  type LocalizedText,
} from '@foyer/domain';
import {
  banner as bannerSchema,
  socialLink as socialLinkSchema,
  type Banner,
  type Picture,
  type ShopConfig,
  type ShopInfo,
  type SocialLink,
  type StaticContent,
  type StaticPage,
  type StaticPageId,
} from '@foyer/domain/contract';
import type { AppDeps } from '../../deps';
import { picturesFor } from '../images';
import {
  findContentBlock,
  findPage,
  listBanners,
  listSocialLinks,
  type BannerRow,
  type PageRow,
  type SocialLinkRow,
} from './content.repository';
import { defaultAccessibilityStatement } from './accessibility-statement/statement';
import { siteNameIn } from './site-name';

/** Where content that cannot be shown is reported (the request's logger). */
export interface ContentLog {
  warn(details: object, message: string): void;
}

/** The content block holding the cookie notice's HTML (from cookie_warning). */
export const COOKIE_WARNING_KEY = 'cookie_warning';

function defaultLanguage(deps: AppDeps): Language {
  const [first] = deps.config.shop.languages;
  // The configuration schema requires at least one language; 'de' only satisfies the type.
  return first ?? 'de';
}

function toBanner(
  row: BannerRow,
  lang: Language,
  fallback: Language,
  picture: Picture | undefined,
): Banner {
  return {
    group: row.groupName,
    // `{width}` stays in the URL: the client replaces it for its screen.
    image: picture ? picture.src : row.image,
    image_mobile: row.imageMobile,
    link: row.link,
    alt: localized(row.alt, lang, fallback),
    sequence_no: row.sequenceNo,
    ...(picture ? { picture } : {}),
  };
}

function toSocialLink(row: SocialLinkRow): SocialLink {
  return { name: row.name, link: row.url, sequence_no: row.sequenceNo };
}

/**
 * Keeps the entries that fit the contract. One mistyped banner URL in the museum's data must not
 * turn every page load into a server error, so it is left out and logged instead.
 */
function keepValid<T>(
  entries: readonly T[],
  fits: (entry: T) => boolean,
  log: ContentLog,
  what: string,
): T[] {
  return entries.filter((entry) => {
    if (fits(entry)) return true;
    log.warn({ [what]: entry }, `${what} left out of the static content: it does not fit the API`);
    return false;
  });
}

function cookieWarning(text: LocalizedText | null, lang: Language, fallback: Language) {
  const html = localized(text, lang, fallback);
  return html.trim() ? { html } : null;
}

/** Banners, the cookie notice (null when switched off or without text) and the social links. */
export async function staticContent(
  deps: AppDeps,
  lang: Language,
  log: ContentLog,
): Promise<StaticContent> {
  const fallback = defaultLanguage(deps);
  const [bannerRows, linkRows, cookieText] = await Promise.all([
    listBanners(deps.db),
    listSocialLinks(deps.db),
    deps.config.shop.showCookieDisclaimer
      ? findContentBlock(deps.db, COOKIE_WARNING_KEY)
      : Promise.resolve(null),
  ]);
  const pictures = await picturesFor(
    deps.db,
    'banner',
    bannerRows.map((row) => row.id),
    lang,
    fallback,
  );
  return {
    banners: keepValid(
      bannerRows.map((row) => toBanner(row, lang, fallback, pictures.get(row.id))),
      (entry) => bannerSchema.safeParse(entry).success,
      log,
      'banner',
    ),
    cookie_warning: cookieWarning(cookieText, lang, fallback),
    social_media: keepValid(
      linkRows.map(toSocialLink),
      (entry) => socialLinkSchema.safeParse(entry).success,
      log,
      'socialLink',
    ),
  };
}

/** Static content plus the shop's meta data: site name, currency, time zone, venue today, support. */
export async function shopInfo(deps: AppDeps, lang: Language, log: ContentLog): Promise<ShopInfo> {
  const { shop, server } = deps.config;
  const content = await staticContent(deps, lang, log);
  return {
    ...content,
    meta: {
      siteName: siteNameIn(shop, lang),
      currency: 'EUR',
      timeZone: server.timeZone,
      today: venueToday(deps.clock.now(), server.timeZone),
      supportEmail: shop.supportEmail,
      cancellation: {
        allowed: server.museum.terms.cancel.allowed,
        untilHours: server.museum.terms.cancel.untilHours,
        kinds: [...server.museum.terms.cancel.kinds],
        fee: server.museum.terms.cancel.fee,
      },
      move: {
        allowed: server.museum.terms.move.allowed,
        untilHours: server.museum.terms.move.untilHours,
      },
    },
  };
}

/** The remote configuration (`shopinfo/config`): the `shop` section of the museum's configuration file. */
export function shopConfig(deps: AppDeps): ShopConfig {
  const { waitingList } = deps.config.server;
  // The waiting list is the server's switch (a value in the file's `shop` section is not used):
  // the shop learns it here, with no call of its own.
  const shop: ShopConfig = { ...deps.config.shop };
  delete shop.waitingList;
  return waitingList.enabled
    ? { ...shop, waitingList: { maxPlaces: waitingList.maxPlaces } }
    : shop;
}

function hasText(text: LocalizedText, lang: string): boolean {
  return Boolean(text[lang]?.trim());
}

/** The page that is Foyer's default when the museum has written none in the visitor's language. */
const ACCESSIBILITY_STATEMENT: StaticPageId = 'accessibility_statement';

/**
 * The accessibility statement: the museum's own in the request's language when it has HTML there,
 * else Foyer's default in that language (docs/decisions.md "Accessibility statement"). A museum's
 * text without a title there takes the default's title, which is the footer link's label.
 */
function accessibilityStatement(deps: AppDeps, row: PageRow | null, lang: Language): StaticPage {
  const standard = defaultAccessibilityStatement(deps.config, lang);
  const html = row?.html[lang];
  if (row && html?.trim()) {
    return {
      id: ACCESSIBILITY_STATEMENT,
      title: row.title[lang]?.trim() || standard.title,
      html,
      lang,
    };
  }
  return { id: ACCESSIBILITY_STATEMENT, ...standard, lang };
}

/**
 * A static page in the request's language, else the default language, else any language that has
 * its HTML. Title and HTML are taken in the same language so a page never mixes two; null when the
 * page does not exist or has no text. The accessibility statement is never missing: see above.
 */
export async function page(
  deps: AppDeps,
  lang: Language,
  id: StaticPageId,
  log: ContentLog,
): Promise<StaticPage | null> {
  const row = await findPage(deps.db, id);
  if (id === ACCESSIBILITY_STATEMENT) return accessibilityStatement(deps, row, lang);
  if (!row) return null;
  const fallback = defaultLanguage(deps);
  const chosen = [lang, fallback, ...Object.keys(row.html).filter(isLanguage)].find((candidate) =>
    hasText(row.html, candidate),
  );
  if (!chosen) return null;
  const title = localized(row.title, chosen, fallback).trim();
  if (!title) {
    log.warn({ page: id }, 'static page has HTML but no title in any language');
    return null;
  }
  return { id, title, html: row.html[chosen] ?? '', lang: chosen };
}

/**
 * The cookie notice's texts in every language, or null when the museum set none: the analytics
 * consent is given with it, so a consent record names the version of these texts.
 */
export function cookieNoticeTexts(db: AppDeps['db']) {
  return findContentBlock(db, COOKIE_WARNING_KEY);
}
