/**
 * The event's time slots: the upcoming ones with capacity, sold and held; a capacity changed inline
 * (the server refuses one below sold + held, with the numbers), a slot removed, and slots added by a
 * rule (every N minutes from HH:MM to HH:MM on chosen weekdays between two dates, closing days left
 * out) after a preview the server makes.
 */
import {
  catalogEndpoints,
  type CatalogEventDetail,
  type CatalogSlot,
  type SlotPreview,
} from '@foyer/domain/admin-contract/catalog';
import { useState } from 'react';
import { AdminApiError, callAdmin } from '../../api';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { useAdmin } from '../../context';
import { errorText } from '../../errors';
import type { Translate } from '../../i18n';

const WEEKDAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;

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
    if (error.code === 'SLOT_IN_USE') return t('slotInUse');
    if (error.code === 'SLOT_EXISTS') return t('slotExists');
    if (error.code === 'VALIDATION_FAILED') return t('formHasErrors');
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

export function SlotsSection({
  eventId,
  slots,
  onDetail,
}: {
  eventId: number;
  slots: readonly CatalogSlot[];
  onDetail(detail: CatalogEventDetail): void;
}) {
  const { t } = useAdmin();
  const [capacities, setCapacities] = useState<Record<number, string>>({});
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const upcoming = slots.filter((slot) => slot.startsAt.slice(0, 10) >= today());

  const reload = async () =>
    onDetail(await callAdmin(catalogEndpoints.catalogEvent, { params: { id: eventId } }));

  const setCapacity = async (slot: CatalogSlot) => {
    setMessage(null);
    try {
      await callAdmin(catalogEndpoints.catalogSlotCapacity, {
        params: { id: slot.id },
        body: { capacity: Number(capacities[slot.id] ?? slot.capacity) },
      });
      await reload();
      setMessage({ ok: true, text: t('eventSaved') });
    } catch (error) {
      setMessage({ ok: false, text: refusalText(error, t) });
    }
  };
  // Removing asks first: a slot is gone for good, with its place in the calendar.
  const [removing, setRemoving] = useState<CatalogSlot | null>(null);
  const remove = async (slot: CatalogSlot) => {
    setMessage(null);
    try {
      await callAdmin(catalogEndpoints.catalogRemoveSlot, { params: { id: slot.id } });
      await reload();
    } catch (error) {
      setMessage({ ok: false, text: refusalText(error, t) });
    }
  };

  return (
    <section aria-labelledby="slots-title">
      <h2 id="slots-title">{t('slotsHeading')}</h2>
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
        {message && (
          <p
            className={message.ok ? 'admin-ok' : 'admin-warning'}
            role={message.ok ? undefined : 'alert'}
          >
            {message.text}
          </p>
        )}
      </div>
      {upcoming.length === 0 ? (
        <p>{t('noSlots')}</p>
      ) : (
        <div className="table-wrap slots-table">
          <table>
            <thead>
              <tr>
                <th scope="col">{t('colStart')}</th>
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
              {upcoming.map((slot) => (
                <tr key={slot.id}>
                  <td>
                    <time dateTime={slot.startsAt}>{startText(slot.startsAt)}</time>
                  </td>
                  <td>
                    <form
                      className="inline-form"
                      onSubmit={(event) => {
                        event.preventDefault();
                        void setCapacity(slot);
                      }}
                    >
                      <input
                        className="capacity-input"
                        inputMode="numeric"
                        aria-label={t('capacityOf', { start: startText(slot.startsAt) })}
                        value={capacities[slot.id] ?? String(slot.capacity)}
                        onChange={(event) =>
                          setCapacities({ ...capacities, [slot.id]: event.target.value })
                        }
                      />
                      <button type="submit" className="secondary">
                        {t('setCapacity')}
                      </button>
                    </form>
                  </td>
                  <td className="num">{slot.sold}</td>
                  <td className="num">{slot.held}</td>
                  <td>
                    <button type="button" className="secondary" onClick={() => setRemoving(slot)}>
                      {t('removeSlot')}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <RuleForm eventId={eventId} onDetail={onDetail} />
    </section>
  );
}

function RuleForm({
  eventId,
  onDetail,
}: {
  eventId: number;
  onDetail(detail: CatalogEventDetail): void;
}) {
  const { t } = useAdmin();
  const [rule, setRule] = useState({
    every: '60',
    from: '10:00',
    to: '16:00',
    fromDate: today(),
    toDate: today(),
    capacity: '20',
    except: '',
  });
  const [weekdays, setWeekdays] = useState<string[]>([...WEEKDAYS]);
  const [preview, setPreview] = useState<SlotPreview | null>(null);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);

  const body = () => ({
    mode: 1,
    every: Number(rule.every),
    from: rule.from,
    to: rule.to,
    weekdays,
    dates: { from: rule.fromDate, to: rule.toDate },
    ...(rule.except.trim() ? { except: rule.except.split(/[\s,;]+/).filter(Boolean) } : {}),
    capacity: Number(rule.capacity),
  });
  const field = (name: keyof typeof rule, label: string, type: string) => (
    <div className="field">
      <label htmlFor={`rule-${name}`}>{label}</label>
      <input
        id={`rule-${name}`}
        type={type}
        value={rule[name]}
        onChange={(event) => {
          setPreview(null);
          setRule({ ...rule, [name]: event.target.value });
        }}
      />
    </div>
  );

  const run = async (create: boolean) => {
    setMessage(null);
    try {
      if (create) {
        onDetail(
          await callAdmin(catalogEndpoints.catalogAddSlots, {
            params: { id: eventId },
            body: body(),
          }),
        );
        setPreview(null);
        setMessage({ ok: true, text: t('slotsCreated') });
      } else {
        setPreview(
          await callAdmin(catalogEndpoints.catalogPreviewSlots, {
            params: { id: eventId },
            body: body(),
          }),
        );
      }
    } catch (error) {
      setMessage({ ok: false, text: refusalText(error, t) });
    }
  };

  return (
    <form
      className="catalog-box"
      aria-labelledby="rule-title"
      onSubmit={(event) => {
        event.preventDefault();
        void run(false);
      }}
    >
      <h3 id="rule-title">{t('addByRule')}</h3>
      <div className="create-form">
        {field('every', t('every'), 'number')}
        {field('from', t('firstStart'), 'time')}
        {field('to', t('lastStart'), 'time')}
        {field('fromDate', t('fromDate'), 'date')}
        {field('toDate', t('toDate'), 'date')}
        {field('capacity', t('slotCapacity'), 'number')}
      </div>
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
      <p className="row-actions">
        <button type="submit" className="secondary">
          {t('preview')}
        </button>
        {preview && (
          <button type="button" onClick={() => void run(true)}>
            {t('createSlots')}
          </button>
        )}
      </p>
      <div aria-live="polite">
        {preview && (
          <>
            <p>
              {t('previewCount', {
                count: preview.slots.length,
                existing: preview.existing,
                zone: preview.timeZone,
              })}
            </p>
            <ul className="preview-list">
              {preview.slots.slice(0, 12).map((slot) => (
                <li key={slot.startsAt}>{startText(slot.startsAt)}</li>
              ))}
              {preview.slots.length > 12 && <li>…</li>}
            </ul>
          </>
        )}
        {message && (
          <p
            className={message.ok ? 'admin-ok' : 'admin-warning'}
            role={message.ok ? undefined : 'alert'}
          >
            {message.text}
          </p>
        )}
      </div>
    </form>
  );
}
