/**
 * A screen's data that could not be loaded: the translated reason as an alert, and a button that
 * asks again (answers are never retried by themselves, see `queries.ts`).
 */
import { useAdmin } from '../context';

export function LoadFailure({
  text,
  retry,
  busy = false,
  className,
}: {
  text: string;
  retry: () => void;
  /** Asking again already: the button waits. */
  busy?: boolean;
  className?: string;
}) {
  const { t } = useAdmin();
  return (
    <div className="load-failure">
      <p role="alert" className={className}>
        {text}
      </p>
      <button type="button" className="secondary" disabled={busy} onClick={retry}>
        {t('tryAgain')}
      </button>
    </div>
  );
}
