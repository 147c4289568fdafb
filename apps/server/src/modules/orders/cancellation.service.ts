/**
 * Cancelling orders in the back office (issue 15 item 3).
 *
 * A booked order is cancelled wholly or by lines (a line takes its whole booking with it: the lines
 * of one basket item were booked together). Three steps, so the payment provider is never asked
 * while a transaction is open:
 * 1. under the order's row lock: check, plan the refund (`planRefund`) and record it `requested`;
 *    at most one request per order is open (a unique index), a second staff member gets ORDER_BUSY;
 * 2. ask the provider for the refund (keyed by the request, so asking twice pays back once);
 * 3. under the lock again: a refusal is recorded and the order stays as it was; otherwise the lines
 *    are cancelled, their capacity goes back to sale (each use once), voucher amounts go back onto
 *    their codes, gift vouchers of cancelled lines are voided, the order moves on in the state
 *    machine, the audit log and the visitor's cancellation e-mail are written.
 * The client's idempotency key answers a repeated call (a double click) with the first outcome.
 */
import { planRefund, statusAfterCancellation, type Language } from '@foyer/domain';
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { orderRefunds, orders } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { offeredLanguage } from '../../i18n/languages';
import { releaseOrderHolds, returnSoldBookings } from '../inventory';
import { enqueueMail } from '../mail/outbox.service';
import type { PaymentRegistry } from '../payments/registry';
import { failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import {
  cancelItems,
  customerOfOrder,
  doneRefunds,
  insertRefund,
  lockRefund,
  openRefundOf,
  refundByKey,
  settleRefund,
  type RefundRow,
} from './admin-orders.repository';
import { cancellationMail } from './cancellation-mail';
import { lowerVoucherUse, spentGiftVouchers, voidGiftVouchers } from './cancellation-vouchers';
import { ensureCapacityUses } from './capacity-uses';
import { bookingOf, type OrderItem } from './order-lines';
import { isRefundable, moveOrder } from './order-state';
import {
  closeStartedPayments,
  itemsOfOrder,
  paymentsOfOrder,
  updateOrder,
  type OrderRow,
} from './orders.repository';
import { issueCreditNote } from '../fulfilment/credit-notes';

export interface CancelDeps extends AppDeps {
  payments: PaymentRegistry;
}

const ok: Outcome<void> = { ok: true, value: undefined };
const notFound = () =>
  failed({ kind: 'notFound', code: 'ORDER_NOT_FOUND', message: 'No order with this id' });

async function lockOrder(tx: Tx, id: number): Promise<OrderRow | null> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row ?? null;
}

/** A repeated call with the same key answers the first call's outcome. */
function replay(row: RefundRow): Outcome<void> {
  if (row.status === 'done') return ok;
  if (row.status === 'refused') {
    return failed({
      kind: 'refused',
      code: 'REFUND_REFUSED',
      message: row.reason ?? 'The payment provider refused the refund',
    });
  }
  return failed({
    kind: 'conflict',
    code: 'ORDER_BUSY',
    message: 'This order is being cancelled right now',
  });
}

/** Cancels an order that waits for its payment: its holds go back at once. Idempotent. */
export async function cancelUnpaidOrder(
  deps: AppDeps,
  actor: Actor,
  orderId: number,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return notFound();
    if (order.status === 'cancelled') return ok;
    const moved = moveOrder(order.status, 'cancelled');
    if (!moved.ok || order.status !== 'pending') {
      return failed({
        kind: 'conflict',
        code: 'ORDER_NOT_CANCELLABLE',
        message: `An order that is ${order.status} is not unpaid`,
      });
    }
    await releaseOrderHolds(tx, order.id, now);
    await closeStartedPayments(tx, order.id, 'cancelled', now);
    await updateOrder(tx, order.id, { status: 'cancelled' });
    await audit(
      tx,
      actor,
      now,
      'order.cancelUnpaid',
      { type: 'order', id: order.number },
      { status: order.status },
      { status: 'cancelled' },
    );
    return ok;
  });
}

/** The lines still booked (voucher-code lines pay for the order and are no booking). */
function bookedLines(items: readonly OrderItem[]): OrderItem[] {
  return items.filter((item) => item.type !== 'voucherCode' && item.cancelledAt === null);
}

/** Step 1: check and record the request under the order's lock. */
async function request(
  deps: CancelDeps,
  actor: Actor,
  orderId: number,
  input: { key: string; lineIds: readonly number[] | undefined },
): Promise<Outcome<RefundRow> | { replay: RefundRow }> {
  return deps.db.transaction(async (tx) => {
    const order = await lockOrder(tx, orderId);
    if (!order) return notFound();
    const earlier = await refundByKey(tx, order.id, input.key);
    if (earlier) return { replay: earlier };
    if (!isRefundable(order.status)) {
      return failed({
        kind: 'conflict',
        code: 'ORDER_NOT_CANCELLABLE',
        message: `An order that is ${order.status} cannot be cancelled`,
      });
    }
    if (await openRefundOf(tx, order.id)) {
      return failed({
        kind: 'conflict',
        code: 'ORDER_BUSY',
        message: 'This order is being cancelled right now',
      });
    }
    const items = await itemsOfOrder(tx, order.id);
    const active = bookedLines(items);
    const chosen = input.lineIds ?? active.map((item) => item.id);
    const unknown = chosen.filter((id) => !active.some((item) => item.id === id));
    if (unknown.length > 0) {
      return failed({
        kind: 'refused',
        code: 'LINES_INVALID',
        message: `Lines ${unknown.join(', ')} cannot be cancelled`,
      });
    }
    const bookingIds = [
      ...new Set(
        active.filter((item) => chosen.includes(item.id)).map((item) => bookingOf(item) ?? -1),
      ),
    ];
    const targets = active.filter((item) => bookingIds.includes(bookingOf(item) ?? -1));
    if (targets.length === 0) {
      return failed({
        kind: 'conflict',
        code: 'ORDER_NOT_CANCELLABLE',
        message: 'Nothing of this order is left to cancel',
      });
    }
    const spent = await spentGiftVouchers(tx, targets);
    if (spent.length > 0) {
      return failed({
        kind: 'refused',
        code: 'LINES_INVALID',
        message: `Gift vouchers already used: ${spent.join(', ')}`,
      });
    }
    const whole = targets.length === active.length;
    const paid = (await paymentsOfOrder(tx, order.id)).find(
      (payment) => payment.status === 'paid' && payment.provider !== 'free',
    );
    const done = await doneRefunds(tx, order.id);
    const givenBack = new Map<number, number>();
    for (const row of done) {
      for (const part of row.vouchers) {
        givenBack.set(part.codeId, (givenBack.get(part.codeId) ?? 0) + part.amount);
      }
    }
    const plan = planRefund({
      paid: paid?.amount ?? 0,
      refunded: done.reduce((sum, row) => sum + row.amount, 0),
      vouchers: items.flatMap((item) =>
        item.type === 'voucherCode' && item.refId !== null
          ? [
              {
                codeId: item.refId,
                used: item.details.used,
                givenBack: givenBack.get(item.refId) ?? 0,
              },
            ]
          : [],
      ),
      cancelledValue: targets.reduce((sum, item) => sum + item.totalPrice, 0),
      whole,
    });
    const refund = await insertRefund(tx, {
      orderId: order.id,
      idempotencyKey: input.key,
      staffId: actor.id,
      status: 'requested',
      itemIds: targets.map((item) => item.id),
      whole,
      amount: plan.amount,
      voucherAmount: plan.vouchers.reduce((sum, part) => sum + part.amount, 0),
      vouchers: plan.vouchers,
      provider: paid?.provider ?? null,
      providerRef: paid?.providerRef ?? null,
      createdAt: deps.clock.now(),
    });
    return { ok: true, value: refund };
  });
}

/**
 * Cancels a booked order wholly (`lineIds` absent) or some of its lines, and pays back through the
 * payment provider. See the file comment for the steps.
 */
export async function cancelBookedOrder(
  deps: CancelDeps,
  actor: Actor,
  orderId: number,
  input: { key: string; lineIds: readonly number[] | undefined },
): Promise<Outcome<void>> {
  const requested = await request(deps, actor, orderId, input);
  if ('replay' in requested) return replay(requested.replay);
  if (!requested.ok) return requested;
  return settleRequest(deps, actor, requested.value);
}

/**
 * Steps 2 and 3 of a recorded request: asks the provider (again, for a request left by a crash: the
 * key is the request's, so the provider answers with its first result) and records the answer. A
 * request settled meanwhile (by the normal path or the recovery job) is left as it is.
 */
export async function settleRequest(
  deps: CancelDeps,
  actor: Actor,
  refund: RefundRow,
): Promise<Outcome<void>> {
  let refundRef: string | null = null;
  if (refund.amount > 0) {
    const provider = refund.provider ? deps.payments.provider(refund.provider) : undefined;
    const answer =
      provider && refund.providerRef
        ? await provider.refund(refund.providerRef, {
            amount: refund.amount,
            key: `order-refund-${refund.id}`,
          })
        : {
            ok: false as const,
            reason: `Payment provider ${refund.provider ?? '?'} is not available`,
          };
    if (!answer.ok) {
      await deps.db.transaction(async (tx) => {
        const order = await lockOrder(tx, refund.orderId);
        const settled = await settleRefund(tx, refund.id, {
          status: 'refused',
          reason: answer.reason,
          settledAt: deps.clock.now(),
        });
        if (!settled) return;
        await audit(
          tx,
          actor,
          deps.clock.now(),
          'order.refundRefused',
          { type: 'order', id: order?.number ?? refund.orderId },
          null,
          { lines: refund.itemIds, amount: refund.amount, reason: answer.reason },
        );
      });
      return failed({ kind: 'refused', code: 'REFUND_REFUSED', message: answer.reason });
    }
    refundRef = answer.refundRef;
  }
  await deps.db.transaction((tx) => apply(tx, deps, actor, refund.id, refundRef));
  return ok;
}

/** Step 3: the refund is paid; cancel the lines and move the order on (once per request). */
async function apply(
  tx: Tx,
  deps: CancelDeps,
  actor: Actor,
  refundId: number,
  refundRef: string | null,
): Promise<void> {
  const now = deps.clock.now();
  const [first] = await tx
    .select({ orderId: orderRefunds.orderId })
    .from(orderRefunds)
    .where(eq(orderRefunds.id, refundId));
  if (!first) throw new Error(`refund request ${refundId} vanished`);
  // The order's lock first, as every other change of the order takes it.
  const order = await lockOrder(tx, first.orderId);
  if (!order) throw new Error(`order ${first.orderId} vanished during its cancellation`);
  const refund = await lockRefund(tx, refundId);
  if (!refund || refund.status !== 'requested') return;
  const before = await itemsOfOrder(tx, order.id);
  // A booking is cancelled with all its lines (see `request`), so the lines name the bookings.
  const bookingIds = [
    ...new Set(
      before
        .filter((item) => refund.itemIds.includes(item.id))
        .map((item) => bookingOf(item) ?? -1),
    ),
  ];
  await ensureCapacityUses(tx, order.id, before);
  const cancelled = await cancelItems(tx, order.id, refund.itemIds, now);
  await returnSoldBookings(tx, order.id, refund.whole ? null : bookingIds, now);
  const lines = before.filter((item) => cancelled.includes(item.id));
  await voidGiftVouchers(
    tx,
    lines.filter((item) => item.type === 'voucher').map((item) => item.id),
  );
  for (const part of refund.vouchers) await lowerVoucherUse(tx, part.codeId, part.amount);
  const done = await doneRefunds(tx, order.id);
  const paidBack =
    done.reduce((sum, row) => sum + row.amount + row.voucherAmount, 0) +
    refund.amount +
    refund.voucherAmount;
  const status = statusAfterCancellation({ whole: refund.whole, paidBack });
  const moved = moveOrder(order.status, status);
  if (!moved.ok) throw new Error(`order ${order.id}: ${order.status} → ${status} is not allowed`);
  await updateOrder(tx, order.id, { status });
  await settleRefund(tx, refund.id, {
    status: 'done',
    providerRefundRef: refundRef,
    settledAt: now,
  });
  // An order with an invoice gets a credit note for what was paid back (issue 19).
  await issueCreditNote(tx, order, { ...refund, itemIds: cancelled }, now);
  await audit(
    tx,
    actor,
    now,
    refund.whole ? 'order.cancel' : 'order.cancelLines',
    { type: 'order', id: order.number },
    { status: order.status, lines: refund.itemIds.map((id) => ({ id, cancelled: false })) },
    {
      status,
      lines: refund.itemIds.map((id) => ({ id, cancelled: true })),
      refunded: refund.amount,
      voucherGivenBack: refund.voucherAmount,
      providerRefundRef: refundRef,
    },
  );
  await queueCancellationMail(tx, deps, order, lines, refund);
}

async function queueCancellationMail(
  tx: Tx,
  deps: CancelDeps,
  order: OrderRow,
  lines: readonly OrderItem[],
  refund: RefundRow,
): Promise<void> {
  const customer = await customerOfOrder(tx, order.customerId);
  const billing = (key: string) => {
    const value = order.billing?.[key];
    return typeof value === 'string' ? value.trim() : '';
  };
  const to = billing('email') || customer?.email || '';
  if (to === '') return;
  const lang = offeredLanguage(order.language, deps.config) as Language;
  const name =
    [billing('fname'), billing('lname')].filter(Boolean).join(' ') ||
    [customer?.fname ?? '', customer?.lname ?? ''].filter(Boolean).join(' ');
  const base = deps.config.server.publicBaseUrl.replace(/\/+$/, '');
  const mail = await cancellationMail(deps.config, {
    lang,
    reviewUrl: `${base}/${lang}/order-review/${encodeURIComponent(order.token)}`,
    orderNumber: order.number,
    customerName: name,
    whole: refund.whole,
    lines: lines.map((line) => `${line.count} × ${line.name}`),
    amount: refund.amount,
    voucherAmount: refund.voucherAmount,
  });
  await enqueueMail(tx, { to, ...mail, orderId: order.id }, deps.clock.now());
}
