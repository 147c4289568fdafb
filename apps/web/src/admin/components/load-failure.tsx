/**
 * A screen's data that could not be loaded: the translated reason as an alert, and a button that
 * asks again (answers are never retried by themselves, see `queries.ts`).
 */
import { useAdmin } from '../context';
import { errorText } from '../errors';

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

/** What `QueryFailure` needs of a TanStack query. */
export interface FailableQuery {
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => Promise<unknown>;
}

/**
 * The failure of one query, or nothing while it has none: its error in the staff member's language
 * (`describe`, by default the back office's `errorText`), and 'Try again' asking it again.
 */
export function QueryFailure({
  query,
  describe,
  className,
}: {
  query: FailableQuery;
  describe?: (error: unknown) => string;
  className?: string;
}) {
  const { t } = useAdmin();
  if (!query.isError) return null;
  return (
    <LoadFailure
      text={describe ? describe(query.error) : errorText(query.error, t)}
      className={className}
      busy={query.isFetching}
      retry={() => void query.refetch()}
    />
  );
}
