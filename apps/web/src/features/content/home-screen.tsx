/**
 * The home screen per the configured home view: the banners, then either the
 * overview (the museum's name, a welcome and the ways into the shop) or one feature's list, which the
 * app composes in as `view` (features do not import each other).
 */
import { routePath } from '@foyer/domain';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { staticContentQuery } from '@/shared/api/queries';
import { enabledNavKeys, navLabelOf, siteNameOf, useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { ArrowRightIcon } from '@/shared/ui/icons';
import type { ScreenProps } from '@/shared/ui/screen';
import { bannerHeadImages, Banners, homeBanners } from './banners';
import { useServerHead } from '@/shared/ui/render-context';
import './content.css';

export interface HomeScreenProps extends ScreenProps {
  /** The list of the configured home view; none for the overview. */
  readonly view?: ReactNode;
}

function Overview() {
  const { t } = useTranslation();
  const config = useShopConfig();
  const lang = useLanguage();
  const keys = enabledNavKeys(config);
  if (keys.length === 0) return null;
  return (
    <section className="page" aria-labelledby="home-choose">
      <h2 id="home-choose" className="section-title">
        {t('home.choose')}
      </h2>
      <ul className="feature-grid">
        {keys.map((key) => (
          <li key={key}>
            <Link className="feature-card" to={routePath(key, lang)}>
              <span className="feature-card__title">{navLabelOf(config, key, lang, t)}</span>
              <span className="feature-card__text">{t(`home.${key}`)}</span>
              <span className="feature-card__arrow">
                <ArrowRightIcon />
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function HomeScreen({ view }: HomeScreenProps) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const lang = useLanguage();
  const client = useApiClient();
  const content = useQuery(staticContentQuery(client, lang));
  const banners = homeBanners(content.data?.banners ?? [], lang, config);
  // Until the banners are known, nothing is drawn below their place: they would push it down
  // (no layout shift). The content is fetched at boot, so this is rarely seen.
  const settled = !content.isPending;
  useServerHead(() => {
    const first = banners[0];
    return first ? { images: bannerHeadImages(first) } : null;
  });

  if (view) {
    if (!settled) return <div className="home home--view" />;
    return (
      <div className="home home--view">
        {banners.length > 0 && (
          <div className="home__banners">
            <Banners banners={banners} lang={lang} />
          </div>
        )}
        {view}
      </div>
    );
  }
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">{siteNameOf(config, lang)}</h1>
          <p className="hero__lead">{t('home.intro')}</p>
        </div>
      </section>
      {banners.length > 0 && (
        <div className="home__banners">
          <Banners banners={banners} lang={lang} />
        </div>
      )}
      {settled && <Overview />}
    </div>
  );
}
