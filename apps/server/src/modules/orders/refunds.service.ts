/**
 * Answering an order's refund requests (docs/payments.md "The ledger"): a request is written into
 * the ledger under the order's lock; afterwards, with no transaction open, its provider is asked to
 * pay back, keyed by the request's ledger entry (`ledger-<id>`), so asking again, after a crash or
 * from a second process, pays back once; then the answer is written under the lock again, unless
 * another process wrote it first. A request that cannot be answered now (the provider is not
 * reachable) stays open for the recovery job (`refund-recovery.ts`).
 */
import { countRefundFailure } from '../metrics';
import type { AppDeps } from '../../deps';
import type { PaymentRegistry } from '../payments';
import type { Actor } from '../staff';
import { readLedger, writeLedger } from './ledger.service';
import type { LedgerRow } from './ledger.repository';
import { lockOrderById, orderById, paymentsOfOrder, type OrderRow } from './orders.repository';

export interface RefundDeps extends AppDeps {
  payments: PaymentRegistry;
}

/** How a request ended: paid back, refused (with the provider's reason), or still open. */
export type RefundAnswer =
  { status: 'done' } | { status: 'refused'; reason: string } | { status: 'open' };

/** The provider's key of a refund: its request's ledger entry. */
export function refundKeyOf(row: LedgerRow): string {
  return `ledger-${row.id}`;
}

async function askProvider(
  deps: RefundDeps,
  order: OrderRow,
  row: LedgerRow,
): Promise<{ ok: true; refundRef: string | null } | { ok: false; reason: string }> {
  if (row.amount === 0 || row.paymentId === null) return { ok: true, refundRef: null };
  const payment = (await paymentsOfOrder(deps.db, order.id)).find(
    (candidate) => candidate.id === row.paymentId,
  );
  const provider = payment ? deps.payments.provider(payment.provider) : undefined;
  if (!payment || !provider) {
    countRefundFailure(payment?.provider ?? 'unknown', 'refused');
    return { ok: false, reason: `Payment provider ${payment?.provider ?? '?'} is not available` };
  }
  try {
    const answer = await provider.refund(payment.providerRef, {
      amount: row.amount,
      key: refundKeyOf(row),
    });
    if (!answer.ok) countRefundFailure(payment.provider, 'refused');
    return answer;
  } catch (error) {
    countRefundFailure(payment.provider, 'unreachable');
    throw error;
  }
}

/**
 * Answers the order's open refund requests (or only `request`), one after the other; answers how
 * each ended. A provider that cannot be reached throws: the request stays open.
 */
export async function settleRefunds(
  deps: RefundDeps,
  orderId: number,
  options: { request?: string; actor?: Actor } = {},
): Promise<Map<string, RefundAnswer>> {
  const answers = new Map<string, RefundAnswer>();
  const followUps: string[] = [];
  const order = await orderById(deps.db, orderId);
  if (!order) return answers;
  const ledger = await readLedger(deps.db, order);
  const open = ledger.summary.refunds.filter(
    (refund) =>
      refund.status === 'requested' &&
      (options.request === undefined || refund.request === options.request),
  );
  for (const refund of open) {
    const row = ledger.rows.find(
      (candidate) => candidate.kind === 'refundRequested' && candidate.request === refund.request,
    );
    if (!row) continue;
    const answer = await askProvider(deps, order, row);
    const now = deps.clock.now();
    const written = await deps.db.transaction(async (tx) => {
      const locked = await lockOrderById(tx, order.id);
      if (!locked) return null;
      const current = await readLedger(tx, locked);
      const still = current.summary.refunds.find((r) => r.request === refund.request);
      // Another process answered it meanwhile: its answer stands.
      if (still?.status !== 'requested') return still ?? null;
      const write = await writeLedger(
        tx,
        deps,
        locked,
        [
          answer.ok
            ? {
                key: `done:${refund.request}`,
                entry: { kind: 'refundDone', request: refund.request },
                details: { refundRef: answer.refundRef },
              }
            : {
                key: `refused:${refund.request}`,
                entry: { kind: 'refundRefused', request: refund.request, reason: answer.reason },
              },
        ],
        now,
        options.actor ? { actor: options.actor } : {},
      );
      // A done cancellation can leave a top-up the order no longer needs: the ledger asked it
      // back in the same write, and it is paid back right after this one.
      for (const row of write.written) {
        if (row.kind === 'refundRequested' && row.request) followUps.push(row.request);
      }
      return null;
    });
    if (written && written.status !== 'requested') {
      answers.set(
        refund.request,
        written.status === 'refused'
          ? { status: 'refused', reason: written.reason ?? '' }
          : { status: 'done' },
      );
    } else {
      answers.set(
        refund.request,
        answer.ok ? { status: 'done' } : { status: 'refused', reason: answer.reason },
      );
    }
  }
  for (const request of followUps) {
    for (const [name, answer] of await settleRefunds(deps, orderId, { ...options, request })) {
      answers.set(name, answer);
    }
  }
  return answers;
}
