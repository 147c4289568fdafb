import { includedVat, taxTotal } from './vat';
import type { Cents } from './cents';

/**
 * VAT of an invoice (or credit note): prices include VAT, so each line's net is gross minus the VAT
 * it contains, and the VAT per rate is computed once on that rate's gross sum (not summed from
 * rounded lines). A line that is not taxable — a gift voucher sold (a multi-purpose voucher is
 * taxed only when it is redeemed) — carries no rate and stays out of the VAT totals.
 */
export interface InvoiceVatLine {
  /** Gross amount of the line in cents (negative on a credit note). */
  gross: Cents;
  /** VAT rate in percent. */
  rate: number;
  /** False for what is not taxable at sale (gift vouchers). */
  taxable: boolean;
}

export interface InvoiceLineVat {
  net: Cents;
  vat: Cents;
  gross: Cents;
  /** The rate, or null when the line is not taxable. */
  rate: number | null;
}

export interface InvoiceRateTotal {
  rate: number;
  net: Cents;
  vat: Cents;
  gross: Cents;
}

export interface InvoiceVat {
  lines: InvoiceLineVat[];
  /** One entry per rate, ascending; rate 0 lines count as a rate of their own. */
  rates: InvoiceRateTotal[];
  /** Gross of the lines that are not taxable. */
  untaxed: Cents;
  net: Cents;
  vat: Cents;
  gross: Cents;
}

export function invoiceVat(lines: readonly InvoiceVatLine[]): InvoiceVat {
  const grossByRate = new Map<number, Cents>();
  let untaxed = 0;
  const out: InvoiceLineVat[] = lines.map((line) => {
    if (!line.taxable) {
      untaxed += line.gross;
      return { net: line.gross, vat: 0, gross: line.gross, rate: null };
    }
    grossByRate.set(line.rate, (grossByRate.get(line.rate) ?? 0) + line.gross);
    const vat = includedVat(line.gross, line.rate);
    return { net: line.gross - vat, vat, gross: line.gross, rate: line.rate };
  });
  const rates = [...grossByRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, gross]) => ({
      rate,
      gross,
      net: taxTotal(gross, rate),
      vat: includedVat(gross, rate),
    }));
  const vat = rates.reduce((sum, rate) => sum + rate.vat, 0);
  const gross = rates.reduce((sum, rate) => sum + rate.gross, 0) + untaxed;
  return { lines: out, rates, untaxed, net: gross - vat, vat, gross };
}
