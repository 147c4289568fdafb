/**
 * The tour's schedule: the upcoming starts with their places, bookings, places in baskets and
 * parallel tours, whose places and parallel tours can be changed (never below what is booked and
 * held: the server refuses with the numbers); a start removed (the server keeps one with bookings or holds); one start added by
 * date and time, or the starts of a rule (start times on chosen weekdays between two dates, closing
 * days left out) after a preview the server makes in the venue's time zone.
 */
import {
  catalogTourEndpoints,
  type CatalogTourDetail,
  type CatalogTourSlot,
  type TourSlotPreview,
} from '@foyer/domain/admin-contract/catalog-tours';
import { useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import type { Translate } from '../../i18n';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
type Message = { ok: boolean; text: string } | null;

function refusalText(error: unknown, t: Translate): string {
  if (error instanceof AdminApiError) {
    if (error.code === 'CAPACITY_BELOW_SOLD_AND_HELD') {
      const { sold, held, minimum } = error.params;
      return t('startCapacityRefused', {
        sold: Number(sold),
        held: Number(held),
        minimum: Number(minimum),
      });
    }
    if (error.code === 'SLOT_IN_USE') return t('scheduleInUse');
    if (error.code === 'VALIDATION_FAILED') return t('scheduleInvalid');
  }
  return errorText(error, t);
}

function today(): string {
  const now = new Date();
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

function startText(startsAt: string): string {
  return startsAt.slice(0, 16).replace('T', ' ');
}

function Feedback({ message }: { message: Message }) {
  return message ? (
    <p
      className={message.ok ? 'admin-ok' : 'admin-warning'}
      role={message.ok ? undefined : 'alert'}
    >
      {message.text}
    </p>
  ) : null;
}

export function TourSlotsSection({
  tourId,
  slots,
  onDetail,
}: {
  tourId: number;
  slots: readonly CatalogTourSlot[];
  onDetail(detail: CatalogTourDetail): void;
}) {
  const { t } = useAdmin();
  const [message, setMessage] = useState<Message>(null);
  const upcoming = slots.filter((slot) => slot.startsAt.slice(0, 10) >= today());
  const [edits, setEdits] = useState<Record<string, string>>({});
  const valueOf = (slot: CatalogTourSlot, part: 'participants' | 'tours') =>
    edits[`${slot.id}.${part}`] ?? String(slot[part].capacity);
  const input = (slot: CatalogTourSlot, part: 'participants' | 'tours', label: string) => (
    <input
      className="capacity-input"
      inputMode="numeric"
      form={`start-capacity-${slot.id}`}
      aria-label={t(label === 'places' ? 'startPlacesOf' : 'startParallelOf', {
        start: startText(slot.startsAt),
      })}
      value={valueOf(slot, part)}
      onChange={(event) => setEdits({ ...edits, [`${slot.id}.${part}`]: event.target.value })}
    />
  );

  const saveCapacity = async (slot: CatalogTourSlot) => {
    setMessage(null);
    try {
      await callAdmin(catalogTourEndpoints.catalogTourSlotCapacity, {
        params: { id: slot.id },
        body: {
          participants: Number(valueOf(slot, 'participants')),
          tours: Number(valueOf(slot, 'tours')),
        },
      });
      onDetail(await callAdmin(catalogTourEndpoints.catalogTour, { params: { id: tourId } }));
      setEdits({});
      setMessage({ ok: true, text: t('startCapacitySaved', { start: startText(slot.startsAt) }) });
    } catch (error) {
      setMessage({ ok: false, text: refusalText(error, t) });
    }
  };

  // Removing asks first: a start is gone for good.
  const [removing, setRemoving] = useState<CatalogTourSlot | null>(null);
  const remove = async (slot: CatalogTourSlot) => {
    setMessage(null);
    try {
      await callAdmin(catalogTourEndpoints.catalogRemoveTourSlot, { params: { id: slot.id } });
      onDetail(await callAdmin(catalogTourEndpoints.catalogTour, { params: { id: tourId } }));
    } catch (error) {
      setMessage({ ok: false, text: refusalText(error, t) });
    }
  };

  return (
    <section aria-labelledby="schedule-title">
      <h2 id="schedule-title">{t('schedulesHeading')}</h2>
      {removing && (
        <ConfirmDialog
          text={t('removeConfirm', { what: startText(removing.startsAt) })}
          onConfirm={() => {
            setRemoving(null);
            void remove(removing);
          }}
          onClose={() => setRemoving(null)}
        />
      )}
      <div aria-live="polite">
        <Feedback message={message} />
      </div>
      {upcoming.length === 0 ? (
        <p>{t('noSchedules')}</p>
      ) : (
        <div className="table-wrap slots-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('colStart')}</th>
                <th scope="col" className="num">
                  {t('colPlaces')}
                </th>
                <th scope="col" className="num">
                  {t('colBooked')}
                </th>
                <th scope="col" className="num">
                  {t('colHeld')}
                </th>
                <th scope="col" className="num">
                  {t('colParallel')}
                </th>
                <th scope="col">
                  <span className="visually-hidden">{t('actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {upcoming.map((slot) => (
                <tr key={slot.id}>
                  <td>
                    <time dateTime={slot.startsAt}>{startText(slot.startsAt)}</time>
                  </td>
                  <td className="num">{input(slot, 'participants', 'places')}</td>
                  <td className="num">{slot.participants.sold}</td>
                  <td className="num">{slot.participants.held}</td>
                  <td className="num">{input(slot, 'tours', 'parallel')}</td>
                  <td className="row-actions">
                    <form
                      id={`start-capacity-${slot.id}`}
                      className="inline-form"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void saveCapacity(slot);
                      }}
                    >
                      <button type="submit" className="secondary">
                        {t('saveStartCapacity')}
                      </button>
                    </form>
                    <button
                      type="button"
                      className="secondary"
                      aria-label={t('removeStart', { start: startText(slot.startsAt) })}
                      onClick={() => setRemoving(slot)}
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
      <StartForm tourId={tourId} onDetail={onDetail} />
    </section>
  );
}

function StartForm({
  tourId,
  onDetail,
}: {
  tourId: number;
  onDetail(detail: CatalogTourDetail): void;
}) {
  const { t } = useAdmin();
  const [byRule, setByRule] = useState(false);
  const [values, setValues] = useState({
    date: today(),
    time: '11:00',
    fromDate: today(),
    toDate: today(),
    times: '11:00, 15:00',
    except: '',
    places: '20',
    parallel: '1',
  });
  const [weekdays, setWeekdays] = useState<string[]>([...WEEKDAYS]);
  const [preview, setPreview] = useState<TourSlotPreview | null>(null);
  const [message, setMessage] = useState<Message>(null);
  const [busy, setBusy] = useState(false);

  const list = (text: string) => text.split(/[\s,;]+/).filter(Boolean);
  const body = () => {
    const capacities = {
      participants: { capacity: Number(values.places) },
      tours: { capacity: Number(values.parallel) },
    };
    if (!byRule) return { startsAt: `${values.date}T${values.time}`, ...capacities };
    return {
      dates: { from: values.fromDate, to: values.toDate },
      weekdays,
      times: list(values.times),
      ...(values.except.trim() ? { except: list(values.except) } : {}),
      ...capacities,
    };
  };
  const field = (name: keyof typeof values, label: string, type: string) => (
    <div className="field">
      <label htmlFor={`start-${name}`}>{label}</label>
      <input
        id={`start-${name}`}
        type={type}
        value={values[name]}
        onChange={(event) => {
          setPreview(null);
          setValues({ ...values, [name]: event.target.value });
        }}
      />
    </div>
  );

  const run = async (create: boolean) => {
    setMessage(null);
    setBusy(true);
    try {
      const params = { id: tourId };
      if (create) {
        onDetail(
          await callAdmin(catalogTourEndpoints.catalogAddTourSlots, { params, body: body() }),
        );
        setPreview(null);
        setMessage({ ok: true, text: t('schedulesAdded') });
      } else {
        setPreview(
          await callAdmin(catalogTourEndpoints.catalogPreviewTourSlots, { params, body: body() }),
        );
      }
    } catch (error) {
      setMessage({ ok: false, text: refusalText(error, t) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className="catalog-box"
      aria-labelledby="start-title"
      aria-busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void run(!byRule);
      }}
    >
      <h3 id="start-title">{byRule ? t('addStartsByRule') : t('addStart')}</h3>
      <label className="switch">
        <input
          type="checkbox"
          checked={byRule}
          onChange={(event) => {
            setPreview(null);
            setByRule(event.target.checked);
          }}
        />
        {t('addStartsByRule')}
      </label>
      <div className="create-form">
        {byRule ? (
          <>
            {field('fromDate', t('fromDate'), 'date')}
            {field('toDate', t('toDate'), 'date')}
            {field('times', t('startTimes'), 'text')}
          </>
        ) : (
          <>
            {field('date', t('startDate'), 'date')}
            {field('time', t('startTime'), 'time')}
          </>
        )}
        {field('places', t('placesPerStart'), 'number')}
        {field('parallel', t('parallelTours'), 'number')}
      </div>
      {byRule && (
        <>
          <fieldset className="weekday-row">
            <legend>{t('weekdays')}</legend>
            {WEEKDAYS.map((day) => (
              <label key={day} className="switch">
                <input
                  type="checkbox"
                  checked={weekdays.includes(day)}
                  onChange={(event) => {
                    setPreview(null);
                    setWeekdays(
                      event.target.checked
                        ? WEEKDAYS.filter((d) => d === day || weekdays.includes(d))
                        : weekdays.filter((d) => d !== day),
                    );
                  }}
                />
                {t(day)}
              </label>
            ))}
          </fieldset>
          {field('except', t('closingDays'), 'text')}
        </>
      )}
      <p className="row-actions">
        <button type="submit" className={byRule ? 'secondary' : undefined} disabled={busy}>
          {byRule ? t('preview') : t('addStartButton')}
        </button>
        {byRule && preview && (
          <button type="button" disabled={busy} onClick={() => void run(true)}>
            {t('createSlots')}
          </button>
        )}
      </p>
      <div aria-live="polite">
        {preview && (
          <>
            <p>
              {t('schedulePreview', {
                count: preview.slots.length,
                existing: preview.existing,
                zone: preview.timeZone,
              })}
            </p>
            <ul className="preview-list">
              {preview.slots.slice(0, 12).map((start) => (
                <li key={start}>{startText(start)}</li>
              ))}
              {preview.slots.length > 12 && <li>…</li>}
            </ul>
          </>
        )}
        <Feedback message={message} />
      </div>
    </form>
  );
}
