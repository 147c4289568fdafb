/**
 * The home banners: the `home` group in its order, each a picture that switches to
 * its mobile image below the small breakpoint (544 px), linked to a page of the shop (under
 * the current language) or to another site.
 */
import {
  BREAKPOINTS,
  isRouteSwitchedOn,
  matchRoute,
  switchLanguagePath,
  type Language,
} from '@foyer/domain';
import type { Banner, ShopConfig } from '@foyer/domain/contract';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assetUrl } from '@/shared/api/api-base';
import { useApiClient } from '@/shared/api/api-context';
import { useShopConfig } from '@/shared/config/shop-config';
import { ResponsivePicture } from '@/shared/ui/responsive-picture';
import type { HeadImage } from '@/shared/ui/render-context';
import { pageImages } from '@/app/head/head-images';

/** The group of banners shown on the home page. */
export const HOME_BANNER_GROUP = 'home';

/** A banner image URL with the `{width}` placeholder stripped. */
export function bannerImageUrl(url: string): string {
  return url.replaceAll('{width}', '');
}

/** False for a banner that links to a screen of a switched-off feature (a dead end). */
export function bannerLeadsSomewhere(banner: Banner, lang: Language, config: ShopConfig): boolean {
  const link = banner.link;
  if (link === null || !link.startsWith('/')) return true;
  const path = switchLanguagePath(link, lang, config.languages).split(/[?#]/)[0] ?? '';
  const match = matchRoute(path, config.languages);
  return match === null || isRouteSwitchedOn(match.route.name, config);
}

/**
 * The home group's banners by `sequence_no`; with the configuration, those linking to a switched-off
 * feature are left out.
 */
export function homeBanners(
  banners: readonly Banner[],
  lang?: Language,
  config?: ShopConfig,
): Banner[] {
  return banners
    .filter((banner) => banner.group === HOME_BANNER_GROUP)
    .filter((banner) => !lang || !config || bannerLeadsSomewhere(banner, lang, config))
    .sort((a, b) => a.sequence_no - b.sequence_no);
}

/** The head's images of a banner: its picture, or its image with the mobile one below the small breakpoint. */
export function bannerHeadImages(banner: Banner): HeadImage[] {
  if (banner.picture) return pageImages(banner.picture, null, '100vw');
  const image = bannerImageUrl(banner.image);
  if (!banner.image_mobile) return [{ src: image }];
  return [
    { src: bannerImageUrl(banner.image_mobile), media: `(max-width: ${BREAKPOINTS.sm}px)` },
    { src: image, media: `(min-width: ${BREAKPOINTS.sm + 1}px)` },
  ];
}

function BannerPicture({ banner, alt, eager }: { banner: Banner; alt: string; eager: boolean }) {
  const client = useApiClient();
  const url = (path: string) => assetUrl(bannerImageUrl(path), client.apiBase);
  if (banner.picture) {
    // An uploaded image: its sizes and formats; the banner's own alt text (it names the link).
    return (
      <ResponsivePicture
        picture={{ ...banner.picture, alt: banner.alt.trim() || banner.picture.alt || alt }}
        className="banner__image"
        sizes="100vw"
        eager={eager}
      />
    );
  }
  return (
    <picture className="banner__picture">
      {banner.image_mobile && (
        // The mobile banner's shape (800 × 1000, the desktop one's is 1600 × 600): its place is
        // kept while it loads, so the page below does not move.
        <source
          media={`(max-width: ${BREAKPOINTS.sm}px)`}
          srcSet={url(banner.image_mobile)}
          width={800}
          height={1000}
        />
      )}
      <img
        className="banner__image"
        src={url(banner.image)}
        alt={alt}
        width={1600}
        height={600}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
      />
    </picture>
  );
}

function BannerItem({ banner, lang, first }: { banner: Banner; lang: Language; first: boolean }) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const link = banner.link;
  // A linked banner needs a name: its alternative text, else a neutral one.
  const alt = banner.alt.trim() || (link ? t('content.bannerLink') : '');
  const picture = <BannerPicture banner={banner} alt={alt} eager={first} />;
  if (link === null) return <div className="banner">{picture}</div>;
  if (link.startsWith('/')) {
    return (
      <Link className="banner banner--link" to={switchLanguagePath(link, lang, config.languages)}>
        {picture}
      </Link>
    );
  }
  return (
    <a className="banner banner--link" href={link} target="_blank" rel="noopener noreferrer">
      {picture}
      <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
    </a>
  );
}

export function Banners({ banners, lang }: { banners: readonly Banner[]; lang: Language }) {
  const { t } = useTranslation();
  if (banners.length === 0) return null;
  return (
    <section className="banners" aria-label={t('content.highlights')}>
      <ul className="banners__list">
        {banners.map((banner, index) => (
          <li key={`${banner.sequence_no}-${banner.image}`} className="banners__item">
            <BannerItem banner={banner} lang={lang} first={index === 0} />
          </li>
        ))}
      </ul>
    </section>
  );
}
