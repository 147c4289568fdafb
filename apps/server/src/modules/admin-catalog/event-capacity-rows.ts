/**
 * What an event's days (day tickets) and its time slots share in the back office: rows with a
 * capacity of their own each. They are added under the catalog lock, one or the expansion of a rule
 * (rows the event has already are kept); a row's capacity never drops below what is sold and held
 * (checked under the capacity row's lock, so a hold taken at the same moment waits or is counted);
 * a row is removed only while nothing of it is sold or held. Every change writes an audit entry.
 * `catalog-days.service.ts` and `catalog-slots.service.ts` say what differs.
 */
import { checkCapacity } from '@foyer/domain/catalog-file';
import type { AppDeps } from '../../deps';
import type { Tx } from '../../db/client';
import { NOT_FOUND } from '../../http/failure';
import { failed, type Failed, type Outcome } from '../../outcome';
import {
  addCapacities,
  lockCapacity,
  setCapacity as writeCapacity,
  unsettledHolds,
} from '../inventory';
import { audit, type Actor } from '../staff';
import { capacityRefusal } from './catalog-events.service';
import { inCatalogTransaction, inTransaction, Refusal } from './catalog-transaction';

/** A stored row with what its capacity holds. */
export interface CapacityRow {
  id: number;
  capacityId: number;
  capacity: number;
  sold: number;
  held: number;
}

/** One kind of row: how it is read, shown, planned, written and removed, and its audit names. */
export interface CapacityRowKind<
  Row extends CapacityRow,
  Shown,
  Entry extends { capacity: number },
  Planned,
  Added,
> {
  /** The kind of the rows' capacities, also the audit target type of one row. */
  kind: 'event_day' | 'event_slot';
  /** The audit actions of adding rows to an event, setting one's capacity and removing one. */
  actions: { add: string; capacity: string; remove: string };
  /** The answer to removing a row of which something is sold or held. */
  inUse: Failed;
  row(tx: Tx, id: number): Promise<Row | null>;
  shown(row: Row): Shown;
  /** Deletes the row, and its capacity unless an order or hold still refers to it. */
  remove(tx: Tx, row: Row): Promise<void>;
  /**
   * The rows `entry` stands for (`all`) and those of them the event has not (`fresh`); a `Refusal`
   * thrown here answers the call.
   */
  plan(
    tx: Tx,
    deps: AppDeps,
    eventId: number,
    entry: Entry,
  ): Promise<{ all: readonly Planned[]; fresh: readonly Planned[] }>;
  /** Writes the fresh rows, the i-th with the i-th new capacity. */
  insert(
    tx: Tx,
    eventId: number,
    entry: Entry,
    fresh: readonly Planned[],
    capacityIds: readonly number[],
  ): Promise<void>;
  /** How the audit entry names a created row: its date or its start. */
  key(planned: Planned): string;
  /** The answer after adding: the event's days, or the event with its slots, as they are now. */
  added(tx: Tx, eventId: number): Promise<Added>;
}

/** The row `id` and what its capacity holds, read under the capacity row's lock. */
async function lockedRow<Row extends CapacityRow>(
  tx: Tx,
  row: (tx: Tx, id: number) => Promise<Row | null>,
  id: number,
) {
  const found = await row(tx, id);
  if (!found) throw new Refusal(failed(NOT_FOUND));
  // The row lock makes a concurrent hold wait for this transaction, or this one wait for it.
  return { row: found, use: await lockCapacity(tx, found.capacityId) };
}

/** The back office's calls on one kind of row. */
export function capacityRowCalls<
  Row extends CapacityRow,
  Shown,
  Entry extends { capacity: number },
  Planned,
  Added,
>(rows: CapacityRowKind<Row, Shown, Entry, Planned, Added>) {
  /** Adds the rows of `entry` the event has not, each with a new capacity of `entry.capacity`. */
  function add(
    deps: AppDeps,
    actor: Actor,
    eventId: number,
    entry: Entry,
  ): Promise<Outcome<Added>> {
    return inCatalogTransaction(deps, async (tx) => {
      const { all, fresh } = await rows.plan(tx, deps, eventId, entry);
      const ids = await addCapacities(
        tx,
        fresh.map(() => ({ kind: rows.kind, capacity: entry.capacity, sold: 0 })),
      );
      await rows.insert(tx, eventId, entry, fresh, ids);
      await audit(
        tx,
        actor,
        deps.clock.now(),
        rows.actions.add,
        { type: 'event', id: eventId },
        null,
        { entry, created: fresh.map(rows.key), kept: all.length - fresh.length },
      );
      return rows.added(tx, eventId);
    });
  }

  /** Sets one row's capacity, never below what is sold and held of it. */
  function setCapacity(
    deps: AppDeps,
    actor: Actor,
    id: number,
    capacity: number,
  ): Promise<Outcome<Shown>> {
    return inTransaction(deps, async (tx) => {
      const { row, use } = await lockedRow(tx, rows.row, id);
      if (!use) throw new Refusal(failed(NOT_FOUND));
      const verdict = checkCapacity(capacity, use);
      if (!verdict.ok) throw new Refusal(capacityRefusal('capacity', verdict.params));
      await writeCapacity(tx, row.capacityId, capacity);
      const before = rows.shown({ ...row, ...use });
      const after = rows.shown({ ...row, ...use, capacity });
      await audit(
        tx,
        actor,
        deps.clock.now(),
        rows.actions.capacity,
        { type: rows.kind, id },
        before,
        after,
      );
      return after;
    });
  }

  /** Removes one row, refused while something of it is sold, held or in an open hold. */
  function remove(deps: AppDeps, actor: Actor, id: number): Promise<Outcome<{ ok: true }>> {
    return inTransaction(deps, async (tx) => {
      const { row, use } = await lockedRow(tx, rows.row, id);
      const holds = await unsettledHolds(tx, row.capacityId);
      if (!use || use.sold > 0 || use.held > 0 || holds > 0) throw new Refusal(rows.inUse);
      await rows.remove(tx, row);
      await audit(
        tx,
        actor,
        deps.clock.now(),
        rows.actions.remove,
        { type: rows.kind, id },
        rows.shown(row),
        null,
      );
      return { ok: true as const };
    });
  }

  return { add, setCapacity, remove };
}
