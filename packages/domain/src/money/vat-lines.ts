/**
 * The VAT contained in an order's lines, per rate: what the confirmation e-mail lists under the
 * total. Lines without a rate (shipping, voucher codes redeemed) and gift vouchers sold (taxed only
 * when redeemed) carry no VAT.
 */
import type { Cents } from './cents';
import { invoiceVat } from './invoice-vat';

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
  const taxed = entries.filter(
    (entry) => !entry.voucherSale && Number.isFinite(entry.rate) && entry.rate > 0,
  );
  return invoiceVat(taxed.map(({ gross, rate }) => ({ gross, rate, taxable: true }))).rates;
}
