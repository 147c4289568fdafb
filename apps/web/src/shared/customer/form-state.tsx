/** Waiting for and failing to load the customer attributes of a form. */
import { useTranslation } from 'react-i18next';

export function FormLoading() {
  const { t } = useTranslation();
  return (
    <div className="account-loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span className="visually-hidden">{t('common.loading')}</span>
    </div>
  );
}

export function FormLoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="notice notice--danger" role="alert">
      <p>{t('account.form.loadFailed')}</p>
      <button type="button" className="button" onClick={onRetry}>
        {t('account.form.retry')}
      </button>
    </div>
  );
}
