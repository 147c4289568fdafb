/** Redeeming voucher codes when an order is booked. */
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { voucherCodes } from '../../db/schema';

/** Raises a code's used amount by `used`, never beyond its amount; false when it does not fit. */
export async function raiseVoucherUse(tx: Tx, codeId: number, used: number): Promise<boolean> {
  const rows = await tx
    .update(voucherCodes)
    .set({ usedAmount: sql`${voucherCodes.usedAmount} + ${used}` })
    .where(
      and(
        eq(voucherCodes.id, codeId),
        isNull(voucherCodes.voidedAt),
        sql`${voucherCodes.usedAmount} + ${used} <= ${voucherCodes.amount}`,
      ),
    )
    .returning({ id: voucherCodes.id });
  return rows.length > 0;
}
