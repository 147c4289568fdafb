/**
 * The tour's schedule: the upcoming starts with their places, bookings, places in baskets and
 * parallel tours, whose places and parallel tours can be changed (never below what is booked and
 * held: the server refuses with the numbers); a start removed after asking (the server keeps one
 * with bookings or holds); one start added by date and time, or the starts of a rule (start times
 * on chosen weekdays between two dates, closing days left out) after a preview the server makes in
 * the venue's time zone. Starts selected in the table stop or start selling, or are handed to the
 * cancel-or-message form (closure-panel.tsx) with the whole tour's and a date's.
 */
import {
  catalogTourEndpoints,
  type CatalogTourDetail,
  type CatalogTourSlot,
  type TourSlotPreview,
} from '@foyer/domain/admin-contract/catalog-tours';
import { closureEndpoints } from '@foyer/domain/admin-contract/closures';
import { useState } from 'react';
import { callAdmin } from '../../api';
import { useAction } from '../../components/editor';
import { StatusLine } from '../../components/status-line';
import { useAdmin } from '../../context';
import { useInvalidateAdmin } from '../../queries';
import {
  listOf,
  PreviewList,
  refusalText,
  SalesCell,
  ScheduleTable,
  startText,
  today,
  useInputs,
  WEEKDAYS,
  WeekdayPicker,
  type Weekday,
} from './schedule-table';

const REFUSALS = {
  CAPACITY_BELOW_SOLD_AND_HELD: 'startCapacityRefused',
  SLOT_IN_USE: 'scheduleInUse',
  VALIDATION_FAILED: 'scheduleInvalid',
} as const;

export function TourSlotsSection({
  tourId,
  slots,
  onDetail,
  selected,
  onSelected,
  onCloseSelected,
}: {
  tourId: number;
  slots: readonly CatalogTourSlot[];
  onDetail(detail: CatalogTourDetail): void;
  /** The starts chosen for bulk actions (shared with the cancel-or-message form). */
  selected: ReadonlySet<number>;
  onSelected(selected: ReadonlySet<number>): void;
  /** Opens the cancel-or-message form for the selected starts. */
  onCloseSelected(): void;
}) {
  const { t } = useAdmin();
  const invalidate = useInvalidateAdmin();
  const refusal = (error: unknown) => refusalText(error, t, REFUSALS);
  // Only starts still listed count as selected (a removed start leaves the selection).
  const chosen = new Set([...selected].filter((id) => slots.some((slot) => slot.id === id)));
  return (
    <ScheduleTable
      id="schedule"
      title={t('schedulesHeading')}
      rows={slots}
      empty={t('noSchedules')}
      whenHeader={t('colStart')}
      when={(slot) => ({ dateTime: slot.startsAt, text: startText(slot.startsAt) })}
      columns={[
        {
          header: t('colPlaces'),
          numeric: true,
          edit: 'participants',
          value: (slot) => slot.participants.capacity,
          label: (start) => t('startPlacesOf', { start }),
        },
        { header: t('colBooked'), numeric: true, cell: (slot) => slot.participants.sold },
        { header: t('colHeld'), numeric: true, cell: (slot) => slot.participants.held },
        {
          header: t('colParallel'),
          numeric: true,
          edit: 'tours',
          value: (slot) => slot.tours.capacity,
          label: (start) => t('startParallelOf', { start }),
        },
        { header: t('salesCol'), cell: (slot) => <SalesCell sales={slot.sales} /> },
      ]}
      selection={{ selected: chosen, onChange: onSelected }}
      toolbar={
        chosen.size > 0 && (
          <StartsBar
            tourId={tourId}
            selected={chosen}
            onDetail={onDetail}
            onSelected={onSelected}
            onCloseSelected={onCloseSelected}
            refusal={refusal}
          />
        )
      }
      save={{
        label: t('saveStartCapacity'),
        run: async (slot, { participants = 0, tours = 0 }) => {
          await callAdmin(catalogTourEndpoints.catalogTourSlotCapacity, {
            params: { id: slot.id },
            body: { participants, tours },
          });
          await invalidate(catalogTourEndpoints.catalogTour);
          return t('startCapacitySaved', { start: startText(slot.startsAt) });
        },
      }}
      remove={{
        label: (start) => t('removeStart', { start }),
        run: async (slot) => {
          await callAdmin(catalogTourEndpoints.catalogRemoveTourSlot, { params: { id: slot.id } });
          await invalidate(catalogTourEndpoints.catalogTour);
        },
      }}
      refusal={refusal}
    >
      <StartForm tourId={tourId} onDetail={onDetail} refusal={refusal} />
    </ScheduleTable>
  );
}

/** Stopping or starting the sales of the selected starts, or cancelling or messaging them. */
function StartsBar({
  tourId,
  selected,
  onDetail,
  onSelected,
  onCloseSelected,
  refusal,
}: {
  tourId: number;
  selected: ReadonlySet<number>;
  onDetail(detail: CatalogTourDetail): void;
  onSelected(selected: ReadonlySet<number>): void;
  onCloseSelected(): void;
  refusal(error: unknown): string;
}) {
  const { t } = useAdmin();
  const action = useAction(refusal);
  const run = (state: 'open' | 'stopped') =>
    action.run(async () => {
      onDetail(
        await callAdmin(closureEndpoints.catalogTourSales, {
          params: { id: tourId },
          body: { state, slotIds: [...selected] },
        }),
      );
      return t(state === 'open' ? 'salesOpenedDone' : 'salesStoppedDone');
    });
  return (
    <div className="bulk-bar" role="group" aria-labelledby="starts-count">
      <p id="starts-count" className="bulk-count" aria-live="polite">
        {t('selectedCount', { count: selected.size })}
      </p>
      <button type="button" disabled={action.busy} onClick={() => void run('stopped')}>
        {t('bulkStop')}
      </button>
      <button
        type="button"
        className="secondary"
        disabled={action.busy}
        onClick={() => void run('open')}
      >
        {t('bulkOpen')}
      </button>
      <button type="button" className="secondary" onClick={onCloseSelected}>
        {t('bulkClose')}
      </button>
      <button type="button" className="secondary" onClick={() => onSelected(new Set())}>
        {t('clearSelection')}
      </button>
      <StatusLine status={action.message} />
    </div>
  );
}

function StartForm({
  tourId,
  onDetail,
  refusal,
}: {
  tourId: number;
  onDetail(detail: CatalogTourDetail): void;
  refusal(error: unknown): string;
}) {
  const { t } = useAdmin();
  const [byRule, setByRule] = useState(false);
  const [preview, setPreview] = useState<TourSlotPreview | null>(null);
  const [values, field] = useInputs(
    'start',
    {
      date: today(),
      time: '11:00',
      fromDate: today(),
      toDate: today(),
      times: '11:00, 15:00',
      except: '',
      places: '20',
      parallel: '1',
    },
    () => setPreview(null),
  );
  const [weekdays, setWeekdays] = useState<Weekday[]>([...WEEKDAYS]);
  const action = useAction(refusal);

  const body = () => {
    const capacities = {
      participants: { capacity: Number(values.places) },
      tours: { capacity: Number(values.parallel) },
    };
    if (!byRule) return { startsAt: `${values.date}T${values.time}`, ...capacities };
    return {
      dates: { from: values.fromDate, to: values.toDate },
      weekdays,
      times: listOf(values.times),
      ...(values.except.trim() ? { except: listOf(values.except) } : {}),
      ...capacities,
    };
  };
  const params = { id: tourId };
  const run = (create: boolean) =>
    action.run(async () => {
      if (!create) {
        const next = { params, body: body() };
        setPreview(await callAdmin(catalogTourEndpoints.catalogPreviewTourSlots, next));
        return null;
      }
      onDetail(await callAdmin(catalogTourEndpoints.catalogAddTourSlots, { params, body: body() }));
      setPreview(null);
      return t('schedulesAdded');
    });

  return (
    <form
      className="catalog-box"
      aria-labelledby="start-title"
      aria-busy={action.busy}
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
          <WeekdayPicker
            value={weekdays}
            onChange={(days) => {
              setPreview(null);
              setWeekdays(days);
            }}
          />
          {field('except', t('closingDays'), 'text')}
        </>
      )}
      <p className="row-actions">
        <button type="submit" className={byRule ? 'secondary' : undefined} disabled={action.busy}>
          {byRule ? t('preview') : t('addStartButton')}
        </button>
        {byRule && preview && (
          <button type="button" disabled={action.busy} onClick={() => void run(true)}>
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
            <PreviewList starts={preview.slots} />
          </>
        )}
      </div>
      <StatusLine status={action.message} />
    </form>
  );
}
