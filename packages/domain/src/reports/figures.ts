/**
 * Sales figures of the back office's reports, pure: the server reads the booked
 * orders with their lines and refunds, these functions group them. Every amount is integer cents as
 * the shop stored it; nothing is recomputed from prices. What adds up:
 *
 * - an order's `sales` is what it took: its lines (tickets, tours, articles, gift vouchers), its
 *   shipping and its voucher-code lines (negative: a redeemed code pays part of the order), which sum
 *   to the order's total;
 * - its `refunds` are what was paid back, assigned to the lines, the shipping or, when a refund names
 *   no line, to "not assigned"; a cancellation fee the museum kept is revenue: it lowers the refunds
 *   (the row "cancellation fees"), and its VAT is the cancelled lines' (`cancellationFeeVatLines`);
 * - so in every report that splits sales (per period, product, payment type, partner) the rows' `total`
 *   (sales − refunds) sum to the orders' totals minus the refunds.
 *
 * Sales and their refunds count in the period of the booking. VAT is included in the prices and
 * comes from `orderVat` (docs/accounting.md "VAT"), the rule of the invoice and its credit notes:
 * per order and rate, as sold minus as paid back; shipping follows the goods it ships, a gift
 * voucher sold is not taxable, a voucher code redeemed is a means of payment (no VAT of its own: the
 * lines it paid for are taxed in full). So the VAT report's rows sum to the sales, and its VAT to
 * the sales report's.
 */
import { cancellationFeeVatLines } from '../money/cancellation-fee-vat';
import { orderVat, SELLER_COUNTRY, type OrderVat, type VatLineKind } from '../money/order-vat';
import { periodOf, periodsBetween, type ReportGrain } from './periods';

export const REPORT_COLUMNS = [
  'orders',
  'quantity',
  'sales',
  'refunds',
  'total',
  'netOfVat',
  'vat',
  'expected',
  'checkedIn',
] as const;
export type ReportColumn = (typeof REPORT_COLUMNS)[number];

/** Columns in cents (the others count orders, items or people). */
export const MONEY_COLUMNS: readonly ReportColumn[] = [
  'sales',
  'refunds',
  'total',
  'netOfVat',
  'vat',
];

/** Row keys with a meaning of their own; the back office names them in the staff member's language. */
export const SPECIAL_ROW_KEYS = [
  'shipping',
  'voucherCodes',
  'voucherSales',
  'unassignedRefunds',
  'cancellationFees',
  'none',
] as const;

export interface ReportRow {
  /** A period's first day, a product, a payment type id, a partner, a VAT rate or a slot. */
  key: string;
  /** Text to show; null when the back office names the row from its key. */
  label: string | null;
  /** A visitor row's slot, `YYYY-MM-DDTHH:mm` (venue time); null otherwise. */
  at: string | null;
  /** One value per column, in the order of `columns`. */
  values: number[];
}

export interface ReportTable {
  columns: ReportColumn[];
  rows: ReportRow[];
  /** Sum of each column over the rows. */
  totals: number[];
}

export interface SaleLine {
  id: number;
  /** Groups the lines of one product: `ticket:11`, `tourTicket:12`, `merchandise:3`, … */
  product: string;
  label: string;
  kind: 'product' | 'voucherCode';
  quantity: number;
  /** The line's total in cents (negative for a voucher-code line). */
  amount: number;
  vatRate: number;
  /** How the line is taxed (`orderVat`): an admission when not given. */
  vat?: VatLineKind;
  /** Goods shipped to the order's `shipTo`; false when handed over (at the desk). */
  shipped?: boolean;
}

/** What was paid back of an order: per line id, for the shipping, and not assigned to a line. */
export interface SaleRefund {
  lines: Readonly<Record<number, number>>;
  shipping: number;
  unassigned: number;
  /** Cancellation fees the museum kept, each with the lines it was kept from; none when absent. */
  fees?: readonly SaleFee[];
}

/** A cancellation fee kept of a refund (cents, positive) and the lines it cancelled. */
export interface SaleFee {
  amount: number;
  lineIds: readonly number[];
}

/** The cancellation fees kept of an order's refunds. */
export function feesKept(refund: SaleRefund): number {
  return (refund.fees ?? []).reduce((sum, fee) => sum + fee.amount, 0);
}

/** Where an order was made: the web shop or a sale at the desk of the back office. */
export const SALE_CHANNELS = ['web', 'desk'] as const;
export type SaleChannel = (typeof SALE_CHANNELS)[number];

/** How a desk sale was paid: cash in the till or the card terminal (no payment type, no provider). */
export const DESK_PAYMENT_KINDS = ['cash', 'card_terminal'] as const;
export type DeskPaymentKind = (typeof DESK_PAYMENT_KINDS)[number];

/** The payment report's row of a desk payment kind: `desk:cash`, `desk:card_terminal`. */
export function deskPaymentKey(kind: DeskPaymentKind): string {
  return `desk:${kind}`;
}

export interface SaleOrder {
  id: number;
  bookedAt: Date;
  channel: SaleChannel;
  /** The desk's payment kind; null for web orders (they have `payart`). */
  deskPayment: DeskPaymentKind | null;
  payart: number | null;
  partner: string | null;
  total: number;
  shipping: number;
  /** The country its goods were shipped to (ISO code); null when nothing was shipped. */
  shipTo?: string | null;
  lines: readonly SaleLine[];
  refund: SaleRefund;
}

/** An order's VAT as sold and as paid back (`orderVat`: the invoice's and credit notes' rule). */
export function saleOrderVat(
  order: SaleOrder,
  oss: boolean,
): { sold: OrderVat; refunded: OrderVat } {
  const products = order.lines.filter((line) => line.kind === 'product');
  const lines = (amount: (line: SaleLine) => number) =>
    products.map((line) => ({
      id: line.id,
      kind: line.vat ?? ('admission' as const),
      gross: amount(line),
      rate: line.vatRate,
      shipped: line.shipped ?? true,
    }));
  const shipTo = order.shipTo ?? null;
  const refunded = lines((line) => order.refund.lines[line.id] ?? 0);
  // A fee kept is not paid back: it lowers the refund of the lines it was kept from, at their VAT.
  const fees = (order.refund.fees ?? []).flatMap((fee) =>
    cancellationFeeVatLines(
      -fee.amount,
      refunded.filter((line) => fee.lineIds.includes(line.id)),
    ),
  );
  return {
    sold: orderVat({ lines: lines((line) => line.amount), shipping: order.shipping, shipTo, oss }),
    refunded: orderVat({
      lines: [...refunded, ...fees],
      shipping: order.refund.shipping,
      shipTo,
      oss,
    }),
  };
}

export const NO_REFUND: SaleRefund = { lines: {}, shipping: 0, unassigned: 0 };

/** A whole order paid back: every line, the shipping and the redeemed codes (given back to them). */
export function wholeRefund(order: Pick<SaleOrder, 'lines' | 'shipping'>): SaleRefund {
  return {
    lines: Object.fromEntries(order.lines.map((line) => [line.id, line.amount])),
    shipping: order.shipping,
    unassigned: 0,
  };
}

/** Everything paid back of an order (the fees kept are not). */
export function refundTotal(refund: SaleRefund): number {
  return (
    Object.values(refund.lines).reduce((sum, cents) => sum + cents, 0) +
    refund.shipping +
    refund.unassigned -
    feesKept(refund)
  );
}

function table(columns: ReportColumn[], rows: ReportRow[]): ReportTable {
  const totals = columns.map((_, index) =>
    rows.reduce((sum, row) => sum + (row.values[index] ?? 0), 0),
  );
  return { columns, rows, totals };
}

/** Adds `values` to the row `key` of `rows`, creating it first. */
function add(
  rows: Map<string, ReportRow>,
  key: string,
  label: string | null,
  values: readonly number[],
): void {
  let row = rows.get(key);
  if (!row) {
    row = { key, label, at: null, values: values.map(() => 0) };
    rows.set(key, row);
  }
  values.forEach((value, index) => {
    row.values[index] = (row.values[index] ?? 0) + value;
  });
}

const ORDER_COLUMNS: ReportColumn[] = ['orders', 'sales', 'refunds', 'total'];

function orderValues(order: SaleOrder): number[] {
  const refunds = refundTotal(order.refund);
  return [1, order.total, refunds, order.total - refunds];
}

/**
 * Sales per day, week or month of booking, with the VAT they contain (`saleOrderVat`); every period
 * of the range has a row, also an empty one.
 */
export function salesByPeriod(
  orders: readonly SaleOrder[],
  range: { from: string; to: string; grain: ReportGrain; timeZone: string },
  oss = false,
): ReportTable {
  const rows = new Map<string, ReportRow>();
  for (const period of periodsBetween(range.from, range.to, range.grain))
    add(rows, period, null, [0, 0, 0, 0, 0, 0]);
  for (const order of orders) {
    const values = orderValues(order);
    const { sold, refunded } = saleOrderVat(order, oss);
    const vat = sold.vat - refunded.vat;
    const total = values[3] ?? 0;
    add(rows, periodOf(order.bookedAt, range.grain, range.timeZone), null, [
      ...values,
      total - vat,
      vat,
    ]);
  }
  return table(
    [...ORDER_COLUMNS, 'netOfVat', 'vat'],
    [...rows.values()].sort((a, b) => a.key.localeCompare(b.key)),
  );
}

/** Refunds per period of the refunded sale; every period of the range has a row. */
export function refundsByPeriod(
  orders: readonly SaleOrder[],
  range: { from: string; to: string; grain: ReportGrain; timeZone: string },
): ReportTable {
  const rows = new Map<string, ReportRow>();
  for (const period of periodsBetween(range.from, range.to, range.grain))
    add(rows, period, null, [0, 0]);
  for (const order of orders) {
    const refunds = refundTotal(order.refund);
    if (refunds === 0) continue;
    add(rows, periodOf(order.bookedAt, range.grain, range.timeZone), null, [1, refunds]);
  }
  return table(
    ['orders', 'refunds'],
    [...rows.values()].sort((a, b) => a.key.localeCompare(b.key)),
  );
}

/**
 * Sales per payment type (`none`: nothing left to pay, e.g. a voucher code paid it all); desk sales
 * per payment kind (`desk:cash`, `desk:card_terminal`, named by the back office).
 */
export function salesByPayment(
  orders: readonly SaleOrder[],
  labelOf: (payart: number) => string | null,
): ReportTable {
  const rows = new Map<string, ReportRow>();
  for (const order of orders) {
    if (order.deskPayment !== null) {
      add(rows, deskPaymentKey(order.deskPayment), null, orderValues(order));
      continue;
    }
    const key = order.payart === null ? 'none' : String(order.payart);
    add(rows, key, order.payart === null ? null : labelOf(order.payart), orderValues(order));
  }
  return table(ORDER_COLUMNS, byTotal([...rows.values()], 3));
}

/** Sales per channel (`web`, `desk`, named by the back office); both rows, also an empty one. */
export function salesByChannel(orders: readonly SaleOrder[]): ReportTable {
  const rows = new Map<string, ReportRow>();
  for (const channel of SALE_CHANNELS) add(rows, channel, null, [0, 0, 0, 0]);
  for (const order of orders) add(rows, order.channel, null, orderValues(order));
  return table(ORDER_COLUMNS, [...rows.values()]);
}

/** Sales per partner the shop kept with the order (`none`: sold without a partner). */
export function salesByPartner(orders: readonly SaleOrder[]): ReportTable {
  const rows = new Map<string, ReportRow>();
  for (const order of orders) {
    const partner = order.partner?.trim() || null;
    add(rows, partner === null ? 'none' : `partner:${partner}`, partner, orderValues(order));
  }
  return table(ORDER_COLUMNS, byTotal([...rows.values()], 3));
}

/** Largest `column` first; the special rows (shipping, codes, none, …) after the others. */
function byTotal(rows: ReportRow[], column: number): ReportRow[] {
  const special = (row: ReportRow) => (SPECIAL_ROW_KEYS as readonly string[]).includes(row.key);
  return rows.sort(
    (a, b) =>
      Number(special(a)) - Number(special(b)) ||
      (b.values[column] ?? 0) - (a.values[column] ?? 0) ||
      a.key.localeCompare(b.key),
  );
}

/**
 * Sales per product and ticket type, then the shipping, the voucher-code payments and the refunds
 * not assigned to a line, so that the rows sum to the orders.
 */
export function salesByProduct(orders: readonly SaleOrder[]): ReportTable {
  const rows = new Map<string, ReportRow>();
  for (const order of orders) {
    for (const line of order.lines) {
      const refunded = order.refund.lines[line.id] ?? 0;
      const key = line.kind === 'voucherCode' ? 'voucherCodes' : line.product;
      const label = line.kind === 'voucherCode' ? null : line.label;
      const quantity = line.kind === 'voucherCode' ? 1 : line.quantity;
      add(rows, key, label, [quantity, line.amount, refunded, line.amount - refunded]);
    }
    if (order.shipping !== 0 || order.refund.shipping !== 0) {
      const refunded = order.refund.shipping;
      add(rows, 'shipping', null, [
        order.shipping === 0 ? 0 : 1,
        order.shipping,
        refunded,
        order.shipping - refunded,
      ]);
    }
    if (order.refund.unassigned !== 0) {
      add(rows, 'unassignedRefunds', null, [
        0,
        0,
        order.refund.unassigned,
        -order.refund.unassigned,
      ]);
    }
    // The lines count as paid back whole; the fees kept come back as revenue in a row of their own.
    const fees = feesKept(order.refund);
    if (fees !== 0) add(rows, 'cancellationFees', null, [0, 0, -fees, fees]);
  }
  return table(['quantity', 'sales', 'refunds', 'total'], byTotal([...rows.values()], 1));
}

/** The VAT report's key of a rate: `7` for the seller's country, `AT:10` for another's. */
export function vatRowKey(country: string, rate: number): string {
  return country === SELLER_COUNTRY ? String(rate) : `${country}:${rate}`;
}

/**
 * Sales per VAT rate (and country, under the one-stop-shop), each order's VAT as its invoice and
 * credit notes state it (`saleOrderVat`); then the gift vouchers sold (not taxable), the voucher-code
 * payments and the refunds not assigned to a line, so that the rows sum to the sales.
 */
export function vatByRateReport(orders: readonly SaleOrder[], oss = false): ReportTable {
  const rows = new Map<string, ReportRow>();
  const taxed: { key: string; country: string; rate: number }[] = [];
  // [sales, refunds, total, netOfVat, vat] of a row.
  const addTo = (key: string, sales: number, refunds: number, vat: number) =>
    add(rows, key, null, [sales, refunds, sales - refunds, sales - refunds - vat, vat]);
  for (const order of orders) {
    const { sold, refunded } = saleOrderVat(order, oss);
    for (const [parts, refund] of [
      [sold.rates, false],
      [refunded.rates, true],
    ] as const) {
      for (const part of parts) {
        if (part.rate === null || part.gross === 0) continue;
        const key = vatRowKey(part.country, part.rate);
        if (!taxed.some((entry) => entry.key === key)) {
          taxed.push({ key, country: part.country, rate: part.rate });
        }
        if (refund) addTo(key, 0, part.gross, -part.vat);
        else addTo(key, part.gross, 0, part.vat);
      }
    }
    if (sold.untaxed !== 0 || refunded.untaxed !== 0) {
      addTo('voucherSales', sold.untaxed, refunded.untaxed, 0);
    }
    for (const line of order.lines) {
      if (line.kind !== 'voucherCode') continue;
      addTo('voucherCodes', line.amount, order.refund.lines[line.id] ?? 0, 0);
    }
    if (order.refund.unassigned !== 0) addTo('unassignedRefunds', 0, order.refund.unassigned, 0);
  }
  const rank = (key: string) => {
    const index = taxed.findIndex((entry) => entry.key === key);
    return index < 0 ? Number.MAX_SAFE_INTEGER : 0;
  };
  const byRate = (a: ReportRow, b: ReportRow) => {
    const left = taxed.find((entry) => entry.key === a.key);
    const right = taxed.find((entry) => entry.key === b.key);
    if (!left || !right) return rank(a.key) - rank(b.key) || a.key.localeCompare(b.key);
    return (
      Number(left.country !== SELLER_COUNTRY) - Number(right.country !== SELLER_COUNTRY) ||
      left.country.localeCompare(right.country) ||
      left.rate - right.rate
    );
  };
  return table(['sales', 'refunds', 'total', 'netOfVat', 'vat'], [...rows.values()].sort(byRate));
}

/** An issued admission (a barcode) of a booked, not refunded order. */
export interface Admission {
  /** The slot, `YYYY-MM-DDTHH:mm` in venue time (a day ticket: the day at 00:00). */
  at: string;
  product: string;
  label: string;
  /** People the barcode admits. */
  admits: number;
  checkedIn: boolean;
}

/** Visitors expected and checked in per time slot and product, earliest slot first. */
export function visitorsBySlot(admissions: readonly Admission[]): ReportTable {
  const rows = new Map<string, ReportRow>();
  for (const admission of admissions) {
    const key = `${admission.at}|${admission.product}`;
    add(rows, key, admission.label, [admission.admits, admission.checkedIn ? admission.admits : 0]);
    const row = rows.get(key);
    if (row) row.at = admission.at;
  }
  return table(
    ['expected', 'checkedIn'],
    [...rows.values()].sort((a, b) => a.key.localeCompare(b.key)),
  );
}
