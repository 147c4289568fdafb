import { useTranslation } from 'react-i18next';

/** Shown while the configuration loads; it fades in only when loading takes a moment. */
export function LoadingScreen() {
  const { t } = useTranslation();
  return (
    <main className="startup startup--loading">
      <div className="startup__mark" aria-hidden="true">
        <span className="spinner" />
      </div>
      <p className="startup__text" role="status">
        {t('startup.loading')}
      </p>
    </main>
  );
}

/** Shown when the configuration could not be loaded, with a retry (spec 4 "Startup"). */
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
