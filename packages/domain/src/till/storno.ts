/**
 * Cancelling a sale at the till (a storno) before the visitor leaves: only the till's last
 * transaction, only a sale (not a storno, not one cancelled already), only by the cashier who made
 * it, and only while its shift is open. Anything later is a refund through the back office's
 * order page. The storno is a transaction of its own, signed like a sale.
 */
import { tillOk, tillRefused, type TillResult } from './refusals';

export interface StornoCandidate {
  id: number;
  kind: 'sale' | 'storno';
  cashierId: number;
  /** The storno that cancelled it, if any. */
  stornoedBy: number | null;
  shiftOpen: boolean;
}

/** Whether `cashierId` may cancel `target`, given the till's last transaction (`lastId`). */
export function mayStorno(
  target: StornoCandidate,
  lastId: number | null,
  cashierId: number,
): TillResult<true> {
  if (target.kind !== 'sale' || target.stornoedBy !== null) {
    return tillRefused('TILL_STORNO_NOT_A_SALE');
  }
  if (target.cashierId !== cashierId) return tillRefused('TILL_STORNO_NOT_OWN');
  if (!target.shiftOpen) return tillRefused('TILL_STORNO_SHIFT_CLOSED');
  if (lastId !== target.id) return tillRefused('TILL_STORNO_NOT_LAST');
  return tillOk(true);
}

/**
 * How long a storno's claim on its till holds back the till's next sale (seconds): the storno
 * checks its sale is the last and claims the till under the till's lock, cancels the order, then
 * numbers itself and clears the claim. A claim older than this is left by a process that ended
 * mid-way and no longer holds anything back.
 */
export const STORNO_CLAIM_SECONDS = 30;

/** Whether a storno's claim on the till (`key`, `since`) stands at `now`. */
export function stornoClaimStands(
  claim: { key: string | null; since: Date | null },
  now: Date,
): boolean {
  if (claim.key === null || claim.since === null) return false;
  return now.getTime() - claim.since.getTime() < STORNO_CLAIM_SECONDS * 1000;
}
