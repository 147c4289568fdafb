/**
 * Settles refund requests that a crash left `requested` (between asking the payment provider and
 * recording its answer, `cancellation.service.ts` steps 2 and 3). Such a request blocks further
 * cancellations of its order (one open request per order), so a job finds the requests older than
 * `STUCK_AFTER_MS` and settles each the way the cancellation does (`settleRequest`): it asks the
 * provider again with the request's own key, so a provider that paid back already answers with
 * that refund and pays nothing twice, then cancels the lines or records the refusal. The audit log
 * names "system". Every process may run the job: a request settled meanwhile is left as it is.
 */
import { startPeriodic } from '../../jobs/periodic';
import { SYSTEM_ACTOR } from '../staff';
import { staleRefundRequests } from './admin-orders.repository';
import { settleRequest, type CancelDeps } from './cancellation.service';

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

/** Settles the requests recorded more than `STUCK_AFTER_MS` ago; one failing does not stop the rest. */
export async function settleStuckRefunds(
  deps: CancelDeps,
  log?: RecoveryLog,
): Promise<RecoveryResult> {
  const before = new Date(deps.clock.now().getTime() - STUCK_AFTER_MS);
  const stuck = await staleRefundRequests(deps.db, before, BATCH);
  const result: RecoveryResult = { refunded: 0, refused: 0, failed: 0 };
  for (const refund of stuck) {
    try {
      const settled = await settleRequest(deps, SYSTEM_ACTOR, refund);
      if (settled.ok) result.refunded += 1;
      else result.refused += 1;
    } catch (error) {
      // The provider could not be reached, for example: the request stays for the next run.
      result.failed += 1;
      log?.error(
        { refund: refund.id, error: error instanceof Error ? error.message : String(error) },
        'stuck refund request not settled',
      );
    }
  }
  return result;
}

/** Runs `settleStuckRefunds` every `intervalMs` (default one minute) until the returned function is called. */
export function startRefundRecovery(
  deps: CancelDeps,
  options: { intervalMs?: number; log?: RecoveryLog } = {},
): () => Promise<void> {
  return startPeriodic(
    async () => {
      const result = await settleStuckRefunds(deps, options.log);
      if (result.refunded + result.refused + result.failed > 0) {
        options.log?.info({ ...result }, 'stuck refund requests settled');
      }
    },
    options.intervalMs ?? 60_000,
    (error) =>
      options.log?.error(
        { error: error instanceof Error ? error.message : String(error) },
        'refund recovery failed',
      ),
  );
}
