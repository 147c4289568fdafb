/**
 * Holds: a pending order's claim on capacities, taken so that no capacity is ever oversold.
 *
 * - A hold is taken with one conditional update per capacity (`sold + held + n <= capacity`) inside
 *   the transaction that creates the order; the expired holds of that capacity are released right
 *   before, so they stop counting at once. An order keeps one hold row per capacity.
 * - Capacities are always worked on in ascending id order (see holds.repository.ts), so concurrent
 *   checkouts, bookings, cancellations and the sweeper never deadlock.
 * - A failed hold leaves earlier capacities of the same order counted: the caller rolls the
 *   transaction back, so an order (a family ticket with all its components included) holds
 *   everything or nothing.
 * - Booking turns the order's holds into sales; units whose hold was released meanwhile are taken
 *   again when they are still free.
 * - Every function here that changes a counter raises the places signal (`places-changes.ts`) inside
 *   the caller's transaction: `taken` when places were held or sold, `returned` when some may have
 *   come back. The repositories only say what they changed.
 */
import type { SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { BATCH, chunks } from '../../db/batches';
import { startPeriodic } from '../../jobs/periodic';
import {
  addHeld,
  capacitiesWithExpiredHolds,
  capacityUsesOfOrder,
  deleteUncountedHolds,
  insertCapacityUses,
  markUseReturned,
  splitUseReturned,
  subtractSold,
  freeOnCapacity,
  holdsOfOrder,
  insertHoldsAndAddHeld,
  insertHoldsAndUses,
  releaseExpiredAndAddHeld,
  releaseExpiredAndLock,
  releaseExpiredOnCapacity,
  salesAndRoom,
  renewHold,
  sell,
  sellCapacityUsesOf,
  setHoldsExpiry,
  settleHold,
  subtractHeld,
  type CapacityCounter,
} from './holds.repository';
import { lockCapacity, type CapacityKind } from './capacities.repository';
import { availableByCapacity } from './availability.repository';
import { placesChanged } from './places-changes';

export type { CapacityCounter } from './holds.repository';

/** Units of one capacity an order needs. */
export interface Demand {
  capacityId: number;
  quantity: number;
  /** The index of the basket item that needs the units; recorded so a cancellation gives them back. */
  itemIndex?: number;
}

/** The capacity that could not give what was asked, its kind, and what it has left. */
export interface HoldShortage {
  capacityId: number;
  kind: CapacityKind;
  requested: number;
  available: number;
}

/** A capacity that a hold left with nothing for further holds (the sold-out memory learns it). */
export interface Exhausted {
  capacityId: number;
  kind: CapacityKind;
  requested: number;
}

export type HoldOutcome = { ok: true } | ({ ok: false } & HoldShortage);

/** A hold of `holdForOrder`: also names the capacities it left with nothing. */
export type OrderHoldOutcome =
  { ok: true; exhausted: Exhausted[] } | ({ ok: false } & HoldShortage);

/** Demands summed per capacity, zero ones left out, by capacity id ascending (the lock order). */
export function demandsByCapacity(demands: readonly Demand[]): Demand[] {
  const sums = new Map<number, number>();
  for (const { capacityId, quantity } of demands) {
    if (quantity > 0) sums.set(capacityId, (sums.get(capacityId) ?? 0) + quantity);
  }
  return [...sums]
    .sort(([a], [b]) => a - b)
    .map(([capacityId, quantity]) => ({ capacityId, quantity }));
}

async function shortage(
  tx: Tx,
  capacityId: number,
  requested: number,
): Promise<{ ok: false } & HoldShortage> {
  const { free, kind } = await freeOnCapacity(tx, capacityId);
  return { ok: false, capacityId, kind, requested, available: free };
}

/**
 * Holds every demand for the order until `expiresAt`, or names the first capacity that is short.
 * `alongside` are the caller's own writes of the order (its lines), sent in the same statement as
 * the hold rows (one round trip less per checkout).
 */
export async function holdForOrder(
  tx: Tx,
  orderId: number,
  demands: readonly Demand[],
  now: Date,
  expiresAt: Date,
  alongside: readonly SQL[] = [],
): Promise<OrderHoldOutcome> {
  const summed = demandsByCapacity(demands);
  const exhausted: Exhausted[] = [];
  // The hold rows and capacity uses first (hold rows before capacity rows, the lock order): the
  // capacity row locks come last, so they are held only for the commit that follows.
  // Both in one statement, and each capacity's release of expired holds and conditional update in
  // one more: few round trips per hold.
  await insertHoldsAndUses(
    tx,
    summed.map(({ capacityId, quantity }) => ({
      orderId,
      capacityId,
      quantity,
      expiresAt,
      createdAt: now,
    })),
    capacityUseRows(orderId, demands),
    alongside,
  );
  for (const { capacityId, quantity } of summed) {
    const taken = await releaseExpiredAndAddHeld(tx, capacityId, quantity, now);
    if (taken.freed > 0) placesChanged('returned');
    if (!taken.added) {
      // The expired holds settled stop counting, as when they are released on their own.
      if (taken.freed > 0) await subtractHeld(tx, capacityId, taken.freed);
      // As before the rows were written first: what was not counted leaves no hold behind.
      await deleteUncountedHolds(tx, orderId, capacityId);
      return shortage(tx, capacityId, quantity);
    }
    if (taken.left === 0 && taken.kind !== null) {
      exhausted.push({ capacityId, kind: taken.kind, requested: quantity });
    }
  }
  if (summed.length > 0) placesChanged('taken');
  return { ok: true, exhausted };
}

/**
 * Decides the holds of a batch of orders in their order, as `holdForOrder` one after the
 * other would: an order gets all of its demands (summed per capacity, ascending) when each fits in
 * what is left, and is otherwise refused with the first capacity that is short and what that one
 * has left; an accepted order names the capacities it left with nothing. Pure: `counters` is what
 * the locked capacities had before the batch.
 */
export function allocateHolds(
  orders: readonly (readonly Demand[])[],
  counters: ReadonlyMap<number, CapacityCounter>,
): OrderHoldOutcome[] {
  const left = new Map([...counters].map(([id, counter]) => [id, counter.free]));
  const kindOf = (capacityId: number): CapacityKind => counters.get(capacityId)?.kind ?? 'stock';
  return orders.map((demands) => {
    const summed = demandsByCapacity(demands);
    for (const { capacityId, quantity } of summed) {
      const available = left.get(capacityId) ?? 0;
      if (available < quantity) {
        return { ok: false, capacityId, kind: kindOf(capacityId), requested: quantity, available };
      }
    }
    const exhausted: Exhausted[] = [];
    for (const { capacityId, quantity } of summed) {
      const remaining = (left.get(capacityId) ?? 0) - quantity;
      left.set(capacityId, remaining);
      if (remaining === 0)
        exhausted.push({ capacityId, kind: kindOf(capacityId), requested: quantity });
    }
    return { ok: true, exhausted };
  });
}

/**
 * Locks the capacities a batch of orders needs (ascending, each one's expired holds released first)
 * and decides their holds (`allocateHolds`). Nothing is held yet: `writeHeldOrders` writes the
 * accepted ones in the same transaction.
 */
export async function allocateBatchHolds(
  tx: Tx,
  orders: readonly (readonly Demand[])[],
  now: Date,
): Promise<OrderHoldOutcome[]> {
  const ids = new Set(
    orders.flatMap((demands) =>
      demands.flatMap(({ capacityId, quantity }) => (quantity > 0 ? [capacityId] : [])),
    ),
  );
  const counters = new Map<number, CapacityCounter>();
  let freed = 0;
  for (const capacityId of [...ids].sort((a, b) => a - b)) {
    const counter = await releaseExpiredAndLock(tx, capacityId, now);
    freed += counter.freed;
    counters.set(capacityId, { free: counter.free, kind: counter.kind });
  }
  if (freed > 0) placesChanged('returned');
  return allocateHolds(orders, counters);
}

/** What a locked capacity has: its whole capacity and what is left for new holds. */
export interface LockedRoom {
  capacity: number;
  free: number;
}

/**
 * Locks one capacity for a decision on its free places (the waiting list's offers), its expired
 * holds released first, and answers its whole capacity and what is left for new holds (nothing
 * when it does not sell); null for a capacity that does not exist. Holds taken with `holdForOrder`
 * in the same transaction are then decided from these counters: nobody else can take the places
 * meanwhile.
 */
export async function lockCapacityRoom(
  tx: Tx,
  capacityId: number,
  now: Date,
): Promise<LockedRoom | null> {
  const counter = await releaseExpiredAndLock(tx, capacityId, now);
  if (counter.freed > 0) placesChanged('returned');
  const state = await lockCapacity(tx, capacityId);
  return state === null ? null : { capacity: state.capacity, free: counter.free };
}

/** An accepted order of a batch: what it holds until when, and its own writes (its lines). */
export interface HeldOrder {
  orderId: number;
  demands: readonly Demand[];
  createdAt: Date;
  expiresAt: Date;
  alongside: readonly SQL[];
}

/**
 * Writes the hold rows, capacity uses and counters of a batch's accepted orders with their own
 * writes, in one statement (after `allocateBatchHolds` in the same transaction).
 */
export async function writeHeldOrders(tx: Tx, orders: readonly HeldOrder[]): Promise<void> {
  const added = new Map<number, number>();
  const holdRows = orders.flatMap(({ orderId, demands, createdAt, expiresAt }) =>
    demandsByCapacity(demands).map(({ capacityId, quantity }) => {
      added.set(capacityId, (added.get(capacityId) ?? 0) + quantity);
      return { orderId, capacityId, quantity, expiresAt, createdAt };
    }),
  );
  await insertHoldsAndAddHeld(
    tx,
    holdRows,
    orders.flatMap(({ orderId, demands }) => capacityUseRows(orderId, demands)),
    new Map([...added].sort(([a], [b]) => a - b)),
    orders.flatMap(({ alongside }) => alongside),
  );
  if (added.size > 0) placesChanged('taken');
}

/** Whether the order has capacity-use records (orders written before them, or imported, have none). */
export async function hasCapacityUses(tx: Tx, orderId: number): Promise<boolean> {
  return (await capacityUsesOfOrder(tx, orderId)).length > 0;
}

/**
 * Records what each basket item of the order takes of each capacity, so a cancellation gives it back:
 * with the holds, or later for an order without records (derived from its lines by the orders
 * slice). Nothing changes on the capacities themselves.
 */
export async function recordCapacityUses(
  tx: Tx,
  orderId: number,
  demands: readonly Demand[],
): Promise<void> {
  await insertCapacityUses(tx, capacityUseRows(orderId, demands));
}

/**
 * Books orders written without holds (the demo seed's orders, booked and paid at once): records each
 * order's capacity uses and sells their units, so `sold` is what the orders took.
 */
export async function sellWithoutHolds(
  tx: Tx,
  orders: readonly { orderId: number; demands: readonly Demand[] }[],
): Promise<void> {
  const rows = orders.flatMap(({ orderId, demands }) => capacityUseRows(orderId, demands));
  if (rows.length === 0) return;
  for (const part of chunks(rows, BATCH)) await insertCapacityUses(tx, part);
  for (const part of chunks(
    orders.map((order) => order.orderId),
    BATCH,
  ))
    await sellCapacityUsesOf(tx, part);
  placesChanged('taken');
}

/** The capacity-use rows of an order's demands: those of a basket item, with units. */
function capacityUseRows(orderId: number, demands: readonly Demand[]) {
  return demands.flatMap(({ capacityId, quantity, itemIndex }) =>
    itemIndex === undefined || quantity <= 0 ? [] : [{ orderId, itemIndex, capacityId, quantity }],
  );
}

/**
 * Gives the sold units of a booked order's basket items back to sale (all items when `itemIndexes` is
 * null), each use once: a use already returned is skipped. Capacities in ascending id order.
 * Answers the units returned per capacity.
 */
export async function returnSoldItems(
  tx: Tx,
  orderId: number,
  itemIndexes: readonly number[] | null,
  now: Date,
): Promise<Demand[]> {
  const returned: Demand[] = [];
  for (const use of await capacityUsesOfOrder(tx, orderId)) {
    if (itemIndexes !== null && !itemIndexes.includes(use.itemIndex)) continue;
    const quantity = await markUseReturned(tx, use.id, now);
    if (quantity > 0) {
      await subtractSold(tx, use.capacityId, quantity);
      returned.push({ capacityId: use.capacityId, quantity });
    }
  }
  if (returned.length > 0) placesChanged('returned');
  return demandsByCapacity(returned);
}

/** A capacity's sales state and the places the shop can still sell of it. */
export interface CapacityOffer {
  sales: 'open' | 'stopped' | 'cancelled';
  /** Free for the shop now (0 when its sales are not open). */
  free: number;
}

/** The sales state and free places of capacities (capacities without a row are left out). */
export async function capacityOffers(
  tx: Tx,
  capacityIds: readonly number[],
  now: Date,
): Promise<Map<number, CapacityOffer>> {
  const sales = await salesAndRoom(tx, capacityIds);
  const free = await availableByCapacity(tx, capacityIds, now);
  return new Map(
    [...sales].map(([id, row]) => [id, { sales: row.sales, free: free.get(id) ?? 0 }]),
  );
}

export type MovePlacesOutcome =
  | { ok: true; returned: Demand[]; taken: Demand[] }
  | {
      ok: false;
      /** `stopped`: the capacity's sales are stopped or cancelled; `full`: too few places. */
      reason: 'stopped' | 'full';
      capacityId: number;
      requested: number;
      available: number;
    };

/**
 * Moves a booked basket item of the order to other capacities (a booking moved to another start):
 * takes `demands` with the shop's checks (the capacity sells and has the places free: what others
 * hold counts, expired holds do not) and gives the item's places in use back, each use once. Every
 * capacity involved is locked first, in ascending id order, so moves, checkouts and cancellations
 * never deadlock; nothing is written when a demand does not fit. The item's new uses are recorded,
 * so a later cancellation or move gives back the new places.
 */
export async function moveItemPlaces(
  tx: Tx,
  orderId: number,
  itemIndex: number,
  demands: readonly Demand[],
  now: Date,
  options: { fromOwnHolds?: boolean } = {},
): Promise<MovePlacesOutcome> {
  const uses = (await capacityUsesOfOrder(tx, orderId)).filter(
    (use) => use.itemIndex === itemIndex && use.returnedAt === null,
  );
  const wanted = demandsByCapacity(demands);
  const own = options.fromOwnHolds
    ? (await holdsOfOrder(tx, orderId)).filter((hold) => hold.settledAt === null)
    : [];
  const ids = [
    ...new Set([
      ...uses.map((use) => use.capacityId),
      ...wanted.map((d) => d.capacityId),
      ...own.map((hold) => hold.capacityId),
    ]),
  ].sort((a, b) => a - b);
  let freed = 0;
  for (const capacityId of ids) freed += (await releaseExpiredAndLock(tx, capacityId, now)).freed;
  // A move paid online held its new places while the visitor paid (`holdForOrder` of a booked
  // order): with every capacity locked, those live holds stop counting and the move takes the places.
  for (const hold of own) {
    const quantity = await settleHold(tx, hold.id, now);
    if (quantity > 0) {
      await subtractHeld(tx, hold.capacityId, quantity);
      freed += quantity;
    }
  }
  if (freed > 0) placesChanged('returned');
  const counters = await salesAndRoom(tx, ids);
  for (const { capacityId, quantity } of wanted) {
    const counter = counters.get(capacityId);
    const givenBack = uses
      .filter((use) => use.capacityId === capacityId)
      .reduce((sum, use) => sum + use.quantity, 0);
    const available = Math.max(0, (counter?.room ?? 0) + givenBack);
    if (!counter || counter.sales !== 'open') {
      return { ok: false, reason: 'stopped', capacityId, requested: quantity, available: 0 };
    }
    if (available < quantity) {
      return { ok: false, reason: 'full', capacityId, requested: quantity, available };
    }
  }
  const returned: Demand[] = [];
  for (const use of uses) {
    const quantity = await markUseReturned(tx, use.id, now);
    if (quantity > 0) {
      await subtractSold(tx, use.capacityId, quantity);
      returned.push({ capacityId: use.capacityId, quantity });
    }
  }
  for (const { capacityId, quantity } of wanted) {
    // The rows are locked and were checked above: a refusal here is a bug, and rolls back.
    if (!(await sell(tx, capacityId, 0, quantity))) {
      throw new Error(`capacity ${capacityId} refused ${quantity} places it had free`);
    }
  }
  await insertCapacityUses(
    tx,
    capacityUseRows(
      orderId,
      demands.map((demand) => ({ ...demand, itemIndex })),
    ),
  );
  if (returned.length > 0) placesChanged('returned');
  if (wanted.length > 0) placesChanged('taken');
  return { ok: true, returned: demandsByCapacity(returned), taken: wanted };
}

/**
 * Gives back what basket items that stay partly booked no longer take: for each item of `keep`, its
 * uses not returned yet are kept up to the item's `demands` per capacity (the uses of a capacity in
 * id order) and the rest goes back to sale; a use kept in part is split into a kept and a returned
 * row. Each unit goes back once: a use changed meanwhile is left alone. Capacities in ascending id
 * order. Answers the units returned per capacity.
 */
export async function returnSoldBeyond(
  tx: Tx,
  orderId: number,
  keep: readonly { itemIndex: number; demands: readonly Demand[] }[],
  now: Date,
): Promise<Demand[]> {
  const need = new Map<string, number>();
  const at = (itemIndex: number, capacityId: number) => `${itemIndex}:${capacityId}`;
  for (const item of keep) {
    for (const demand of item.demands) {
      const slot = at(item.itemIndex, demand.capacityId);
      need.set(slot, (need.get(slot) ?? 0) + Math.max(0, demand.quantity));
    }
  }
  const items = new Set(keep.map((item) => item.itemIndex));
  const returned: Demand[] = [];
  for (const use of await capacityUsesOfOrder(tx, orderId)) {
    if (!items.has(use.itemIndex) || use.returnedAt !== null) continue;
    const slot = at(use.itemIndex, use.capacityId);
    const kept = Math.min(use.quantity, need.get(slot) ?? 0);
    need.set(slot, (need.get(slot) ?? 0) - kept);
    if (kept === use.quantity) continue;
    const quantity =
      kept === 0
        ? await markUseReturned(tx, use.id, now)
        : await splitUseReturned(tx, use, kept, now);
    if (quantity > 0) {
      await subtractSold(tx, use.capacityId, quantity);
      returned.push({ capacityId: use.capacityId, quantity });
    }
  }
  if (returned.length > 0) placesChanged('returned');
  return demandsByCapacity(returned);
}

/**
 * Holds the order's capacities again until `expiresAt` (a new payment of an existing order): live
 * holds get the new expiry, released ones are taken again when the units are still free.
 */
export async function renewOrderHolds(
  tx: Tx,
  orderId: number,
  now: Date,
  expiresAt: Date,
): Promise<HoldOutcome> {
  for (const hold of await holdsOfOrder(tx, orderId)) {
    const released = await releaseExpiredOnCapacity(tx, hold.capacityId, now);
    if (released.length > 0) placesChanged('returned');
    const stillHeld = hold.settledAt === null && !released.includes(orderId);
    if (!stillHeld) {
      if (!(await addHeld(tx, hold.capacityId, hold.quantity))) {
        return shortage(tx, hold.capacityId, hold.quantity);
      }
      placesChanged('taken');
    }
    await renewHold(tx, hold.id, expiresAt, now);
  }
  return { ok: true };
}

/**
 * Turns the order's holds into sales (`sold += n`, `held -= n`). Units whose hold expired and was
 * released are sold only when they are still free; otherwise the capacity that is short is named
 * and the caller rolls back.
 */
export async function sellOrderHolds(tx: Tx, orderId: number, now: Date): Promise<HoldOutcome> {
  for (const hold of await holdsOfOrder(tx, orderId)) {
    const released = await releaseExpiredOnCapacity(tx, hold.capacityId, now);
    if (released.length > 0) placesChanged('returned');
    const live = await settleHold(tx, hold.id, now);
    if (!(await sell(tx, hold.capacityId, live, hold.quantity))) {
      return shortage(tx, hold.capacityId, hold.quantity);
    }
    placesChanged('taken');
  }
  return { ok: true };
}

/** Whether the order holds places that have not run out (a booked order: a move waiting for its payment). */
export async function hasLiveHolds(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  return (await holdsOfOrder(tx, orderId)).some(
    (hold) => hold.settledAt === null && hold.expiresAt > now,
  );
}

/** Gives the order's unsettled holds back (cancelled or failed orders). */
export async function releaseOrderHolds(tx: Tx, orderId: number, now: Date): Promise<void> {
  let returned = false;
  for (const hold of await holdsOfOrder(tx, orderId)) {
    const quantity = await settleHold(tx, hold.id, now);
    if (quantity > 0) {
      await subtractHeld(tx, hold.capacityId, quantity);
      returned = true;
    }
  }
  if (returned) placesChanged('returned');
}

/**
 * Whether extendHold can still extend the order's holds: it has holds, and none lasts longer than
 * one hold time from its creation (extendOrderHolds extends once). An order that holds nothing
 * (gift vouchers only) has nothing to extend.
 */
export async function holdsExtendable(tx: Tx, orderId: number, holdMs: number): Promise<boolean> {
  const rows = await holdsOfOrder(tx, orderId);
  return (
    rows.length > 0 &&
    !rows.some((hold) => hold.expiresAt.getTime() - hold.createdAt.getTime() > holdMs)
  );
}

export type ExtendOutcome =
  | { ok: true; expiresAt: Date }
  /** A hold has expired or was given back: there is nothing left to extend. */
  | { ok: false };

/**
 * Extends the order's holds once by `extraMs`. A hold that was extended already keeps its expiry
 * (the call answers it again); an order without holds keeps `orderExpiresAt`.
 */
export async function extendOrderHolds(
  tx: Tx,
  orderId: number,
  now: Date,
  extraMs: number,
  orderExpiresAt: Date,
): Promise<ExtendOutcome> {
  const rows = await holdsOfOrder(tx, orderId);
  if (rows.some((hold) => hold.settledAt !== null || hold.expiresAt <= now)) return { ok: false };
  const first = rows[0];
  if (first === undefined) {
    return orderExpiresAt > now ? { ok: true, expiresAt: orderExpiresAt } : { ok: false };
  }
  const extended = rows.some(
    (hold) => hold.expiresAt.getTime() - hold.createdAt.getTime() > extraMs,
  );
  if (extended) return { ok: true, expiresAt: first.expiresAt };
  const expiresAt = new Date(first.expiresAt.getTime() + extraMs);
  await setHoldsExpiry(tx, orderId, expiresAt, now);
  return { ok: true, expiresAt };
}

/** Capacities released per sweeper transaction. */
const SWEEP_BATCH = 200;

export interface SweepResult {
  capacities: number;
  orders: number;
}

/**
 * Marks the pending orders whose hold time ran out before `now` as expired and answers how many.
 * The orders module owns the orders and passes this in (its `expireLapsedOrders`): inventory does
 * not depend on orders.
 */
export type ExpireLapsedOrders = (db: Db, now: Date) => Promise<number>;

/**
 * Releases every expired hold (in batches of capacities, each batch one transaction) and then marks
 * the pending orders whose hold time has run out as expired.
 */
export async function sweepExpiredHolds(
  db: Db,
  now: Date,
  expireLapsedOrders: ExpireLapsedOrders,
): Promise<SweepResult> {
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const ids = await capacitiesWithExpiredHolds(tx, now, SWEEP_BATCH);
      let gaveBack = false;
      for (const id of ids) {
        if ((await releaseExpiredOnCapacity(tx, id, now)).length > 0) gaveBack = true;
      }
      if (gaveBack) placesChanged('returned');
      return ids.length;
    });
    released += count;
    if (count < SWEEP_BATCH) break;
  }
  // A separate statement after the releases: bookings lock the order first and capacities second,
  // so the sweeper must never hold capacity locks while it waits for an order.
  const orders = await expireLapsedOrders(db, now);
  return { capacities: released, orders };
}

export interface SweeperLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Sweeps expired holds every `intervalMs` (default one minute) until the returned function is
 * called; that function waits for a sweep in progress to finish.
 */
export function startHoldSweeper(
  deps: { db: Db; clock: { now(): Date }; expireLapsedOrders: ExpireLapsedOrders },
  options: { intervalMs?: number; log?: SweeperLog } = {},
): () => Promise<void> {
  return startPeriodic(
    { name: 'hold sweep', log: options.log },
    async () => {
      const result = await sweepExpiredHolds(deps.db, deps.clock.now(), deps.expireLapsedOrders);
      if (result.capacities > 0 || result.orders > 0) {
        options.log?.info({ ...result }, 'expired holds released');
      }
    },
    options.intervalMs ?? 60_000,
  );
}
