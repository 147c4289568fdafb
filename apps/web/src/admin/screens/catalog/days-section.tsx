/**
 * The dates of an event's day tickets: the upcoming ones with capacity, sold and held; a capacity
 * changed inline (the server refuses one below sold + held, with the numbers), a date without sales
 * removed after asking, and dates added one by one or by a rule (a range of dates on chosen weekdays,
 * closing days left out), as the catalog file's `days` entries.
 */
import {
  catalogDayEndpoints,
  type CatalogDay,
  type DayEntryBody,
} from '@foyer/domain/admin-contract/catalog-days';
import { useState } from 'react';
import { callAdmin } from '../../api';
import { useAction } from '../../components/editor';
import { StatusLine } from '../../components/status-line';
import { useAdmin } from '../../context';
import { useAdminQuery, useInvalidateAdmin, useSetAdminData } from '../../queries';
import {
  capacityColumns,
  capacitySave,
  listOf,
  refusalText,
  SalesCell,
  ScheduleTable,
  today,
  useInputs,
  WEEKDAYS,
  WeekdayPicker,
  type Weekday,
} from './schedule-table';

const REFUSALS = {
  CAPACITY_BELOW_SOLD_AND_HELD: 'capacityRefused',
  DAY_IN_USE: 'dayInUse',
  VALIDATION_FAILED: 'dayInvalid',
} as const;

export function DaysSection({ eventId }: { eventId: number }) {
  const { t } = useAdmin();
  const setAdminData = useSetAdminData();
  const invalidate = useInvalidateAdmin();
  const call = { params: { id: eventId } };
  const days = useAdminQuery(catalogDayEndpoints.catalogDays, call);
  const refusal = (error: unknown) => refusalText(error, t, REFUSALS);
  return (
    <ScheduleTable<CatalogDay>
      id="days"
      title={t('daysHeading')}
      rows={days.data?.days ?? null}
      failure={
        days.isError
          ? { error: days.error, retry: () => void days.refetch(), busy: days.isFetching }
          : undefined
      }
      empty={t('noDays')}
      whenHeader={t('colDayDate')}
      when={(day) => ({ dateTime: day.date, text: day.date })}
      columns={[
        ...capacityColumns<CatalogDay>(t, (date) => t('capacityOfDate', { date })),
        { header: t('salesCol'), cell: (day) => <SalesCell sales={day.sales} /> },
      ]}
      save={capacitySave(t, async (day, capacity) => {
        await callAdmin(catalogDayEndpoints.catalogDayCapacity, {
          params: { id: day.id },
          body: { capacity },
        });
        await invalidate(catalogDayEndpoints.catalogDays);
      })}
      remove={{
        label: (date) => t('removeDate', { date }),
        run: async (day) => {
          await callAdmin(catalogDayEndpoints.catalogRemoveDay, { params: { id: day.id } });
          await invalidate(catalogDayEndpoints.catalogDays);
        },
      }}
      refusal={refusal}
    >
      <DayForm
        refusal={refusal}
        add={async (body) => {
          const answer = await callAdmin(catalogDayEndpoints.catalogAddDays, { ...call, body });
          setAdminData(catalogDayEndpoints.catalogDays, call, answer);
        }}
      />
    </ScheduleTable>
  );
}

function DayForm({
  add,
  refusal,
}: {
  add(body: DayEntryBody): Promise<void>;
  refusal(error: unknown): string;
}) {
  const { t } = useAdmin();
  const [form, field] = useInputs('day', {
    date: today(),
    fromDate: today(),
    toDate: today(),
    capacity: '100',
    except: '',
  });
  const [weekdays, setWeekdays] = useState<Weekday[]>([...WEEKDAYS]);
  const action = useAction(refusal);
  const send = (body: DayEntryBody) =>
    action.run(async () => {
      await add(body);
      return t('datesAdded');
    });
  const capacity = Number(form.capacity);

  return (
    <div className="catalog-box">
      <div className="create-form">{field('capacity', t('dateCapacity'), 'number')}</div>
      <form
        aria-labelledby="day-one-title"
        onSubmit={(event) => {
          event.preventDefault();
          void send({ date: form.date, capacity });
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
          const except = listOf(form.except);
          void send({
            dates: { from: form.fromDate, to: form.toDate },
            weekdays,
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
        <WeekdayPicker value={weekdays} onChange={setWeekdays} />
        {field('except', t('closingDays'), 'text')}
        <p className="row-actions">
          <button type="submit">{t('addDatesButton')}</button>
        </p>
      </form>
      <StatusLine status={action.message} />
    </div>
  );
}
