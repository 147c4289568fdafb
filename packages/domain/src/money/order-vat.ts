/**
 * The VAT of an order (docs/accounting.md "VAT"), the one function the invoice, the VAT report, the
 * sales report's VAT and the exports use. Prices include VAT.
 *
 * - **Admissions** (tickets, day tickets, guided tours, passes) are supplied at the museum: they
 *   carry the catalog's (German) rate wherever the visitor lives.
 * - **Goods** carry the catalog's rate; goods **shipped** to another EU country carry that
 *   country's rate from `OSS_RATES` when the museum uses the EU one-stop-shop (`oss`): its standard
 *   rate for goods the catalog taxes at the seller's standard rate, its reduced rate for the others
 *   (books, the usual reduced-rate goods of a museum shop).
 * - **Shipping** is an ancillary service: it follows the VAT of the goods it ships (goods handed
 *   over, `shipped: false`, neither take the destination's rate nor carry shipping), split in
 *   proportion to their gross per rate when they carry different rates (to the cent, the remainder
 *   to the largest shares). With no goods to follow it carries the seller's standard rate.
 * - **A gift voucher sold** is a multi-purpose voucher: not taxable when sold; the lines it pays for
 *   later are taxed in full when it is redeemed, and the voucher code is a means of payment.
 *
 * The VAT per (country, rate) is computed once on that group's gross sum (not summed from rounded
 * lines); each line and shipping part shows its share of that VAT in proportion to its gross
 * (`splitInProportion`), so that the lines of a rate add up to the rate's VAT in every list the
 * accountant adds up.
 */
import type { Cents } from './cents';
import { includedVat } from './vat';

/** How a line is taxed. */
export type VatLineKind = 'admission' | 'goods' | 'voucherSale';

export interface OrderVatLine {
  id: number;
  kind: VatLineKind;
  /** The line's gross in cents (negative on a credit note or a refund). */
  gross: Cents;
  /** The catalog's VAT rate in percent (the seller's country). */
  rate: number;
  /** Goods handed over rather than shipped (sold at the desk, or needing no shipping): false. */
  shipped?: boolean;
}

/** A VAT rate of the EU one-stop-shop table: a country's standard and reduced rate, in percent. */
export interface CountryRates {
  standard: number;
  reduced: number;
}

/** The seller's country and its rates: Germany. */
export const SELLER_COUNTRY = 'DE';
export const SELLER_RATES: CountryRates = { standard: 19, reduced: 7 };

/**
 * The EU member states' standard rate and the reduced rate of printed books, as of 2026-01-01
 * (the European Commission's "VAT rates applied in the Member States"). Check it against the
 * Commission's TEDB database when a rate changes; the table is the one place to edit.
 */
export const OSS_RATES: Readonly<Record<string, CountryRates>> = {
  AT: { standard: 20, reduced: 10 },
  BE: { standard: 21, reduced: 6 },
  BG: { standard: 20, reduced: 9 },
  CY: { standard: 19, reduced: 5 },
  CZ: { standard: 21, reduced: 12 },
  DE: SELLER_RATES,
  DK: { standard: 25, reduced: 25 },
  EE: { standard: 24, reduced: 9 },
  ES: { standard: 21, reduced: 4 },
  FI: { standard: 25.5, reduced: 14 },
  FR: { standard: 20, reduced: 5.5 },
  GR: { standard: 24, reduced: 6 },
  HR: { standard: 25, reduced: 5 },
  HU: { standard: 27, reduced: 5 },
  IE: { standard: 23, reduced: 0 },
  IT: { standard: 22, reduced: 4 },
  LT: { standard: 21, reduced: 9 },
  LU: { standard: 17, reduced: 3 },
  LV: { standard: 21, reduced: 12 },
  MT: { standard: 18, reduced: 5 },
  NL: { standard: 21, reduced: 9 },
  PL: { standard: 23, reduced: 5 },
  PT: { standard: 23, reduced: 6 },
  RO: { standard: 21, reduced: 11 },
  SE: { standard: 25, reduced: 6 },
  SI: { standard: 22, reduced: 5 },
  SK: { standard: 23, reduced: 5 },
};

export interface OrderVatInput {
  lines: readonly OrderVatLine[];
  /** The order's shipping in cents (negative on a credit note). */
  shipping: Cents;
  /** The country the goods are shipped to (ISO code); null when nothing is shipped. */
  shipTo: string | null;
  /** The museum uses the EU one-stop-shop (`museum.oss`). */
  oss: boolean;
}

/** An amount with the VAT it contains; `rate` null when it is not taxable. */
export interface VatPart {
  /** Whose VAT: the seller's country, or the destination's under the one-stop-shop. */
  country: string;
  rate: number | null;
  gross: Cents;
  net: Cents;
  vat: Cents;
}

export interface OrderVat {
  /** Per line, in the input's order. */
  lines: (VatPart & { id: number })[];
  /** The shipping per (country, rate) of the goods it follows; empty without shipping. */
  shipping: VatPart[];
  /** Per (country, rate) of the taxable lines and shipping: the seller's country first, rates ascending. */
  rates: VatPart[];
  /** Gross of what is not taxable (gift vouchers sold). */
  untaxed: Cents;
  gross: Cents;
  net: Cents;
  vat: Cents;
}

/** The country and rate a line is taxed at (see the file comment); null rate: not taxable. */
export function lineVatRate(
  line: Pick<OrderVatLine, 'kind' | 'rate' | 'shipped'>,
  shipTo: string | null,
  oss: boolean,
): { country: string; rate: number | null } {
  if (line.kind === 'voucherSale') return { country: SELLER_COUNTRY, rate: null };
  const destination = shipTo?.toUpperCase() ?? null;
  const foreign =
    destination !== null && destination !== SELLER_COUNTRY ? OSS_RATES[destination] : undefined;
  if (line.kind === 'goods' && line.shipped !== false && oss && foreign && destination) {
    const standard = line.rate === SELLER_RATES.standard;
    return { country: destination, rate: standard ? foreign.standard : foreign.reduced };
  }
  return { country: SELLER_COUNTRY, rate: line.rate };
}

/**
 * Splits `amount` over `weights` in proportion, to the cent: each share rounded down, the
 * remainder one cent at a time to the largest fractional parts (the earlier on a tie). Works for
 * negative amounts too (by sign).
 */
export function splitInProportion(amount: Cents, weights: readonly number[]): Cents[] {
  const total = weights.reduce((sum, weight) => sum + Math.abs(weight), 0);
  if (weights.length === 0) return [];
  if (total === 0) {
    return weights.map((_, index) => (index === 0 ? amount : 0));
  }
  const sign = amount < 0 ? -1 : 1;
  const whole = Math.abs(amount);
  const exact = weights.map((weight) => (whole * Math.abs(weight)) / total);
  const shares = exact.map(Math.floor);
  let left = whole - shares.reduce((sum, share) => sum + share, 0);
  const order = exact
    .map((value, index) => ({ index, fraction: value - Math.floor(value) }))
    .sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left === 0) break;
    shares[index] = (shares[index] ?? 0) + 1;
    left -= 1;
  }
  return shares.map((share) => sign * share);
}

function part(country: string, rate: number | null, gross: Cents): VatPart {
  const vat = rate === null ? 0 : includedVat(gross, rate);
  return { country, rate, gross, net: gross - vat, vat };
}

function groupKey(country: string, rate: number): string {
  return `${country}|${rate}`;
}

/**
 * Gives each taxed entry its share of its group's VAT, in proportion to its gross. A group whose
 * entries have different signs (a credit note's credited lines and its cancellation fee) keeps each
 * entry's own rounding, and the cent that rounding leaves goes to the entry of the largest gross,
 * so the entries still add up to the group's VAT.
 */
function shareGroupVat(groups: readonly VatPart[], entries: VatPart[]): void {
  for (const group of groups) {
    const members = entries.filter(
      (entry) => entry.rate === group.rate && entry.country === group.country,
    );
    const positive = members.every((entry) => entry.gross >= 0);
    const negative = members.every((entry) => entry.gross <= 0);
    if (!positive && !negative) {
      const rest = group.vat - members.reduce((sum, entry) => sum + entry.vat, 0);
      const largest = members.reduce((best, entry) =>
        Math.abs(entry.gross) > Math.abs(best.gross) ? entry : best,
      );
      largest.vat += rest;
      largest.net = largest.gross - largest.vat;
      continue;
    }
    const shares = splitInProportion(
      group.vat,
      members.map((entry) => entry.gross),
    );
    members.forEach((entry, index) => {
      entry.vat = shares[index] ?? 0;
      entry.net = entry.gross - entry.vat;
    });
  }
}

/** The order's VAT (see the file comment). */
export function orderVat(input: OrderVatInput): OrderVat {
  const lines = input.lines.map((line) => {
    const taxed = lineVatRate(line, input.shipTo, input.oss);
    return { id: line.id, ...part(taxed.country, taxed.rate, line.gross) };
  });
  // The shipping follows the goods it ships, per (country, rate), in proportion to their gross.
  const goods = new Map<string, { country: string; rate: number; gross: Cents }>();
  input.lines.forEach((line, index) => {
    const taxed = lines[index];
    if (line.kind !== 'goods' || line.shipped === false || !taxed || taxed.rate === null) return;
    const key = groupKey(taxed.country, taxed.rate);
    const entry = goods.get(key) ?? { country: taxed.country, rate: taxed.rate, gross: 0 };
    entry.gross += line.gross;
    goods.set(key, entry);
  });
  let shipping: VatPart[] = [];
  if (input.shipping !== 0) {
    const groups = [...goods.values()].sort((a, b) => a.rate - b.rate);
    if (groups.length === 0) {
      shipping = [part(SELLER_COUNTRY, SELLER_RATES.standard, input.shipping)];
    } else {
      const shares = splitInProportion(
        input.shipping,
        groups.map((group) => group.gross),
      );
      shipping = groups
        .map((group, index) => part(group.country, group.rate, shares[index] ?? 0))
        .filter((share) => share.gross !== 0);
    }
  }
  const grossOf = new Map<string, { country: string; rate: number; gross: Cents }>();
  let untaxed = 0;
  for (const entry of [...lines, ...shipping]) {
    if (entry.rate === null) {
      untaxed += entry.gross;
      continue;
    }
    const key = groupKey(entry.country, entry.rate);
    const group = grossOf.get(key) ?? { country: entry.country, rate: entry.rate, gross: 0 };
    group.gross += entry.gross;
    grossOf.set(key, group);
  }
  const rates = [...grossOf.values()]
    .sort(
      (a, b) =>
        Number(a.country !== SELLER_COUNTRY) - Number(b.country !== SELLER_COUNTRY) ||
        a.country.localeCompare(b.country) ||
        a.rate - b.rate,
    )
    .map((group) => part(group.country, group.rate, group.gross));
  shareGroupVat(rates, [...lines, ...shipping]);
  const vat = rates.reduce((sum, rate) => sum + rate.vat, 0);
  const gross = rates.reduce((sum, rate) => sum + rate.gross, 0) + untaxed;
  return { lines, shipping, rates, untaxed, gross, net: gross - vat, vat };
}
