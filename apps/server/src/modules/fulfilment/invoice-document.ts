/**
 * The invoice of an order and the credit notes of its refunds (§ 14 UStG): the seller's name,
 * address and VAT ID, a number of a gapless series, the invoice and supply dates, the customer's
 * address with the country named in the order's language, the lines with net, VAT rate, VAT and
 * gross, and the VAT per rate (domain `invoiceVat`). A gift voucher sold is not taxable (VAT is due
 * when it is redeemed); a voucher redeemed is a means of payment and lowers the amount due.
 */
import { formatDate, formatMoney, invoiceVat, venueToday, type Language } from '@foyer/domain';
import { serverT } from '../../i18n/texts';
import { type OrderRow, documentNumber, type InvoiceDocumentRow } from '../orders';
import type { CustomerContact } from './fulfilment.repository';
import { lineTitle, lineWhen, type OrderLine } from './order-lines';
import type { Fact } from './ticket-document';
import type { MuseumSettings } from '../../config/museum';

export interface InvoiceLine {
  title: string;
  quantity: string;
  net: string;
  rate: string;
  vat: string;
  gross: string;
}

export interface InvoiceDocument {
  siteName: string;
  lang: Language;
  title: string;
  seller: string[];
  facts: Fact[];
  customerLabel: string;
  customer: string[];
  shippingLabel: string;
  shipping: string[] | null;
  columns: InvoiceLine;
  lines: InvoiceLine[];
  totals: Fact[];
  vatLines: string[];
  notes: string[];
}

function field(record: Record<string, unknown> | null | undefined, key: string): string {
  const value = record?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/** The country's name in `lang` (`DE` → `Deutschland`, `Germany`, `Allemagne` …). */
export function countryName(code: string, lang: string): string {
  if (!/^[A-Za-z]{2}$/.test(code)) return code;
  try {
    return new Intl.DisplayNames([lang], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

/** Address lines of a billing or shipping record (`name` or `fname`/`lname`, street, zip, city). */
export function addressLines(
  record: Record<string, unknown> | null | undefined,
  contact: CustomerContact | null = null,
  lang: string | null = null,
): string[] {
  const name =
    field(record, 'name') ||
    [field(record, 'fname'), field(record, 'lname')].filter(Boolean).join(' ') ||
    [contact?.fname ?? '', contact?.lname ?? ''].filter(Boolean).join(' ');
  const place = [field(record, 'zip'), field(record, 'city')].filter(Boolean).join(' ');
  const country = field(record, 'country');
  return [
    field(record, 'company'),
    name,
    field(record, 'street'),
    place,
    lang && country ? countryName(country, lang) : country,
  ].filter((line) => line.length > 0);
}

function rateText(rate: number): string {
  // A no-break space keeps number and sign together in the narrow column.
  return `${Number.isInteger(rate) ? rate : rate.toFixed(1)}\u00a0%`;
}

/** The seller block: legal name, address, VAT ID and contact from `server.museum`. */
export function sellerLines(museum: MuseumSettings, siteName: string, lang: Language): string[] {
  const t = serverT(lang, 'documents');
  const address = museum.address;
  return [
    museum.legalName ?? siteName,
    ...(address
      ? [
          address.street,
          `${address.postalCode} ${address.city}`,
          countryName(address.country, lang),
        ]
      : []),
    ...(museum.vatId ? [t('vatId', { id: museum.vatId })] : []),
    ...(museum.email ? [museum.email] : []),
    ...(museum.phone ? [museum.phone] : []),
  ];
}

/** The days the lines take place, as a date or a range; null when no line has a day. */
function supplyDates(lines: readonly OrderLine[]): string | null {
  const days = lines
    .map((line) => line.day ?? line.start?.slice(0, 10) ?? null)
    .filter((day): day is string => day !== null)
    .sort();
  const first = days[0];
  const last = days[days.length - 1];
  if (!first || !last) return null;
  return first === last ? formatDate(first) : `${formatDate(first)} – ${formatDate(last)}`;
}

export interface InvoiceInput {
  siteName: string;
  museum: MuseumSettings;
  lang: Language;
  timeZone: string;
  order: OrderRow;
  /** All lines of the order (an invoice), or the refunded ones (a credit note). */
  lines: OrderLine[];
  contact: CustomerContact | null;
  invoice: InvoiceDocumentRow;
  /** For a credit note: its row and what the refund paid back. */
  credit?: { note: InvoiceDocumentRow; amount: number; voucherAmount: number };
}

export function invoiceDocument(input: InvoiceInput): InvoiceDocument {
  const { lang, order, credit } = input;
  const t = serverT(lang, 'documents');
  const money = (cents: number) => formatMoney(cents, lang);
  const sign = credit ? -1 : 1;
  const day = (at: Date) => formatDate(venueToday(at, input.timeZone));
  const sold = input.lines.filter((line) => line.kind !== 'voucherCode');
  const redeemed = input.lines.filter((line) => line.kind === 'voucherCode');
  const vat = invoiceVat(
    sold.map((line) => ({
      gross: sign * line.item.totalPrice,
      rate: line.item.vatValue,
      taxable: line.kind !== 'voucher',
    })),
  );
  const invoiceNumber = documentNumber('invoice', input.invoice.number);
  const issued = credit ? credit.note.issuedAt : input.invoice.issuedAt;
  const supply = supplyDates(sold) ?? day(order.bookedAt ?? order.createdAt);
  const facts: Fact[] = credit
    ? [
        [t('creditNoteNumber'), documentNumber('creditNote', credit.note.number)],
        [t('creditNoteDate'), day(issued)],
        [t('refersToInvoice'), `${invoiceNumber} (${day(input.invoice.issuedAt)})`],
        [t('orderNumber'), order.number],
      ]
    : [
        [t('invoiceNumber'), invoiceNumber],
        [t('invoiceDate'), day(issued)],
        [t('supplyDate'), supply],
        [t('orderNumber'), order.number],
      ];
  const voucherTotals: Fact[] = credit
    ? []
    : redeemed.length > 0
      ? redeemed.map((line) => [
          t('voucherPaid', { code: line.heading }),
          money(-Math.abs(line.item.totalPrice)),
        ])
      : order.voucherDiscount !== 0
        ? [[t('voucherPaid', { code: '' }).trim(), money(-Math.abs(order.voucherDiscount))]]
        : [];
  const totals: Fact[] = credit
    ? [
        [t('creditTotal'), money(vat.gross)],
        ...(credit.voucherAmount > 0
          ? [[t('voucherGivenBack'), money(credit.voucherAmount)] as const]
          : []),
        [t('refunded'), money(credit.amount)],
      ]
    : [
        [t('totalNet'), money(vat.net)],
        [t('totalVat'), money(vat.vat)],
        [t('subtotal'), money(order.subtotal)],
        ...(order.shippingCost > 0 ? [[t('shipping'), money(order.shippingCost)] as const] : []),
        ...voucherTotals,
        [t('amountDue'), money(order.total)],
      ];
  const email = field(order.billing, 'email') || input.contact?.email || '';
  return {
    siteName: input.siteName,
    lang,
    title: credit
      ? `${t('creditNote')} ${documentNumber('creditNote', credit.note.number)}`
      : `${t('invoice')} ${invoiceNumber}`,
    seller: sellerLines(input.museum, input.siteName, lang),
    facts,
    customerLabel: t('customer'),
    customer: [...addressLines(order.billing, input.contact, lang), ...(email ? [email] : [])],
    shippingLabel: t('shippingAddress'),
    shipping:
      order.shippingAddress && !credit ? addressLines(order.shippingAddress, null, lang) : null,
    columns: {
      title: t('item'),
      quantity: t('quantity'),
      net: t('net'),
      rate: t('vatRate'),
      vat: t('vat'),
      gross: t('gross'),
    },
    lines: sold.map((line, index) => {
      const when = lineWhen(line);
      const amounts = vat.lines[index] ?? { net: 0, vat: 0, gross: 0, rate: null };
      return {
        title: when ? `${lineTitle(line)}, ${when}` : lineTitle(line),
        quantity: String(sign * line.item.count),
        net: money(amounts.net),
        rate: amounts.rate === null ? t('notTaxable') : rateText(amounts.rate),
        vat: money(amounts.vat),
        gross: money(amounts.gross),
      };
    }),
    totals,
    vatLines: vat.rates.map((rate) =>
      t('vatPerRate', {
        rate: Number.isInteger(rate.rate) ? rate.rate : rate.rate.toFixed(1),
        net: money(rate.net),
        vat: money(rate.vat),
        gross: money(rate.gross),
      }),
    ),
    notes: [t('pricesIncludeVat'), ...(vat.untaxed !== 0 ? [t('voucherNotTaxable')] : [])],
  };
}
