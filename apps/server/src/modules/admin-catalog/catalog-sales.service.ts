/**
 * Stopping and starting the sales of an event, one of its dates or some of its slots, and the
 * slot editor's other bulk actions (capacity, removing unsold slots). Nothing is deleted by stopping:
 * the capacities keep what is sold and held and only stop selling (`inventory`'s `setSales`).
 * docs/decisions.md "Stopping, cancelling and messaging dates".
 */
import {
  planSlotBulk,
  slotsInScope,
  type ClosureScopeValue,
  type SlotBulkAction,
} from '@foyer/domain';
import type { CatalogEventDetail } from '@foyer/domain/admin-contract/catalog';
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
import { inTransaction, Refusal } from './catalog-transaction';

async function detailOf(tx: Tx, eventId: number): Promise<CatalogEventDetail> {
  const detail = await eventDetail(tx, eventId);
  if (!detail) throw new Refusal(failed(NOT_FOUND));
  return detail;
}

/** What a closure covers: its slots (with their local starts) and every capacity it stops. */
export interface ScopeCapacities {
  slots: { id: number; startsAt: string; capacityId: number }[];
  capacityIds: number[];
}

/**
 * The slots and capacities of a scope: a whole event (slots, day-ticket dates, event-long tickets),
 * a date (its slots and its day-ticket capacity) or some slots. Null when the event does not exist.
 */
export async function capacitiesOfScope(
  tx: Tx,
  scope: ClosureScopeValue,
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
    const covered = await capacitiesOfScope(tx, scope);
    if (!covered) throw new Refusal(failed(NOT_FOUND));
    const changed = await setSales(tx, covered.capacityIds, input.state);
    await audit(
      tx,
      actor,
      deps.clock.now(),
      input.state === 'open' ? 'catalog.sales.open' : 'catalog.sales.stop',
      { type: 'event', id: eventId },
      null,
      { date: input.date ?? null, capacities: changed.length },
    );
    return detailOf(tx, eventId);
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
