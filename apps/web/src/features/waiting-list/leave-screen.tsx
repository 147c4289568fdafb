/**
 * The page of the leave link of a join's confirmation e-mail (`/{lang}/waitinglist/leave/{secret}`,
 * docs/decisions.md "Waiting list: booking an offer and joining in the shop"): a button leaves the
 * line (an offer's held places go to the next person); an unknown secret is "not found".
 */
import { useState } from 'react';
import { useParams } from 'react-router';
import { useWaitingListTexts } from '@/i18n/waiting-list/load';
import { ApiError } from '@/shared/api/api-error';
import { useApiClient } from '@/shared/api/api-context';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { PageLoading } from '@/shared/ui/page-loading';

type Outcome = 'left' | 'notFound' | 'failed' | null;

export function LeaveScreen() {
  const { t, ready } = useWaitingListTexts();
  const client = useApiClient();
  const lang = useLanguage();
  const { secret = '' } = useParams();
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const leave = async () => {
    setPending(true);
    try {
      await client.call('waitingListLeave', { lang, body: { secret } });
      setOutcome('left');
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      // A secret of the wrong shape is no entry either (422 of the contract's check).
      setOutcome(failure.status === 404 || failure.status === 422 ? 'notFound' : 'failed');
    } finally {
      setPending(false);
    }
  };

  if (!ready) return <PageLoading />;
  return (
    <div className="page page--narrow waiting-leave">
      <h1>{t('waitingList.leave.title')}</h1>
      <div role="status" aria-live="polite">
        {outcome === 'left' && (
          <p className="notice notice--success">{t('waitingList.leave.left')}</p>
        )}
        {outcome === 'notFound' && (
          <p className="notice notice--warning">{t('waitingList.leave.notFound')}</p>
        )}
        {outcome === 'failed' && (
          <p className="notice notice--warning">{t('waitingList.leave.failed')}</p>
        )}
      </div>
      {outcome !== 'left' && outcome !== 'notFound' && (
        <>
          <p className="lead">{t('waitingList.leave.intro')}</p>
          <button type="button" className="button button--large" onClick={leave} disabled={pending}>
            {pending ? t('waitingList.leave.leaving') : t('waitingList.leave.confirm')}
          </button>
        </>
      )}
    </div>
  );
}
