/**
 * The tour editor's schedules: starts added through the catalog import's own
 * writer (`syncTourSlots`, `only`): one start, or the starts of a rule expanded in the venue's time
 * zone by `expandSlotRule` (previewed before they are created; starts the tour has are kept). A start
 * with bookings, held places or open holds on either of its capacities is never removed (checked
 * under the capacities' row locks). A start's capacities never drop below what is sold and held of
 * them (`checkCapacity`, under the same locks). Every change writes an audit entry.
 */
import { startSales } from '@foyer/domain';
import { checkCapacity, expandSlotRule, type TourSlotEntry } from '@foyer/domain/catalog-file';
import type {
  CatalogTourDetail,
  CatalogTourSlot,
  TourSlotCapacityBody,
  TourSlotPreview,
} from '@foyer/domain/admin-contract/catalog-tours';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { fromDbLocal } from '../../db/local-time';
import { lockCatalog, syncTourSlots, type CatalogTour } from '../catalog-file';
import { NOT_FOUND } from '../../http/failure';
import { failed, type Failed, type Outcome } from '../../outcome';
import { capacitiesInUse, lockCapacity, removeUnusedCapacities, setCapacity } from '../inventory';
import { audit, type Actor } from '../staff';
import { capacityRefusal } from './catalog-events.service';
import { deleteTourSlot, tourSlotRow } from './catalog-tours.repository';
import { inTransaction, Refusal, refuseLongRule, throwImportErrors } from './catalog-transaction';
import { importRun, tourDetail } from './catalog-tours.service';

/** The starts of one entry in the venue's time zone (starts the clock skips are left out). */
function startsOf(entry: TourSlotEntry, timeZone: string): string[] {
  if (entry.startsAt !== undefined) return [entry.startsAt];
  refuseLongRule(entry);
  return expandSlotRule(entry, timeZone).map((slot) => slot.startsAt);
}

async function planned(tx: Tx, deps: AppDeps, tourId: number, entry: TourSlotEntry) {
  const detail = await tourDetail(tx, tourId);
  if (!detail) throw new Refusal(failed(NOT_FOUND));
  const all = startsOf(entry, deps.config.server.timeZone);
  const stored = new Set(detail.slots.map((slot) => slot.startsAt));
  return { detail, all, fresh: all.filter((start) => !stored.has(start)) };
}

export async function previewTourSlots(
  deps: AppDeps,
  tourId: number,
  entry: TourSlotEntry,
): Promise<Outcome<TourSlotPreview>> {
  return inTransaction(deps, async (tx) => {
    const plan = await planned(tx, deps, tourId, entry);
    return {
      slots: plan.all,
      existing: plan.all.length - plan.fresh.length,
      timeZone: deps.config.server.timeZone,
    };
  });
}

export async function addTourSlots(
  deps: AppDeps,
  actor: Actor,
  tourId: number,
  entry: TourSlotEntry,
): Promise<Outcome<CatalogTourDetail>> {
  return inTransaction(deps, async (tx) => {
    await lockCatalog(tx);
    const plan = await planned(tx, deps, tourId, entry);
    const tour: CatalogTour = {
      ...plan.detail.tour,
      id: tourId,
      slots: plan.fresh.map((startsAt) => ({
        startsAt,
        participants: { capacity: entry.participants.capacity, sold: 0 },
        tours: { capacity: entry.tours.capacity, sold: 0 },
      })),
    };
    const run = importRun(deps, tx, tour);
    await syncTourSlots(run, [tour], { only: true });
    throwImportErrors(run);
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.tourSlots.add',
      { type: 'tour', id: tourId },
      null,
      { entry, created: plan.fresh, kept: plan.all.length - plan.fresh.length },
    );
    const detail = await tourDetail(tx, tourId);
    if (!detail) throw new Error('the tour is gone');
    return detail;
  });
}

const SLOT_IN_USE: Failed = failed({
  kind: 'conflict',
  code: 'SLOT_IN_USE',
  message: 'This tour start has bookings or holds: it is not removed',
});

export async function removeTourSlot(
  deps: AppDeps,
  actor: Actor,
  slotId: number,
): Promise<Outcome<{ ok: true }>> {
  return inTransaction(deps, async (tx) => {
    const slot = await tourSlotRow(tx, slotId);
    if (!slot) throw new Refusal(failed(NOT_FOUND));
    const capacityIds = [slot.participantsCapacityId, slot.toursCapacityId];
    if (await capacitiesInUse(tx, capacityIds)) throw new Refusal(SLOT_IN_USE);
    await deleteTourSlot(tx, slot.id);
    await removeUnusedCapacities(tx, capacityIds);
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.tourSlot.remove',
      { type: 'tour_slot', id: slotId },
      { tourId: slot.tourId, startsAt: fromDbLocal(slot.startsAt) },
      null,
    );
    return { ok: true as const };
  });
}

/**
 * Sets a tour start's participant places and parallel tours. Both capacity rows are locked (in id
 * order, as holds lock them) before what is sold and held is read, so a hold taken at the same
 * moment waits or is counted.
 */
export async function setTourSlotCapacity(
  deps: AppDeps,
  actor: Actor,
  slotId: number,
  body: TourSlotCapacityBody,
): Promise<Outcome<CatalogTourSlot>> {
  return inTransaction(deps, async (tx) => {
    const slot = await tourSlotRow(tx, slotId);
    if (!slot) throw new Refusal(failed(NOT_FOUND));
    const parts = [
      { field: 'participants' as const, capacityId: slot.participantsCapacityId },
      { field: 'tours' as const, capacityId: slot.toursCapacityId },
    ].sort((a, b) => a.capacityId - b.capacityId);
    const uses: Partial<Record<'participants' | 'tours', CatalogTourSlot['tours']>> = {};
    for (const part of parts) {
      const use = await lockCapacity(tx, part.capacityId);
      if (!use) throw new Refusal(failed(NOT_FOUND));
      uses[part.field] = use;
    }
    const { participants, tours } = uses;
    if (!participants || !tours) throw new Refusal(failed(NOT_FOUND));
    for (const part of parts) {
      const use = part.field === 'participants' ? participants : tours;
      const verdict = checkCapacity(body[part.field], use);
      if (!verdict.ok) throw new Refusal(capacityRefusal(part.field, verdict.params));
    }
    for (const part of parts) await setCapacity(tx, part.capacityId, body[part.field]);
    const before: CatalogTourSlot = {
      id: slot.id,
      startsAt: fromDbLocal(slot.startsAt),
      participants,
      tours,
      sales: startSales(slot.participantsSales, slot.toursSales),
    };
    const after: CatalogTourSlot = {
      ...before,
      participants: { ...participants, capacity: body.participants },
      tours: { ...tours, capacity: body.tours },
    };
    await audit(
      tx,
      actor,
      deps.clock.now(),
      'catalog.tourSlot.capacity',
      { type: 'tour_slot', id: slotId },
      before,
      after,
    );
    return after;
  });
}
