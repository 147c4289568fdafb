/**
 * The dates of an event's day tickets: the upcoming ones with capacity, sold and held; a capacity
 * changed inline (the server refuses one below sold + held, with the numbers), a date without sales
 * removed, and dates added one by one or by a rule (a range of dates on chosen weekdays, closing days
 * left out), as the catalog file's `days` entries.
 */
import {
  catalogDayEndpoints,
  type CatalogDay,
  type DayEntryBody,
} from '@foyer/domain/admin-contract/catalog-days';
import { useEffect, useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import type { Translate } from '../../i18n';
import './ticket-fields.css';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Message = { ok: boolean; text: string } | null;

function refusalText(error: unknown, t: Translate): string {
  if (error instanceof AdminApiError) {
    if (error.code === 'CAPACITY_BELOW_SOLD_AND_HELD') {
      const { sold, held, minimum } = error.params;
      return t('capacityRefused', {
        sold: Number(sold),
        held: Number(held),
        minimum: Number(minimum),
      });
    }
    if (error.code === 'DAY_IN_USE') return t('dayInUse');
    if (error.code === 'VALIDATION_FAILED') return t('dayInvalid');
  }
  return errorText(error, t);
}

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function Status({ message }: { message: Message }) {
  return (
    <div aria-live="polite">
      {message && (
        <p
          className={message.ok ? 'admin-ok' : 'admin-warning'}
          role={message.ok ? undefined : 'alert'}
        >
          {message.text}
        </p>
      )}
    </div>
  );
}

export function DaysSection({ eventId }: { eventId: number }) {
  const { t } = useAdmin();
  const [days, setDays] = useState<CatalogDay[] | null>(null);
  // Removing asks first: a date is gone for good.
  const [removing, setRemoving] = useState<CatalogDay | null>(null);
  const [capacities, setCapacities] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<Message>(null);

  const reload = async () =>
    setDays((await callAdmin(catalogDayEndpoints.catalogDays, { params: { id: eventId } })).days);
  useEffect(() => {
    callAdmin(catalogDayEndpoints.catalogDays, { params: { id: eventId } })
      .then((loaded) => setDays(loaded.days))
      .catch((error: unknown) => setMessage({ ok: false, text: errorText(error, t) }));
  }, [eventId, t]);

  const act = async (work: () => Promise<unknown>, done?: string) => {
    setMessage(null);
    try {
      await work();
      await reload();
      if (done) setMessage({ ok: true, text: done });
    } catch (error) {
      setMessage({ ok: false, text: refusalText(error, t) });
    }
  };
  const upcoming = (days ?? []).filter((day) => day.date >= today());

  return (
    <section aria-labelledby="days-title" className="days-section">
      <h2 id="days-title">{t('daysHeading')}</h2>
      {removing && (
        <ConfirmDialog
          text={t('removeConfirm', { what: removing.date })}
          onConfirm={() => {
            setRemoving(null);
            void act(() =>
              callAdmin(catalogDayEndpoints.catalogRemoveDay, { params: { id: removing.id } }),
            );
          }}
          onClose={() => setRemoving(null)}
        />
      )}
      <Status message={message} />
      {upcoming.length === 0 ? (
        <p>{days === null ? t('loading') : t('noDays')}</p>
      ) : (
        <div className="table-wrap slots-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('colDayDate')}</th>
                <th scope="col">{t('colCapacity')}</th>
                <th scope="col" className="num">
                  {t('colSold')}
                </th>
                <th scope="col" className="num">
                  {t('colHeld')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((day) => (
                <tr key={day.id}>
                  <td>
                    <time dateTime={day.date}>{day.date}</time>
                  </td>
                  <td>
                    <form
                      className="inline-form"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void act(
                          () =>
                            callAdmin(catalogDayEndpoints.catalogDayCapacity, {
                              params: { id: day.id },
                              body: { capacity: Number(capacities[day.id] ?? day.capacity) },
                            }),
                          t('eventSaved'),
                        );
                      }}
                    >
                      <input
                        className="capacity-input"
                        inputMode="numeric"
                        aria-label={t('capacityOfDate', { date: day.date })}
                        value={capacities[day.id] ?? String(day.capacity)}
                        onChange={(event) =>
                          setCapacities({ ...capacities, [day.id]: event.target.value })
                        }
                      />
                      <button type="submit" className="secondary">
                        {t('setCapacity')}
                      </button>
                    </form>
                  </td>
                  <td className="num">{day.sold}</td>
                  <td className="num">{day.held}</td>
                  <td>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={t('removeDate', { date: day.date })}
                      onClick={() => setRemoving(day)}
                    >
                      {t('removeSlot')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <DayForm eventId={eventId} onDays={setDays} />
    </section>
  );
}

function DayForm({ eventId, onDays }: { eventId: number; onDays(days: CatalogDay[]): void }) {
  const { t } = useAdmin();
  const [form, setForm] = useState({
    date: today(),
    fromDate: today(),
    toDate: today(),
    capacity: '100',
    except: '',
  });
  const [weekdays, setWeekdays] = useState<string[]>([...WEEKDAYS]);
  const [message, setMessage] = useState<Message>(null);

  const add = async (body: DayEntryBody) => {
    setMessage(null);
    try {
      const answer = await callAdmin(catalogDayEndpoints.catalogAddDays, {
        params: { id: eventId },
        body,
      });
      onDays(answer.days);
      setMessage({ ok: true, text: t('datesAdded') });
    } catch (error) {
      setMessage({ ok: false, text: refusalText(error, t) });
    }
  };
  const field = (name: keyof typeof form, label: string, type: string) => (
    <div className="field">
      <label htmlFor={`day-${name}`}>{label}</label>
      <input
        id={`day-${name}`}
        type={type}
        value={form[name]}
        onChange={(event) => setForm({ ...form, [name]: event.target.value })}
      />
    </div>
  );
  const capacity = Number(form.capacity);

  return (
    <div className="catalog-box">
      <div className="create-form">{field('capacity', t('dateCapacity'), 'number')}</div>
      <form
        aria-labelledby="day-one-title"
        onSubmit={(event) => {
          event.preventDefault();
          void add({ date: form.date, capacity });
        }}
      >
        <h3 id="day-one-title">{t('addDate')}</h3>
        <div className="create-form">
          {field('date', t('colDayDate'), 'date')}
          <button type="submit" className="secondary">
            {t('addDateButton')}
          </button>
        </div>
      </form>
      <form
        aria-labelledby="day-rule-title"
        onSubmit={(event) => {
          event.preventDefault();
          const except = form.except.split(/[\s,;]+/).filter(Boolean);
          void add({
            dates: { from: form.fromDate, to: form.toDate },
            weekdays: WEEKDAYS.filter((day) => weekdays.includes(day)),
            ...(except.length > 0 ? { except } : {}),
            capacity,
          });
        }}
      >
        <h3 id="day-rule-title">{t('addDatesByRule')}</h3>
        <div className="create-form">
          {field('fromDate', t('fromDate'), 'date')}
          {field('toDate', t('toDate'), 'date')}
        </div>
        <fieldset className="weekday-row">
          <legend>{t('weekdays')}</legend>
          {WEEKDAYS.map((day) => (
            <label key={day} className="switch">
              <input
                type="checkbox"
                checked={weekdays.includes(day)}
                onChange={(event) =>
                  setWeekdays(
                    event.target.checked ? [...weekdays, day] : weekdays.filter((d) => d !== day),
                  )
                }
              />
              {t(day)}
            </label>
          ))}
        </fieldset>
        {field('except', t('closingDays'), 'text')}
        <p className="row-actions">
          <button type="submit">{t('addDatesButton')}</button>
        </p>
      </form>
      <Status message={message} />
    </div>
  );
}
