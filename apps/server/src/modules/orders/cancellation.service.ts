/**
 * Cancelling orders in the back office. A booked order is cancelled wholly or by lines (a line takes
 * its whole booking with it: the lines of one basket item were booked together), or part of a line's
 * count (1 of 2 adults: the part is split off into a line of its own, which alone is cancelled),
 * through its ledger (docs/payments.md "The ledger"):
 * 1. under the order's row lock: check, split the parts off (`partial-cancellation.ts`), plan what is
 *    paid back (`planCancellation` of the domain) and write the refund request into the ledger; at
 *    most one cancellation of an order is open at a time, a second staff member gets ORDER_BUSY;
 *    an order with an open dispute waits for the bank (PAYMENT_DISPUTED), so that a refund and a
 *    chargeback never both pay the money back;
 * 2. ask the provider, keyed by the request's ledger entry, so asking twice pays back once;
 * 3. under the lock again: the answer is written; a done refund cancels the lines (their places go
 *    back to sale, voucher amounts back onto their codes, gift vouchers voided, a credit note, the
 *    audit log, the visitor's e-mail), a refused one changes nothing (`ledger.service.ts`).
 * The client's idempotency key names the request: a repeated call answers the first call's outcome.
 */
import {
  cancellationTerms,
  disputeHoldsPayBack,
  planCancellation,
  planVisitorCancellation,
  type CancelTerms,
  type LedgerSummary,
  type LocalizedText,
} from '@foyer/domain';
import type { Tx } from '../../db/client';
import { releaseOrderHolds } from '../inventory';
import { failed, type Outcome } from '../../outcome';
import { audit, type Actor } from '../staff';
import { spentGiftVouchers } from './cancellation-vouchers';
import { readLedger, writeLedger, type OrderLedger } from './ledger.service';
import { itemIndexOf, termsLineOf, type OrderItem } from './order-lines';
import { moveOrder } from './order-state';
import { splitForCancellation, type CancelQuantity } from './partial-cancellation';
import {
  itemsOfOrder,
  lockOrderById,
  orderById,
  type OrderRow,
  paymentsOfOrder,
  setPaymentStatus,
  updateOrder,
} from './orders.repository';
import { settleRefunds, type RefundAnswer, type RefundDeps } from './refunds.service';

export type CancelDeps = RefundDeps;

const ok: Outcome<void> = { ok: true, value: undefined };
const notFound = () =>
  failed({ kind: 'notFound', code: 'ORDER_NOT_FOUND', message: 'No order with this id' });

/** What a request's answer means for the staff member who asked. */
function outcomeOf(answer: RefundAnswer | undefined): Outcome<void> {
  if (answer?.status === 'done') return ok;
  if (answer?.status === 'refused') {
    return failed({
      kind: 'refused',
      code: 'REFUND_REFUSED',
      message: answer.reason || 'The payment provider refused the refund',
    });
  }
  return failed({
    kind: 'conflict',
    code: 'ORDER_BUSY',
    message: 'This order is being cancelled right now',
  });
}

/** A cancellation of the order waits for its provider's answer: nothing else changes it meanwhile. */
export function cancellationUnderWay(summary: LedgerSummary): boolean {
  return summary.refunds.some(
    (refund) => refund.status === 'requested' && refund.purpose === 'cancellation',
  );
}

/** 409 ORDER_BUSY: another staff member's cancellation of the order is being paid back. */
export const orderBusy = () =>
  failed({
    kind: 'conflict',
    code: 'ORDER_BUSY',
    message: 'This order is being cancelled right now',
  });

/** 409 PAYMENT_DISPUTED: the bank decides an open dispute on the order's payment first. */
export const paymentDisputed = () =>
  failed({
    kind: 'conflict',
    code: 'PAYMENT_DISPUTED',
    message: 'A dispute on the payment is open: nothing is paid back until the bank has decided',
  });

/** The ledger's request of a client's idempotency key (a visitor's have a namespace of their own). */
function requestOf(key: string, visitor = false): string {
  return `${visitor ? 'visitor' : 'staff'}:${key}`;
}

/**
 * Cancels an order that waits for its payment: its holds go back at once, and its payment pages are
 * closed at their providers afterwards. A page the visitor paid meanwhile stays open in the shop's
 * records, so the provider's report of it finds the order cancelled and pays the money back.
 * Idempotent.
 */
export async function cancelUnpaidOrder(
  deps: CancelDeps,
  actor: Actor,
  orderId: number,
): Promise<Outcome<void>> {
  const now = deps.clock.now();
  const cancelled = await deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
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
  if (!cancelled.ok) return cancelled;
  for (const payment of await paymentsOfOrder(deps.db, orderId)) {
    if (payment.status !== 'started') continue;
    const closed = await deps.payments.provider(payment.provider)?.cancel(payment.providerRef);
    if (closed?.status === 'cancelled') {
      await setPaymentStatus(deps.db, payment.id, 'cancelled', deps.clock.now());
    }
  }
  return ok;
}

/** What a cancellation's checks found: the valid lines, the parts asked for, what goes wholly. */
interface Checked {
  active: OrderItem[];
  parts: (CancelQuantity & { line: OrderItem })[];
  /** The basket items (`itemIndexOf`, -1 for none) cancelled wholly. */
  itemIndexes: number[];
  /** Their lines. */
  wholeTargets: OrderItem[];
}

/**
 * The checks of a cancellation before anything is written: the visitor's terms (never the client's
 * view of them), the order's state and the lines asked for. The request (under the order's lock)
 * and the visitor's quote (`quoteVisitorCancellation`) both decide with it.
 */
async function checkCancellation(
  tx: Tx,
  order: OrderRow,
  { summary, items }: Pick<OrderLedger, 'summary' | 'items'>,
  input: Pick<CancelInput, 'lineIds' | 'quantities' | 'visitor'>,
): Promise<Outcome<Checked>> {
  if (input.visitor) {
    const terms = cancellationTerms({
      terms: input.visitor.terms,
      summary,
      lines: items.map(termsLineOf),
      now: input.visitor.now,
    });
    const refusal = (input.lineIds ?? [])
      .map((id) => terms.find((line) => line.lineId === id))
      .map((line) => (line ? line.refusal : 'LINES_INVALID'))
      .find((code) => code !== null);
    if (refusal) return visitorRefusal(refusal);
  }
  if (!summary.booked || summary.validLineIds.length === 0) {
    return failed({
      kind: 'conflict',
      code: 'ORDER_NOT_CANCELLABLE',
      message: `An order that is ${order.status} cannot be cancelled`,
    });
  }
  if (cancellationUnderWay(summary)) return orderBusy();
  if (disputeHoldsPayBack(summary)) return paymentDisputed();
  const active = items.filter((item) => summary.validLineIds.includes(item.id));
  const lineOf = (id: number) => active.find((item) => item.id === id);
  // A part as large as its line cancels the line (with its basket item); a smaller one splits it.
  const parts = (input.quantities ?? []).flatMap((part) => {
    const line = lineOf(part.lineId);
    return line ? [{ ...part, line }] : [];
  });
  const chosen =
    input.quantities !== undefined
      ? parts.filter((part) => part.count === part.line.count).map((part) => part.lineId)
      : (input.lineIds ?? active.map((item) => item.id));
  const unknown = [...chosen, ...(input.quantities ?? []).map((part) => part.lineId)].filter(
    (id) => !lineOf(id),
  );
  if (unknown.length > 0) {
    return failed({
      kind: 'refused',
      code: 'LINES_INVALID',
      message: `Lines ${[...new Set(unknown)].join(', ')} cannot be cancelled`,
    });
  }
  const itemIndexes = [
    ...new Set(
      active.filter((item) => chosen.includes(item.id)).map((item) => itemIndexOf(item) ?? -1),
    ),
  ];
  const wholeTargets = active.filter((item) => itemIndexes.includes(itemIndexOf(item) ?? -1));
  const spent = await spentGiftVouchers(tx, wholeTargets);
  if (spent.length > 0) {
    return failed({
      kind: 'refused',
      code: 'LINES_INVALID',
      message: `Gift vouchers already used: ${spent.join(', ')}`,
    });
  }
  return { ok: true, value: { active, parts, itemIndexes, wholeTargets } };
}

/**
 * What a visitor's cancellation of `lineIds` would give back and keep as the fee, decided as the
 * cancellation itself decides (`checkCancellation`, `planVisitorCancellation`); writes nothing.
 */
export async function quoteVisitorCancellation(
  deps: Pick<CancelDeps, 'db'>,
  orderId: number,
  input: { lineIds: readonly number[]; visitor: { terms: CancelTerms; now: string } },
): Promise<Outcome<{ refund: number; fee: number }>> {
  const order = await orderById(deps.db, orderId);
  if (!order) return notFound();
  const ledger = await readLedger(deps.db, order);
  const checked = await checkCancellation(deps.db, order, ledger, input);
  if (!checked.ok) return checked;
  const plan = planVisitorCancellation(
    ledger.summary,
    checked.value.wholeTargets,
    input.visitor.terms.fee,
  );
  return { ok: true, value: { refund: plan.refund, fee: plan.fee } };
}

/** Step 1: check and write the request under the order's lock. */
async function request(
  deps: CancelDeps,
  actor: Actor,
  orderId: number,
  input: CancelInput,
): Promise<Outcome<string> | { replay: string }> {
  const name = requestOf(input.key, input.visitor !== undefined);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) return notFound();
    const { summary, items } = await readLedger(tx, order);
    if (summary.refunds.some((refund) => refund.request === name)) return { replay: name };
    const checked = await checkCancellation(tx, order, { summary, items }, input);
    if (!checked.ok) return checked;
    const { parts, itemIndexes } = checked.value;
    let active = checked.value.active;
    // Parts of lines whose basket item goes wholly anyway are cancelled with it.
    const splits = parts.filter(
      (part) =>
        part.count !== part.line.count && !itemIndexes.includes(itemIndexOf(part.line) ?? -1),
    );
    let partLineIds: number[] = [];
    if (splits.length > 0) {
      const split = await splitForCancellation(tx, order.id, active, splits);
      if (!split.ok) return split;
      partLineIds = split.value;
      active = (await itemsOfOrder(tx, order.id)).filter(
        (item) => summary.validLineIds.includes(item.id) || partLineIds.includes(item.id),
      );
    }
    const targets = [
      ...active.filter((item) => itemIndexes.includes(itemIndexOf(item) ?? -1)),
      ...active.filter((item) => partLineIds.includes(item.id)),
    ];
    const whole = targets.length === active.length;
    const plan = input.visitor
      ? planVisitorCancellation(summary, targets, input.visitor.terms.fee)
      : {
          ...planCancellation(summary, {
            value: targets.reduce((sum, item) => sum + item.totalPrice, 0),
            whole,
          }),
          fee: 0,
        };
    await writeLedger(
      tx,
      deps,
      order,
      [
        {
          key: name,
          entry: {
            kind: 'refundRequested',
            request: name,
            paymentId: plan.amount > 0 ? plan.paymentId : null,
            amount: plan.amount,
            purpose: 'cancellation',
            lineIds: targets.map((item) => item.id),
            vouchers: plan.vouchers,
            whole,
            retryOf: null,
            ...(plan.fee > 0 ? { fee: plan.fee } : {}),
          },
          ...(input.notice || input.reason
            ? {
                details: {
                  ...(input.notice ? { notice: input.notice } : {}),
                  ...(input.reason ? { staffReason: input.reason } : {}),
                },
              }
            : {}),
          staffId: actor.id,
        },
      ],
      now,
      { actor },
    );
    return { ok: true, value: name };
  });
}

/**
 * What to cancel: the client's idempotency key, the lines (all when absent), and a message of the
 * museum for the visitor's e-mail (a cancelled date's reason, per language).
 */
export interface CancelInput {
  key: string;
  lineIds: readonly number[] | undefined;
  /** Parts of lines to cancel instead of `lineIds` (`count` of a line's units). */
  quantities?: readonly CancelQuantity[] | undefined;
  notice?: LocalizedText | undefined;
  /** Why, in the staff member's words (kept with the request and in the audit log). */
  reason?: string | undefined;
  /**
   * The visitor cancels `lineIds` themselves within the museum's terms, `now` the museum's local
   * time (`YYYY-MM-DDTHH:mm`): each line is checked under the order's lock and the fee is kept.
   */
  visitor?: { terms: CancelTerms; now: string } | undefined;
}

/** The conflicts of the order's state; the other refusals are the terms' (422). */
const VISITOR_CONFLICTS: readonly string[] = [
  'LINE_CANCELLED',
  'ORDER_NOT_CANCELLABLE',
  'PAYMENT_DISPUTED',
  'ORDER_BUSY',
];

function visitorRefusal(code: string) {
  return failed({
    kind: VISITOR_CONFLICTS.includes(code) ? 'conflict' : 'refused',
    code,
    message: `The line cannot be cancelled (${code})`,
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
  input: CancelInput,
): Promise<Outcome<void>> {
  const requested = await request(deps, actor, orderId, input);
  if (!('replay' in requested) && !requested.ok) return requested;
  const name = 'replay' in requested ? requested.replay : requested.value;
  // A request left open (a crash, a provider that did not answer) is asked again with its own key.
  const answers = await settleRefunds(deps, orderId, { request: name, actor });
  if (answers.has(name)) return outcomeOf(answers.get(name));
  const order = await orderById(deps.db, orderId);
  const ledger = order ? await readLedger(deps.db, order) : null;
  const refund = ledger?.summary.refunds.find((candidate) => candidate.request === name);
  return outcomeOf(
    refund?.status === 'refused'
      ? { status: 'refused', reason: refund.reason ?? '' }
      : refund?.status === 'done' || refund?.status === 'outside'
        ? { status: 'done' }
        : { status: 'open' },
  );
}

/** What staff do with a refund the provider refused. */
type RefusedRefundAction = { kind: 'retry' } | { kind: 'outside'; note: string | null };

/**
 * Writes staff's answer to a refused refund under the order's lock: a new request that retries it,
 * and for `outside` its answer at once. Only a refund refused and not acted on yet waits for staff;
 * a repeated call finds its request written and answers as the first did. Answers the new request.
 */
async function actOnRefusedRefund(
  deps: CancelDeps,
  actor: Actor,
  orderId: number,
  request: string,
  action: RefusedRefundAction,
): Promise<Outcome<string>> {
  const name = `${action.kind}:${request}`;
  return deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    if (!order) return notFound();
    const { summary } = await readLedger(tx, order);
    if (summary.refunds.some((other) => other.request === name)) return { ok: true, value: name };
    const refund = summary.refunds.find((candidate) => candidate.request === request);
    if (!refund) {
      return failed({ kind: 'notFound', code: 'REFUND_NOT_FOUND', message: 'No such refund' });
    }
    const notOpen = (message: string) =>
      failed({ kind: 'conflict', code: 'REFUND_NOT_OPEN', message });
    if (refund.status !== 'refused' || summary.refunds.some((o) => o.retryOf === request)) {
      return notOpen('Only a refused refund that nobody acted on yet waits for staff');
    }
    if (action.kind === 'retry' && refund.purpose !== 'surplus') {
      return notOpen('A refused cancellation is asked again by cancelling its lines again');
    }
    if (refund.lineIds.some((id) => !summary.validLineIds.includes(id))) {
      return notOpen('Some of the refund’s lines were cancelled meanwhile');
    }
    const note = action.kind === 'outside' ? action.note : null;
    await writeLedger(
      tx,
      deps,
      order,
      [
        {
          key: name,
          entry: {
            kind: 'refundRequested',
            request: name,
            paymentId: refund.paymentId,
            amount: refund.amount,
            purpose: refund.purpose,
            lineIds: refund.lineIds,
            vouchers: refund.vouchers,
            whole: refund.whole,
            retryOf: request,
            ...(refund.fee > 0 ? { fee: refund.fee } : {}),
          },
          details: { reason: action.kind, ...(note ? { note } : {}) },
          staffId: actor.id,
        },
        ...(action.kind === 'outside'
          ? [
              {
                key: `done:${name}`,
                entry: { kind: 'refundOutside' as const, request: name },
                ...(note ? { details: { note } } : {}),
                staffId: actor.id,
              },
            ]
          : []),
      ],
      deps.clock.now(),
      { actor },
    );
    return { ok: true, value: name };
  });
}

/**
 * Asks the provider again for a refused automatic refund (a surplus); a refused cancellation is
 * asked again by cancelling its lines again. Idempotent: the retry is named after the refusal.
 */
export async function retryRefund(
  deps: CancelDeps,
  actor: Actor,
  orderId: number,
  request: string,
): Promise<Outcome<void>> {
  const asked = await actOnRefusedRefund(deps, actor, orderId, request, { kind: 'retry' });
  if (!asked.ok) return asked;
  const answer = (await settleRefunds(deps, orderId, { request: asked.value, actor })).get(
    asked.value,
  );
  return answer ? outcomeOf(answer) : ok;
}

/**
 * Records a refused refund as paid back outside the shop (staff transferred the money or paid it
 * in cash): the refund counts as done, a cancellation's lines are cancelled.
 */
export async function refundOutside(
  deps: CancelDeps,
  actor: Actor,
  orderId: number,
  request: string,
  note: string | undefined,
): Promise<Outcome<void>> {
  const done = await actOnRefusedRefund(deps, actor, orderId, request, {
    kind: 'outside',
    note: note ?? null,
  });
  return done.ok ? ok : done;
}

/** Cents a cancellation of the client's `key` paid back through the provider (0 when none was). */
export async function refundedBy(
  deps: Pick<CancelDeps, 'db'>,
  orderId: number,
  key: string,
  visitor = false,
) {
  const order = await orderById(deps.db, orderId);
  if (!order) return 0;
  const { summary } = await readLedger(deps.db, order);
  const name = requestOf(key, visitor);
  return summary.refunds
    .filter((refund) => refund.request === name || refund.retryOf === name)
    .filter((refund) => refund.status === 'done')
    .reduce((sum, refund) => sum + refund.amount, 0);
}
