/**
 * The visitor's consents in the account settings (docs/decisions.md "Data protection"): the
 * newsletter and analytics (the cookie notice's question), each granted or withdrawn here with a
 * checkbox; the server records every answer with its time and text version (`customer/consent`),
 * and the section shows the standing answer and when it was given.
 */
import { CONSENT_PURPOSES, type ConsentPurpose } from '@foyer/domain';
import type { Consents as ConsentState } from '@foyer/domain/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiClient } from '@/shared/api/api-context';
import { FormLoadFailed, FormLoading } from '@/shared/customer';
import { useLanguage } from '@/shared/navigation/use-route-info';
import { sessionStore } from '@/shared/session/session-store';
import './data-protection.css';

const CONSENTS_KEY = ['customerConsents'];

export function Consents() {
  const { t } = useTranslation();
  const client = useApiClient();
  const lang = useLanguage();
  const queryClient = useQueryClient();
  const id = useId();
  const [status, setStatus] = useState<'idle' | 'busy' | 'saved' | 'failed'>('idle');
  // The answer being sent shows at once; it goes back if the server does not record it.
  const [pending, setPending] = useState<{ purpose: ConsentPurpose; granted: boolean } | null>(
    null,
  );
  const consents = useQuery({
    queryKey: CONSENTS_KEY,
    queryFn: ({ signal }) => client.call('customerConsents', { signal }),
    retry: false,
  });
  if (consents.isPending) return <FormLoading />;
  if (consents.isError) return <FormLoadFailed onRetry={() => void consents.refetch()} />;

  const answer = async (purpose: ConsentPurpose, granted: boolean) => {
    setStatus('busy');
    setPending({ purpose, granted });
    try {
      const next: ConsentState = await client.call('customerConsent', {
        body: { purpose, granted, source: 'settings' },
      });
      queryClient.setQueryData(CONSENTS_KEY, next);
      // Withdrawing analytics here also stops it in this visit (the cookie notice's answer).
      if (purpose === 'analytics' && !granted) sessionStore.setState({ cookiesAccepted: false });
      if (purpose === 'analytics' && granted) sessionStore.getState().acceptCookies();
      setStatus('saved');
    } catch {
      setStatus('failed');
    } finally {
      setPending(null);
    }
  };

  const format = (iso: string) =>
    new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );

  return (
    <>
      <p>{t('account.consents.intro')}</p>
      <fieldset className="account-consents">
        <legend className="visually-hidden">{t('account.consents.legend')}</legend>
        {CONSENT_PURPOSES.map((purpose) => {
          const current = consents.data.current[purpose];
          const inputId = `${id}-${purpose}`;
          const noteId = `${inputId}-note`;
          return (
            <div key={purpose} className="account-consent">
              <div className="check">
                <input
                  id={inputId}
                  className="check__input"
                  type="checkbox"
                  checked={
                    pending?.purpose === purpose ? pending.granted : (current?.granted ?? false)
                  }
                  disabled={status === 'busy'}
                  aria-describedby={noteId}
                  onChange={(event) => void answer(purpose, event.currentTarget.checked)}
                />
                <label className="check__label" htmlFor={inputId}>
                  {t(`account.consents.${purpose}Label`)}
                </label>
              </div>
              <p id={noteId} className="field__hint">
                {current === null
                  ? t('account.consents.never')
                  : t(
                      current.granted
                        ? 'account.consents.grantedOn'
                        : 'account.consents.withdrawnOn',
                      {
                        when: format(current.at),
                      },
                    )}
              </p>
            </div>
          );
        })}
      </fieldset>
      <p
        className={status === 'failed' ? 'notice notice--danger' : 'visually-hidden'}
        role="status"
      >
        {status === 'failed'
          ? t('account.consents.failed')
          : status === 'saved'
            ? t('account.consents.saved')
            : ''}
      </p>
    </>
  );
}
