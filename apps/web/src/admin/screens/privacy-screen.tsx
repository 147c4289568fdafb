/**
 * A visitor's data on request (permission privacy.manage; docs/decisions.md "Data protection"),
 * loaded lazily: staff find the visitor's records by the e-mail of their request (their account and
 * guest checkouts), download a record's data as the visitor would (JSON) and erase a record after
 * typing its e-mail again in a confirmation. The server writes every export and erasure to the
 * audit log; a refusal (a visit still to come, a mistyped e-mail) is said in words.
 */
import { adminEndpoints, type PrivacyCustomer } from '@foyer/domain/admin-contract';
import { useId, useState, type FormEvent } from 'react';
import { AdminApiError, callAdmin } from '../api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { useAdmin } from '../context';
import type { MessageKey } from '../i18n';
import './privacy-texts';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'found'; count: number }
  | { kind: 'exported' }
  | { kind: 'erased'; orders: number }
  | { kind: 'failed'; message: MessageKey };

/** The text of a refusal by its stable code (docs/api.md). */
function refusalText(error: unknown): MessageKey {
  if (!(error instanceof AdminApiError)) return 'errorNetwork';
  if (error.code === 'ACCOUNT_HAS_COMING_VISITS') return 'privacyComingVisits';
  if (error.code === 'VALIDATION_FAILED') return 'privacyConfirmMismatch';
  if (error.code === 'NOT_FOUND') return 'privacyNotFound';
  if (error.code === 'SESSION_EXPIRED') return 'sessionExpired';
  return 'privacyFailed';
}

/** The file name the server sends (`Content-Disposition`), else `fallback`. */
function fileNameOf(response: Response, fallback: string): string {
  const header = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(header)?.[1] ?? fallback;
}

export function PrivacyScreen() {
  const { t, language } = useAdmin();
  const id = useId();
  const [email, setEmail] = useState('');
  const [records, setRecords] = useState<PrivacyCustomer[] | null>(null);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [erasing, setErasing] = useState<PrivacyCustomer | null>(null);
  const [confirmEmail, setConfirmEmail] = useState('');
  const busy = status.kind === 'busy';

  async function search(event?: FormEvent<HTMLFormElement>) {
    event?.preventDefault();
    if (email.trim() === '') return;
    setStatus({ kind: 'busy' });
    try {
      const found = await callAdmin(adminEndpoints.privacySearch, {
        query: { email: email.trim() },
      });
      setRecords(found);
      setStatus({ kind: 'found', count: found.length });
    } catch (error) {
      setRecords(null);
      setStatus({
        kind: 'failed',
        message:
          error instanceof AdminApiError && error.code === 'VALIDATION_FAILED'
            ? 'privacyEmailInvalid'
            : refusalText(error),
      });
    }
  }

  async function download(record: PrivacyCustomer) {
    setStatus({ kind: 'busy' });
    try {
      const response = await fetch(`/api/admin/privacy/customers/${record.id}/export`, {
        credentials: 'same-origin',
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { error?: string };
        throw new AdminApiError(response.status, body.error ?? 'FAILED', '', null);
      }
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = fileNameOf(response, `customer-${record.id}-data.json`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      setStatus({ kind: 'exported' });
    } catch (error) {
      setStatus({ kind: 'failed', message: refusalText(error) });
    }
  }

  async function erase(record: PrivacyCustomer) {
    setErasing(null);
    setStatus({ kind: 'busy' });
    try {
      const erased = await callAdmin(adminEndpoints.privacyErase, {
        params: { id: record.id },
        body: { confirmEmail },
      });
      setRecords((list) => (list ?? []).filter((entry) => entry.id !== record.id));
      setStatus({ kind: 'erased', orders: erased.orders });
    } catch (error) {
      setStatus({ kind: 'failed', message: refusalText(error) });
    } finally {
      setConfirmEmail('');
    }
  }

  const date = (iso: string) =>
    new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(new Date(iso));

  return (
    <section aria-labelledby="privacy-title" className="privacy">
      <h1 id="privacy-title">{t('privacyTitle')}</h1>
      <p className="hint">{t('privacyHint')}</p>
      <form className="report-filters" role="search" onSubmit={(event) => void search(event)}>
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('privacyEmail')}</label>
          <input
            id={`${id}-email`}
            type="email"
            autoComplete="off"
            value={email}
            required
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="report-actions">
          <button type="submit" disabled={busy}>
            {t('privacySearch')}
          </button>
        </div>
      </form>
      <div aria-live="polite">
        {status.kind === 'found' && <p>{t('privacyFound', { count: status.count })}</p>}
        {status.kind === 'exported' && <p>{t('privacyExported')}</p>}
        {status.kind === 'erased' && <p>{t('privacyErased', { count: status.orders })}</p>}
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="admin-error">
          {t(status.message)}
        </p>
      )}
      {records !== null && records.length > 0 && (
        <ul className="exports-list" aria-busy={busy} aria-label={t('privacyRecords')}>
          {records.map((record) => (
            <li key={record.id} className="exports-file">
              <div>
                <h2 id={`${id}-${record.id}`}>
                  {t(record.isGuest ? 'privacyGuest' : 'privacyAccount', { id: record.id })}
                </h2>
                <p>
                  {t('privacyFacts', {
                    name: record.name || '–',
                    date: date(record.createdAt),
                    orders: record.orders,
                    coming: record.comingVisits,
                  })}
                </p>
              </div>
              <div className="row-actions">
                <button
                  type="button"
                  disabled={busy}
                  aria-describedby={`${id}-${record.id}`}
                  onClick={() => void download(record)}
                >
                  {t('privacyDownload')}
                </button>
                <button
                  type="button"
                  className="danger"
                  disabled={busy}
                  aria-describedby={`${id}-${record.id}`}
                  onClick={() => setErasing(record)}
                >
                  {t('privacyErase')}
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {erasing && (
        <ConfirmDialog
          text={t('privacyEraseConfirm', { email: erasing.email })}
          onConfirm={() => void erase(erasing)}
          onClose={() => {
            setErasing(null);
            setConfirmEmail('');
          }}
        >
          <div className="field">
            <label htmlFor={`${id}-confirm`}>{t('privacyConfirmEmail')}</label>
            <input
              id={`${id}-confirm`}
              type="email"
              autoComplete="off"
              value={confirmEmail}
              onChange={(event) => setConfirmEmail(event.target.value)}
            />
          </div>
        </ConfirmDialog>
      )}
    </section>
  );
}

export default PrivacyScreen;
