/**
 * Answers refund requests that were left without an answer: a crash between asking the payment
 * provider and writing its answer, or a provider that could not be reached (`refunds.service.ts`).
 * An open cancellation blocks further cancellations of its order and an open surplus keeps money
 * the order does not need, so a job finds the requests older than `STUCK_AFTER_MS` and answers each
 * the way the request's own path does: it asks the provider again with the request's own key, so a
 * provider that paid back already answers with that refund and pays nothing twice. The audit log
 * names "system". Every process may run the job: a request answered meanwhile is left as it is.
 */
import { startPeriodic } from '../../jobs/periodic';
import { SYSTEM_ACTOR } from '../staff';
import { unansweredRefundRequests } from './ledger.repository';
import { settleRefunds, type RefundDeps } from './refunds.service';

/** A request this old is no longer under way: providers answer a refund within seconds. */
export const STUCK_AFTER_MS = 5 * 60 * 1000;
/** Requests settled per run. */
const BATCH = 50;

export interface RecoveryResult {
  refunded: number;
  refused: number;
  failed: number;
}

export interface RecoveryLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/**
 * Answers the requests written more than `olderThanMs` (default `STUCK_AFTER_MS`) ago; one failing
 * does not stop the rest.
 */
export async function settleStuckRefunds(
  deps: RefundDeps,
  log?: RecoveryLog,
  olderThanMs = STUCK_AFTER_MS,
): Promise<RecoveryResult> {
  const before = new Date(deps.clock.now().getTime() - olderThanMs);
  const stuck = await unansweredRefundRequests(deps.db, before, BATCH);
  const result: RecoveryResult = { refunded: 0, refused: 0, failed: 0 };
  for (const { orderId, request } of stuck) {
    try {
      const answer = (await settleRefunds(deps, orderId, { request, actor: SYSTEM_ACTOR })).get(
        request,
      );
      if (answer?.status === 'done') result.refunded += 1;
      else if (answer?.status === 'refused') result.refused += 1;
    } catch (error) {
      // The provider could not be reached, for example: the request stays for the next run.
      result.failed += 1;
      log?.error(
        { order: orderId, request, error: error instanceof Error ? error.message : String(error) },
        'stuck refund request not settled',
      );
    }
  }
  return result;
}

/** Runs `settleStuckRefunds` every `intervalMs` (default one minute) until the returned function is called. */
export function startRefundRecovery(
  deps: RefundDeps,
  options: { intervalMs?: number; log?: RecoveryLog } = {},
): () => Promise<void> {
  return startPeriodic(
    { name: 'refund recovery', log: options.log },
    async () => {
      const result = await settleStuckRefunds(deps, options.log);
      if (result.refunded + result.refused + result.failed > 0) {
        options.log?.info({ ...result }, 'stuck refund requests settled');
      }
    },
    options.intervalMs ?? 60_000,
  );
}
