/**
 * Day-ticket capacities in the back office: one capacity per date, added one by
 * one or from a rule (expanded by the catalog file's own `expandEventDay`; dates the event already
 * has are kept), a capacity that never drops below what is sold and held (checked under the
 * capacity row's lock, so a hold taken at the same moment waits or is counted), and removal only of
 * dates nothing was sold or held of. Every change writes an audit entry.
 */
import { checkCapacity, MAX_RULE_DAYS, ruleSpanDays } from '@foyer/domain/catalog-file';
import type {
  CatalogDay,
  CatalogDays,
  dayEntryBody,
} from '@foyer/domain/admin-contract/catalog-days';
import { asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { capacities, eventDays } from '../../db/schema';
import {
  allocateCapacityIds,
  insertCapacities,
  lockCatalog,
} from '../../catalog-file/catalog.repository';
import { insertEventDays } from '../../catalog-file/catalog-sections.repository';
import { expandEventDay } from '../../catalog-file/expand';
import { NOT_FOUND } from '../../http/failure';
import { failed, refused, success, type Failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import { eventRow, lockedUse, openHolds, setCapacity } from './catalog-admin.repository';
import { capacityRefusal } from './catalog-events.service';

type DayEntry = z.output<typeof dayEntryBody>;

const DAY_IN_USE: Failed = failed({
  kind: 'conflict',
  code: 'DAY_IN_USE',
  message: 'Tickets of this date are sold or held: it is not removed',
});

const dayColumns = {
  id: eventDays.id,
  eventId: eventDays.eventId,
  date: eventDays.day,
  capacityId: eventDays.capacityId,
  capacity: capacities.capacity,
  sold: capacities.sold,
  held: capacities.held,
};

async function dayRows(tx: Tx, eventId: number) {
  return tx
    .select(dayColumns)
    .from(eventDays)
    .innerJoin(capacities, eq(capacities.id, eventDays.capacityId))
    .where(eq(eventDays.eventId, eventId))
    .orderBy(asc(eventDays.day));
}

async function dayRow(tx: Tx, id: number) {
  const [row] = await tx
    .select(dayColumns)
    .from(eventDays)
    .innerJoin(capacities, eq(capacities.id, eventDays.capacityId))
    .where(eq(eventDays.id, id));
  return row ?? null;
}

/** Deletes a date, and its capacity unless an order or hold still refers to it. */
async function deleteDay(tx: Tx, dayId: number, capacityId: number): Promise<void> {
  await tx.delete(eventDays).where(eq(eventDays.id, dayId));
  await tx.execute(sql`DELETE FROM capacities WHERE id = ${capacityId}
    AND NOT EXISTS (SELECT 1 FROM holds WHERE capacity_id = ${capacityId})
    AND NOT EXISTS (SELECT 1 FROM order_capacity_uses WHERE capacity_id = ${capacityId})`);
}

function toDay(row: { id: number; date: string; capacity: number; sold: number; held: number }) {
  return { id: row.id, date: row.date, capacity: row.capacity, sold: row.sold, held: row.held };
}

class Refusal extends Error {
  constructor(readonly answer: Failed) {
    super(answer.failure.code);
  }
}

async function inTransaction<T>(deps: AppDeps, work: (tx: Tx) => Promise<T>): Promise<Outcome<T>> {
  try {
    return success(await deps.db.transaction(work));
  } catch (error) {
    if (error instanceof Refusal) return error.answer;
    throw error;
  }
}

export async function listDays(deps: AppDeps, eventId: number): Promise<Outcome<CatalogDays>> {
  if (!(await eventRow(deps.db, eventId))) return failed(NOT_FOUND);
  return success({ days: (await dayRows(deps.db, eventId)).map(toDay) });
}

export async function addDays(
  deps: AppDeps,
  actor: Actor,
  eventId: number,
  entry: DayEntry,
): Promise<Outcome<CatalogDays>> {
  if (entry.date === undefined && ruleSpanDays(entry) > MAX_RULE_DAYS) {
    return refused('VALIDATION_FAILED', {
      message: 'Some fields are not valid',
      fields: { 'dates.to': [`covers more than ${MAX_RULE_DAYS} days`] },
    });
  }
  return inTransaction(deps, async (tx) => {
    await lockCatalog(tx);
    if (!(await eventRow(tx, eventId))) throw new Refusal(failed(NOT_FOUND));
    const stored = new Set((await dayRows(tx, eventId)).map((day) => day.date));
    const all = expandEventDay(entry);
    const fresh = all.filter((day) => !stored.has(day.date));
    const ids = await allocateCapacityIds(tx, fresh.length);
    await insertCapacities(
      tx,
      ids.map((id) => ({ id, kind: 'event_day' as const, capacity: entry.capacity, sold: 0 })),
    );
    await insertEventDays(
      tx,
      fresh.map((day, i) => ({ eventId, day: day.date, capacityId: ids[i] as number })),
    );
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.days.add',
      { type: 'event', id: eventId },
      null,
      { entry, created: fresh.map((day) => day.date), kept: all.length - fresh.length },
    );
    return { days: (await dayRows(tx, eventId)).map(toDay) };
  });
}

export async function setDayCapacity(
  deps: AppDeps,
  actor: Actor,
  dayId: number,
  capacity: number,
): Promise<Outcome<CatalogDay>> {
  return inTransaction(deps, async (tx) => {
    const day = await dayRow(tx, dayId);
    if (!day) throw new Refusal(failed(NOT_FOUND));
    // The row lock makes a concurrent hold wait for this transaction, or this one wait for it.
    const use = await lockedUse(tx, day.capacityId);
    if (!use) throw new Refusal(failed(NOT_FOUND));
    const verdict = checkCapacity(capacity, use);
    if (!verdict.ok) throw new Refusal(capacityRefusal('capacity', verdict.params));
    await setCapacity(tx, day.capacityId, capacity);
    const before = toDay({ ...day, ...use });
    const after = { ...before, capacity };
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.day.capacity',
      { type: 'event_day', id: dayId },
      before,
      after,
    );
    return after;
  });
}

export async function removeDay(
  deps: AppDeps,
  actor: Actor,
  dayId: number,
): Promise<Outcome<{ ok: true }>> {
  return inTransaction(deps, async (tx) => {
    const day = await dayRow(tx, dayId);
    if (!day) throw new Refusal(failed(NOT_FOUND));
    const use = await lockedUse(tx, day.capacityId);
    const holds = await openHolds(tx, day.capacityId);
    if (!use || use.sold > 0 || use.held > 0 || holds > 0) throw new Refusal(DAY_IN_USE);
    await deleteDay(tx, day.id, day.capacityId);
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.day.remove',
      { type: 'event_day', id: dayId },
      toDay(day),
      null,
    );
    return { ok: true as const };
  });
}
