/**
 * Time slots in the back office: one by one or in bulk from a rule (expanded in the venue's time
 * zone by `expandSlotRule`, previewed before it is created), set and removed as
 * `event-capacity-rows.ts` says for every row with a capacity of its own.
 */
import { expandSlotRule, type RuleSlot } from '@foyer/domain/catalog-file';
import type {
  CatalogEventDetail,
  CatalogSlot,
  SlotPreview,
  slotEntryBody,
} from '@foyer/domain/admin-contract/catalog';
import type { z } from 'zod';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { fromDbLocal, toDbLocal } from '../../db/local-time';
import { insertEventSlots } from '../catalog-file';
import { removeUnusedCapacities } from '../inventory';
import { NOT_FOUND } from '../../http/failure';
import { failed, type Outcome } from '../../outcome';
import { deleteSlot, eventRow, slotRow, slotRows } from './catalog-admin.repository';
import { eventDetail } from './catalog-events.service';
import { inTransaction, Refusal, refuseLongRule } from './catalog-transaction';
import { capacityRowCalls, type CapacityRowKind } from './event-capacity-rows';

type SlotEntry = z.output<typeof slotEntryBody>;

type SlotRow = NonNullable<Awaited<ReturnType<typeof slotRow>>>;

/** The slots of one entry in the venue's time zone (starts the clock skips are left out). */
function slotsOf(entry: SlotEntry, timeZone: string): RuleSlot[] {
  if (entry.startsAt !== undefined) {
    return [{ startsAt: entry.startsAt, endsAt: entry.endsAt ?? null }];
  }
  refuseLongRule(entry);
  return expandSlotRule(entry, timeZone);
}

async function planned(tx: Tx, deps: AppDeps, eventId: number, entry: SlotEntry) {
  if (!(await eventRow(tx, eventId))) throw new Refusal(failed(NOT_FOUND));
  const all = slotsOf(entry, deps.config.server.timeZone);
  const stored = new Set(
    (await slotRows(tx, eventId))
      .filter((slot) => slot.mode === entry.mode)
      .map((slot) => fromDbLocal(slot.startsAt)),
  );
  return { all, fresh: all.filter((slot) => !stored.has(slot.startsAt)) };
}

function toSlot(row: SlotRow): CatalogSlot {
  return {
    id: row.id,
    mode: row.mode,
    startsAt: fromDbLocal(row.startsAt),
    endsAt: fromDbLocal(row.endsAt),
    capacity: row.capacity,
    sold: row.sold,
    held: row.held,
    sales: row.sales,
  };
}

const SLOTS: CapacityRowKind<SlotRow, CatalogSlot, SlotEntry, RuleSlot, CatalogEventDetail> = {
  kind: 'event_slot',
  actions: {
    add: 'catalog.slots.add',
    capacity: 'catalog.slot.capacity',
    remove: 'catalog.slot.remove',
  },
  inUse: failed({
    kind: 'conflict',
    code: 'SLOT_IN_USE',
    message: 'Tickets of this slot are sold or held: it is not removed',
  }),
  row: slotRow,
  shown: toSlot,
  async remove(tx, slot) {
    await deleteSlot(tx, slot.id);
    await removeUnusedCapacities(tx, [slot.capacityId]);
  },
  plan: planned,
  async insert(tx, eventId, entry, fresh, capacityIds) {
    await insertEventSlots(
      tx,
      fresh.map((slot, i) => ({
        eventId,
        mode: entry.mode,
        startsAt: toDbLocal(slot.startsAt),
        endsAt: toDbLocal(slot.endsAt),
        capacityId: capacityIds[i] as number,
      })),
    );
  },
  key: (slot) => slot.startsAt,
  async added(tx, eventId) {
    const detail = await eventDetail(tx, eventId);
    if (!detail) throw new Error('the event is gone');
    return detail;
  },
};

export async function previewSlots(
  deps: AppDeps,
  eventId: number,
  entry: SlotEntry,
): Promise<Outcome<SlotPreview>> {
  return inTransaction(deps, async (tx) => {
    const plan = await planned(tx, deps, eventId, entry);
    return {
      slots: plan.all,
      existing: plan.all.length - plan.fresh.length,
      timeZone: deps.config.server.timeZone,
    };
  });
}

export const {
  add: addSlots,
  setCapacity: setSlotCapacity,
  remove: removeSlot,
} = capacityRowCalls(SLOTS);
