/**
 * The form that puts a visitor on the waiting list of a sold-out time (docs/decisions.md "Waiting
 * list: booking an offer and joining in the shop"): the time (when several are sold out), the
 * e-mail (the logged-in customer's to start with) and the places wanted, 1 to `maxPlaces`. The
 * server decides (`waitinglist/join`); its refusals come translated and are shown next to their
 * field, the outcome is announced (`aria-live`).
 */
import { ApiError } from '../api/api-error';
import { useApiClient } from '../api/api-context';
import { useLanguage } from '../navigation/use-route-info';
import { useSession } from '../session/session-store';
import { useId, useState, type FormEvent } from 'react';
import { useWaitingListTexts } from '@/i18n/waiting-list/load';
import '@/shared/catalog/catalog.css';
import './join-form.css';

export interface JoinFormProps {
  kind: 'event' | 'tour';
  /** The event's or the tour's id. */
  id: number;
  /** The sold-out times to wait for: venue-local `YYYY-MM-DDTHH:mm` and how the picker names it. */
  slots: readonly { datetime: string; label: string }[];
  maxPlaces: number;
}

type Field = 'datetime' | 'email' | 'count';

/** The per-field messages of a refusal (`errors`), the general one under the places. */
function refusalMessages(body: unknown): Partial<Record<Field | 'form', string>> {
  if (typeof body !== 'object' || body === null) return {};
  const { errors, message, error } = body as Record<string, unknown>;
  const found: Partial<Record<Field | 'form', string>> = {};
  if (typeof errors === 'object' && errors !== null) {
    for (const [field, text] of Object.entries(errors as Record<string, unknown>)) {
      if (
        (field === 'email' || field === 'count' || field === 'datetime') &&
        typeof text === 'string'
      ) {
        found[field] = text;
      }
    }
  }
  if (Object.keys(found).length === 0 && typeof message === 'string') {
    // The slot has places (WAITING_LIST_NOT_SOLD_OUT): a matter of the places wanted.
    if (error === 'WAITING_LIST_NOT_SOLD_OUT') found.count = message;
    else found.form = message;
  }
  return found;
}

export default function JoinForm({ kind, id, slots, maxPlaces }: JoinFormProps) {
  const { t, ready } = useWaitingListTexts();
  const client = useApiClient();
  const lang = useLanguage();
  const customerEmail = useSession((state) => state.customer?.email ?? '');
  const base = useId();
  const [open, setOpen] = useState(false);
  const [datetime, setDatetime] = useState(slots[0]?.datetime ?? '');
  const [email, setEmail] = useState(customerEmail);
  const [count, setCount] = useState('1');
  const [pending, setPending] = useState(false);
  const [joined, setJoined] = useState(false);
  const [problems, setProblems] = useState<Partial<Record<Field | 'form', string>>>({});
  const chosen = slots.some((slot) => slot.datetime === datetime)
    ? datetime
    : (slots[0]?.datetime ?? '');
  const ids = {
    time: `${base}-time`,
    email: `${base}-email`,
    count: `${base}-count`,
    hint: `${base}-hint`,
  };
  const errorId = (field: Field) => `${base}-${field}-error`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setPending(true);
    setProblems({});
    try {
      await client.call('waitingListJoin', {
        lang,
        body: { kind, id, datetime: chosen, email, count: Number(count) },
      });
      setJoined(true);
    } catch (failure) {
      if (!(failure instanceof ApiError)) throw failure;
      const found = failure.status === 422 ? refusalMessages(failure.body) : {};
      setProblems(Object.keys(found).length > 0 ? found : { form: t('waitingList.join.failed') });
    } finally {
      setPending(false);
    }
  };

  const fieldProps = (field: Field) =>
    problems[field] ? { 'aria-invalid': true as const, 'aria-describedby': errorId(field) } : {};

  if (!ready) return null;
  return (
    <section className="join-waiting-list" aria-labelledby={`${base}-title`}>
      <h3 id={`${base}-title`} className="join-waiting-list__title">
        {t('waitingList.join.open')}
      </h3>
      <div aria-live="polite" role="status" className="join-waiting-list__status">
        {joined && <p className="notice notice--success">{t('waitingList.join.joined')}</p>}
      </div>
      {!joined && !open && (
        <button type="button" className="button button--secondary" onClick={() => setOpen(true)}>
          {t('waitingList.join.open')}
        </button>
      )}
      {!joined && open && (
        <form className="join-waiting-list__form" onSubmit={submit} noValidate>
          <p className="join-waiting-list__intro">{t('waitingList.join.intro')}</p>
          {slots.length > 1 && (
            <div className="field">
              <label className="field__label" htmlFor={ids.time}>
                {t('waitingList.join.time')}
              </label>
              <select
                id={ids.time}
                className="field__input"
                value={chosen}
                onChange={(change) => setDatetime(change.target.value)}
                {...fieldProps('datetime')}
              >
                {slots.map((slot) => (
                  <option key={slot.datetime} value={slot.datetime}>
                    {slot.label}
                  </option>
                ))}
              </select>
              {problems.datetime && (
                <p id={errorId('datetime')} className="field__error">
                  {problems.datetime}
                </p>
              )}
            </div>
          )}
          <div className="field">
            <label className="field__label" htmlFor={ids.email}>
              {t('waitingList.join.email')}
            </label>
            <input
              id={ids.email}
              className="field__input"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(change) => setEmail(change.target.value)}
              {...fieldProps('email')}
            />
            {problems.email && (
              <p id={errorId('email')} className="field__error">
                {problems.email}
              </p>
            )}
          </div>
          <div className="field">
            <label className="field__label" htmlFor={ids.count}>
              {t('waitingList.join.count')}
            </label>
            <input
              id={ids.count}
              className="field__input join-waiting-list__count"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxPlaces}
              step={1}
              required
              value={count}
              onChange={(change) => setCount(change.target.value)}
              aria-invalid={problems.count ? true : undefined}
              aria-describedby={problems.count ? `${ids.hint} ${errorId('count')}` : ids.hint}
            />
            <p id={ids.hint} className="field__hint">
              {t('waitingList.join.countHint', { max: maxPlaces })}
            </p>
            {problems.count && (
              <p id={errorId('count')} className="field__error">
                {problems.count}
              </p>
            )}
          </div>
          <div role="alert">{problems.form && <p className="field__error">{problems.form}</p>}</div>
          <button type="submit" className="button" disabled={pending}>
            {pending ? t('waitingList.join.sending') : t('waitingList.join.submit')}
          </button>
        </form>
      )}
    </section>
  );
}
