/**
 * "I have an annual pass": a pass holder books a free entry for the chosen time slot with the pass's
 * number, or signed in with one of the account's passes, and sees the entry's ticket
 * (docs/decisions.md "Annual-pass holders' free entries"). A lazy chunk of its own: it loads only
 * once a time slot is chosen, with its own texts in the eight languages.
 */
import { formatDate, routePath, type Language } from '@foyer/domain';
import type { AccountPass, PassEntryData } from '@foyer/domain/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { useApiClient } from '@/shared/api/api-context';
import { ApiError } from '@/shared/api/api-error';
import { useSession } from '@/shared/session/session-store';
import { passEntryText, type PassEntryTextKey } from './pass-entry-texts';
import { useTicketMessage } from './ticket-messages';
import './pass-entry.css';

export interface PassEntryProps {
  readonly lang: Language;
  /** The chosen slot's venue-local start, `YYYY-MM-DDTHH:mm`. */
  readonly datetime: string;
  /** The slot's tickets: the entry is booked as one of them, for one person, at 0 €. */
  readonly tickets: readonly { readonly id: number; readonly name: string }[];
}

const OTHER = 'other';

/** The message of a refused booking: the server's own (in the call's language), else the shop's. */
function useRefusalText(lang: Language): (error: unknown) => string {
  const ticketMessage = useTicketMessage();
  return (error) => {
    if (!(error instanceof ApiError) || error.code === null) return passEntryText(lang, 'failed');
    const body = error.body as { message?: unknown; params?: Record<string, string | number> };
    if (typeof body?.message === 'string' && body.message !== '') return body.message;
    return ticketMessage({ code: error.code as never, params: body?.params ?? {} });
  };
}

export default function PassEntry({ lang, datetime, tickets }: PassEntryProps) {
  const text = (key: PassEntryTextKey, values?: Record<string, string>) =>
    passEntryText(lang, key, values);
  const client = useApiClient();
  const token = useSession((state) => state.token);
  const refusal = useRefusalText(lang);
  const ids = {
    panel: useId(),
    title: useId(),
    number: useId(),
    hint: useId(),
    error: useId(),
    ticket: useId(),
  };
  const [open, setOpen] = useState(false);
  const [ticket, setTicket] = useState<number | null>(tickets[0]?.id ?? null);
  const [number, setNumber] = useState('');
  const [chosen, setChosen] = useState<string>(OTHER);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [booked, setBooked] = useState<PassEntryData | null>(null);

  const mine = useQuery({
    queryKey: ['passes', 'mine', lang, token],
    queryFn: () => client.call('passesMine', { lang, quietUnauthorized: true }),
    enabled: open && token !== null,
    retry: false,
  });
  const passes: readonly AccountPass[] = mine.data ?? [];
  const usingAccount = chosen !== OTHER && passes.some((pass) => String(pass.id) === chosen);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (ticket === null || sending) return;
    if (!usingAccount && number.trim() === '') {
      setError(text('required'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      const body = usingAccount
        ? { ticket, datetime, passId: Number(chosen) }
        : { ticket, datetime, pass: number.trim() };
      setBooked(await client.call('passEntry', { lang, body, quietUnauthorized: true }));
    } catch (failure) {
      setError(refusal(failure));
    } finally {
      setSending(false);
    }
  };

  if (tickets.length === 0) return null;

  return (
    <section className="pass-entry" aria-labelledby={ids.title}>
      <h3 id={ids.title} className="pass-entry__title">
        <button
          type="button"
          className="pass-entry__toggle"
          aria-expanded={open}
          aria-controls={ids.panel}
          onClick={() => setOpen((current) => !current)}
        >
          {text('toggle')}
        </button>
      </h3>
      <div id={ids.panel} hidden={!open} className="pass-entry__panel">
        {booked ? (
          <div role="status" className="pass-entry__done">
            <p className="notice notice--success">{text('done')}</p>
            <dl className="pass-entry__facts">
              <dt>{text('ticket')}</dt>
              <dd>
                {booked.eventName} · {booked.ticketName} ·{' '}
                {formatDate(booked.datetime.slice(0, 10))} {booked.datetime.slice(11, 16)}
              </dd>
              <dt>{text('order')}</dt>
              <dd>{booked.number}</dd>
              <dt>{text('code')}</dt>
              <dd className="pass-entry__code">{booked.barcode}</dd>
            </dl>
            <p className="pass-entry__links">
              {booked.ticketsUrl && (
                <a className="button" href={booked.ticketsUrl} download>
                  {text('tickets')}
                </a>
              )}
              <Link to={routePath('orderReview', lang, { id: booked.orderToken })}>
                {text('review')}
              </Link>
            </p>
          </div>
        ) : (
          <form className="pass-entry__form" onSubmit={submit} noValidate>
            <p>{text('intro')}</p>
            {tickets.length > 1 && (
              <div className="pass-entry__field">
                <label htmlFor={ids.ticket} className="pass-entry__label">
                  {text('ticket')}
                </label>
                <select
                  id={ids.ticket}
                  className="pass-entry__input"
                  value={ticket ?? ''}
                  onChange={(change) => setTicket(Number(change.target.value))}
                >
                  {tickets.map((option) => (
                    <option key={option.id} value={option.id}>
                      {option.name}
                    </option>
                  ))}
                </select>
              </div>
            )}
            {passes.length > 0 && (
              <fieldset className="pass-entry__mine">
                <legend>{text('myPasses')}</legend>
                {passes.map((pass) => (
                  <label key={pass.id} className="pass-entry__choice">
                    <input
                      type="radio"
                      name={`${ids.panel}-pass`}
                      value={String(pass.id)}
                      checked={chosen === String(pass.id)}
                      onChange={() => setChosen(String(pass.id))}
                    />
                    <span>
                      {pass.holder ?? pass.number} · {pass.number}
                      {pass.validTo && ` · ${text('validTo', { date: formatDate(pass.validTo) })}`}
                    </span>
                  </label>
                ))}
                <label className="pass-entry__choice">
                  <input
                    type="radio"
                    name={`${ids.panel}-pass`}
                    value={OTHER}
                    checked={chosen === OTHER}
                    onChange={() => setChosen(OTHER)}
                  />
                  <span>{text('otherNumber')}</span>
                </label>
              </fieldset>
            )}
            {!usingAccount && (
              <div className="pass-entry__field">
                <label htmlFor={ids.number} className="pass-entry__label">
                  {text('number')}
                </label>
                <input
                  id={ids.number}
                  className="pass-entry__input"
                  name="pass"
                  type="text"
                  autoComplete="off"
                  autoCapitalize="characters"
                  spellCheck={false}
                  value={number}
                  onChange={(change) => setNumber(change.target.value)}
                  aria-invalid={error !== null}
                  aria-describedby={error !== null ? `${ids.hint} ${ids.error}` : ids.hint}
                />
                <span id={ids.hint} className="pass-entry__hint">
                  {text('numberHint')}
                </span>
              </div>
            )}
            <div id={ids.error} role="alert">
              {error !== null && <p className="field-error">{error}</p>}
            </div>
            <button type="submit" className="button" disabled={sending}>
              {sending ? text('booking') : text('book')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
