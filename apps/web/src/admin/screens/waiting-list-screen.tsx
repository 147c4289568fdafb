/**
 * The waiting lines of the slots still to come (permission orders.read; docs/decisions.md "Waiting
 * list: staff"), loaded lazily: per slot, everyone who joined in line order with their position,
 * e-mail, places wanted, when they joined and their state (waiting, offered until …, booked, lapsed,
 * left). Staff with orders.cancelUnpaid remove a person after a confirmation; a live offer's places
 * then go to the next in line. The server writes each removal to the audit log.
 */
import {
  waitingListEndpoints as calls,
  type WaitingLine,
  type WaitingLineEntry,
} from '@foyer/domain/admin-contract/waiting-list';
import { useId, useState } from 'react';
import { AdminApiError, callAdmin } from '../api';
import { ConfirmDialog } from '../components/confirm-dialog';
import { QueryFailure } from '../components/load-failure';
import { ScrollRegion } from '../components/scroll-region';
import { useAdmin } from '../context';
import type { MessageKey } from '../i18n';
import { useAdminQuery, useInvalidateAdmin } from '../queries';
import './waiting-list-texts';

type Status =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'removed'; email: string }
  | { kind: 'failed'; message: MessageKey };

const STATE_KEYS = {
  waiting: 'waitingStateWaiting',
  offered: 'waitingStateOffered',
  booked: 'waitingStateBooked',
  lapsed: 'waitingStateLapsed',
  left: 'waitingStateLeft',
} as const satisfies Record<WaitingLineEntry['state'], MessageKey>;

export function WaitingListScreen() {
  const { t, language, me } = useAdmin();
  const id = useId();
  const query = useAdminQuery(calls.waitingLines);
  const invalidate = useInvalidateAdmin();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [removing, setRemoving] = useState<{ line: WaitingLine; entry: WaitingLineEntry } | null>(
    null,
  );
  const mayRemove = me?.permissions.includes('orders.cancelUnpaid') ?? false;
  const busy = status.kind === 'busy';
  const timeZone = me?.timeZone;

  /** A venue-local `YYYY-MM-DDTHH:mm` as the staff member's language writes it. */
  const slotTime = (local: string) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'full',
      timeStyle: 'short',
      timeZone: 'UTC',
    }).format(new Date(`${local}:00Z`));
  /** An instant in the museum's time zone. */
  const instant = (iso: string) =>
    new Intl.DateTimeFormat(language, {
      dateStyle: 'short',
      timeStyle: 'short',
      ...(timeZone ? { timeZone } : {}),
    }).format(new Date(iso));
  const nameOf = (line: WaitingLine) =>
    line.name[language] || line.name.de || Object.values(line.name)[0] || '';

  function stateText(entry: WaitingLineEntry): string {
    if (entry.state === 'offered' && entry.offerExpiresAt) {
      return t('waitingStateOfferedUntil', { time: instant(entry.offerExpiresAt) });
    }
    return t(STATE_KEYS[entry.state]);
  }

  async function remove(entry: WaitingLineEntry) {
    setRemoving(null);
    setStatus({ kind: 'busy' });
    try {
      await callAdmin(calls.waitingListRemove, { params: { id: entry.id } });
      setStatus({ kind: 'removed', email: entry.email });
    } catch (error) {
      setStatus({
        kind: 'failed',
        message:
          error instanceof AdminApiError && error.code === 'NOT_FOUND'
            ? 'waitingRemoveGone'
            : error instanceof AdminApiError
              ? 'waitingRemoveFailed'
              : 'errorNetwork',
      });
    } finally {
      await invalidate(calls.waitingLines);
    }
  }

  const data = query.data;
  return (
    <section aria-labelledby="waiting-title" className="waiting-lines">
      <h1 id="waiting-title">{t('waitingListTitle')}</h1>
      <p className="hint">{t('waitingHint')}</p>
      <QueryFailure query={query} />
      <div aria-live="polite">
        {status.kind === 'removed' && <p>{t('waitingRemoved', { email: status.email })}</p>}
      </div>
      {status.kind === 'failed' && (
        <p role="alert" className="admin-error">
          {t(status.message)}
        </p>
      )}
      {!data ? (
        !query.isError && <p role="status">{t('loading')}</p>
      ) : (
        <>
          {!data.enabled && <p className="hint">{t('waitingMuseumOff')}</p>}
          {data.lines.length === 0 && <p>{t('waitingNone')}</p>}
          {data.lines.map((line) => {
            const heading = `${id}-${line.capacityId}`;
            const what = `${nameOf(line)}, ${slotTime(line.startsAt)}`;
            return (
              <section key={line.capacityId} aria-labelledby={heading} className="catalog-box">
                <h2 id={heading}>{what}</h2>
                <p className="hint">
                  {t('waitingPlaces', { capacity: line.capacity, sold: line.sold })}
                  {line.open ? '' : ` ${t('waitingJoinsOff')}`}
                </p>
                <ScrollRegion label={t('waitingLineOf', { what })}>
                  <table>
                    <caption className="visually-hidden">{t('waitingLineOf', { what })}</caption>
                    <thead>
                      <tr>
                        <th scope="col">{t('waitingPosition')}</th>
                        <th scope="col">{t('waitingEmail')}</th>
                        <th scope="col">{t('waitingWanted')}</th>
                        <th scope="col">{t('waitingJoined')}</th>
                        <th scope="col">{t('waitingState')}</th>
                        {mayRemove && <th scope="col">{t('waitingActions')}</th>}
                      </tr>
                    </thead>
                    <tbody>
                      {line.entries.map((entry) => (
                        <tr key={entry.id}>
                          <td>{entry.position ?? '–'}</td>
                          <td>{entry.email}</td>
                          <td>{entry.wanted}</td>
                          <td>{instant(entry.joinedAt)}</td>
                          <td>{stateText(entry)}</td>
                          {mayRemove && (
                            <td>
                              {(entry.state === 'waiting' || entry.state === 'offered') && (
                                <button
                                  type="button"
                                  className="danger"
                                  disabled={busy}
                                  aria-label={t('waitingRemoveWho', { email: entry.email })}
                                  onClick={() => setRemoving({ line, entry })}
                                >
                                  {t('waitingRemove')}
                                </button>
                              )}
                            </td>
                          )}
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </ScrollRegion>
              </section>
            );
          })}
        </>
      )}
      {removing && (
        <ConfirmDialog
          text={t(
            removing.entry.state === 'offered'
              ? 'waitingRemoveConfirmOffer'
              : 'waitingRemoveConfirm',
            {
              email: removing.entry.email,
              what: `${nameOf(removing.line)}, ${slotTime(removing.line.startsAt)}`,
            },
          )}
          onConfirm={() => void remove(removing.entry)}
          onClose={() => setRemoving(null)}
        />
      )}
    </section>
  );
}

export default WaitingListScreen;
