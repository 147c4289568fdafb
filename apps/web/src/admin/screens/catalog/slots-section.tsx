/**
 * The event's time slots: the upcoming ones with capacity, sold and held; a capacity changed inline
 * (the server refuses one below sold + held, with the numbers), a slot removed after asking, and
 * slots added by a rule (every N minutes from HH:MM to HH:MM on chosen weekdays between two dates,
 * closing days left out) after a preview the server makes.
 */
import {
  catalogEndpoints,
  type CatalogEventDetail,
  type CatalogSlot,
  type SlotPreview,
} from '@foyer/domain/admin-contract/catalog';
import { useState } from 'react';
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
}: {
  eventId: number;
  slots: readonly CatalogSlot[];
  onDetail(detail: CatalogEventDetail): void;
}) {
  const { t } = useAdmin();
  const invalidate = useInvalidateAdmin();
  const refusal = (error: unknown) => refusalText(error, t, REFUSALS);
  return (
    <ScheduleTable
      id="slots"
      title={t('slotsHeading')}
      rows={slots}
      empty={t('noSlots')}
      whenHeader={t('colStart')}
      when={(slot) => ({ dateTime: slot.startsAt, text: startText(slot.startsAt) })}
      columns={capacityColumns(t, (start) => t('capacityOf', { start }))}
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
