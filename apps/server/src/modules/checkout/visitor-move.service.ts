/**
 * The visitor moves a visit of their order themselves (docs/decisions.md "Visitors move a visit"):
 * the order's token is their key; the orders module decides and moves (`moveOrHold`, the staff's
 * path with the visitor's terms). A start that is not dearer moves at once, the surplus paid back
 * through the ledger. A dearer one is paid online through the checkout's providers:
 *
 * 1. the earlier move pages of the order that were never paid are closed at their providers and the
 *    order is reconciled (a page paid meanwhile completes its own move first);
 * 2. under the order's lock the move is checked again and the new start's places are held through
 *    the inventory for the checkout's hold time (`server.holdMinutes`), nothing else changes;
 * 3. the payment of the difference starts at the provider of a card payment type (the order's own
 *    when it is one); its row keeps the pending move (`details.move`). A provider that cannot be
 *    reached gives the places back at once;
 * 4. the return and the provider's webhook reconcile the order (`reconcileOrder`): a paid move
 *    payment completes the move under the order's lock, captured as the order's top-up, once; a
 *    failed or cancelled one gives the places back; one paid too late, when the move cannot be done
 *    any more, is paid back through the ledger (`completePaidMove`).
 */
import type { ReturnUrls } from '@foyer/domain/contract';
import { offeredLanguage } from '../../i18n/languages';
import { failed, success, type Outcome } from '../../outcome';
import { releaseOrderHolds } from '../inventory';
import {
  insertPaymentCoalesced,
  lockOrderById,
  moveOrHold,
  moveTermsOf,
  museumMinute,
  orderNotAvailable,
  paymentsOfOrder,
  pendingMoveOf,
  readLedger,
  translatedMoveFailure,
  visitorMoveOptions,
  visitorOrder,
  type MoveOutcome,
  type OrderRow,
  type VisitorMoveOptions,
} from '../orders';
import { configuredPaymentTypes, resolvePaymentType } from '../payments';
import { VISITOR_ACTOR } from '../staff';
import { reconcileOrder } from './booking.service';
import type { CheckoutDeps } from './checkout.deps';
import { checkoutRefused } from './checkout.failures';

/** What a visitor's move answers: moved now, or the provider's page to pay the difference on. */
export type VisitorMoveAnswer =
  | {
      state: 'moved';
      itemIndex: number;
      from: string;
      to: string;
      difference: number;
      refunded: number;
    }
  | {
      state: 'payment';
      itemIndex: number;
      from: string;
      to: string;
      difference: number;
      redirectUrl: string;
    };

const paymentUnavailable = () =>
  failed({
    kind: 'refused',
    code: 'MOVE_PAYMENT_UNAVAILABLE',
    message: 'No payment type of the shop can take the difference online',
  });

function movedAnswer(outcome: MoveOutcome): VisitorMoveAnswer {
  const { itemIndex, from, to, difference, refunded } = outcome;
  return { state: 'moved', itemIndex, from, to, difference, refunded };
}

/** The starts the visitor may move a booking of the order to. */
export function moveOptionsForVisitor(
  deps: CheckoutDeps,
  token: string,
  itemIndex: number,
): Promise<Outcome<VisitorMoveOptions>> {
  return visitorMoveOptions(deps, token, itemIndex);
}

/** A card payment type for the difference: the order's own when it is one, else the first. */
function cardPaymentType(deps: CheckoutDeps, order: OrderRow) {
  const own = order.payart === null ? null : resolvePaymentType(deps.config, order.payart);
  const type =
    own?.method === 'card'
      ? own
      : configuredPaymentTypes(deps.config).find((candidate) => candidate.method === 'card');
  const provider = type ? deps.payments.provider(type.provider) : undefined;
  return type && provider ? { type, provider } : null;
}

/**
 * Step 1 of the file comment: earlier unpaid move pages whose places ran out are closed, the order
 * reconciled (one whose places are still held keeps its page: the new move waits for it).
 */
async function closeEarlierMovePages(deps: CheckoutDeps, order: OrderRow): Promise<void> {
  let closed = false;
  const now = deps.clock.now();
  for (const payment of await paymentsOfOrder(deps.db, order.id)) {
    const move = pendingMoveOf(payment);
    if (payment.status !== 'started' || move === null || new Date(move.heldUntil) > now) continue;
    await deps.payments.provider(payment.provider)?.cancel(payment.providerRef);
    closed = true;
  }
  if (closed) await reconcileOrder(deps, order.token);
}

/**
 * Moves the booking `itemIndex` of the order with this token to `to` (see the file comment).
 * Idempotent per `key`: a repeated request answers the first one's outcome (its move, or its
 * payment page while that payment is open).
 */
export async function moveByVisitor(
  deps: CheckoutDeps,
  token: string,
  input: { itemIndex: number; to: string; key: string; url: ReturnUrls },
): Promise<Outcome<VisitorMoveAnswer>> {
  const order = await visitorOrder(deps, token);
  if (!order) return orderNotAvailable();
  const shop = new URL(deps.config.server.publicBaseUrl).origin;
  if (new URL(input.url.continue).origin !== shop || new URL(input.url.cancel).origin !== shop) {
    return checkoutRefused('VALIDATION_FAILED', undefined, { url: 'FIELD_INVALID' });
  }
  const payments = await paymentsOfOrder(deps.db, order.id);
  const repeated = payments.find((payment) => pendingMoveOf(payment)?.key === input.key);
  const pending = repeated ? pendingMoveOf(repeated) : null;
  if (repeated && pending && repeated.status === 'started') {
    return success({
      state: 'payment',
      itemIndex: pending.itemIndex,
      from: pending.from,
      to: pending.to,
      difference: pending.difference,
      redirectUrl: pending.redirectUrl,
    });
  }
  await closeEarlierMovePages(deps, order);
  const choice = cardPaymentType(deps, order);
  const now = deps.clock.now();
  const heldUntil = new Date(now.getTime() + deps.config.server.holdMinutes * 60_000);
  const askedAt = museumMinute(deps);
  const decided = await moveOrHold(
    deps,
    VISITOR_ACTOR,
    order.id,
    {
      key: input.key,
      itemIndex: input.itemIndex,
      to: input.to,
      visitor: { terms: moveTermsOf(deps), now: askedAt },
    },
    heldUntil,
  );
  if (!decided.ok) return { ok: false, failure: translatedMoveFailure(decided.failure) };
  if ('moved' in decided.value) return success(movedAnswer(decided.value.moved));
  const held = decided.value.held;
  const release = () =>
    deps.db.transaction(async (tx) => {
      const locked = await lockOrderById(tx, order.id);
      if (locked) await releaseOrderHolds(tx, locked.id, deps.clock.now());
    });
  if (!choice) {
    await release();
    return { ok: false, failure: translatedMoveFailure(paymentUnavailable().failure) };
  }
  let started;
  try {
    started = await choice.provider.start({
      orderToken: order.token,
      orderNumber: order.number,
      attempt: payments.length + 1,
      amount: held.difference,
      language: offeredLanguage(order.language, deps.config),
      payartId: choice.type.payartId,
      method: choice.type.method,
      aux: {},
      urls: input.url,
    });
  } catch (error) {
    // A provider that cannot be reached must not keep the places blocked for the hold time.
    await release();
    throw error;
  }
  await insertPaymentCoalesced(deps.db, {
    orderId: order.id,
    provider: choice.provider.name,
    providerRef: started.providerRef,
    status: 'started',
    amount: held.difference,
    details: {
      ...started.details,
      move: {
        key: input.key,
        itemIndex: held.itemIndex,
        from: held.from,
        to: held.to,
        difference: held.difference,
        heldUntil: held.heldUntil.toISOString(),
        askedAt,
        redirectUrl: started.redirectUrl,
      },
    },
    createdAt: now,
    updatedAt: now,
  });
  return success({
    state: 'payment',
    itemIndex: held.itemIndex,
    from: held.from,
    to: held.to,
    difference: held.difference,
    redirectUrl: started.redirectUrl,
  });
}

/** How the visitor's latest move payment of the order ended, after the return from the provider. */
export interface MoveReturn {
  state: 'moved' | 'pending' | 'failed' | 'refunded' | 'none';
  itemIndex: number | null;
  to: string | null;
}

/**
 * The visitor is back from the provider's page of a move payment: the order is reconciled (the
 * browser's return is no proof: the provider is asked) and the latest move payment's end answered.
 */
export async function moveReturn(deps: CheckoutDeps, token: string): Promise<Outcome<MoveReturn>> {
  const order = await visitorOrder(deps, token);
  if (!order) return orderNotAvailable();
  const reconciled = await reconcileOrder(deps, token);
  const latest = (await paymentsOfOrder(deps.db, order.id)).find(
    (payment) => pendingMoveOf(payment) !== null,
  );
  const move = latest ? pendingMoveOf(latest) : null;
  if (!latest || !move) return success({ state: 'none', itemIndex: null, to: null });
  const ledger = reconciled?.ledger ?? (await readLedger(deps.db, order));
  const captured = ledger.summary.payments.some((row) => row.paymentId === latest.id);
  const refunded = ledger.summary.refunds.some((refund) => refund.paymentId === latest.id);
  const state: MoveReturn['state'] = captured
    ? refunded
      ? 'refunded'
      : 'moved'
    : latest.status === 'started'
      ? 'pending'
      : 'failed';
  return success({ state, itemIndex: move.itemIndex, to: move.to });
}
