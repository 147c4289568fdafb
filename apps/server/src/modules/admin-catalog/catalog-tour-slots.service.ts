/**
 * The tour editor's schedules (issue 16 item 2): starts added through the catalog import's own
 * writer (`syncTourSlots`, `only`): one start, or the starts of a rule expanded in the venue's time
 * zone by `expandSlotRule` (previewed before they are created; starts the tour has are kept). A start
 * with bookings, held places or open holds on either of its capacities is never removed (checked
 * under the capacities' row locks). Every change writes an audit entry.
 */
import {
  expandSlotRule,
  MAX_RULE_DAYS,
  ruleSpanDays,
  type TourSlotEntry,
} from '@foyer/domain/catalog-file';
import type {
  CatalogTourDetail,
  TourSlotPreview,
} from '@foyer/domain/admin-contract/catalog-tours';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { fromDbLocal } from '../../db/local-time';
import { lockCatalog } from '../../catalog-file/catalog.repository';
import { syncTourSlots } from '../../catalog-file/import-tours';
import type { CatalogTour } from '../../catalog-file/schema';
import { NOT_FOUND } from '../../http/failure';
import { failed, type Failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import { capacitiesInUse, deleteTourSlot, tourSlotRow } from './catalog-tours.repository';
import {
  importRun,
  inTransaction,
  invalid,
  Refusal,
  throwErrors,
  tourDetail,
} from './catalog-tours.service';

/** The starts of one entry in the venue's time zone (starts the clock skips are left out). */
function startsOf(entry: TourSlotEntry, timeZone: string): string[] {
  if (entry.startsAt !== undefined) return [entry.startsAt];
  if (ruleSpanDays(entry) > MAX_RULE_DAYS) {
    throw invalid('dates.to', `covers more than ${MAX_RULE_DAYS} days`);
  }
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
    throwErrors(run);
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
    await deleteTourSlot(tx, slot.id, capacityIds);
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
