/**
 * Booking a paid order (`checkout/execPayment` and the providers' webhooks, spec 7, spec 8).
 *
 * The shop first asks the provider how the order's payments stand (the browser's return is no proof),
 * then books in one transaction that holds the order's row lock: holds become sales, the voucher
 * codes' used amounts are raised, the order is booked and fulfilled. A second call, or the webhook
 * racing the browser's return, waits for the lock and answers the same booking.
 *
 * A paid order that cannot be booked after all (its holds expired and the places were sold meanwhile,
 * a voucher code was spent by another order, or the order was cancelled while the visitor paid) is
 * paid back and closed as `failed`: 410 CART_GONE with the refund named, or 422
 * VOUCHER_NO_AMOUNT_LEFT.
 */
import type { BookingResult } from '@foyer/domain/contract';
import type { Tx } from '../../db/client';
import type { AppDeps } from '../../deps';
import { insertCustomer } from '../customers';
import { fulfilOrder, hasIssuedTickets } from '../fulfilment/fulfilment.service';
import { releaseOrderHolds, sellOrderHolds } from '../inventory/holds.service';
import {
  isPayable,
  itemsOfOrder,
  moveOrderThrough,
  orderByToken,
  orderTokenOfPayment,
  paymentsOfOrder,
  setPaymentStatus,
  updateOrder,
  type OrderItem,
  type OrderRow,
  type PaymentRow,
} from '../orders';
import type { Payer, Verification } from '../payments/provider';
import { billingOf } from './billing';
import type { CheckoutDeps } from './checkout.deps';
import { failed, success, type Outcome } from '../../outcome';
import {
  CART_GONE,
  CART_NOT_COMPLETABLE,
  CART_REFUNDED,
  checkoutRefused,
} from './checkout.failures';
import { atomically } from './transaction';
import { raiseVoucherUse } from './voucher-use.repository';

/** The "provider" of orders with nothing to pay: the order's total of 0 is the proof. */
export const FREE_PROVIDER = 'free';

export type PaymentCheck =
  | { state: 'paid'; payment: PaymentRow; payer?: Payer }
  | { state: 'pending' }
  | { state: 'failed' };

async function verify(
  deps: CheckoutDeps,
  order: OrderRow,
  payment: PaymentRow,
): Promise<Verification> {
  if (payment.provider === FREE_PROVIDER) return { status: order.total === 0 ? 'paid' : 'failed' };
  const provider = deps.payments.provider(payment.provider);
  return provider ? provider.verify(payment.providerRef) : { status: 'pending' };
}

/**
 * Asks the providers about the order's payments, newest first: paid when any is paid (a visitor may
 * have paid in an older tab), otherwise how the newest stands. Without any payment it is pending.
 */
export async function checkPayments(deps: CheckoutDeps, order: OrderRow): Promise<PaymentCheck> {
  let newest: Verification['status'] | null = null;
  for (const payment of await paymentsOfOrder(deps.db, order.id)) {
    const verification = await verify(deps, order, payment);
    newest ??= verification.status;
    if (verification.status === 'paid') {
      return verification.payer
        ? { state: 'paid', payment, payer: verification.payer }
        : { state: 'paid', payment };
    }
    if (verification.status !== 'pending' && payment.status === 'started') {
      await setPaymentStatus(deps.db, payment.id, verification.status, deps.clock.now());
    }
  }
  return newest === null || newest === 'pending' ? { state: 'pending' } : { state: 'failed' };
}

type BookingRollback =
  | { kind: 'gone' }
  /** Paid, but the order was cancelled, failed or lost its places: pay back. */
  | { kind: 'refund' }
  /** Paid, but a voucher code no longer covers its part: pay back. */
  | { kind: 'voucher' };

async function refundAndClose(
  deps: CheckoutDeps,
  token: string,
  payment: PaymentRow,
): Promise<void> {
  if (payment.provider !== FREE_PROVIDER) {
    await deps.payments.provider(payment.provider)?.refund(payment.providerRef);
  }
  const now = deps.clock.now();
  await atomically(deps.db, async (tx) => {
    const order = await orderByToken(tx, token, true);
    if (order && isPayable(order.status)) {
      await releaseOrderHolds(tx, order.id, now);
      await updateOrder(tx, order.id, { status: 'failed' });
    }
    await setPaymentStatus(tx, payment.id, 'cancelled', now);
  });
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

/**
 * Books a pending (or expired) order whose payment is confirmed, in the caller's transaction that
 * holds the order's row lock: pending → paid → booked, holds become sales, the voucher codes' used
 * amounts are raised, the payment is marked paid and the order fulfilled. The web checkout and the
 * desk sale book through here. A refusal names what the caller must undo (`refund`: the order cannot
 * be booked or lost its places; `voucher`: a code no longer covers its part).
 */
export async function bookPaidOrder(
  tx: Tx,
  deps: AppDeps,
  locked: OrderRow,
  payment: PaymentRow,
  now: Date,
  payer?: Payer,
): Promise<{ ok: true; value: BookingResult } | { ok: false; failure: 'refund' | 'voucher' }> {
  const move = moveOrderThrough(locked.status, ['paid', 'booked']);
  if (!move.ok) return { ok: false, failure: 'refund' };
  const sold = await sellOrderHolds(tx, locked.id, now);
  if (!sold.ok) return { ok: false, failure: 'refund' };
  for (const { codeId, used } of voucherUses(await itemsOfOrder(tx, locked.id))) {
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
  await updateOrder(tx, locked.id, {
    status: move.status,
    bookedAt: now,
    ...(guest ? { customerId: guest.id, billing: billingOf(guest) } : {}),
  });
  await setPaymentStatus(tx, payment.id, 'paid', now);
  const { hasTickets } = await fulfilOrder(tx, deps, locked.id);
  return { ok: true, value: { booking_id: locked.token, has_tickets: hasTickets } };
}

/** Books the order with this public id once its payment is confirmed; answers the booking. */
export async function bookOrder(
  deps: CheckoutDeps,
  token: string,
): Promise<Outcome<BookingResult>> {
  const order = await orderByToken(deps.db, token);
  if (!order) return failed(CART_GONE);
  if (order.status === 'booked') {
    return success({
      booking_id: order.token,
      has_tickets: await hasIssuedTickets(deps.db, order.id),
    });
  }
  const check = await checkPayments(deps, order);
  if (check.state === 'pending') return failed(CART_NOT_COMPLETABLE);
  if (check.state === 'failed') {
    return isPayable(order.status) ? checkoutRefused('PAYMENT_FAILED') : failed(CART_GONE);
  }
  const now = deps.clock.now();
  const booked = await atomically<BookingResult, BookingRollback>(deps.db, async (tx, abort) => {
    const locked = await orderByToken(tx, token, true);
    if (!locked) return abort({ kind: 'gone' });
    if (locked.status === 'booked') {
      return { booking_id: locked.token, has_tickets: await hasIssuedTickets(tx, locked.id) };
    }
    const done = await bookPaidOrder(tx, deps, locked, check.payment, now, check.payer);
    if (!done.ok) return abort({ kind: done.failure });
    return done.value;
  });
  if (booked.ok) return success(booked.value);
  if (booked.failure.kind === 'gone') return failed(CART_GONE);
  await refundAndClose(deps, token, check.payment);
  return booked.failure.kind === 'voucher'
    ? checkoutRefused('VOUCHER_NO_AMOUNT_LEFT')
    : failed(CART_REFUNDED);
}

/** A provider reported a payment (webhook): book its order as the browser's return would. */
export async function bookByProviderRef(
  deps: CheckoutDeps,
  provider: string,
  providerRef: string,
): Promise<void> {
  const token = await orderTokenOfPayment(deps.db, provider, providerRef);
  if (token !== null) await bookOrder(deps, token);
}
