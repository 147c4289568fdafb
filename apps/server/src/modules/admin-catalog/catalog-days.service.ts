/**
 * Day-ticket capacities in the back office: one capacity per date, added one by one or from a rule
 * (expanded by the catalog file's own `expandEventDay`; dates the event already has are kept), set
 * and removed as `event-capacity-rows.ts` says for every row with a capacity of its own.
 */
import type {
  CatalogDay,
  CatalogDays,
  dayEntryBody,
} from '@foyer/domain/admin-contract/catalog-days';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import { insertEventDays, expandEventDay } from '../catalog-file';
import { removeUnusedCapacities } from '../inventory';
import { NOT_FOUND } from '../../http/failure';
import { failed, success, type Outcome } from '../../outcome';
import { dayRow, dayRows, deleteDay, eventRow } from './catalog-admin.repository';
import { Refusal, refuseLongRule } from './catalog-transaction';
import { capacityRowCalls, type CapacityRowKind } from './event-capacity-rows';

type DayEntry = z.output<typeof dayEntryBody>;

type DayRow = NonNullable<Awaited<ReturnType<typeof dayRow>>>;

function toDay(row: DayRow): CatalogDay {
  return {
    id: row.id,
    date: row.date,
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
    sales: row.sales,
  };
}

const DAYS: CapacityRowKind<DayRow, CatalogDay, DayEntry, { date: string }, CatalogDays> = {
  kind: 'event_day',
  actions: {
    add: 'catalog.days.add',
    capacity: 'catalog.day.capacity',
    remove: 'catalog.day.remove',
  },
  inUse: failed({
    kind: 'conflict',
    code: 'DAY_IN_USE',
    message: 'Tickets of this date are sold or held: it is not removed',
  }),
  row: dayRow,
  shown: toDay,
  async remove(tx, day) {
    await deleteDay(tx, day.id);
    await removeUnusedCapacities(tx, [day.capacityId]);
  },
  async plan(tx, _deps, eventId, entry) {
    if (entry.date === undefined) refuseLongRule(entry);
    if (!(await eventRow(tx, eventId))) throw new Refusal(failed(NOT_FOUND));
    const stored = new Set((await dayRows(tx, eventId)).map((day) => day.date));
    const all = expandEventDay(entry);
    return { all, fresh: all.filter((day) => !stored.has(day.date)) };
  },
  async insert(tx, eventId, _entry, fresh, capacityIds) {
    await insertEventDays(
      tx,
      fresh.map((day, i) => ({ eventId, day: day.date, capacityId: capacityIds[i] as number })),
    );
  },
  key: (day) => day.date,
  added: async (tx, eventId) => ({ days: (await dayRows(tx, eventId)).map(toDay) }),
};

export async function listDays(deps: AppDeps, eventId: number): Promise<Outcome<CatalogDays>> {
  if (!(await eventRow(deps.db, eventId))) return failed(NOT_FOUND);
  return success({ days: (await dayRows(deps.db, eventId)).map(toDay) });
}

export const {
  add: addEventDays,
  setCapacity: setDayCapacity,
  remove: removeDay,
} = capacityRowCalls(DAYS);
