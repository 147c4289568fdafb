/**
 * The VAT contained in an order's lines, per rate (spec 1 "All prices include VAT"): what the
 * confirmation e-mail lists under the total. Lines without a rate (shipping, voucher codes redeemed)
 * and gift vouchers sold (taxed only when redeemed) carry no VAT.
 */
import type { Cents } from './cents';
import { includedVat } from './vat';

export interface VatEntry {
  readonly gross: Cents;
  readonly rate: number;
  /** A gift voucher sold: not taxed at sale. */
  readonly voucherSale?: boolean;
}

export interface VatByRate {
  readonly rate: number;
  readonly gross: Cents;
  readonly net: Cents;
  readonly vat: Cents;
}

/** Gross, net and included VAT per rate, by rate ascending; rates of 0 and voucher sales left out. */
export function vatByRate(entries: readonly VatEntry[]): VatByRate[] {
  const grossByRate = new Map<number, Cents>();
  for (const entry of entries) {
    if (entry.voucherSale || !Number.isFinite(entry.rate) || entry.rate <= 0) continue;
    grossByRate.set(entry.rate, (grossByRate.get(entry.rate) ?? 0) + entry.gross);
  }
  return [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => {
      const vat = includedVat(gross, rate);
      return { rate, gross, net: gross - vat, vat };
    });
}
