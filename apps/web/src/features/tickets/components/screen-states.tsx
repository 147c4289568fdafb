/** The not-found state of the event page. */
import { routePath, type Language } from '@foyer/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServerStatus } from '@/shared/ui/render-context';
import { usePageTitle } from '@/shared/ui/title-store';

/** An event that has ended (410 `EVENT_EXPIRED`): said so, with the way to the current events. */
export function EventEnded({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  usePageTitle(t('tickets.ended.title'));
  useServerStatus(410);
  return (
    <div className="page page--narrow not-found">
      <h1>{t('tickets.ended.title')}</h1>
      <p className="lead">{t('tickets.errors.EVENT_EXPIRED')}</p>
      <p>
        <Link className="button" to={routePath('tickets', lang)}>
          {t('tickets.ended.current')}
        </Link>
      </p>
    </div>
  );
}

/** An event that does not exist (404) or is no longer sold. */
export function EventNotFound({ lang }: { lang: Language }) {
  const { t } = useTranslation();
  usePageTitle(t('TITLE_NOT_FOUND'));
  useServerStatus(404);
  return (
    <div className="page page--narrow not-found">
      <p className="eyebrow">404</p>
      <h1>{t('TITLE_NOT_FOUND')}</h1>
      <p className="lead">{t('tickets.notFound')}</p>
      <p>
        <Link className="button" to={routePath('tickets', lang)}>
          {t('tickets.allEvents')}
        </Link>
      </p>
    </div>
  );
}
