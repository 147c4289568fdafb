/**
 * Who closes a till's shift (docs/till.md "Shifts and the Z report"): its cashier, or staff who may
 * read the reports (`reports.read`: managers and owners) closing another cashier's drawer at the
 * end of the day. Sales staff close only their own.
 */
import { tillOk, tillRefused, type TillResult } from './refusals';

/** Whether `closerId` may close the open shift of `cashierId`; `manager` for `reports.read`. */
export function mayCloseShift(
  shift: { cashierId: number } | null,
  closerId: number,
  manager: boolean,
): TillResult<true> {
  if (!shift) return tillRefused('TILL_SHIFT_NOT_OPEN');
  if (shift.cashierId !== closerId && !manager) return tillRefused('TILL_SHIFT_OTHER_CASHIER');
  return tillOk(true);
}
