import { routePath } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { useServerStatus } from './render-context';
import { usePageTitle } from './title-store';

/**
 * The not-found screen (any other path); screens show it too when the server does not know
 * the item of their path (404), titled like it.
 */
export function NotFoundScreen() {
  const { t } = useTranslation();
  const lang = useLanguage();
  usePageTitle(t('TITLE_NOT_FOUND'));
  useServerStatus(404);
  return (
    <div className="page page--narrow not-found">
      <p className="eyebrow">404</p>
      <h1>{t('TITLE_NOT_FOUND')}</h1>
      <p className="lead">{t('errors.PAGE_NOT_FOUND')}</p>
      <p>
        <Link className="button" to={routePath('home', lang)}>
          {t('notFound.home')}
        </Link>
      </p>
    </div>
  );
}
