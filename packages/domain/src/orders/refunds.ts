/**
 * Cancelling a booked order, wholly or line by line, in the back office: what is paid back
 * through the payment provider, what goes back onto the voucher codes that paid part of the order,
 * and the order's next status. Pure; the server is the authority and recomputes from its own data.
 *
 * - A whole cancellation pays back everything still held: the rest of the provider's payment
 *   (shipping included) and every voucher amount not yet given back.
 * - A partial cancellation pays back the cancelled lines' value: money first (up to what the provider
 *   still holds), the rest onto the voucher codes in the order they were redeemed.
 */

/** A voucher code that paid part of an order. */
export interface VoucherPart {
  codeId: number;
  /** Cents of the order this code paid. */
  used: number;
  /** Cents already given back onto the code by earlier cancellations. */
  givenBack: number;
}

export interface RefundInput {
  /** Cents the payment provider collected for the order (0 when vouchers paid everything). */
  paid: number;
  /** Cents the provider paid back already. */
  refunded: number;
  vouchers: readonly VoucherPart[];
  /** The value of the lines being cancelled (sum of their total prices), in cents. */
  cancelledValue: number;
  /** True when no line of the order stays booked after this cancellation. */
  whole: boolean;
}

export interface RefundPlan {
  /** Cents to pay back through the provider. */
  amount: number;
  /** Cents to give back onto each voucher code (codes with 0 left out). */
  vouchers: { codeId: number; amount: number }[];
}

const nonNegative = (cents: number) => Math.max(0, Math.trunc(cents));

/** What a cancellation pays back, and to where. */
export function planRefund(input: RefundInput): RefundPlan {
  const moneyLeft = nonNegative(input.paid - input.refunded);
  const voucherLeft = input.vouchers.map((part) => ({
    codeId: part.codeId,
    left: nonNegative(part.used - part.givenBack),
  }));
  if (input.whole) {
    return {
      amount: moneyLeft,
      vouchers: voucherLeft
        .filter((part) => part.left > 0)
        .map((part) => ({ codeId: part.codeId, amount: part.left })),
    };
  }
  const value = nonNegative(input.cancelledValue);
  const amount = Math.min(value, moneyLeft);
  let rest = value - amount;
  const vouchers: RefundPlan['vouchers'] = [];
  for (const part of voucherLeft) {
    if (rest === 0) break;
    const back = Math.min(rest, part.left);
    if (back > 0) vouchers.push({ codeId: part.codeId, amount: back });
    rest -= back;
  }
  return { amount, vouchers };
}

/** The order's status after a cancellation (the state machine allows each of these from booked). */
export function statusAfterCancellation(input: {
  whole: boolean;
  /** Cents paid back or given back over the order's life, this cancellation included. */
  paidBack: number;
}): 'cancelled' | 'refunded' | 'partlyRefunded' {
  if (!input.whole) return 'partlyRefunded';
  return input.paidBack > 0 ? 'refunded' : 'cancelled';
}
