/**
 * The event's time slots: those of a date range (from today on), a page at a time, with capacity,
 * sold, held and whether they sell; a capacity changed inline (the server refuses one below
 * sold + held, with the numbers), a slot removed after asking, slots selected for bulk actions
 * (stop or start sales, set the capacity, remove the unsold ones, cancel or message their visitors),
 * and slots added by a rule (every N minutes from HH:MM to HH:MM on chosen weekdays between two
 * dates, closing days left out) after a preview the server makes.
 */
import {
  catalogEndpoints,
  type CatalogEventDetail,
  type CatalogSlot,
  type SlotPreview,
} from '@foyer/domain/admin-contract/catalog';
import { closureEndpoints, type SlotBulkBody } from '@foyer/domain/admin-contract/closures';
import { useState } from 'react';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { callAdmin } from '../../api';
import { useAction } from '../../components/editor';
import { StatusLine } from '../../components/status-line';
import { useAdmin } from '../../context';
import { useInvalidateAdmin } from '../../queries';
import {
  capacityColumns,
  capacitySave,
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
  CAPACITY_BELOW_SOLD_AND_HELD: 'capacityRefused',
  SLOT_IN_USE: 'slotInUse',
  SLOT_EXISTS: 'slotExists',
  VALIDATION_FAILED: 'formHasErrors',
} as const;

export function SlotsSection({
  eventId,
  slots,
  onDetail,
  selected,
  onSelected,
  onCloseSelected,
}: {
  eventId: number;
  slots: readonly CatalogSlot[];
  onDetail(detail: CatalogEventDetail): void;
  /** The slots chosen for bulk actions (shared with the cancel-or-message form). */
  selected: ReadonlySet<number>;
  onSelected(selected: ReadonlySet<number>): void;
  /** Opens the cancel-or-message form for the selected slots. */
  onCloseSelected(): void;
}) {
  const { t } = useAdmin();
  const invalidate = useInvalidateAdmin();
  const refusal = (error: unknown) => refusalText(error, t, REFUSALS);
  // Only slots still listed count as selected (a removed slot leaves the selection).
  const chosen = new Set([...selected].filter((id) => slots.some((slot) => slot.id === id)));
  return (
    <ScheduleTable
      id="slots"
      title={t('slotsHeading')}
      rows={slots}
      empty={t('noSlots')}
      whenHeader={t('colStart')}
      when={(slot) => ({ dateTime: slot.startsAt, text: startText(slot.startsAt) })}
      columns={[
        ...capacityColumns<CatalogSlot>(t, (start) => t('capacityOf', { start })),
        { header: t('salesCol'), cell: (slot) => <SalesCell sales={slot.sales} /> },
      ]}
      selection={{ selected: chosen, onChange: onSelected }}
      toolbar={
        chosen.size > 0 && (
          <BulkBar
            eventId={eventId}
            selected={chosen}
            onDetail={onDetail}
            onSelected={onSelected}
            onCloseSelected={onCloseSelected}
            refusal={refusal}
          />
        )
      }
      save={capacitySave<CatalogSlot>(t, async (slot, capacity) => {
        await callAdmin(catalogEndpoints.catalogSlotCapacity, {
          params: { id: slot.id },
          body: { capacity },
        });
        await invalidate(catalogEndpoints.catalogEvent);
      })}
      remove={{
        run: async (slot) => {
          await callAdmin(catalogEndpoints.catalogRemoveSlot, { params: { id: slot.id } });
          await invalidate(catalogEndpoints.catalogEvent);
        },
      }}
      refusal={refusal}
    >
      <RuleForm eventId={eventId} onDetail={onDetail} refusal={refusal} />
    </ScheduleTable>
  );
}

/** The bulk actions over the selected slots, and what the last one did. */
function BulkBar({
  eventId,
  selected,
  onDetail,
  onSelected,
  onCloseSelected,
  refusal,
}: {
  eventId: number;
  selected: ReadonlySet<number>;
  onDetail(detail: CatalogEventDetail): void;
  onSelected(selected: ReadonlySet<number>): void;
  onCloseSelected(): void;
  refusal(error: unknown): string;
}) {
  const { t } = useAdmin();
  const action = useAction(refusal);
  const [capacity, setCapacity] = useState('');
  const [removing, setRemoving] = useState(false);
  const slotIds = [...selected];
  const run = (body: SlotBulkBody) =>
    action.run(async () => {
      const result = await callAdmin(closureEndpoints.catalogSlotsBulk, {
        params: { id: eventId },
        body,
      });
      onDetail(result.detail);
      if (body.action === 'remove') onSelected(new Set(result.skipped));
      const changed = t('bulkDone', { count: body.slotIds.length - result.skipped.length });
      return result.skipped.length === 0
        ? changed
        : `${changed} ${t('bulkSkipped', { count: result.skipped.length })}`;
    });
  return (
    <div className="bulk-bar" role="group" aria-labelledby="bulk-count">
      <p id="bulk-count" className="bulk-count" aria-live="polite">
        {t('selectedCount', { count: selected.size })}
      </p>
      <button type="button" onClick={() => void run({ action: 'stop', slotIds })}>
        {t('bulkStop')}
      </button>
      <button
        type="button"
        className="secondary"
        onClick={() => void run({ action: 'open', slotIds })}
      >
        {t('bulkOpen')}
      </button>
      <form
        className="inline-form bulk-capacity"
        onSubmit={(event) => {
          event.preventDefault();
          void run({ action: 'capacity', slotIds, capacity: Number(capacity) });
        }}
      >
        <div className="field">
          <label htmlFor="bulk-capacity">{t('bulkCapacity')}</label>
          <input
            id="bulk-capacity"
            inputMode="numeric"
            required
            pattern="[0-9]+"
            value={capacity}
            onChange={(event) => setCapacity(event.target.value)}
          />
        </div>
        <button type="submit" className="secondary">
          {t('bulkSetCapacity')}
        </button>
      </form>
      <button type="button" className="secondary" onClick={() => setRemoving(true)}>
        {t('bulkRemove')}
      </button>
      <button type="button" className="secondary" onClick={onCloseSelected}>
        {t('bulkClose')}
      </button>
      <button type="button" className="secondary" onClick={() => onSelected(new Set())}>
        {t('clearSelection')}
      </button>
      {removing && (
        <ConfirmDialog
          text={t('bulkRemoveConfirm', { count: selected.size })}
          onConfirm={() => {
            setRemoving(false);
            void run({ action: 'remove', slotIds });
          }}
          onClose={() => setRemoving(false)}
        />
      )}
      <StatusLine status={action.message} />
    </div>
  );
}

function RuleForm({
  eventId,
  onDetail,
  refusal,
}: {
  eventId: number;
  onDetail(detail: CatalogEventDetail): void;
  refusal(error: unknown): string;
}) {
  const { t } = useAdmin();
  const [preview, setPreview] = useState<SlotPreview | null>(null);
  const [rule, field] = useInputs(
    'rule',
    {
      every: '60',
      from: '10:00',
      to: '16:00',
      fromDate: today(),
      toDate: today(),
      capacity: '20',
      except: '',
    },
    () => setPreview(null),
  );
  const [weekdays, setWeekdays] = useState<Weekday[]>([...WEEKDAYS]);
  const action = useAction(refusal);

  const body = () => ({
    mode: 1,
    every: Number(rule.every),
    from: rule.from,
    to: rule.to,
    weekdays,
    dates: { from: rule.fromDate, to: rule.toDate },
    ...(rule.except.trim() ? { except: listOf(rule.except) } : {}),
    capacity: Number(rule.capacity),
  });
  const params = { id: eventId };
  const run = (create: boolean) =>
    action.run(async () => {
      if (!create) {
        setPreview(await callAdmin(catalogEndpoints.catalogPreviewSlots, { params, body: body() }));
        return null;
      }
      onDetail(await callAdmin(catalogEndpoints.catalogAddSlots, { params, body: body() }));
      setPreview(null);
      return t('slotsCreated');
    });

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
      <WeekdayPicker
        value={weekdays}
        onChange={(days) => {
          setPreview(null);
          setWeekdays(days);
        }}
      />
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
            <PreviewList starts={preview.slots.map((slot) => slot.startsAt)} />
          </>
        )}
      </div>
      <StatusLine status={action.message} />
    </form>
  );
}
