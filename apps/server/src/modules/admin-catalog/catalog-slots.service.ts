/**
 * Time slots in the back office: one by one or in bulk from a rule (expanded in
 * the venue's time zone by `expandSlotRule`, previewed before it is created), a capacity that never
 * drops below what is sold and held (checked under the capacity row's lock, so a hold taken at the
 * same moment waits or is counted), and removal only of slots nothing was sold or held of.
 */
import {
  expandSlotRule,
  checkCapacity,
  MAX_RULE_DAYS,
  ruleSpanDays,
  type RuleSlot,
} from '@foyer/domain/catalog-file';
import type {
  CatalogEventDetail,
  CatalogSlot,
  SlotEntryBody,
  SlotPreview,
} from '@foyer/domain/admin-contract/catalog';
import type { z } from 'zod';
import type { slotEntryBody } from '@foyer/domain/admin-contract/catalog';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { fromDbLocal, toDbLocal } from '../../db/local-time';
import {
  allocateCapacityIds,
  insertCapacities,
  lockCatalog,
} from '../../catalog-file/catalog.repository';
import { insertEventSlots } from '../../catalog-file/catalog-sections.repository';
import { NOT_FOUND } from '../../http/failure';
import { failed, refused, success, type Failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import {
  deleteSlot,
  eventRow,
  lockedUse,
  openHolds,
  setCapacity,
  slotRow,
  slotRows,
} from './catalog-admin.repository';
import { capacityRefusal, eventDetail } from './catalog-events.service';

type SlotEntry = z.output<typeof slotEntryBody>;
export type { SlotEntryBody };

const SLOT_IN_USE: Failed = failed({
  kind: 'conflict',
  code: 'SLOT_IN_USE',
  message: 'Tickets of this slot are sold or held: it is not removed',
});

function slotsOf(entry: SlotEntry, timeZone: string): Outcome<RuleSlot[]> {
  if (entry.startsAt !== undefined) {
    return success([{ startsAt: entry.startsAt, endsAt: entry.endsAt ?? null }]);
  }
  if (ruleSpanDays(entry) > MAX_RULE_DAYS) {
    return refused('VALIDATION_FAILED', {
      message: 'Some fields are not valid',
      fields: { 'dates.to': [`covers more than ${MAX_RULE_DAYS} days`] },
    });
  }
  return success(expandSlotRule(entry, timeZone));
}

async function planned(tx: Tx, deps: AppDeps, eventId: number, entry: SlotEntry) {
  if (!(await eventRow(tx, eventId))) return failed(NOT_FOUND);
  const slots = slotsOf(entry, deps.config.server.timeZone);
  if (!slots.ok) return slots;
  const stored = new Set(
    (await slotRows(tx, eventId))
      .filter((slot) => slot.mode === entry.mode)
      .map((slot) => fromDbLocal(slot.startsAt)),
  );
  const fresh = slots.value.filter((slot) => !stored.has(slot.startsAt));
  return success({ all: slots.value, fresh });
}

export async function previewSlots(
  deps: AppDeps,
  eventId: number,
  entry: SlotEntry,
): Promise<Outcome<SlotPreview>> {
  const plan = await planned(deps.db, deps, eventId, entry);
  if (!plan.ok) return plan;
  return success({
    slots: plan.value.all,
    existing: plan.value.all.length - plan.value.fresh.length,
    timeZone: deps.config.server.timeZone,
  });
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

export async function addSlots(
  deps: AppDeps,
  actor: Actor,
  eventId: number,
  entry: SlotEntry,
): Promise<Outcome<CatalogEventDetail>> {
  return inTransaction(deps, async (tx) => {
    await lockCatalog(tx);
    const plan = await planned(tx, deps, eventId, entry);
    if (!plan.ok) throw new Refusal(plan);
    const fresh = plan.value.fresh;
    const ids = await allocateCapacityIds(tx, fresh.length);
    await insertCapacities(
      tx,
      ids.map((id) => ({ id, kind: 'event_slot' as const, capacity: entry.capacity, sold: 0 })),
    );
    await insertEventSlots(
      tx,
      fresh.map((slot, i) => ({
        eventId,
        mode: entry.mode,
        startsAt: toDbLocal(slot.startsAt),
        endsAt: toDbLocal(slot.endsAt),
        capacityId: ids[i] as number,
      })),
    );
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.slots.add',
      { type: 'event', id: eventId },
      null,
      {
        entry,
        created: fresh.map((slot) => slot.startsAt),
        kept: plan.value.all.length - fresh.length,
      },
    );
    const detail = await eventDetail(tx, eventId);
    if (!detail) throw new Error('the event is gone');
    return detail;
  });
}

function toSlot(row: NonNullable<Awaited<ReturnType<typeof slotRow>>>): CatalogSlot {
  return {
    id: row.id,
    mode: row.mode,
    startsAt: fromDbLocal(row.startsAt),
    endsAt: fromDbLocal(row.endsAt),
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
  };
}

export async function setSlotCapacity(
  deps: AppDeps,
  actor: Actor,
  slotId: number,
  capacity: number,
): Promise<Outcome<CatalogSlot>> {
  return inTransaction(deps, async (tx) => {
    const slot = await slotRow(tx, slotId);
    if (!slot) throw new Refusal(failed(NOT_FOUND));
    // The row lock makes a concurrent hold wait for this transaction, or this one wait for it.
    const use = await lockedUse(tx, slot.capacityId);
    if (!use) throw new Refusal(failed(NOT_FOUND));
    const verdict = checkCapacity(capacity, use);
    if (!verdict.ok) throw new Refusal(capacityRefusal('capacity', verdict.params));
    await setCapacity(tx, slot.capacityId, capacity);
    const before = toSlot({ ...slot, ...use });
    const after = { ...before, capacity };
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.slot.capacity',
      { type: 'event_slot', id: slotId },
      before,
      after,
    );
    return after;
  });
}

export async function removeSlot(
  deps: AppDeps,
  actor: Actor,
  slotId: number,
): Promise<Outcome<{ ok: true }>> {
  return inTransaction(deps, async (tx) => {
    const slot = await slotRow(tx, slotId);
    if (!slot) throw new Refusal(failed(NOT_FOUND));
    const use = await lockedUse(tx, slot.capacityId);
    const holds = await openHolds(tx, slot.capacityId);
    if (!use || use.sold > 0 || use.held > 0 || holds > 0) throw new Refusal(SLOT_IN_USE);
    await deleteSlot(tx, slot.id, slot.capacityId);
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.slot.remove',
      { type: 'event_slot', id: slotId },
      toSlot(slot),
      null,
    );
    return { ok: true as const };
  });
}
