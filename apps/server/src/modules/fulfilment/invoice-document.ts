/**
 * The invoice of an order, the credit notes of its refunds and the cancellation invoice of an
 * invoice that was replaced (§ 14 UStG): the seller's name,
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
  /** All lines of the order; the document prints all of them or those it covers. */
  lines: OrderLine[];
  contact: CustomerContact | null;
  /** The document printed: an invoice, a cancellation invoice or a credit note. */
  document: InvoiceDocumentRow;
  /** The invoice a cancellation or credit note refers to, or a replacing invoice replaces. */
  refersTo: InvoiceDocumentRow | null;
  /** The invoice that replaces a cancelled one. */
  replacedBy: InvoiceDocumentRow | null;
}

/** The lines a document prints: all the order's (a first invoice), or those it covers. */
export function coveredLines(input: InvoiceInput): OrderLine[] {
  const covered = input.document.itemIds;
  if (input.document.kind === 'invoice' && covered.length === 0) return input.lines;
  return input.lines.filter((line) => covered.includes(line.item.id));
}

export function invoiceDocument(input: InvoiceInput): InvoiceDocument {
  const { lang, order, document, refersTo } = input;
  const t = serverT(lang, 'documents');
  const money = (cents: number) => formatMoney(cents, lang);
  const kind = document.kind;
  const sign = kind === 'invoice' ? 1 : -1;
  const day = (at: Date) => formatDate(venueToday(at, input.timeZone));
  const lines = coveredLines(input);
  const sold = lines.filter((line) => line.kind !== 'voucherCode');
  const redeemed = lines.filter((line) => line.kind === 'voucherCode');
  const vat = invoiceVat(
    sold.map((line) => ({
      gross: sign * line.item.totalPrice,
      rate: line.item.vatValue,
      taxable: line.kind !== 'voucher',
    })),
  );
  const number = documentNumber(kind, document.number);
  const referred = refersTo
    ? `${documentNumber('invoice', refersTo.number)} (${day(refersTo.issuedAt)})`
    : '';
  const supply = supplyDates(sold) ?? day(order.bookedAt ?? order.createdAt);
  // An invoice issued after the booking, or replacing one, covers some lines: its amounts were
  // kept with it (shipping and voucher codes of the lines still booked).
  const covers = kind !== 'creditNote' && document.itemIds.length > 0;
  const linesGross = sold.reduce((sum, line) => sum + line.item.totalPrice, 0);
  const shipping = covers ? Math.max(0, document.amount - linesGross) : order.shippingCost;
  const facts: Fact[] =
    kind === 'creditNote'
      ? [
          [t('creditNoteNumber'), number],
          [t('creditNoteDate'), day(document.issuedAt)],
          [t('refersToInvoice'), referred],
          [t('orderNumber'), order.number],
        ]
      : kind === 'cancellation'
        ? [
            [t('cancellationNumber'), number],
            [t('creditNoteDate'), day(document.issuedAt)],
            [t('cancelsInvoice'), referred],
            ...(input.replacedBy
              ? [[t('replacedBy'), documentNumber('invoice', input.replacedBy.number)] as const]
              : []),
            [t('orderNumber'), order.number],
          ]
        : [
            [t('invoiceNumber'), number],
            [t('invoiceDate'), day(document.issuedAt)],
            [t('supplyDate'), supply],
            ...(refersTo ? [[t('replacesInvoice'), referred] as const] : []),
            [t('orderNumber'), order.number],
          ];
  const voucherTotals: Fact[] = covers
    ? document.voucherAmount > 0
      ? [[t('voucherPaid', { code: '' }).trim(), money(-document.voucherAmount)]]
      : []
    : redeemed.length > 0
      ? redeemed.map((line) => [
          t('voucherPaid', { code: line.heading }),
          money(-Math.abs(line.item.totalPrice)),
        ])
      : order.voucherDiscount !== 0
        ? [[t('voucherPaid', { code: '' }).trim(), money(-Math.abs(order.voucherDiscount))]]
        : [];
  const totals: Fact[] =
    kind === 'creditNote'
      ? [
          [t('creditTotal'), money(vat.gross)],
          ...(document.voucherAmount > 0
            ? [[t('voucherGivenBack'), money(document.voucherAmount)] as const]
            : []),
          [t('refunded'), money(document.amount)],
        ]
      : kind === 'cancellation'
        ? [
            [t('totalNet'), money(vat.net)],
            [t('totalVat'), money(vat.vat)],
            ...(shipping > 0 ? [[t('shipping'), money(-shipping)] as const] : []),
            [t('cancelledTotal'), money(-document.amount)],
          ]
        : [
            [t('totalNet'), money(vat.net)],
            [t('totalVat'), money(vat.vat)],
            [t('subtotal'), money(covers ? linesGross : order.subtotal)],
            ...(shipping > 0 ? [[t('shipping'), money(shipping)] as const] : []),
            ...voucherTotals,
            [
              t('amountDue'),
              money(covers ? document.amount - document.voucherAmount : order.total),
            ],
          ];
  const billing = document.billing ?? order.billing;
  const email = field(billing, 'email') || input.contact?.email || '';
  const title =
    kind === 'creditNote'
      ? t('creditNote')
      : kind === 'cancellation'
        ? t('cancellationInvoice')
        : t('invoice');
  return {
    siteName: input.siteName,
    lang,
    title: `${title} ${number}`,
    seller: sellerLines(input.museum, input.siteName, lang),
    facts,
    customerLabel: t('customer'),
    customer: [...addressLines(billing, input.contact, lang), ...(email ? [email] : [])],
    shippingLabel: t('shippingAddress'),
    shipping:
      order.shippingAddress && kind === 'invoice'
        ? addressLines(order.shippingAddress, null, lang)
        : null,
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
    notes: [
      ...(kind === 'cancellation'
        ? [
            input.replacedBy
              ? t('cancellationNote', {
                  invoice: referred,
                  replacement: documentNumber('invoice', input.replacedBy.number),
                })
              : t('cancellationNoteAlone', { invoice: referred }),
          ]
        : []),
      t('pricesIncludeVat'),
      ...(vat.untaxed !== 0 ? [t('voucherNotTaxable')] : []),
    ],
  };
}
