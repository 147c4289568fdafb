/**
 * Voucher codes: whether a code can be redeemed now, how much it can pay, and the basket item it
 * becomes.
 */
import type { VoucherCodeBasketItem } from '../basket/basket-item';
import { err, ok, type Result } from '../errors';
import type { Cents } from '../money';
import { normalizeVoucherCode } from './normalize';
import { validFromInstant, validToEndInstant } from './validity';

/** A voucher code as the server answers it; amounts in cents. */
export interface VoucherCode {
  readonly barcode: string;
  readonly name: string;
  readonly amount: Cents;
  readonly used_amount: Cents;
  /** `YYYY-MM-DD` or a date-time at UTC+1; null when unbounded. */
  readonly valid_from: string | null;
  /** `YYYY-MM-DD` (valid through that day) or a date-time at UTC+1; null when unbounded. */
  readonly valid_to: string | null;
}

/** What a code can still pay: max(0, amount − used_amount). */
export function availableAmount(code: Pick<VoucherCode, 'amount' | 'used_amount'>): Cents {
  return Math.max(0, code.amount - code.used_amount);
}

/** Checks validity dates at UTC+1, then the amount left. */
export function checkVoucherCode(
  code: Pick<VoucherCode, 'amount' | 'used_amount' | 'valid_from' | 'valid_to'>,
  now: Date,
): Result<{ available: Cents }> {
  const at = now.getTime();
  if (code.valid_from !== null) {
    const from = validFromInstant(code.valid_from);
    if (from === null) return err('VOUCHER_UNKNOWN_ERROR');
    if (at < from) return err('VOUCHER_NOW_IS_BEFORE_VALID_FROM', { validFrom: code.valid_from });
  }
  if (code.valid_to !== null) {
    const end = validToEndInstant(code.valid_to);
    if (end === null) return err('VOUCHER_UNKNOWN_ERROR');
    if (at >= end) return err('VOUCHER_NOW_IS_AFTER_VALID_TO', { validTo: code.valid_to });
  }
  if (code.used_amount >= code.amount) return err('VOUCHER_NO_AMOUNT_LEFT');
  return ok({ available: availableAmount(code) });
}

/** The basket item of a valid code: a negative price equal to its available amount. */
export function voucherCodeToBasketItem(code: VoucherCode): VoucherCodeBasketItem {
  const amount = availableAmount(code);
  return {
    type: 'voucherCode',
    barcode: normalizeVoucherCode(code.barcode),
    name: code.name,
    amount,
    price: 0 - amount,
    totalPrice: 0 - amount,
    count: 1,
    totalCount: 1,
    datetime: null,
    date: null,
    time: null,
    valid_to: code.valid_to,
  };
}
