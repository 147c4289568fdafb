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
