/** The home screen: the museum's name, a welcome and the ways into the shop. */
import { routePath } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { enabledNavKeys, navLabelOf, siteNameOf, useShopConfig } from '@/shared/config/shop-config';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { ArrowRightIcon } from '@/shared/ui/icons';
import type { ScreenProps } from '@/shared/ui/screen';

export function HomeScreen(_props: ScreenProps) {
  const { t } = useTranslation();
  const config = useShopConfig();
  const lang = useLanguage();
  const keys = enabledNavKeys(config);
  return (
    <div className="home">
      <section className="hero">
        <div className="hero__inner">
          <h1 className="hero__title">{siteNameOf(config, lang)}</h1>
          <p className="hero__lead">{t('home.intro')}</p>
        </div>
      </section>
      {keys.length > 0 && (
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
      )}
    </div>
  );
}
