/**
 * Booking a waiting-list offer (docs/decisions.md "Waiting list: booking an offer and joining in the
 * shop"): the offer link's page reads the offer by its order token, and the checkout takes the
 * offer's hold over for the visitor's cart through `offerTakeover`, which `app.ts` passes to the
 * checkout (the checkout does not know the waiting list).
 *
 * - The take-over runs in the new order's transaction, under the line's lock and the entry's row
 *   lock: two checkouts of one offer take turns, and the second finds it used.
 * - The offer's hold is given up and the new order's hold taken in that one transaction; the
 *   capacity row stays locked from the first to the commit, so nobody else can take the places in
 *   between. Places of the offer the cart does not take go back (the line is served again).
 * - The cart takes 1 to the offered places of the offer's slot (`offerUseRefusal`); the server
 *   counts them from its own pricing of the cart, never from the client.
 */
import {
  localized,
  offerState,
  offerUseRefusal,
  type Language,
  type OfferState,
  venueDateTime,
} from '@foyer/domain';
import type { Tx } from '../../db/client';
import { fromDbLocal } from '../../db/local-time';
import type { AppDeps } from '../../deps';
import { NOT_FOUND } from '../../http/failure';
import { failed, refused, success, type Failure, type Outcome } from '../../outcome';
import type { OfferTakeover } from '../checkout';
import { availableByCapacity, releaseOrderHolds, type Demand } from '../inventory';
import { canMove, orderByToken, updateOrder } from '../orders';
import {
  entryOfOffer,
  lockEntry,
  lockLine,
  setStatus,
  slotWithParent,
  type WaitingEntryRow,
} from './waiting-list.repository';
import { waitingListMessage } from './waiting-list.messages';

/** 410: the offer ran out, was used or given up. */
const OFFER_GONE: Failure = {
  kind: 'gone',
  code: 'WAITING_LIST_OFFER_GONE',
  message: (lang: Language) => waitingListMessage('WAITING_LIST_OFFER_GONE', lang),
};

function placesRefused(offered: number): Failure {
  const message = (lang: Language) =>
    waitingListMessage('WAITING_LIST_OFFER_PLACES_INVALID', lang, { offered });
  const answer = refused('WAITING_LIST_OFFER_PLACES_INVALID', { message, params: { offered } });
  return answer.failure;
}

/** The line entry of an offer's link (its pending order's token), or null. */
async function entryOfToken(tx: Tx | AppDeps['db'], token: string) {
  const order = await orderByToken(tx, token);
  if (!order) return null;
  const entry = await entryOfOffer(tx, order.id);
  return entry ? { order, entry } : null;
}

function stateOf(entry: WaitingEntryRow, now: Date): OfferState {
  return offerState(entry.status, entry.offerExpiresAt, now);
}

export interface OfferView {
  state: OfferState;
  kind: 'event' | 'tour';
  id: number;
  datetime: string;
  name: string;
  places: number;
  expiresAt: string;
  expiresAtLocal: string;
  available: number;
}

/** The offer of a link as its page shows it; 404 for a token that is not an offer. */
export async function offerView(
  deps: AppDeps,
  lang: Language,
  token: string,
): Promise<Outcome<OfferView>> {
  const found = await entryOfToken(deps.db, token);
  const expiresAt = found?.entry.offerExpiresAt;
  if (!found || !expiresAt) return failed(NOT_FOUND);
  const { entry } = found;
  const slot = await slotWithParent(deps.db, entry.kind, entry.slotId);
  if (!slot) return failed(NOT_FOUND);
  const now = deps.clock.now();
  const available =
    (await availableByCapacity(deps.db, [entry.capacityId], now)).get(entry.capacityId) ?? 0;
  return success({
    state: stateOf(entry, now),
    kind: entry.kind === 'eventSlot' ? 'event' : 'tour',
    id: slot.parentId,
    datetime: fromDbLocal(slot.startsAt),
    name: localized(slot.name, lang, deps.config.shop.languages[0] ?? lang),
    places: entry.wanted,
    expiresAt: expiresAt.toISOString(),
    expiresAtLocal: venueDateTime(expiresAt, deps.config.server.timeZone).slice(0, 16),
    available,
  });
}

/** The checkout's take-over of offers (passed to the checkout by `app.ts`). */
export function offerTakeover(deps: Pick<AppDeps, 'db'>): OfferTakeover {
  return {
    async held(token, now) {
      const found = await entryOfToken(deps.db, token);
      if (!found) return failed(NOT_FOUND);
      if (stateOf(found.entry, now) !== 'open') return failed(OFFER_GONE);
      return success({ capacityId: found.entry.capacityId, places: found.entry.wanted });
    },

    async takeOver(tx, token, demands: readonly Demand[], now) {
      const found = await entryOfToken(tx, token);
      if (!found) return NOT_FOUND;
      // The line's lock first, as every decision on the line takes it (no deadlocks).
      await lockLine(tx, found.entry.capacityId);
      const entry = await lockEntry(tx, found.entry.id);
      if (!entry) return NOT_FOUND;
      const chosen = demands
        .filter((demand) => demand.capacityId === entry.capacityId)
        .reduce((sum, demand) => sum + demand.quantity, 0);
      const use = offerUseRefusal(stateOf(entry, now), entry.wanted, chosen);
      if (!use.ok)
        return use.code === 'WAITING_LIST_OFFER_GONE' ? OFFER_GONE : placesRefused(entry.wanted);
      await releaseOrderHolds(tx, found.order.id, now);
      if (canMove(found.order.status, 'cancelled')) {
        await updateOrder(tx, found.order.id, { status: 'cancelled' });
      }
      await setStatus(tx, [entry.id], 'booked');
      return null;
    },
  };
}
