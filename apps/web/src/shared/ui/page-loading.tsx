import { useTranslation } from 'react-i18next';

/** Shown while a screen's code loads. */
export function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page page-loading">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}
