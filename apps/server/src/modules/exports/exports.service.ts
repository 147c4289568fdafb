/**
 * The accountant's exports (docs/accounting.md): the orders slice's booked orders, movements of money
 * and numbered documents of a range of the museum's days, read a page at a time and written as they
 * are read — CSV (`@foyer/domain` `csv`), one workbook (exceljs's streaming writer, a sheet per
 * kind), the DATEV booking batch (Windows-1252) and a ZIP of the documents' PDFs (archiver). Every
 * VAT figure is `orderVat`'s (`exportOrderVat`).
 */
import {
  SELLER_COUNTRY,
  addDays,
  csvNumber,
  csvStyleFor,
  csvText,
  datevColumnLine,
  datevCreditNoteBookings,
  datevHeader,
  datevLine,
  datevOrderBookings,
  documentOrder,
  documentRows,
  exportOrderVat,
  inOneFiscalYear,
  isDatevGap,
  lineRows,
  moneyAccountOf,
  orderRow,
  paymentRow,
  revenueAccountOf,
  vatKindOf,
  venueDateTime,
  venueDayStart,
  EXPORT_SHEETS,
  EXPORT_SHEET_KINDS,
  type CsvStyle,
  type ExportColumn,
  type ExportOrder,
  type ExportRow,
  type ExportSheetKind,
  type MoneyMovement,
} from '@foyer/domain';
import type { ExportQuery } from '@foyer/domain/admin-contract';
import archiver from 'archiver';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';
import { PassThrough } from 'node:stream';
import { datevSettingsOf, ossOf } from '../../config/accounting';
import type { FoyerConfig } from '../../config/schema';
import type { Db } from '../../db/client';
import { failed, success, type Outcome } from '../../outcome';
import { numberedDocumentPdf } from '../fulfilment';
import {
  documentNumber,
  documentsByIds,
  documentsIssuedPage,
  exportOrdersByIds,
  exportOrdersPage,
  moneyMovementsPage,
  soldRatesBetween,
  type ExportOrderRow,
  type InvoiceDocumentRow,
  type MoneyMovementRow,
} from '../orders';

export interface ExportDeps {
  db: Db;
  config: FoyerConfig;
  clock: { now(): Date };
}

/** Rows read per query: small enough to hold, large enough to be quick. */
export const EXPORT_PAGE_SIZE = 500;

interface Range {
  start: Date;
  end: Date;
}

function rangeOf(query: ExportQuery, timeZone: string): Range {
  return {
    start: venueDayStart(query.from, timeZone),
    end: venueDayStart(addDays(query.to, 1), timeZone),
  };
}

/** The payment's name: the web payment type's in `language` (else English), or the desk's kind. */
function paymentNameOf(
  config: FoyerConfig,
  language: string,
): (row: Pick<ExportOrderRow, 'channel' | 'payart' | 'deskPayment'>) => string {
  return (row) => {
    if (row.channel === 'desk') {
      return row.deskPayment === 'card_terminal' ? 'Desk card terminal' : 'Desk cash';
    }
    const type = config.server.payments.types.find((entry) => entry.payartId === row.payart);
    if (!type) return row.payart === null ? 'None' : `Payment type ${row.payart}`;
    const names = type.i18n as Partial<Record<string, string>>;
    return names[language] ?? names.en ?? Object.values(names)[0] ?? `Payment type ${row.payart}`;
  };
}

function exportOrderOf(row: ExportOrderRow, payment: string): ExportOrder {
  return {
    id: row.id,
    number: row.number,
    bookedAt: row.bookedAt,
    channel: row.channel,
    status: row.status,
    payment,
    shipTo: row.country,
    shipping: row.shippingCost,
    total: row.total,
    lines: row.items.map((item) => ({
      id: item.id,
      type: item.type,
      productKind: item.productKind,
      needsShipping: item.needsShipping,
      name: item.name,
      count: item.count,
      unitPrice: item.unitPrice,
      total: item.totalPrice,
      vatRate: item.vatValue,
      cancelled: item.cancelled,
    })),
  };
}

async function* pages<T extends { id: number }>(
  read: (afterId: number) => Promise<T[]>,
): AsyncGenerator<T[]> {
  let afterId = 0;
  for (;;) {
    const page = await read(afterId);
    if (page.length === 0) return;
    yield page;
    const last = page[page.length - 1];
    if (!last || page.length < EXPORT_PAGE_SIZE) return;
    afterId = last.id;
  }
}

const MOVEMENT_KIND: Record<MoneyMovementRow['kind'], MoneyMovement['kind']> = {
  capture: 'payment',
  voucherUsed: 'voucherCode',
  refundDone: 'refund',
  refundOutside: 'refund',
  disputeLost: 'chargeback',
};

/** A ledger entry as the rows of the payments sheet (a refund's voucher part on its own row). */
function movementsOf(row: MoneyMovementRow, payment: string): MoneyMovement[] {
  const kind = MOVEMENT_KIND[row.kind];
  const base = { order: row.orderNumber, at: row.at, reference: row.reference ?? '' };
  if (kind === 'voucherCode')
    return [{ ...base, kind, payment: 'Voucher code', amount: row.amount }];
  if (kind === 'refund') {
    const out: MoneyMovement[] = [];
    if (row.amount !== 0) out.push({ ...base, kind, payment, amount: -row.amount });
    if (row.voucherAmount !== 0) {
      out.push({
        ...base,
        kind: 'voucherReturned',
        payment: 'Voucher code',
        amount: -row.voucherAmount,
      });
    }
    return out;
  }
  if (kind === 'chargeback') return [{ ...base, kind, payment, amount: -row.amount }];
  return [{ ...base, kind, payment, amount: row.amount }];
}

/** The rows of one sheet, a page at a time. */
async function* sheetRows(
  deps: ExportDeps,
  sheet: ExportSheetKind,
  range: Range,
  language: string,
): AsyncGenerator<ExportRow[]> {
  const paymentName = paymentNameOf(deps.config, language);
  const oss = ossOf(deps.config);
  if (sheet === 'orders' || sheet === 'lines') {
    for await (const page of pages((afterId) =>
      exportOrdersPage(deps.db, range, afterId, EXPORT_PAGE_SIZE),
    )) {
      yield page.flatMap((row) => {
        const order = exportOrderOf(row, paymentName(row));
        const vat = exportOrderVat(order, oss);
        return sheet === 'orders' ? [orderRow(order, vat)] : lineRows(order, vat);
      });
    }
    return;
  }
  if (sheet === 'payments') {
    for await (const page of pages((afterId) =>
      moneyMovementsPage(deps.db, range, afterId, EXPORT_PAGE_SIZE),
    )) {
      yield page.flatMap((row) =>
        movementsOf(
          row,
          paymentName({ channel: row.channel, payart: row.payart, deskPayment: row.provider }),
        ).map(paymentRow),
      );
    }
    return;
  }
  for await (const page of documentPages(deps, range)) {
    yield page.flatMap(({ document, order, refersTo }) =>
      documentRows({
        number: documentNumber(document.kind, document.number),
        kind: document.kind,
        issuedAt: document.issuedAt,
        order: order.number,
        refersTo,
        vat: exportOrderVat(documentOrder(order, document), oss),
      }),
    );
  }
}

interface DocumentWithOrder {
  document: InvoiceDocumentRow;
  order: ExportOrder;
  orderRow: ExportOrderRow;
  refersTo: string | null;
}

/** The documents issued in the range with their orders, a page at a time. */
async function* documentPages(deps: ExportDeps, range: Range): AsyncGenerator<DocumentWithOrder[]> {
  const paymentName = paymentNameOf(deps.config, 'en');
  for await (const page of pages((afterId) =>
    documentsIssuedPage(deps.db, range, afterId, EXPORT_PAGE_SIZE),
  )) {
    const orders = new Map(
      (await exportOrdersByIds(deps.db, [...new Set(page.map((row) => row.orderId))])).map(
        (row) => [row.id, row],
      ),
    );
    const referred = new Map(
      (
        await documentsByIds(
          deps.db,
          page.flatMap((row) => (row.refersToId === null ? [] : [row.refersToId])),
        )
      ).map((row) => [row.id, row]),
    );
    yield page.flatMap((document) => {
      const row = orders.get(document.orderId);
      if (!row) return [];
      const refers = document.refersToId === null ? null : referred.get(document.refersToId);
      return [
        {
          document,
          order: exportOrderOf(row, paymentName(row)),
          orderRow: row,
          refersTo: refers ? documentNumber(refers.kind, refers.number) : null,
        },
      ];
    });
  }
}

/** A cell of the workbook: money in euro, times in the museum's time zone as the sheet's dates. */
function workbookCell(column: ExportColumn, row: ExportRow, timeZone: string): unknown {
  const value = row[column.key] ?? null;
  if (value === null) return null;
  if (value instanceof Date) return new Date(`${venueDateTime(value, timeZone)}Z`);
  if (typeof value === 'number' && column.type === 'money') return value / 100;
  return value;
}

const NUMBER_FORMATS: Partial<Record<ExportColumn['type'], string>> = {
  money: '#,##0.00 "€";-#,##0.00 "€"',
  dateTime: 'yyyy-mm-dd hh:mm',
  date: 'yyyy-mm-dd',
  integer: '0',
};

function csvLine(
  columns: readonly ExportColumn[],
  row: ExportRow,
  style: CsvStyle,
  timeZone: string,
): string {
  return `${columns
    .map((column) => {
      const value = row[column.key] ?? null;
      if (value === null) return '';
      if (value instanceof Date) return csvText(venueDateTime(value, timeZone).replace('T', ' '));
      if (typeof value === 'string') return csvText(value);
      if (column.type === 'money') return csvNumber(value, 2, style);
      if (column.type === 'percent') return csvNumber(Math.round(value * 100), 2, style);
      return csvNumber(value, 0, style);
    })
    .join(style.separator)}\r\n`;
}

export interface ExportFile {
  fileName: string;
  content: AsyncIterable<Uint8Array>;
}

const span = (query: ExportQuery) => `${query.from}_${query.to}`;

/** One sheet as CSV in the staff member's spreadsheet style (`csvStyleFor`), UTF-8 with BOM. */
export function csvExport(
  deps: ExportDeps,
  sheet: ExportSheetKind,
  query: ExportQuery,
  language: string,
): ExportFile {
  const { columns } = EXPORT_SHEETS[sheet];
  const style = csvStyleFor(language);
  const timeZone = deps.config.server.timeZone;
  const range = rangeOf(query, timeZone);
  async function* write(): AsyncGenerator<Uint8Array> {
    yield Buffer.from(
      `\uFEFF${columns.map((column) => csvText(column.header)).join(style.separator)}\r\n`,
    );
    for await (const rows of sheetRows(deps, sheet, range, language)) {
      yield Buffer.from(rows.map((row) => csvLine(columns, row, style, timeZone)).join(''));
    }
  }
  return { fileName: `foyer-${sheet}-${span(query)}.csv`, content: write() };
}

/**
 * The four sheets as one workbook, written sheet after sheet while the rows are read (each sheet's
 * rows go out as they come: exceljs's streaming writer keeps only the current row).
 */
export function workbookExport(deps: ExportDeps, query: ExportQuery, language: string): ExportFile {
  const timeZone = deps.config.server.timeZone;
  const range = rangeOf(query, timeZone);
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Foyer';
  async function write(): Promise<void> {
    for (const kind of EXPORT_SHEET_KINDS) {
      const { title, columns } = EXPORT_SHEETS[kind];
      const sheet = workbook.addWorksheet(title, { views: [{ state: 'frozen', ySplit: 1 }] });
      sheet.columns = columns.map((column) => {
        const numFmt = NUMBER_FORMATS[column.type];
        return {
          header: column.header,
          key: column.key,
          width: column.width,
          ...(numFmt ? { style: { numFmt } } : {}),
        };
      });
      sheet.getRow(1).font = { bold: true };
      for await (const rows of sheetRows(deps, kind, range, language)) {
        for (const row of rows) {
          sheet.addRow(columns.map((column) => workbookCell(column, row, timeZone))).commit();
        }
        // Let the rows written so far leave before the next page is read.
        if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
      }
      sheet.commit();
    }
    await workbook.commit();
  }
  write().catch((error: unknown) =>
    out.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return { fileName: `foyer-export-${span(query)}.xlsx`, content: out };
}

const DATEV_FISCAL_YEAR = {
  kind: 'refused',
  code: 'DATEV_FISCAL_YEAR',
  message: 'A DATEV batch covers one fiscal year: choose a range that does not cross its start',
} as const;

/**
 * The DATEV booking batch of the range: orders booked in it and credit notes issued in it. Refused
 * (422) when the range crosses a fiscal year's start or a rate sold in it has no account.
 */
export async function datevExport(
  deps: ExportDeps,
  query: ExportQuery,
): Promise<Outcome<ExportFile>> {
  const settings = datevSettingsOf(deps.config);
  if (!inOneFiscalYear(query.from, query.to, settings.fiscalYearStart)) {
    return failed(DATEV_FISCAL_YEAR);
  }
  const timeZone = deps.config.server.timeZone;
  const range = rangeOf(query, timeZone);
  const missing = new Set<string>();
  for (const sold of await soldRatesBetween(deps.db, range)) {
    const kind = vatKindOf(sold.type, sold.productKind);
    if (kind === null || kind === 'voucherSale') continue;
    const kinds = kind === 'goods' ? (['goods', 'shipping'] as const) : ([kind] as const);
    for (const each of kinds) {
      if (!revenueAccountOf(settings, each, SELLER_COUNTRY, sold.rate, SELLER_COUNTRY)) {
        missing.add(`${each} ${sold.rate} %`);
      }
    }
  }
  if (missing.size > 0) {
    return failed({
      kind: 'refused',
      code: 'DATEV_ACCOUNT_MISSING',
      message: `No revenue account in server.accounting.revenue for: ${[...missing].join(', ')}`,
    });
  }
  const oss = ossOf(deps.config);
  const encode = (lines: string[]) =>
    iconv.encode(lines.map((line) => `${line}\r\n`).join(''), 'win1252');
  async function* write(): AsyncGenerator<Uint8Array> {
    const created = venueDateTime(deps.clock.now(), timeZone);
    yield encode([datevHeader(settings, query, `${created}.000`), datevColumnLine()]);
    for await (const page of pages((afterId) =>
      exportOrdersPage(deps.db, range, afterId, EXPORT_PAGE_SIZE),
    )) {
      const lines: string[] = [];
      for (const row of page) {
        const order = exportOrderOf(row, '');
        const bookings = datevOrderBookings(settings, {
          order,
          vat: exportOrderVat(order, oss),
          day: venueDateTime(row.bookedAt, timeZone).slice(0, 10),
          moneyAccount: moneyAccountOf(settings, row),
          sellerCountry: SELLER_COUNTRY,
        });
        for (const booking of bookings) if (!isDatevGap(booking)) lines.push(datevLine(booking));
      }
      yield encode(lines);
    }
    for await (const page of documentPages(deps, range)) {
      const lines: string[] = [];
      for (const { document, order, orderRow: row } of page) {
        if (document.kind !== 'creditNote') continue;
        const credited = documentOrder(order, document);
        const bookings = datevCreditNoteBookings(settings, {
          number: documentNumber(document.kind, document.number),
          order: credited,
          vat: exportOrderVat(credited, oss),
          day: venueDateTime(document.issuedAt, timeZone).slice(0, 10),
          moneyAccount: moneyAccountOf(settings, row),
          voucherAmount: document.voucherAmount,
          sellerCountry: SELLER_COUNTRY,
        });
        for (const booking of bookings) if (!isDatevGap(booking)) lines.push(datevLine(booking));
      }
      yield encode(lines);
    }
  }
  return success({ fileName: `EXTF_Buchungsstapel_${span(query)}.csv`, content: write() });
}

/**
 * The PDFs of the invoices, cancellation invoices and credit notes issued in the range as a ZIP,
 * rendered one at a time: the next is rendered once the ZIP has taken the one before.
 */
export function documentsZipExport(deps: ExportDeps, query: ExportQuery): ExportFile {
  const range = rangeOf(query, deps.config.server.timeZone);
  const archive = archiver('zip', { zlib: { level: 6 } });
  async function write(): Promise<void> {
    for await (const page of pages((afterId) =>
      documentsIssuedPage(deps.db, range, afterId, EXPORT_PAGE_SIZE),
    )) {
      for (const document of page) {
        const file = await numberedDocumentPdf(deps, document);
        if (!file) continue;
        const taken = new Promise((resolve) => archive.once('entry', resolve));
        archive.append(file.pdf, { name: file.filename, date: document.issuedAt });
        await taken;
      }
    }
    await archive.finalize();
  }
  write().catch((error: unknown) =>
    archive.destroy(error instanceof Error ? error : new Error(String(error))),
  );
  return { fileName: `foyer-documents-${span(query)}.zip`, content: archive };
}
