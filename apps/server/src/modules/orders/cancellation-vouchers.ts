/**
 * What a cancellation does to voucher codes: gift vouchers sold on a cancelled line are voided, and
 * amounts that redeemed codes paid go back onto them (see `cancellation.service.ts`).
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { issuedTickets, voucherCodes } from '../../db/schema';
import type { OrderItem } from './order-lines';

/** Barcodes of gift vouchers sold on these lines that were used already. */
export async function spentGiftVouchers(tx: Tx, lines: readonly OrderItem[]): Promise<string[]> {
  const ids = lines.filter((item) => item.type === 'voucher').map((item) => item.id);
  if (ids.length === 0) return [];
  const rows = await tx
    .select({ barcode: voucherCodes.barcode })
    .from(voucherCodes)
    .innerJoin(issuedTickets, eq(issuedTickets.barcode, voucherCodes.barcode))
    .where(and(inArray(issuedTickets.orderItemId, ids), sql`${voucherCodes.usedAmount} > 0`));
  return rows.map((row) => row.barcode);
}

/** Voids the gift vouchers sold on these lines: nothing is left on them. */
export async function voidGiftVouchers(tx: Tx, lineIds: readonly number[]): Promise<void> {
  if (lineIds.length === 0) return;
  await tx
    .update(voucherCodes)
    .set({ usedAmount: sql`${voucherCodes.amount}` })
    .where(
      inArray(
        voucherCodes.barcode,
        tx
          .select({ barcode: issuedTickets.barcode })
          .from(issuedTickets)
          .where(inArray(issuedTickets.orderItemId, [...lineIds])),
      ),
    );
}

/** Gives `amount` back onto a voucher code that paid part of an order. */
export async function lowerVoucherUse(tx: Tx, codeId: number, amount: number): Promise<void> {
  await tx
    .update(voucherCodes)
    .set({ usedAmount: sql`GREATEST(0, ${voucherCodes.usedAmount} - ${amount})` })
    .where(eq(voucherCodes.id, codeId));
}
