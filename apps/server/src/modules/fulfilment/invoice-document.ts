/**
 * The invoice of an order, the credit notes of its refunds and the cancellation invoice of an
 * invoice that was replaced (§ 14 UStG): the seller's name,
 * address and VAT ID, a number of a gapless series, the invoice date, the customer's address with
 * the country named in the order's language, the lines with their date of supply (`supplyDay`),
 * net, VAT rate, VAT and gross, the shipping with the VAT of the goods it ships, and the VAT per
 * rate (domain `orderVat`, docs/accounting.md "VAT"). A gift voucher sold is not taxable (VAT is due
 * when it is redeemed); a voucher redeemed is a means of payment and lowers what was paid. A paid
 * invoice says when and how it was paid instead of an amount due.
 */
import {
  cancellationFeeVatLines,
  formatDate,
  formatMoney,
  orderVat,
  orderVatLineOf,
  SELLER_COUNTRY,
  supplyDay,
  venueToday,
  type Language,
  type OrderVat,
  type OrderVatLine,
  type SupplyKind,
} from '@foyer/domain';
import { serverT } from '../../i18n/texts';
import { type OrderRow, documentNumber, type InvoiceDocumentRow, soldLineOf } from '../orders';
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

function rateNumber(rate: number): string {
  return Number.isInteger(rate) ? String(rate) : rate.toFixed(1);
}

function rateText(rate: number): string {
  // A no-break space keeps number and sign together in the narrow column.
  return `${rateNumber(rate)}\u00a0%`;
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

/** How a line's date of supply is found (`supplyDay`). */
function supplyKindOf(line: OrderLine): SupplyKind {
  if (line.kind === 'merchandise') return 'goods';
  if (line.kind === 'ticket' || line.kind === 'dayTicket' || line.kind === 'guidedTour') {
    // A ticket valid over the event's period (mode 3) has no day of its own.
    return line.mode === 3 ? 'sale' : 'dated';
  }
  return 'sale';
}

/** A line as `orderVat` taxes it (`orderVatLineOf`); voucher codes are left out before. */
export function vatLineOf(line: OrderLine, sign: number, channel: string): OrderVatLine {
  const taxed = orderVatLineOf(soldLineOf(line.item, sign), channel);
  if (!taxed) throw new Error(`order line ${line.item.id} is a means of payment, not taxed`);
  return taxed;
}

/** The country an order's goods go to: the shipping address's, else the billing address's. */
export function shipToOf(order: OrderRow): string | null {
  if (order.channel !== 'web') return null;
  const country = field(order.shippingAddress, 'country') || field(order.billing, 'country');
  return country ? country.toUpperCase() : null;
}

/**
 * The VAT of an order's lines (voucher codes left out: a means of payment) and `shipping`
 * (`orderVat`); `sign` −1 for a credit note or a cancellation invoice; `fee` a credit note's
 * cancellation fee (positive cents), its lines after the order's (`cancellationFeeVatLines`).
 */
export function documentVat(
  order: OrderRow,
  lines: readonly OrderLine[],
  shipping: number,
  museum: Pick<MuseumSettings, 'oss'>,
  sign = 1,
  fee = 0,
): OrderVat {
  const taxed = lines
    .filter((line) => line.kind !== 'voucherCode')
    .map((line) => vatLineOf(line, sign, order.channel));
  return orderVat({
    // A credit note's cancellation fee: a charge beside the credited lines, taxed as they are.
    lines: [...taxed, ...cancellationFeeVatLines(-sign * fee, taxed)],
    shipping: sign * shipping,
    shipTo: shipToOf(order),
    oss: museum.oss,
  });
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
  /** How the order was paid (the payment type's name in the order's language), or null. */
  paidBy?: string | null;
}

/** The lines a document prints: all the order's (a first invoice), or those it covers. */
export function coveredLines(input: InvoiceInput): OrderLine[] {
  const covered = input.document.itemIds;
  if (input.document.kind === 'invoice' && covered.length === 0) return input.lines;
  return input.lines.filter((line) => covered.includes(line.item.id));
}

/**
 * The shipping a document states (positive): the order's on a first invoice; on an invoice issued
 * after the booking or replacing one, what its kept amount holds beyond its lines; on a credit
 * note, what its refund paid back beyond its lines (a whole order's), at most the order's shipping.
 */
export function documentShipping(input: InvoiceInput, sold: readonly OrderLine[]): number {
  const { document, order } = input;
  const linesGross = sold.reduce((sum, line) => sum + line.item.totalPrice, 0);
  if (document.kind === 'creditNote') {
    // What it paid back and the fee the museum kept are the credited lines and shipping.
    return Math.min(
      order.shippingCost,
      Math.max(0, document.amount + document.voucherAmount + document.fee - linesGross),
    );
  }
  return document.itemIds.length > 0
    ? Math.max(0, document.amount - linesGross)
    : order.shippingCost;
}

/** The cancellation fee a document keeps beside its lines: a credit note's, else none. */
export function documentFee(document: Pick<InvoiceDocumentRow, 'kind' | 'fee'>): number {
  return document.kind === 'creditNote' ? Math.max(0, document.fee) : 0;
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
  const number = documentNumber(kind, document.number);
  const referred = refersTo
    ? `${documentNumber('invoice', refersTo.number)} (${day(refersTo.issuedAt)})`
    : '';
  const saleDay = venueToday(order.bookedAt ?? order.createdAt, input.timeZone);
  // An invoice issued after the booking, or replacing one, covers some lines: its amounts were
  // kept with it (shipping and voucher codes of the lines still booked). A credit note credits the
  // shipping when its refund paid back more than its lines (a whole order's).
  const covers = kind !== 'creditNote' && document.itemIds.length > 0;
  const shipping = documentShipping(input, sold);
  const fee = documentFee(document);
  const vat = documentVat(order, sold, shipping, input.museum, sign, fee);
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
  const paid = covers ? document.amount - document.voucherAmount : order.total;
  const paidOn = formatDate(saleDay);
  const totals: Fact[] =
    kind === 'creditNote'
      ? [
          [t('totalNet'), money(vat.net)],
          [t('totalVat'), money(vat.vat)],
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
            [t('cancelledTotal'), money(-document.amount)],
          ]
        : [
            [t('totalNet'), money(vat.net)],
            [t('totalVat'), money(vat.vat)],
            [t('total'), money(vat.gross)],
            ...voucherTotals,
            // The shop issues an invoice for a paid order only: it says when and how it was paid.
            [
              paid === 0
                ? t('paidWithVouchers', { date: paidOn })
                : input.paidBy
                  ? t('paidOnBy', { date: paidOn, method: input.paidBy })
                  : t('paidOn', { date: paidOn }),
              money(paid),
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
    lines: [
      ...sold.map((line, index) => {
        const when = lineWhen(line);
        const amounts = vat.lines[index] ?? { net: 0, vat: 0, gross: 0, rate: null };
        const supplied = supplyDay(supplyKindOf(line), line.day ?? line.start, saleDay);
        const title = when ? `${lineTitle(line)}, ${when}` : lineTitle(line);
        return {
          title: `${title}\n${t('suppliedOn', { date: formatDate(supplied) })}`,
          quantity: String(sign * line.item.count),
          net: money(amounts.net),
          rate: amounts.rate === null ? t('notTaxable') : rateText(amounts.rate),
          vat: money(amounts.vat),
          gross: money(amounts.gross),
        };
      }),
      // A credit note's cancellation fee, per rate of the lines it was kept from.
      ...vat.lines.slice(sold.length).map((part) => ({
        title: `${t('cancellationFee')}\n${t('suppliedOn', { date: day(document.issuedAt) })}`,
        quantity: '1',
        net: money(part.net),
        rate: part.rate === null ? t('notTaxable') : rateText(part.rate),
        vat: money(part.vat),
        gross: money(part.gross),
      })),
      // The shipping, per rate of the goods it ships, supplied with them.
      ...vat.shipping.map((part) => ({
        title: `${t('shipping')}\n${t('suppliedOn', { date: paidOn })}`,
        quantity: '',
        net: money(part.net),
        rate: part.rate === null ? t('notTaxable') : rateText(part.rate),
        vat: money(part.vat),
        gross: money(part.gross),
      })),
    ],
    totals,
    vatLines: vat.rates.map((rate) =>
      t(rate.country === SELLER_COUNTRY ? 'vatPerRate' : 'vatPerCountryRate', {
        country: countryName(rate.country, lang),
        rate: rate.rate === null ? 0 : rateNumber(rate.rate),
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
