/**
 * Stopping and starting the sales of an event, one of its dates or some of its slots, or of a guided
 * tour, one of its dates or some of its starts, and the slot editor's other bulk actions (capacity,
 * removing unsold slots). Nothing is deleted by stopping: the capacities keep what is sold and held
 * and only stop selling (`inventory`'s `setSales`). docs/decisions.md "Stopping, cancelling and
 * messaging dates".
 */
import {
  closureTarget,
  planSlotBulk,
  slotsInScope,
  type ClosureScopeValue,
  type SlotBulkAction,
} from '@foyer/domain';
import type { CatalogEventDetail } from '@foyer/domain/admin-contract/catalog';
import type { CatalogTourDetail } from '@foyer/domain/admin-contract/catalog-tours';
import type { SlotBulkResult } from '@foyer/domain/admin-contract/closures';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { fromDbLocal } from '../../db/local-time';
import { NOT_FOUND } from '../../http/failure';
import { failed, type Outcome } from '../../outcome';
import { lockCapacity, setCapacities, setSales, type SalesState } from '../inventory';
import { audit, type Actor } from '../staff';
import { dayRows, eventRow, eventTicketCapacityIds, slotRows } from './catalog-admin.repository';
import { eventDetail } from './catalog-events.service';
import { removeSlot } from './catalog-slots.service';
import { tourRow, tourSlotRows } from './catalog-tours.repository';
import { tourDetail } from './catalog-tours.service';
import { inTransaction, Refusal } from './catalog-transaction';

async function detailOf(tx: Tx, eventId: number): Promise<CatalogEventDetail> {
  const detail = await eventDetail(tx, eventId);
  if (!detail) throw new Refusal(failed(NOT_FOUND));
  return detail;
}

/** What a closure covers: its slots (starts) with their local starts, and every capacity it stops. */
export interface ScopeCapacities {
  slots: { id: number; startsAt: string; capacityId: number }[];
  capacityIds: number[];
}

/**
 * The slots and capacities of an event's scope: a whole event (slots, day-ticket dates, event-long
 * tickets), a date (its slots and its day-ticket capacity) or some slots.
 */
async function eventCapacities(
  tx: Tx,
  scope: Extract<ClosureScopeValue, { eventId: number }>,
): Promise<ScopeCapacities | null> {
  if (!(await eventRow(tx, scope.eventId))) return null;
  const slots = slotsInScope(
    scope,
    (await slotRows(tx, scope.eventId)).map((slot) => ({
      id: slot.id,
      startsAt: fromDbLocal(slot.startsAt) ?? '',
      capacityId: slot.capacityId,
    })),
  );
  const days =
    scope.kind === 'slots'
      ? []
      : (await dayRows(tx, scope.eventId)).filter(
          (day) => scope.kind === 'event' || day.date === scope.date,
        );
  const eventLong = scope.kind === 'event' ? await eventTicketCapacityIds(tx, scope.eventId) : [];
  return {
    slots,
    capacityIds: [
      ...new Set([
        ...slots.map((slot) => slot.capacityId),
        ...days.map((day) => day.capacityId),
        ...eventLong,
      ]),
    ],
  };
}

/**
 * The starts and capacities of a tour's scope (the whole tour, a date or some starts): both
 * capacities of each start, its participant places and its parallel tours.
 */
async function tourCapacities(
  tx: Tx,
  scope: Extract<ClosureScopeValue, { tourId: number }>,
): Promise<ScopeCapacities | null> {
  if (!(await tourRow(tx, scope.tourId))) return null;
  const starts = slotsInScope(
    scope,
    (await tourSlotRows(tx, scope.tourId)).map((slot) => ({
      id: slot.id,
      startsAt: fromDbLocal(slot.startsAt),
      capacityId: slot.participantsCapacityId,
      toursCapacityId: slot.toursCapacityId,
    })),
  );
  return {
    slots: starts.map(({ id, startsAt, capacityId }) => ({ id, startsAt, capacityId })),
    capacityIds: [...new Set(starts.flatMap((slot) => [slot.capacityId, slot.toursCapacityId]))],
  };
}

/** The slots and capacities of a scope. Null when its event or tour does not exist. */
export async function capacitiesOfScope(
  tx: Tx,
  scope: ClosureScopeValue,
): Promise<ScopeCapacities | null> {
  return 'eventId' in scope ? eventCapacities(tx, scope) : tourCapacities(tx, scope);
}

/**
 * Stops or starts the sales of a scope (nothing cancelled is opened again: `setSales`), with one
 * audit entry on its event or tour. Null when the event or tour does not exist.
 */
async function setScopeSales(
  tx: Tx,
  deps: AppDeps,
  actor: Actor,
  scope: ClosureScopeValue,
  state: 'open' | 'stopped',
  details: Record<string, unknown>,
): Promise<boolean> {
  const covered = await capacitiesOfScope(tx, scope);
  if (!covered) return false;
  const changed = await setSales(tx, covered.capacityIds, state);
  const target = closureTarget(scope);
  await audit(
    tx,
    actor,
    deps.clock.now(),
    state === 'open' ? 'catalog.sales.open' : 'catalog.sales.stop',
    target,
    null,
    { ...details, capacities: changed.length },
  );
  return true;
}

/** Stops or starts the sales of a whole event, or of one of its dates. */
export function setEventSales(
  deps: AppDeps,
  actor: Actor,
  eventId: number,
  input: { state: 'open' | 'stopped'; date?: string | undefined },
): Promise<Outcome<CatalogEventDetail>> {
  return inTransaction(deps, async (tx) => {
    const scope: ClosureScopeValue =
      input.date === undefined
        ? { kind: 'event', eventId }
        : { kind: 'day', eventId, date: input.date };
    const found = await setScopeSales(tx, deps, actor, scope, input.state, {
      date: input.date ?? null,
    });
    if (!found) throw new Refusal(failed(NOT_FOUND));
    return detailOf(tx, eventId);
  });
}

/** Stops or starts the sales of a whole tour, of one of its dates, or of some of its starts. */
export function setTourSales(
  deps: AppDeps,
  actor: Actor,
  tourId: number,
  input: {
    state: 'open' | 'stopped';
    date?: string | undefined;
    slotIds?: readonly number[] | undefined;
  },
): Promise<Outcome<CatalogTourDetail>> {
  return inTransaction(deps, async (tx) => {
    const scope: ClosureScopeValue =
      input.slotIds !== undefined
        ? { kind: 'tourSlots', tourId, slotIds: input.slotIds }
        : input.date !== undefined
          ? { kind: 'tourDay', tourId, date: input.date }
          : { kind: 'tour', tourId };
    const covered = await capacitiesOfScope(tx, scope);
    const found = await setScopeSales(tx, deps, actor, scope, input.state, {
      date: input.date ?? null,
      starts: input.slotIds === undefined ? null : (covered?.slots ?? []).map((s) => s.startsAt),
    });
    if (!found) throw new Refusal(failed(NOT_FOUND));
    const detail = await tourDetail(tx, tourId);
    if (!detail) throw new Refusal(failed(NOT_FOUND));
    return detail;
  });
}

/** A bulk action over some of an event's slots (`planSlotBulk` says what it changes and leaves). */
export async function bulkSlots(
  deps: AppDeps,
  actor: Actor,
  eventId: number,
  input: SlotBulkAction & { slotIds: readonly number[] },
): Promise<Outcome<SlotBulkResult>> {
  if (input.action === 'remove') return removeSlots(deps, actor, eventId, input.slotIds);
  return inTransaction(deps, async (tx) => {
    if (!(await eventRow(tx, eventId))) throw new Refusal(failed(NOT_FOUND));
    const chosen = (await slotRows(tx, eventId))
      .filter((slot) => input.slotIds.includes(slot.id))
      .sort((a, b) => a.capacityId - b.capacityId);
    // Under the capacities' row locks, in ascending id order (holds lock them in the same order): a
    // hold waits for this transaction, so a capacity never drops below what is sold and held.
    const locked = [];
    for (const slot of chosen) {
      const use = await lockCapacity(tx, slot.capacityId);
      if (use) locked.push({ ...slot, ...use });
    }
    const plan = planSlotBulk(input, locked);
    const changed = locked.filter((slot) => plan.change.includes(slot.id));
    if (input.action === 'capacity') {
      await setCapacities(
        tx,
        changed.map((slot) => ({ id: slot.capacityId, capacity: input.capacity, sold: slot.sold })),
      );
    } else {
      const state: SalesState = input.action === 'stop' ? 'stopped' : 'open';
      await setSales(
        tx,
        changed.map((slot) => slot.capacityId),
        state,
      );
    }
    await audit(
      tx,
      actor,
      deps.clock.now(),
      `catalog.slots.${input.action}`,
      { type: 'event', id: eventId },
      null,
      {
        slots: changed.map((slot) => fromDbLocal(slot.startsAt)),
        ...(input.action === 'capacity' ? { capacity: input.capacity } : {}),
      },
    );
    return { detail: await detailOf(tx, eventId), skipped: plan.skipped };
  });
}

/** Removes the chosen slots nothing is sold or held of, one transaction each; leaves the rest. */
async function removeSlots(
  deps: AppDeps,
  actor: Actor,
  eventId: number,
  slotIds: readonly number[],
): Promise<Outcome<SlotBulkResult>> {
  const found = await inTransaction(deps, async (tx) => {
    if (!(await eventRow(tx, eventId))) throw new Refusal(failed(NOT_FOUND));
    return (await slotRows(tx, eventId)).filter((slot) => slotIds.includes(slot.id));
  });
  if (!found.ok) return found;
  const skipped: number[] = [];
  for (const slot of found.value) {
    const removed = await removeSlot(deps, actor, slot.id);
    if (!removed.ok) skipped.push(slot.id);
  }
  return inTransaction(deps, async (tx) => ({ detail: await detailOf(tx, eventId), skipped }));
}
