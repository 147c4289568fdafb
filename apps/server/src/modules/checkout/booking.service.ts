/**
 * Booking a paid order and keeping its money true (`checkout/execPayment`, the providers' webhooks,
 * a cancelled or renewed checkout), through the order's ledger (docs/payments.md "The ledger").
 *
 * `reconcileOrder` is the one place where what a provider says becomes the order's ledger:
 * 1. with no transaction open, it asks the provider about every payment whose outcome can still
 *    change (a page not yet paid, a direct debit under way) — the browser's return is no proof;
 * 2. under the order's row lock it writes what it learnt: a capture per collected payment (a direct
 *    debit under way counts as collected unless the museum waits for its money), a debit that
 *    arrived or failed. A payable order with a capture is booked in the same transaction: holds
 *    become sales, the voucher codes' used amounts are raised, the order is fulfilled. The ledger
 *    then asks back every capture the order does not need (a second payment, a late payment of an
 *    order that could not be booked any more), with its reason;
 * 3. after the commit, the refunds it asked for are paid back (`settleRefunds`).
 * Every step is idempotent: a reload, a webhook delivered twice or racing the browser, a restart in
 * between, each writes nothing new and answers the first outcome. A booked order answers its booking
 * for good, whatever happened to it later (partly refunded, cancelled, disputed).
 */
import { countBooked } from '../metrics';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { insertCustomer } from '../customers';
import { fulfilOrder, hasIssuedTickets } from '../fulfilment';
import { releaseOrderHolds, renewOrderHolds, sellOrderHolds } from '../inventory';
import {
  cancelUnusedLines,
  completeVisitorMove,
  isPayable,
  itemsOfOrder,
  mergePaymentDetails,
  moveOrderThrough,
  orderByToken,
  orderTokenOfPayment,
  paymentOfProvider,
  paymentsOfOrder,
  pendingMoveOf,
  readLedger,
  recordDispute,
  setPaymentStatus,
  settleRefunds,
  updateOrder,
  writeLedger,
  type NewLedgerEntry,
  type OrderItem,
  type OrderLedger,
  type OrderRow,
  type PaymentRow,
  type PendingMove,
} from '../orders';
import type { DisputeReport, Payer, PaymentStatus, Verification } from '../payments';
import { billingOf } from './billing';
import type { CheckoutDeps } from './checkout.deps';
import { failed, success, type Outcome } from '../../outcome';
import {
  CART_GONE,
  CART_NOT_COMPLETABLE,
  CART_REFUNDED,
  checkoutRefused,
} from './checkout.failures';
import { raiseVoucherUse } from './voucher-use.repository';

/** The "provider" of orders with nothing to pay: the order's total of 0 is the proof. */
export const FREE_PROVIDER = 'free';

/** A booked order: its token and whether it has tickets to show. */
export interface BookedOrder {
  orderToken: string;
  hasTickets: boolean;
}

/** Why a paid order could not be booked, kept with the refund of its money. */
export type Unbookable = 'unbookable' | 'voucherSpent';

async function verify(
  deps: CheckoutDeps,
  order: OrderRow,
  payment: PaymentRow,
): Promise<Verification> {
  if (payment.provider === FREE_PROVIDER) return { status: order.total === 0 ? 'paid' : 'failed' };
  const provider = deps.payments.provider(payment.provider);
  return provider ? provider.verify(payment.providerRef) : { status: 'pending' };
}

/** True while what the provider says about the payment can still change what the shop knows. */
function stillOpen(payment: PaymentRow, ledger: OrderLedger): boolean {
  const recorded = ledger.summary.payments.find((row) => row.paymentId === payment.id);
  if (recorded) return recorded.pending;
  return payment.status === 'started' || payment.status === 'paid';
}

/** Whether a payment in this state has collected money for booking, under the museum's policy. */
function collected(deps: AppDeps, status: PaymentStatus): boolean {
  return (
    status === 'paid' ||
    (status === 'processing' &&
      deps.config.server.payments.directDebit.booking === 'whileProcessing')
  );
}

/** The payment row's own status for what the provider said. */
function attemptStatus(status: PaymentStatus): PaymentRow['status'] | null {
  if (status === 'paid' || status === 'processing') return 'paid';
  if (status === 'failed' || status === 'cancelled') return status;
  return null;
}

/** The voucher codes the order redeems, by code id ascending (the lock order). */
function voucherUses(items: readonly OrderItem[]): { codeId: number; used: number }[] {
  return items
    .flatMap((item) =>
      item.type === 'voucherCode' && item.refId !== null && item.details.used > 0
        ? [{ codeId: item.refId, used: item.details.used }]
        : [],
    )
    .sort((a, b) => a.codeId - b.codeId);
}

/** The ledger entry of a payment's capture. */
function captureEntry(payment: PaymentRow, pending: boolean): NewLedgerEntry {
  return {
    key: `capture:${payment.id}`,
    entry: { kind: 'capture', paymentId: payment.id, amount: payment.amount, pending },
  };
}

/** True when the payment collects money (an order with nothing to pay has a payment of 0). */
function carriesMoney(payment: PaymentRow): boolean {
  return payment.provider !== FREE_PROVIDER && payment.amount > 0;
}

class NotBooked extends Error {
  constructor(readonly why: Unbookable) {
    super(why);
  }
}

/**
 * Books a pending (or expired) order whose payment is confirmed, in the caller's transaction that
 * holds the order's row lock: pending → paid → booked, holds become sales, the voucher codes' used
 * amounts are raised, the capture, the voucher uses and the booking are written into the ledger and
 * the order fulfilled. The web checkout and the desk sale book through here. A refusal names why
 * (`refund`: the order cannot be booked or lost its places; `voucher`: a code no longer covers its
 * part); the caller rolls back what this wrote.
 */
export async function bookPaidOrder(
  tx: Tx,
  deps: AppDeps,
  locked: OrderRow,
  payment: PaymentRow,
  now: Date,
  payer?: Payer,
  pending = false,
): Promise<{ ok: true; value: BookedOrder } | { ok: false; failure: 'refund' | 'voucher' }> {
  const move = moveOrderThrough(locked.status, ['paid', 'booked']);
  if (!move.ok) return { ok: false, failure: 'refund' };
  const sold = await sellOrderHolds(tx, locked.id, now);
  if (!sold.ok) return { ok: false, failure: 'refund' };
  const vouchers = voucherUses(await itemsOfOrder(tx, locked.id));
  for (const { codeId, used } of vouchers) {
    if (!(await raiseVoucherUse(tx, codeId, used))) return { ok: false, failure: 'voucher' };
  }
  // The express wallet's payer becomes a guest customer of the order.
  const guest =
    locked.customerId === null && payer
      ? await insertCustomer(tx, {
          email: payer.email,
          fname: payer.fname,
          lname: payer.lname,
          isGuest: true,
          passwordHash: null,
          language: locked.language,
          createdAt: now,
          updatedAt: now,
        })
      : null;
  const booked: OrderRow = {
    ...locked,
    status: move.status,
    bookedAt: now,
    ...(guest ? { customerId: guest.id, billing: billingOf(guest) } : {}),
  };
  await updateOrder(tx, locked.id, {
    status: booked.status,
    bookedAt: now,
    ...(guest ? { customerId: guest.id, billing: booked.billing } : {}),
  });
  await setPaymentStatus(tx, payment.id, 'paid', now);
  const money = carriesMoney(payment);
  await writeLedger(
    tx,
    deps,
    booked,
    [
      ...(money ? [captureEntry(payment, pending)] : []),
      ...vouchers.map(({ codeId, used }) => ({
        key: `voucherUsed:${codeId}`,
        entry: { kind: 'voucherUsed' as const, codeId, amount: used },
      })),
      { key: 'booked', entry: { kind: 'booked', paymentId: money ? payment.id : null } },
    ],
    now,
  );
  const { hasTickets } = await fulfilOrder(tx, deps, locked.id);
  countBooked();
  return { ok: true, value: { orderToken: locked.token, hasTickets } };
}

/** What a provider said about one payment of the order. */
interface PaymentFact {
  payment: PaymentRow;
  verification: Verification;
}

/** What reconciling an order found, for the caller's answer. */
export interface Reconciled {
  order: OrderRow;
  ledger: OrderLedger;
  /** How the newest payment stands when none collected money. */
  newest: PaymentStatus | null;
}

/** Applies the facts under the order's lock (step 2 of the file comment). */
async function applyFacts(
  tx: Tx,
  deps: CheckoutDeps,
  locked: OrderRow,
  facts: readonly PaymentFact[],
  now: Date,
): Promise<OrderLedger & { order: OrderRow }> {
  const ledger = await readLedger(tx, locked);
  const entries: NewLedgerEntry[] = [];
  const captures: PaymentFact[] = [];
  const failedDebits: number[] = [];
  const movesPaid: { payment: PaymentRow; move: PendingMove }[] = [];
  let moveFailed = false;
  let waiting = false;
  let waitedInVain = false;
  for (const fact of facts) {
    const { payment, verification } = fact;
    const status = verification.status;
    if (verification.details) await mergePaymentDetails(tx, payment.id, verification.details);
    const next = attemptStatus(status);
    if (next && next !== payment.status && (payment.status === 'started' || next === 'failed')) {
      await setPaymentStatus(tx, payment.id, next, now);
    }
    const recorded = ledger.summary.payments.find((row) => row.paymentId === payment.id);
    const move = pendingMoveOf(payment);
    if (move && !recorded) {
      // A visitor's move payment (visitor-move.service.ts): paid, it completes its move; failed or
      // cancelled, its held places go back. While a debit is under way its hold runs out alone.
      if (status === 'paid') movesPaid.push({ payment, move });
      else if (status === 'failed' || status === 'cancelled') moveFailed = true;
      continue;
    }
    if (!recorded) {
      if (collected(deps, status)) captures.push(fact);
      else if (status === 'processing') waiting = true;
      // A debit the order waited for (its page was paid, the money never came).
      else if (status === 'failed' && payment.status === 'paid') waitedInVain = true;
    } else if (recorded.pending && status === 'paid') {
      entries.push({
        key: `settled:${payment.id}`,
        entry: { kind: 'captureSettled', paymentId: payment.id },
      });
      // Its surplus could not be paid back while the debit was under way: now it can.
      for (const refused of ledger.summary.refunds) {
        const retried = ledger.summary.refunds.some((other) => other.retryOf === refused.request);
        if (refused.paymentId !== payment.id || refused.purpose !== 'surplus') continue;
        if (refused.status !== 'refused' || retried) continue;
        entries.push({
          key: `retry:${refused.request}`,
          entry: {
            ...refused,
            kind: 'refundRequested',
            request: `retry:${refused.request}`,
            retryOf: refused.request,
          },
          details: { reason: 'debitArrived' },
        });
      }
    } else if (recorded.pending && status === 'failed') {
      entries.push({
        key: `failed:${payment.id}`,
        entry: { kind: 'captureFailed', paymentId: payment.id },
      });
      failedDebits.push(payment.id);
    }
  }
  // Paid pages first, then the newest: the one that books the order.
  captures.sort(
    (a, b) =>
      Number(b.verification.status === 'paid') - Number(a.verification.status === 'paid') ||
      b.payment.id - a.payment.id,
  );
  let order = locked;
  let why: Unbookable | null = null;
  const primary = captures[0];
  if (!ledger.summary.booked && primary && isPayable(locked.status)) {
    try {
      await tx.transaction(async (savepoint) => {
        const done = await bookPaidOrder(
          savepoint,
          deps,
          locked,
          primary.payment,
          now,
          primary.verification.payer,
          primary.verification.status === 'processing',
        );
        if (!done.ok)
          throw new NotBooked(done.failure === 'voucher' ? 'voucherSpent' : 'unbookable');
      });
      captures.shift();
      const row = await orderByToken(tx, locked.token);
      if (row) order = row;
    } catch (error) {
      if (!(error instanceof NotBooked)) throw error;
      why = error.why;
      await releaseOrderHolds(tx, locked.id, now);
      await updateOrder(tx, locked.id, { status: 'failed' });
      order = { ...locked, status: 'failed' };
    }
  } else if (waitedInVain && !waiting && !ledger.summary.booked && locked.status === 'pending') {
    // The places waited for a debit that failed: they go back now; a new payment takes them again.
    await releaseOrderHolds(tx, locked.id, now);
    await updateOrder(tx, locked.id, { status: 'expired', expiresAt: now });
    order = { ...locked, status: 'expired', expiresAt: now };
  } else if (waiting && !ledger.summary.booked && isPayable(locked.status)) {
    // The museum books direct debits once their money arrived: the places wait for it.
    const until = new Date(
      now.getTime() + deps.config.server.payments.directDebit.holdHours * 3_600_000,
    );
    const held = await renewOrderHolds(tx, locked.id, now, until);
    if (held.ok) {
      await updateOrder(tx, locked.id, { status: 'pending', expiresAt: until });
      order = { ...locked, status: 'pending', expiresAt: until };
    }
  }
  if (ledger.summary.booked) {
    for (const { payment, move } of movesPaid) {
      await completeVisitorMove(tx, deps, order, payment, move);
      order = (await orderByToken(tx, locked.token)) ?? order;
    }
    if (moveFailed && movesPaid.length === 0) await releaseOrderHolds(tx, locked.id, now);
  }
  for (const fact of captures) {
    if (carriesMoney(fact.payment)) {
      entries.push(captureEntry(fact.payment, fact.verification.status === 'processing'));
    }
  }
  let written = await writeLedger(tx, deps, order, entries, now, why ? { surplusReason: why } : {});
  for (const paymentId of failedDebits) {
    written = await cancelUnusedLines(
      tx,
      deps,
      written.order,
      'debitFailed',
      String(paymentId),
      now,
    );
  }
  return written;
}

/** Brings the order's ledger up to date with its providers (see the file comment). */
export async function reconcileOrder(
  deps: CheckoutDeps,
  token: string,
): Promise<Reconciled | null> {
  const order = await orderByToken(deps.db, token);
  if (!order) return null;
  const payments = await paymentsOfOrder(deps.db, order.id);
  const before = await readLedger(deps.db, order);
  const facts: PaymentFact[] = [];
  for (const payment of payments) {
    if (stillOpen(payment, before)) {
      facts.push({ payment, verification: await verify(deps, order, payment) });
    }
  }
  const now = deps.clock.now();
  const after = await deps.db.transaction(async (tx) => {
    const locked = await orderByToken(tx, token, true);
    if (!locked) return null;
    return applyFacts(tx, deps, locked, facts, now);
  });
  if (!after) return null;
  let ledger: OrderLedger = after;
  if (after.summary.refunds.some((refund) => refund.status === 'requested')) {
    await settleRefunds(deps, order.id);
    ledger = await readLedger(deps.db, after.order);
  }
  const newestPayment = payments[0];
  const newest = newestPayment
    ? (facts.find((fact) => fact.payment.id === newestPayment.id)?.verification.status ??
      (newestPayment.status === 'started' ? 'pending' : newestPayment.status))
    : null;
  return { order: after.order, ledger, newest };
}

/** Why the order's money was sent back, when it was never booked. */
function unbookableReason(ledger: OrderLedger): Unbookable | null {
  const row = ledger.rows.find(
    (candidate) => candidate.kind === 'refundRequested' && candidate.details.purpose === 'surplus',
  );
  const reason = row?.details.reason;
  return reason === 'voucherSpent' ? 'voucherSpent' : row ? 'unbookable' : null;
}

/** Books the order with this token once its payment is confirmed; answers the booked order. */
export async function bookOrder(deps: CheckoutDeps, token: string): Promise<Outcome<BookedOrder>> {
  const result = await reconcileOrder(deps, token);
  if (!result) return failed(CART_GONE);
  const { order, ledger } = result;
  if (ledger.summary.booked) {
    return success({
      orderToken: order.token,
      hasTickets: await hasIssuedTickets(deps.db, order.id),
    });
  }
  const refunded = unbookableReason(ledger);
  if (refunded === 'voucherSpent') return checkoutRefused('VOUCHER_NO_AMOUNT_LEFT');
  if (refunded) return failed(CART_REFUNDED);
  if (result.newest === 'pending' || result.newest === 'processing' || result.newest === null) {
    return failed(CART_NOT_COMPLETABLE);
  }
  return isPayable(order.status) ? checkoutRefused('PAYMENT_FAILED') : failed(CART_GONE);
}

/** A provider reported a payment (webhook): bring its order up to date as the return would. */
export async function bookByProviderRef(
  deps: CheckoutDeps,
  provider: string,
  providerRef: string,
): Promise<void> {
  const token = await orderTokenOfPayment(deps.db, provider, providerRef);
  if (token !== null) await reconcileOrder(deps, token);
}

/**
 * A provider reported a dispute: the payment's order is brought up to date first (the dispute may
 * arrive before the payment's own report), then the dispute is written into its ledger.
 */
export async function recordProviderDispute(
  deps: CheckoutDeps,
  report: DisputeReport,
  log: { warn(details: object, message: string): void },
): Promise<void> {
  const payment = await paymentOfProvider(deps.db, report.provider, report);
  const token = payment
    ? await orderTokenOfPayment(deps.db, payment.provider, payment.providerRef)
    : null;
  if (token !== null) await reconcileOrder(deps, token);
  if (!(await recordDispute(deps, report))) {
    log.warn(
      { provider: report.provider, dispute: report.disputeRef },
      'A dispute of a payment this shop did not collect: look at the provider’s dashboard',
    );
  }
}
