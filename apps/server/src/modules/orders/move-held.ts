/**
 * A visitor's move to a dearer start (docs/decisions.md "Visitors move a visit"): its places are
 * held through the inventory while the difference is paid online, and the move is completed once
 * the payment is in, or the payment asked back when the move cannot be done any more.
 */
import type { Tx } from '../../db/client';
import type { Outcome } from '../../outcome';
import { capacityOffers, holdForOrder, releaseOrderHolds } from '../inventory';
import { auditedChange, type Actor } from '../staff';
import { demandsOfLines } from './capacity-uses';
import { writeLedger } from './ledger.service';
import {
  checkMove,
  MOVE_ACTION,
  MOVE_FAILED_REASON,
  movedLines,
  moveUnderLock,
  notFound,
  outcomeOf,
  refusalOf,
  settleMoveRefunds,
  type MoveDeps,
  type MoveInput,
  type Moved,
  type MoveOutcome,
} from './move.service';
import { lockOrderById, type OrderRow } from './orders.repository';

/** A dearer move's places, held while the visitor pays the difference online. */
export interface HeldMove {
  itemIndex: number;
  from: string;
  to: string;
  /** Cents the visitor pays. */
  difference: number;
  heldUntil: Date;
}

/**
 * Checks a visitor's move under the order's lock like `moveBooking`; a start that is not dearer
 * moves at once (`moved`), a dearer one gets its places held through the inventory until
 * `heldUntil` for the payment of the difference (`held`): nothing else changes until it is paid.
 */
export async function moveOrHold(
  deps: MoveDeps,
  actor: Actor,
  orderId: number,
  input: MoveInput & { visitor: NonNullable<MoveInput['visitor']> },
  heldUntil: Date,
): Promise<Outcome<{ moved: MoveOutcome } | { held: HeldMove }>> {
  const now = deps.clock.now();
  const done = await deps.db.transaction(
    async (tx): Promise<Outcome<{ moved: Moved } | { held: HeldMove }>> => {
      const order = await lockOrderById(tx, orderId);
      if (!order) return notFound();
      const replay = await auditedChange(
        tx,
        MOVE_ACTION,
        { type: 'order', id: order.number },
        input.key,
      );
      if (replay) {
        return {
          ok: true,
          value: { moved: { ...outcomeOf(replay.before, replay.after), requests: [] } },
        };
      }
      const checked = await checkMove(tx, deps, order, input);
      if (!checked.ok) return checked;
      const { booking, target, price } = checked.value;
      if (price.difference <= 0) {
        const moved = await moveUnderLock(tx, deps, actor, order, input);
        return moved.ok ? { ok: true, value: { moved: moved.value } } : moved;
      }
      const demands = (await demandsOfLines(tx, movedLines(checked.value))).map(
        ({ capacityId, quantity }) => ({ capacityId, quantity }),
      );
      const offers = await capacityOffers(
        tx,
        demands.map((demand) => demand.capacityId),
        now,
      );
      if ([...offers.values()].some((offer) => offer.sales !== 'open')) {
        return refusalOf('stopped');
      }
      const held = await holdForOrder(tx, order.id, demands, now, heldUntil);
      if (!held.ok) return refusalOf('full');
      return {
        ok: true,
        value: {
          held: {
            itemIndex: booking.itemIndex,
            from: booking.current,
            to: target.start,
            difference: price.difference,
            heldUntil,
          },
        },
      };
    },
  );
  if (!done.ok) return done;
  if ('held' in done.value) return { ok: true, value: { held: done.value.held } };
  const { requests, ...outcome } = done.value.moved;
  await settleMoveRefunds(deps, orderId, requests, actor);
  return { ok: true, value: { moved: outcome } };
}

class MoveNotCompleted extends Error {}

/**
 * Completes a visitor's move whose difference was paid online, in the caller's transaction that
 * holds the order's lock (the checkout's reconciliation of the payment): the move as `moveBooking`
 * does it, taking the places the payment held, with the payment captured as the order's top-up.
 * When the move cannot be done any more (the booking was cancelled meanwhile, the start filled up
 * after the hold ran out, the price changed), the payment is still captured and the ledger asks it
 * back (reason `moveFailed`), and the hold is given back: no cent is kept for nothing. Answers the
 * refund requests to settle after the commit.
 */
export async function completePaidMove(
  tx: Tx,
  deps: MoveDeps,
  actor: Actor,
  order: OrderRow,
  payment: { id: number; amount: number },
  input: MoveInput & { visitor: NonNullable<MoveInput['visitor']> },
): Promise<{ moved: boolean; requests: string[] }> {
  const now = deps.clock.now();
  let requests: string[] = [];
  try {
    await tx.transaction(async (savepoint) => {
      const moved = await moveUnderLock(savepoint, deps, actor, order, {
        ...input,
        online: { paymentId: payment.id, amount: payment.amount },
      });
      if (!moved.ok) throw new MoveNotCompleted();
      requests = moved.value.requests;
    });
    return { moved: true, requests };
  } catch (error) {
    if (!(error instanceof MoveNotCompleted)) throw error;
  }
  await releaseOrderHolds(tx, order.id, now);
  const written = await writeLedger(
    tx,
    deps,
    order,
    [
      {
        key: `capture:${payment.id}`,
        entry: {
          kind: 'capture',
          paymentId: payment.id,
          amount: payment.amount,
          pending: false,
          topUp: true,
        },
      },
    ],
    now,
    { actor, surplusReason: MOVE_FAILED_REASON },
  );
  requests = [
    ...new Set(
      written.written.flatMap((row) =>
        row.kind === 'refundRequested' && row.request ? [row.request] : [],
      ),
    ),
  ];
  return { moved: false, requests };
}
