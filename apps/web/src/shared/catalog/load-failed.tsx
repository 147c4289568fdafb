/**
 * What a catalog screen shows when its data could not be loaded: not found (404) with the not-found
 * message, anything else with the offer to reload. A 500 has also raised the message bar.
 */
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/shared/api/api-error';
import { NotFoundScreen } from '@/shared/ui/not-found';

/** True when the server does not know what was asked for (404; 422 for an id it refuses). */
export function isNotFound(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 422);
}

export function LoadFailed({ error }: { error: unknown }) {
  const { t } = useTranslation();
  if (isNotFound(error)) return <NotFoundScreen />;
  return (
    <div className="page page--narrow">
      <h1>{t('screenError.title')}</h1>
      <p className="lead">
        {error instanceof ApiError && error.status >= 500
          ? t('errors.SERVER_ERROR')
          : t('screenError.text')}
      </p>
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('screenError.reload')}
      </button>
    </div>
  );
}
