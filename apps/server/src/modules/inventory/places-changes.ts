/**
 * The one signal that places changed: what the memories derived from the capacity counters (the
 * sold-out memory, the read cache's availability answers) listen to instead of guessing.
 *
 * - In this process, inventory's service functions raise it inside the transaction that changes a
 *   counter (`placesChanged`), so an answer computed from the old counters meanwhile is not kept.
 * - After the commit, on every process (this one too), the database raises it again: a trigger on
 *   `capacities` (migration `places_changed`) notifies `foyer_places` when places may have come back
 *   or a capacity was set, whoever wrote it (the back office, the catalog file, SQL by hand), and
 *   `listenForPlacesChanges` turns the notification into `returned`. Places taken are not announced
 *   to other processes (the hold path stays free of notifications): their answers lag at most the
 *   availability answers' lifetime.
 *
 * Repositories never raise it: they only say what they changed. docs/architecture.md, "Caches and
 * the one change signal".
 */
import type { Db } from '../../db/client';
import { listenFor, type NotificationLog, type StopListening } from '../../db/notifications';

/** The channel the capacities' trigger notifies (see the migration). */
export const PLACES_CHANNEL = 'foyer_places';

/**
 * - `taken`: places were taken (held or sold): counts went down, a sold-out answer stays true.
 * - `returned`: places may have come back (holds released or expired, bookings given back, a
 *   capacity set): a sold-out answer may be untrue now.
 */
export type PlacesChange = 'taken' | 'returned';

export type PlacesListener = (change: PlacesChange) => void;

/** Every listener of this process (on any database: forgetting too much is harmless). */
const listeners = new Set<PlacesListener>();

/** Calls `listener` whenever places change; answers the function that stops it. */
export function onPlacesChanged(listener: PlacesListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Raises the signal in this process (inventory's service functions, inside their transaction). */
export function placesChanged(change: PlacesChange): void {
  for (const listener of listeners) listener(change);
}

/**
 * Hears the database's `foyer_places` notifications (other processes' give-backs and capacity
 * edits, and this process's own after their commit) and raises `returned` for each. Answers the
 * function that stops listening.
 */
export function listenForPlacesChanges(db: Db, log: NotificationLog): Promise<StopListening> {
  return listenFor(db, PLACES_CHANNEL, () => placesChanged('returned'), log);
}
