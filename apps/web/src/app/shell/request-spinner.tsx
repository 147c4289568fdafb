/**
 * The spinner while a server request is pending. It appears only when
 * a request takes a moment, and says so to assistive technology in a live status.
 */
import { useIsFetching, useIsMutating } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { classNames } from '@/shared/ui/class-names';
import { useDelayed } from '@/shared/ui/use-delayed';

/** A request shorter than this shows no spinner. */
export const SPINNER_DELAY_MS = 400;

export function RequestSpinner() {
  const { t } = useTranslation();
  const busy = useIsFetching() + useIsMutating() > 0;
  const shown = useDelayed(busy, SPINNER_DELAY_MS);
  return (
    <>
      <div className={classNames('request-spinner', shown && 'is-visible')} aria-hidden="true">
        <span className="spinner spinner--small" />
      </div>
      <p className="visually-hidden" role="status">
        {shown ? t('common.loading') : ''}
      </p>
    </>
  );
}
