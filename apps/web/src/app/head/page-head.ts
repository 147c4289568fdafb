/**
 * The head of a shop page as the server writes it into the HTML: title, description, canonical URL,
 * hreflang alternates, robots, Open Graph, the preload of the page's largest image and its JSON-LD,
 * from what the page's screens told during the server render (render-context.ts). One place for all
 * of it; in the browser `head-sync.ts` keeps title, description, canonical and alternates true on
 * client navigation.
 */
import {
  absoluteUrl,
  hreflangAlternates,
  isIndexable,
  localizedPagePath,
  pageTitle,
  type Language,
  type RouteName,
} from '@foyer/domain';
import type { ShopConfig } from '@foyer/domain/contract';
import { siteNameOf } from '@/shared/config/shop-config';
import type { HeadImage, ServerPage } from '@/shared/ui/render-context';
import { descriptionKey } from '@/app/shell/head-sync';

export type JsonLd = Record<string, unknown>;

export interface PageHead {
  readonly status: number;
  readonly lang: Language;
  readonly siteName: string;
  readonly title: string;
  readonly description: string;
  readonly indexable: boolean;
  /** Absolute canonical URL; null for a page that does not exist. */
  readonly canonical: string | null;
  readonly alternates: readonly { hreflang: string; href: string }[];
  readonly ogType: 'website' | 'product';
  /** Absolute URL of the page's image for Open Graph. */
  readonly image: string | null;
  readonly preloads: readonly HeadImage[];
  readonly jsonLd: readonly JsonLd[];
}

export interface HeadInput {
  /** The shop's public origin (canonical URLs are absolute). */
  readonly origin: string;
  readonly pathname: string;
  readonly lang: Language;
  readonly config: ShopConfig;
  readonly routeName: RouteName | null;
  /** The route's translated title key, used when the screen names no title of its own. */
  readonly titleKey: string | null;
  /** What the screens told during the render. */
  readonly page: ServerPage;
  /** The museum's time zone (its shop info); null when that could not be read. */
  readonly timeZone: string | null;
  readonly t: (key: string) => string;
}

/** An image URL as Open Graph needs it: absolute (catalog images may already live elsewhere). */
function imageUrl(origin: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : absoluteUrl(origin, url);
}

export function describeHead(input: HeadInput): PageHead {
  const { origin, pathname, lang, config, routeName, page, t } = input;
  const siteName = siteNameOf(config, lang);
  const languages = config.languages;
  const title = pageTitle(page.title ?? t(input.titleKey ?? 'TITLE_NOT_FOUND'), siteName);
  const fallbackDescription = t(descriptionKey(routeName));
  if (routeName === null || page.status !== 200) {
    return {
      status: page.status === 200 ? 404 : page.status,
      lang,
      siteName,
      title,
      description: t(descriptionKey(null)),
      indexable: false,
      canonical: null,
      alternates: [],
      ogType: 'website',
      image: null,
      preloads: [],
      jsonLd: [],
    };
  }
  const head = page.head ?? {};
  const path = localizedPagePath(pathname, lang, languages);
  const canonical = path === null ? null : absoluteUrl(origin, path);
  const first = head.images?.[0];
  const image = first ? imageUrl(origin, first.src) : null;
  const { timeZone } = input;
  // Structured data states times with the museum's UTC offset: none rather than a guessed one.
  const jsonLd =
    head.jsonLd && timeZone !== null
      ? [
          head.jsonLd({
            url: canonical ?? absoluteUrl(origin, pathname),
            siteName,
            shopUrl: origin,
            timeZone,
            image,
          }),
        ]
      : [];
  return {
    status: 200,
    lang,
    siteName,
    title,
    description: head.description || fallbackDescription,
    indexable: isIndexable(routeName),
    canonical,
    alternates: hreflangAlternates(pathname, languages).map((alternate) => ({
      hreflang: alternate.hreflang,
      href: absoluteUrl(origin, alternate.path),
    })),
    ogType: head.ogType ?? 'website',
    image,
    preloads: head.images ?? [],
    jsonLd,
  };
}
