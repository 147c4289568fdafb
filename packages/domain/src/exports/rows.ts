/**
 * The rows of the accountant's exports (docs/accounting.md "Exports"): orders, order lines, money
 * movements (payments, refunds, voucher codes, chargebacks) and numbered documents (invoices,
 * cancellation invoices, credit notes). Each sheet is a list of typed columns; the server writes the
 * same rows as CSV and as a workbook. Every VAT figure comes from `orderVat`.
 */
import type { Cents } from '../money/cents';
import { cancellationFeeVatLines } from '../money/cancellation-fee-vat';
import { orderVat, type OrderVat, type OrderVatLine } from '../money/order-vat';
import { orderVatLineOf, vatKindOf, type OrderLineType } from '../money/order-vat-line';

/** The types of an order line as the orders slice stores them. */
export type ExportLineType = OrderLineType;

export interface ExportLine {
  id: number;
  type: ExportLineType;
  productKind: number | null;
  /** A merchandise line's article needs shipping. */
  needsShipping: boolean;
  name: string;
  count: number;
  unitPrice: Cents;
  /** The line's gross (a voucher code's line is what it paid, negative). */
  total: Cents;
  /** The catalog's VAT rate in percent. */
  vatRate: number;
  cancelled: boolean;
}

export interface ExportOrder {
  id: number;
  number: string;
  bookedAt: Date;
  channel: 'web' | 'desk';
  status: string;
  /** The payment type's name (web) or the desk's kind of payment. */
  payment: string;
  /** The shipping address's country, else the billing country (web orders); null at the desk. */
  shipTo: string | null;
  shipping: Cents;
  total: Cents;
  lines: ExportLine[];
  /**
   * A credit note's cancellation fee the museum keeps (positive, beside its negative lines), taxed
   * as the lines it was kept from (`cancellationFeeVatLines`); absent or 0 elsewhere.
   */
  fee?: Cents;
}

/** The taxed lines of an order (voucher codes are a means of payment: none). */
function taxedLines(order: ExportOrder): OrderVatLine[] {
  const lines: OrderVatLine[] = [];
  for (const line of order.lines) {
    const taxed = orderVatLineOf(
      {
        id: line.id,
        type: line.type,
        productKind: line.productKind,
        needsShipping: line.needsShipping,
        gross: line.total,
        rate: line.vatRate,
      },
      order.channel,
    );
    if (taxed) lines.push(taxed);
  }
  return lines;
}

/** The `orderVat` lines of a credit note's cancellation fee (none without a fee). */
export function exportFeeLines(order: ExportOrder): OrderVatLine[] {
  return cancellationFeeVatLines(order.fee ?? 0, taxedLines(order));
}

/**
 * The VAT of an order at its booking (`orderVat` over its lines but voucher codes), or of a
 * document's part of it with a credit note's cancellation fee; a desk order ships nothing.
 */
export function exportOrderVat(order: ExportOrder, oss: boolean): OrderVat {
  return orderVat({
    lines: [...taxedLines(order), ...exportFeeLines(order)],
    shipping: order.shipping,
    shipTo: order.channel === 'desk' ? null : order.shipTo,
    oss,
  });
}

/** What voucher codes paid of an order (positive cents). */
export function voucherCodesPaid(order: ExportOrder): Cents {
  return order.lines
    .filter((line) => line.type === 'voucherCode')
    .reduce((sum, line) => sum + Math.abs(line.total), 0);
}

/** How a column's cells are typed: text, a day, an instant, cents, a count, a percentage. */
export type ExportCellType = 'text' | 'date' | 'dateTime' | 'money' | 'integer' | 'percent';
export type ExportCell = string | number | Date | null;

export interface ExportColumn {
  key: string;
  /** The header (English, stable: the accountant's import maps it). */
  header: string;
  type: ExportCellType;
  /** Width in characters in the workbook. */
  width: number;
}

export interface ExportSheet {
  kind: ExportSheetKind;
  /** The workbook sheet's name. */
  title: string;
  columns: readonly ExportColumn[];
}

export const EXPORT_SHEET_KINDS = ['orders', 'lines', 'payments', 'documents'] as const;
export type ExportSheetKind = (typeof EXPORT_SHEET_KINDS)[number];

const text = (key: string, header: string, width = 14): ExportColumn => ({
  key,
  header,
  type: 'text',
  width,
});
const money = (key: string, header: string): ExportColumn => ({
  key,
  header,
  type: 'money',
  width: 13,
});

export const EXPORT_SHEETS: Readonly<Record<ExportSheetKind, ExportSheet>> = {
  orders: {
    kind: 'orders',
    title: 'Orders',
    columns: [
      text('order', 'Order'),
      { key: 'bookedAt', header: 'Booked', type: 'dateTime', width: 18 },
      text('channel', 'Channel', 8),
      text('status', 'Status', 14),
      text('payment', 'Payment', 22),
      text('shipTo', 'Ship to', 8),
      money('gross', 'Gross'),
      money('net', 'Net'),
      money('vat', 'VAT'),
      money('untaxed', 'Not taxable'),
      money('shipping', 'Shipping'),
      money('voucherCodes', 'Paid by voucher codes'),
      money('total', 'To pay'),
    ],
  },
  lines: {
    kind: 'lines',
    title: 'Order lines',
    columns: [
      text('order', 'Order'),
      { key: 'bookedAt', header: 'Booked', type: 'dateTime', width: 18 },
      { key: 'line', header: 'Line', type: 'integer', width: 9 },
      text('type', 'Type', 12),
      text('kind', 'VAT kind', 12),
      text('name', 'Name', 36),
      { key: 'count', header: 'Quantity', type: 'integer', width: 9 },
      money('unitPrice', 'Unit price'),
      money('gross', 'Gross'),
      text('vatCountry', 'VAT country', 8),
      { key: 'vatRate', header: 'VAT rate', type: 'percent', width: 9 },
      money('net', 'Net'),
      money('vat', 'VAT'),
      text('cancelled', 'Cancelled', 9),
    ],
  },
  payments: {
    kind: 'payments',
    title: 'Payments and refunds',
    columns: [
      text('order', 'Order'),
      { key: 'at', header: 'Date', type: 'dateTime', width: 18 },
      text('kind', 'Kind', 14),
      text('payment', 'Payment', 22),
      money('amount', 'Amount'),
      text('reference', 'Reference', 28),
    ],
  },
  documents: {
    kind: 'documents',
    title: 'Invoices and credit notes',
    columns: [
      text('document', 'Document'),
      text('kind', 'Kind', 13),
      { key: 'issuedAt', header: 'Issued', type: 'dateTime', width: 18 },
      text('order', 'Order'),
      text('refersTo', 'Refers to'),
      text('vatCountry', 'VAT country', 8),
      { key: 'vatRate', header: 'VAT rate', type: 'percent', width: 9 },
      money('gross', 'Gross'),
      money('net', 'Net'),
      money('vat', 'VAT'),
    ],
  },
};

export type ExportRow = Record<string, ExportCell>;

/** The order's row of the orders sheet. */
export function orderRow(order: ExportOrder, vat: OrderVat): ExportRow {
  return {
    order: order.number,
    bookedAt: order.bookedAt,
    channel: order.channel,
    status: order.status,
    payment: order.payment,
    shipTo: order.channel === 'desk' ? null : order.shipTo,
    gross: vat.gross,
    net: vat.net,
    vat: vat.vat,
    untaxed: vat.untaxed,
    shipping: order.shipping,
    voucherCodes: voucherCodesPaid(order),
    total: order.total,
  };
}

/**
 * The order's rows of the lines sheet: each line with the VAT `orderVat` gives it, a voucher code as
 * a means of payment (no VAT), and the shipping once per (country, rate) it is split over.
 */
export function lineRows(order: ExportOrder, vat: OrderVat): ExportRow[] {
  const vatOf = new Map(vat.lines.map((part) => [part.id, part]));
  const rows: ExportRow[] = order.lines.map((line) => {
    const part = vatOf.get(line.id);
    return {
      order: order.number,
      bookedAt: order.bookedAt,
      line: line.id,
      type: line.type,
      kind: vatKindOf(line.type, line.productKind) ?? 'payment',
      name: line.name,
      count: line.count,
      unitPrice: line.unitPrice,
      gross: line.total,
      vatCountry: part && part.rate !== null ? part.country : null,
      vatRate: part ? part.rate : null,
      net: part ? part.net : null,
      vat: part ? part.vat : null,
      cancelled: line.cancelled ? 'yes' : 'no',
    };
  });
  for (const part of vat.shipping) {
    rows.push({
      order: order.number,
      bookedAt: order.bookedAt,
      line: null,
      type: 'shipping',
      kind: 'shipping',
      name: 'Shipping',
      count: 1,
      unitPrice: part.gross,
      gross: part.gross,
      vatCountry: part.country,
      vatRate: part.rate,
      net: part.net,
      vat: part.vat,
      cancelled: 'no',
    });
  }
  return rows;
}

/** A movement of money of an order: a payment, a refund, a voucher code's use or a chargeback. */
export interface MoneyMovement {
  order: string;
  at: Date;
  kind: 'payment' | 'voucherCode' | 'refund' | 'voucherReturned' | 'chargeback';
  payment: string;
  /** Cents in (positive) or out (negative). */
  amount: Cents;
  reference: string;
}

export function paymentRow(movement: MoneyMovement): ExportRow {
  return { ...movement };
}

export type ExportDocumentKind = 'invoice' | 'cancellation' | 'creditNote';

export interface ExportDocument {
  /** The printed number (`RE-000001`). */
  number: string;
  kind: ExportDocumentKind;
  issuedAt: Date;
  order: string;
  refersTo: string | null;
  /** The document's VAT (`orderVat` of its lines and shipping, negative on a credit note). */
  vat: OrderVat;
}

/** A document's rows: one per (country, rate) of its VAT, and one for what is not taxable. */
export function documentRows(document: ExportDocument): ExportRow[] {
  const base = {
    document: document.number,
    kind: document.kind,
    issuedAt: document.issuedAt,
    order: document.order,
    refersTo: document.refersTo,
  };
  const rows: ExportRow[] = document.vat.rates.map((part) => ({
    ...base,
    vatCountry: part.country,
    vatRate: part.rate,
    gross: part.gross,
    net: part.net,
    vat: part.vat,
  }));
  if (document.vat.untaxed !== 0 || rows.length === 0) {
    rows.push({
      ...base,
      vatCountry: null,
      vatRate: null,
      gross: document.vat.untaxed,
      net: document.vat.untaxed,
      vat: 0,
    });
  }
  return rows;
}

/** A row as the CSV writer's cells: money in units with two decimals, days as `YYYY-MM-DD`. */
export function csvCells(
  columns: readonly ExportColumn[],
  row: ExportRow,
  timeZoneDate: (at: Date) => string,
): (string | { number: number; decimals?: number })[] {
  return columns.map((column) => {
    const value = row[column.key] ?? null;
    if (value === null) return '';
    if (value instanceof Date) return timeZoneDate(value);
    if (typeof value === 'string') return value;
    if (column.type === 'money') return { number: value, decimals: 2 };
    if (column.type === 'percent') return { number: Math.round(value * 100), decimals: 2 };
    return { number: value };
  });
}

/** What a numbered document covers of its order (the orders slice's `invoice_documents`). */
export interface DocumentCover {
  kind: ExportDocumentKind;
  /** The lines it names; empty on an order's first invoice (all its lines). */
  itemIds: readonly number[];
  /** A credit note's cents paid back through the provider; a covering invoice's amount. */
  amount: Cents;
  /** Cents given back onto (credit note) or paid by (covering invoice) voucher codes. */
  voucherAmount: Cents;
  /** A credit note's cancellation fee kept by the museum (0 or absent: none). */
  fee?: Cents;
}

/**
 * The part of an order a document shows, as an order whose lines carry the document's sign (an
 * invoice +, a cancellation invoice or credit note −), as the printed document computes it: an
 * order's first invoice covers every line and the order's shipping; a document naming lines covers
 * those, and the shipping is what its amount holds beyond them. A credit note's cancellation fee
 * is kept beside its lines (`fee`): its total is what it paid back.
 */
export function documentOrder(order: ExportOrder, cover: DocumentCover): ExportOrder {
  const sign = cover.kind === 'invoice' ? 1 : -1;
  const all = cover.kind === 'invoice' && cover.itemIds.length === 0;
  const named = new Set(cover.itemIds);
  const lines = order.lines.filter(
    (line) => line.type !== 'voucherCode' && (all || named.has(line.id)),
  );
  const linesGross = lines.reduce((sum, line) => sum + line.total, 0);
  const fee = cover.kind === 'creditNote' ? Math.max(0, cover.fee ?? 0) : 0;
  // A credit note's lines and shipping are what it paid back plus the fee the museum kept.
  const paid =
    cover.kind === 'creditNote' ? cover.amount + cover.voucherAmount + fee : cover.amount;
  const shipping = all
    ? order.shipping
    : cover.kind === 'cancellation' && cover.itemIds.length === 0
      ? order.shipping
      : Math.max(0, paid - linesGross);
  return {
    ...order,
    // `|| 0`: a zero stays +0 (a negative zero would read as a credit of nothing).
    shipping: sign * shipping || 0,
    total: sign * (linesGross + shipping) + fee || 0,
    lines: lines.map((line) => ({ ...line, total: sign * line.total })),
    fee,
  };
}
