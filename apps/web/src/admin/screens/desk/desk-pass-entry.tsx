/**
 * An annual pass at the desk (docs/decisions.md "Annual-pass holders' free entries"): found by its
 * code, it shows its holder, validity, today's booked free entries and the museum's rules, and books
 * a free entry for the holder in the slot chosen in the desk's ticket section (0 €, the shop's rules
 * and refusals, checked by the server).
 */
import { formatDate } from '@foyer/domain';
import { adminEndpoints, type DeskPass, type DeskPassEntry } from '@foyer/domain/admin-contract';
import { useId, useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { useAdmin } from '../../context';
import './desk-more.css';
import { useDeskPassText } from './desk-pass-texts';
import { deskErrorText } from './desk-texts';

export function DeskPassEntryPanel(props: {
  /** The slot chosen in the ticket section, `YYYY-MM-DDTHH:mm`, or null. */
  slot: string | null;
  /** The tickets of that slot; the free entry is booked as one of them. */
  tickets: readonly { id: number; name: string }[];
}) {
  const { t: adminText, language } = useAdmin();
  const t = useDeskPassText();
  const id = useId();
  const [code, setCode] = useState('');
  const [pass, setPass] = useState<DeskPass | null>(null);
  const [ticket, setTicket] = useState<number | null>(null);
  const [booked, setBooked] = useState<DeskPassEntry | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { slot, tickets } = props;
  const chosenTicket = tickets.some((option) => option.id === ticket)
    ? ticket
    : (tickets[0]?.id ?? null);

  async function find(): Promise<void> {
    if (code.trim() === '') return;
    setBooked(null);
    try {
      setPass(await callAdmin(adminEndpoints.deskPass, { query: { code: code.trim() } }));
      setError(null);
    } catch (failure) {
      setPass(null);
      setError(
        failure instanceof AdminApiError && failure.status === 404
          ? t('deskAnnualNotFound')
          : deskErrorText(failure, adminText),
      );
    }
  }

  async function book(): Promise<void> {
    if (!pass || !slot || chosenTicket === null) return;
    setBusy(true);
    try {
      const entry = await callAdmin(adminEndpoints.deskPassEntry, {
        body: { language, pass: pass.number, ticket: chosenTicket, datetime: slot },
      });
      setBooked(entry);
      setError(null);
      setPass(await callAdmin(adminEndpoints.deskPass, { query: { code: pass.number } }));
    } catch (failure) {
      setError(deskErrorText(failure, adminText));
    } finally {
      setBusy(false);
    }
  }

  const limit = (value: number | null) => (value === null ? t('deskAnnualNoLimit') : String(value));

  return (
    <section aria-labelledby={`${id}-title`} className="desk-panel desk-annual">
      <h2 id={`${id}-title`}>{t('deskAnnual')}</h2>
      <form
        className="inline-form"
        onSubmit={(event) => {
          event.preventDefault();
          void find();
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-code`}>{t('deskAnnualCode')}</label>
          <input
            id={`${id}-code`}
            value={code}
            autoComplete="off"
            spellCheck={false}
            onChange={(event) => setCode(event.target.value)}
          />
        </div>
        <button type="submit">{t('deskAnnualFind')}</button>
      </form>
      {error && (
        <p role="alert" className="admin-error">
          {error}
        </p>
      )}
      {pass && (
        <>
          <dl className="desk-annual__facts">
            <dt>{t('deskAnnualHolder')}</dt>
            <dd>{pass.holder ?? '—'}</dd>
            <dt>{t('deskAnnualValidity')}</dt>
            <dd>
              {pass.validFrom && pass.validTo
                ? t('deskAnnualValidRange', {
                    from: formatDate(pass.validFrom),
                    to: formatDate(pass.validTo),
                  })
                : '—'}{' '}
              ·{' '}
              <strong>
                {pass.cancelled
                  ? t('deskAnnualCancelled')
                  : pass.validToday
                    ? t('deskAnnualValidToday')
                    : t('deskAnnualNotValidToday')}
              </strong>
            </dd>
            <dt>{t('deskAnnualEntriesToday')}</dt>
            <dd>
              {pass.entriesToday.length === 0 ? (
                t('deskAnnualNoEntries')
              ) : (
                <ul className="desk-annual__entries">
                  {pass.entriesToday.map((entry) => (
                    <li key={entry.datetime}>
                      {entry.datetime.slice(11, 16)} · {entry.name}
                    </li>
                  ))}
                </ul>
              )}
            </dd>
            <dt>{t('deskAnnualRules')}</dt>
            <dd>
              {t('deskAnnualRulesText', {
                day: limit(pass.rules.perDay),
                week: limit(pass.rules.perWeek),
                walkIn: pass.rules.walkIn ? t('deskAnnualYes') : t('deskAnnualNo'),
              })}
            </dd>
          </dl>
          {slot === null || tickets.length === 0 ? (
            <p className="hint">{t('deskAnnualChooseSlot')}</p>
          ) : (
            <div className="desk-row">
              {tickets.length > 1 && (
                <div className="field">
                  <label htmlFor={`${id}-ticket`}>{t('deskAnnualEntryTicket')}</label>
                  <select
                    id={`${id}-ticket`}
                    value={chosenTicket ?? ''}
                    onChange={(event) => setTicket(Number(event.target.value))}
                  >
                    {tickets.map((option) => (
                      <option key={option.id} value={option.id}>
                        {option.name}
                      </option>
                    ))}
                  </select>
                </div>
              )}
              <button type="button" disabled={busy} onClick={() => void book()}>
                {t('deskAnnualBook', { time: slot.slice(11, 16) })}
              </button>
            </div>
          )}
        </>
      )}
      <div role="status">
        {booked && (
          <p>
            {t('deskAnnualBooked', { number: booked.number, barcode: booked.barcode })}{' '}
            {booked.ticketsUrl && (
              <a className="button-link" href={booked.ticketsUrl} target="_blank" rel="noopener">
                {t('deskPrint')}
              </a>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
