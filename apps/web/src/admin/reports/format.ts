/**
 * How a report is shown and written to CSV in the staff member's language: the row titles (periods,
 * products, payment types, partners, VAT rates, slots), the column headers and the values (euros
 * from cents, counts). The CSV uses the domain's spreadsheet rules (`toCsv`, `csvStyleFor`).
 */
import { csvStyleFor, isoWeek, MONEY_COLUMNS, toCsv, type CsvCell } from '@foyer/domain';
import type { Report, StaffLanguage } from '@foyer/domain/admin-contract';
import type { MessageKey, Translate } from '../i18n';

type Kind = Report['kind'];
type Column = Report['columns'][number];
type Row = Report['rows'][number];

export const KIND_TEXT: Record<Kind, MessageKey> = {
  sales: 'reportSales',
  products: 'reportProducts',
  payments: 'reportPayments',
  partners: 'reportPartners',
  channels: 'reportChannels',
  vat: 'reportVat',
  refunds: 'reportRefunds',
  visitors: 'reportVisitors',
  cashiers: 'reportCashiers',
};

const COLUMN_TEXT: Record<Column, MessageKey> = {
  orders: 'colOrders',
  quantity: 'colQuantity',
  sales: 'colSales',
  refunds: 'colRefunds',
  total: 'reportColTotal',
  netOfVat: 'colNetOfVat',
  vat: 'colVat',
  expected: 'colExpected',
  checkedIn: 'colCheckedIn',
};

const DIMENSION_TEXT: Record<Kind, MessageKey> = {
  sales: 'colPeriod',
  refunds: 'colPeriod',
  products: 'colProduct',
  payments: 'colPaymentType',
  partners: 'colPartner',
  channels: 'colChannel',
  vat: 'colVatRate',
  visitors: 'colVisit',
  cashiers: 'colCashier',
};

/** Reports whose rows are periods of the chosen grain. */
export function byPeriod(kind: Kind): boolean {
  return kind === 'sales' || kind === 'refunds';
}

export function isMoney(column: Column): boolean {
  return MONEY_COLUMNS.includes(column);
}

export function columnTitle(column: Column, t: Translate): string {
  return t(COLUMN_TEXT[column]);
}

export function dimensionTitle(kind: Kind, t: Translate): string {
  return t(DIMENSION_TEXT[kind]);
}

const SPECIAL: Record<string, MessageKey> = {
  shipping: 'rowShipping',
  voucherCodes: 'rowVoucherCodes',
  voucherSales: 'rowVoucherSales',
  unassignedRefunds: 'rowUnassignedRefunds',
  cancellationFees: 'rowCancellationFees',
  web: 'channelWeb',
  desk: 'channelDesk',
  'desk:cash': 'rowDeskCash',
  'desk:card_terminal': 'rowDeskCard',
};

/** The row's title as shown: a period, a product, a payment type, a partner, a rate or a visit. */
export function rowTitle(report: Report, row: Row, t: Translate, language: StaffLanguage): string {
  if (byPeriod(report.kind)) {
    const day = new Date(`${row.key}T00:00:00Z`);
    if (report.grain === 'week') return t('weekLabel', isoWeek(row.key));
    const options: Intl.DateTimeFormatOptions =
      report.grain === 'month'
        ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { dateStyle: 'medium', timeZone: 'UTC' };
    return new Intl.DateTimeFormat(language, options).format(day);
  }
  const special = SPECIAL[row.key];
  if (report.kind === 'vat' && !special) {
    // `7` is a German rate, `AT:10` a rate of another country (the EU one-stop-shop).
    const [country, rate] = row.key.includes(':') ? row.key.split(':') : [null, row.key];
    const percent = new Intl.NumberFormat(language, {
      style: 'percent',
      maximumFractionDigits: 2,
    }).format(Number(rate) / 100);
    if (!country) return percent;
    const name = new Intl.DisplayNames([language], { type: 'region' }).of(country) ?? country;
    return `${name} ${percent}`;
  }
  if (special) return t(special);
  if (row.key === 'none') return t(report.kind === 'payments' ? 'rowNoPayment' : 'rowNoPartner');
  if (row.label !== null) return row.label;
  return report.kind === 'payments' ? t('reportPaymentType', { id: row.key }) : row.key;
}

/** A visitor row's slot as shown (date and time). */
export function slotTitle(at: string, language: StaffLanguage): string {
  const time = at.slice(11, 16);
  const day = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(`${at.slice(0, 10)}T00:00:00Z`),
  );
  return time === '00:00' ? day : `${day}, ${time}`;
}

export function formatValue(column: Column, value: number, language: StaffLanguage): string {
  return isMoney(column)
    ? new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(value / 100)
    : new Intl.NumberFormat(language).format(value);
}

/** The report as a CSV file for a spreadsheet in the staff member's language. */
export function reportCsv(report: Report, t: Translate, language: StaffLanguage): string {
  const visitors = report.kind === 'visitors';
  const header: CsvCell[] = [
    ...(visitors ? [t('colSlot')] : []),
    dimensionTitle(report.kind, t),
    ...report.columns.map((column) =>
      isMoney(column) ? `${columnTitle(column, t)} (EUR)` : columnTitle(column, t),
    ),
  ];
  const values = (list: readonly number[]): CsvCell[] =>
    report.columns.map((column, index) => ({
      number: list[index] ?? 0,
      decimals: isMoney(column) ? 2 : 0,
    }));
  const rows: CsvCell[][] = report.rows.map((row) => [
    // Periods and slots as ISO dates, which spreadsheets read as dates in every language.
    ...(visitors ? [(row.at ?? '').replace('T', ' ')] : []),
    byPeriod(report.kind) ? row.key : rowTitle(report, row, t, language),
    ...values(row.values),
  ]);
  const total: CsvCell[] = [...(visitors ? [''] : []), t('rowTotal'), ...values(report.totals)];
  return toCsv([header, ...rows, total], csvStyleFor(language));
}
