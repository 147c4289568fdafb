/**
 * The invoice of an order: its lines with VAT rate, the totals checkout stored (subtotal, shipping,
 * voucher codes redeemed, total) and the VAT included per rate (domain `includedVat`; voucher codes
 * and shipping carry no rate, as in the basket's `computeTotals`).
 */
import { formatDate, formatMoney, includedVat, venueToday, type Language } from '@foyer/domain';
import { serverT } from '../../i18n/texts';
import type { OrderRow } from '../orders';
import type { CustomerContact } from './fulfilment.repository';
import { lineTitle, lineWhen, type OrderLine } from './order-lines';
import type { Fact } from './ticket-document';

export interface InvoiceLine {
  title: string;
  quantity: string;
  unitPrice: string;
  vat: string;
  total: string;
}

export interface InvoiceDocument {
  siteName: string;
  lang: Language;
  title: string;
  facts: Fact[];
  customerLabel: string;
  customer: string[];
  shippingLabel: string;
  shipping: string[] | null;
  columns: InvoiceLine;
  lines: InvoiceLine[];
  totals: Fact[];
  vatLines: string[];
  footnote: string;
}

function field(record: Record<string, unknown> | null | undefined, key: string): string {
  const value = record?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** Address lines of a billing or shipping record (`name` or `fname`/`lname`, street, zip, city). */
export function addressLines(
  record: Record<string, unknown> | null | undefined,
  contact: CustomerContact | null = null,
): string[] {
  const name =
    field(record, 'name') ||
    [field(record, 'fname'), field(record, 'lname')].filter(Boolean).join(' ') ||
    [contact?.fname ?? '', contact?.lname ?? ''].filter(Boolean).join(' ');
  const place = [field(record, 'zip'), field(record, 'city')].filter(Boolean).join(' ');
  return [
    field(record, 'company'),
    name,
    field(record, 'street'),
    place,
    field(record, 'country'),
  ].filter((line) => line.length > 0);
}

function vatRate(rate: number): string {
  // A no-break space keeps number and sign together in the narrow column.
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1)}\u00a0%`;
}

export interface InvoiceInput {
  siteName: string;
  lang: Language;
  timeZone: string;
  order: OrderRow;
  lines: OrderLine[];
  contact: CustomerContact | null;
}

export function invoiceDocument(input: InvoiceInput): InvoiceDocument {
  const { lang, order } = input;
  const t = serverT(lang, 'documents');
  const money = (cents: number) => formatMoney(cents, lang);
  const sold = input.lines.filter((line) => line.kind !== 'voucherCode');
  const redeemed = input.lines.filter((line) => line.kind === 'voucherCode');
  const grossByRate = new Map<number, number>();
  for (const line of sold) {
    const rate = line.item.vatValue;
    grossByRate.set(rate, (grossByRate.get(rate) ?? 0) + line.item.totalPrice);
  }
  const voucherTotals: Fact[] =
    redeemed.length > 0
      ? redeemed.map((line) => [
          t('voucher', { code: line.heading }),
          money(-Math.abs(line.item.totalPrice)),
        ])
      : order.voucherDiscount !== 0
        ? [[t('voucher', { code: '' }).trim(), money(-Math.abs(order.voucherDiscount))]]
        : [];
  const email = field(order.billing, 'email') || input.contact?.email || '';
  return {
    siteName: input.siteName,
    lang,
    title: `${t('invoice')} ${order.number}`,
    facts: [
      [t('invoiceDate'), formatDate(venueToday(order.bookedAt ?? order.createdAt, input.timeZone))],
      [t('orderNumber'), order.number],
    ],
    customerLabel: t('customer'),
    customer: [...addressLines(order.billing, input.contact), ...(email ? [email] : [])],
    shippingLabel: t('shippingAddress'),
    shipping: order.shippingAddress ? addressLines(order.shippingAddress) : null,
    columns: {
      title: t('item'),
      quantity: t('quantity'),
      unitPrice: t('unitPrice'),
      vat: t('vat'),
      total: t('lineTotal'),
    },
    lines: sold.map((line) => {
      const when = lineWhen(line);
      return {
        title: when ? `${lineTitle(line)}, ${when}` : lineTitle(line),
        quantity: String(line.item.count),
        unitPrice: money(line.item.unitPrice),
        vat: vatRate(line.item.vatValue),
        total: money(line.item.totalPrice),
      };
    }),
    totals: [
      [t('subtotal'), money(order.subtotal)],
      ...(order.shippingCost > 0 ? [[t('shipping'), money(order.shippingCost)] as const] : []),
      ...voucherTotals,
      [t('total'), money(order.total)],
    ],
    vatLines: [...grossByRate.entries()]
      .filter(([rate]) => rate > 0)
      .sort(([a], [b]) => a - b)
      .map(([rate, gross]) =>
        t('includedVat', {
          rate: Number.isInteger(rate) ? rate : rate.toFixed(1),
          gross: money(gross),
          vat: money(includedVat(gross, rate)),
        }),
      ),
    footnote: t('pricesIncludeVat'),
  };
}
