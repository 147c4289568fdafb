/**
 * Basket totals: vouchers apply in basket order to the total without vouchers,
 * each paying at most what is left; the total never goes below 0. This is the one function the
 * basket shows and the server charges.
 */
import { includedVat, type Cents } from '../money';
import { isVoucherCode, voucherCodeValue, type BasketItem } from './basket-item';
import { toShippingCents } from './shipping-costs';

/** How one voucher code was applied (remaining, discount). */
export interface VoucherLine {
  readonly barcode: string;
  /** The voucher's available value. */
  readonly value: Cents;
  /** The part of the value paying this basket: min(value, what was left to pay). */
  readonly used: Cents;
  /** The value left on the voucher: value − used. */
  readonly remaining: Cents;
  /** The line shown in the basket: −used. */
  readonly discount: Cents;
}

/** The VAT contained in all items of one rate. */
export interface VatLine {
  readonly rate: number;
  readonly gross: Cents;
  readonly vat: Cents;
}

/** Everything the basket and the payment show. */
export interface BasketTotals {
  /** Sum of the line totals of all items except voucher codes. */
  readonly subtotal: Cents;
  readonly shipping: Cents;
  /** subtotal + shipping: what the vouchers apply to. */
  readonly totalWithoutVouchers: Cents;
  /** One line per voucher code, in basket order. */
  readonly vouchers: readonly VoucherLine[];
  /** Sum of the voucher discounts (≤ 0). */
  readonly voucherDiscount: Cents;
  /** What is left to pay, never below 0. */
  readonly total: Cents;
  /** VAT contained in the items that carry a rate, by rate ascending. */
  readonly vatByRate: readonly VatLine[];
  /** Sum of `vatByRate`. */
  readonly vat: Cents;
}

/** Included VAT per rate of the items carrying `vat_value`, shipping and voucher codes excluded. */
function vatByRate(items: readonly BasketItem[]): VatLine[] {
  const grossByRate = new Map<number, Cents>();
  for (const item of items) {
    const rate = item.vat_value;
    if (isVoucherCode(item) || rate === undefined || !Number.isFinite(rate)) continue;
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + item.totalPrice);
  }
  return [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({ rate, gross, vat: includedVat(gross, rate) }));
}

/** Applies the voucher codes in basket order to subtotal + shipping, never below 0. */
export function computeTotals(
  items: readonly BasketItem[],
  shippingCosts?: number | null,
): BasketTotals {
  const subtotal = items.reduce(
    (sum, item) => (isVoucherCode(item) ? sum : sum + item.totalPrice),
    0,
  );
  const shipping = toShippingCents(shippingCosts);
  const totalWithoutVouchers = subtotal + shipping;
  let left = Math.max(0, totalWithoutVouchers);
  const vouchers: VoucherLine[] = [];
  for (const item of items) {
    if (!isVoucherCode(item)) continue;
    const value = voucherCodeValue(item);
    const used = Math.min(value, left);
    left -= used;
    vouchers.push({
      barcode: item.barcode,
      value,
      used,
      remaining: value - used,
      discount: 0 - used,
    });
  }
  const vat = vatByRate(items);
  return {
    subtotal,
    shipping,
    totalWithoutVouchers,
    vouchers,
    voucherDiscount: vouchers.reduce((sum, line) => sum - line.used, 0),
    total: left,
    vatByRate: vat,
    vat: vat.reduce((sum, line) => sum + line.vat, 0),
  };
}
