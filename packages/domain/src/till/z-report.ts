/**
 * The end-of-day report (Z report) of a shift: its transactions summed per payment type, per VAT
 * rate and per cashier, the cash expected in the drawer and the difference to what was counted.
 * Each transaction's VAT per rate is the one its receipt shows (the order's VAT, computed by the
 * invoice's rules, `orderVat`), so the report adds up its receipts to the cent. A cancellation
 * (storno) is a transaction of its own with negative amounts.
 */
import type { Cents } from '../money/cents';

/** A VAT rate's part of a transaction; `rate` null for what is not taxable (gift vouchers sold). */
export interface TillVatPart {
  rate: number | null;
  gross: Cents;
  net: Cents;
  vat: Cents;
}

/** What the Z report reads of a transaction (signed: a storno's amounts are negative). */
export interface TillFigures {
  kind: 'sale' | 'storno';
  cashierId: number;
  cashierName: string;
  cash: Cents;
  card: Cents;
  /** Paid with voucher codes (a means of payment, no VAT). */
  voucher: Cents;
  vat: readonly TillVatPart[];
}

export interface CashierFigures {
  cashierId: number;
  name: string;
  sales: number;
  stornos: number;
  total: Cents;
  cash: Cents;
  card: Cents;
  voucher: Cents;
}

export interface ZReportFigures {
  sales: number;
  stornos: number;
  /** Gross of all transactions (what the VAT parts add up to). */
  total: Cents;
  payments: { cash: Cents; card: Cents; voucher: Cents };
  /** Per rate, ascending, not taxable last. */
  vatRates: TillVatPart[];
  cashiers: CashierFigures[];
}

export interface ShiftCash {
  float: Cents;
  /** Cash the drawer should hold: the float plus the cash taken, less cash paid back. */
  expected: Cents;
  counted: Cents;
  /** counted − expected: negative when cash is missing. */
  difference: Cents;
}

export type ZReport = ZReportFigures & { cash: ShiftCash };

const byRate = (a: TillVatPart, b: TillVatPart) =>
  a.rate === null ? 1 : b.rate === null ? -1 : a.rate - b.rate;

/** Sums a shift's transactions per payment type, VAT rate and cashier. */
export function zReportFigures(transactions: readonly TillFigures[]): ZReportFigures {
  const rates = new Map<string, TillVatPart>();
  const cashiers = new Map<number, CashierFigures>();
  const payments = { cash: 0, card: 0, voucher: 0 };
  let sales = 0;
  let stornos = 0;
  let total = 0;
  for (const transaction of transactions) {
    if (transaction.kind === 'sale') sales += 1;
    else stornos += 1;
    payments.cash += transaction.cash;
    payments.card += transaction.card;
    payments.voucher += transaction.voucher;
    let gross = 0;
    for (const part of transaction.vat) {
      const key = String(part.rate);
      const sum = rates.get(key) ?? { rate: part.rate, gross: 0, net: 0, vat: 0 };
      sum.gross += part.gross;
      sum.net += part.net;
      sum.vat += part.vat;
      rates.set(key, sum);
      gross += part.gross;
    }
    total += gross;
    const cashier = cashiers.get(transaction.cashierId) ?? {
      cashierId: transaction.cashierId,
      name: transaction.cashierName,
      sales: 0,
      stornos: 0,
      total: 0,
      cash: 0,
      card: 0,
      voucher: 0,
    };
    if (transaction.kind === 'sale') cashier.sales += 1;
    else cashier.stornos += 1;
    cashier.total += gross;
    cashier.cash += transaction.cash;
    cashier.card += transaction.card;
    cashier.voucher += transaction.voucher;
    cashiers.set(transaction.cashierId, cashier);
  }
  return {
    sales,
    stornos,
    total,
    payments,
    vatRates: [...rates.values()].sort(byRate),
    cashiers: [...cashiers.values()].sort((a, b) => a.cashierId - b.cashierId),
  };
}

/** The cash a drawer should hold: its float plus the cash taken (cash paid back is negative). */
export function expectedCash(float: Cents, cashTaken: Cents): Cents {
  return float + cashTaken;
}

/** The shift's difference: counted − expected (negative: cash is missing, positive: too much). */
export function shiftDifference(counted: Cents, expected: Cents): Cents {
  return counted - expected;
}

/** The Z report of a shift closed with `counted` cents in the drawer. */
export function zReport(
  float: Cents,
  counted: Cents,
  transactions: readonly TillFigures[],
): ZReport {
  const figures = zReportFigures(transactions);
  const expected = expectedCash(float, figures.payments.cash);
  return {
    ...figures,
    cash: { float, expected, counted, difference: shiftDifference(counted, expected) },
  };
}

/** Checks a transaction's parts: its payments add up to the gross of its VAT parts. */
export function paidInFull(transaction: TillFigures): boolean {
  const gross = transaction.vat.reduce((sum, part) => sum + part.gross, 0);
  return transaction.cash + transaction.card + transaction.voucher === gross;
}
