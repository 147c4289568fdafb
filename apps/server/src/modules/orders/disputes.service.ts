/**
 * Disputes (chargebacks) reported by a payment provider (docs/payments.md "Disputes"). A dispute
 * is written into its order's ledger: opened with its amount and the provider's deadline (the
 * order shows as disputed in the back office, which lists every open dispute), then won (nothing
 * changes) or lost: the bank took the money back, so the order's unused lines are cancelled, their
 * places go back to sale and voucher amounts onto their codes, and whatever the museum still holds
 * of that payment beyond what the order needs is paid back. Reports may come twice or late; each
 * fact is written once.
 */
import type { NewLedgerEntry } from './ledger.repository';
import { cancelUnusedLines, readLedger, writeLedger } from './ledger.service';
import { lockOrderById, paymentOfProvider } from './orders.repository';
import { settleRefunds, type RefundDeps } from './refunds.service';
import type { DisputeReport } from '../payments';

/**
 * Records a provider's report of a dispute; answers false when its payment is unknown or has not
 * collected money (the provider reports again, or staff look at the provider's dashboard).
 */
export async function recordDispute(deps: RefundDeps, report: DisputeReport): Promise<boolean> {
  const payment = await paymentOfProvider(deps.db, report.provider, report);
  if (!payment) return false;
  const now = deps.clock.now();
  const recorded = await deps.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, payment.orderId);
    if (!order) return false;
    const { summary, rows } = await readLedger(tx, order);
    if (!summary.payments.some((row) => row.paymentId === payment.id)) return false;
    const known = summary.openDisputes.some((open) => open.dispute === report.disputeRef);
    const closed = rows.some(
      (row) =>
        (row.kind === 'disputeWon' || row.kind === 'disputeLost') &&
        row.request === report.disputeRef,
    );
    if (closed) return true;
    const entries: NewLedgerEntry[] = [];
    if (!known) {
      entries.push({
        key: `dispute:${report.disputeRef}`,
        entry: {
          kind: 'disputeOpened',
          dispute: report.disputeRef,
          paymentId: payment.id,
          amount: report.amount,
        },
        details: { dueBy: report.dueBy, reason: report.reason },
      });
    }
    if (report.status === 'won') {
      entries.push({
        key: `disputeWon:${report.disputeRef}`,
        entry: { kind: 'disputeWon', dispute: report.disputeRef },
      });
    } else if (report.status === 'lost') {
      entries.push({
        key: `disputeLost:${report.disputeRef}`,
        entry: { kind: 'disputeLost', dispute: report.disputeRef, amount: report.amount },
      });
    }
    const written = await writeLedger(tx, deps, order, entries, now);
    if (report.status === 'lost') {
      await cancelUnusedLines(tx, deps, written.order, 'chargeback', report.disputeRef, now);
    }
    return true;
  });
  if (recorded) await settleRefunds(deps, payment.orderId);
  return recorded;
}
