import { useTranslation } from 'react-i18next';

/** Shown when the configuration could not be loaded, with a retry. */
export function StartupErrorScreen({
  onRetry,
  retrying,
}: {
  onRetry: () => void;
  retrying: boolean;
}) {
  const { t } = useTranslation();
  return (
    <main className="startup startup--error">
      <h1 className="startup__title">{t('startup.errorTitle')}</h1>
      <p className="startup__text">{t('startup.errorText')}</p>
      <button type="button" className="button" onClick={onRetry} disabled={retrying}>
        {t('startup.retry')}
      </button>
    </main>
  );
}
