/**
 * The e-invoice of an invoice, cancellation invoice or credit note (docs/accounting.md
 * "E-invoices"): the same document `invoiceDocument` prints, as EN 16931 data (domain `eInvoice`)
 * and CII XML — embedded in the PDF as Factur-X, or served alone as an XRechnung when the order has
 * the buyer's reference.
 */
import { cancellationFeeVatLines, venueToday, type Language } from '@foyer/domain';
import {
  ciiXml,
  DEFAULT_COUNTRY,
  eInvoice,
  type EInvoice,
  type EInvoiceParty,
  type EInvoicePayment,
  type EInvoiceProfile,
} from '@foyer/domain/e-invoice';
import { serverT } from '../../i18n/texts';
import { documentNumber } from '../orders';
import {
  coveredLines,
  documentFee,
  documentShipping,
  shipToOf,
  vatLineOf,
  type InvoiceInput,
} from './invoice-document';
import { lineTitle, lineWhen, type OrderLine } from './order-lines';

function field(record: Record<string, unknown> | null | undefined, key: string): string {
  const value = record?.[key];
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * How the order was paid: the payment type's method (`card`, `sepa`, `wallet` …) of a web order, or
 * the kind of a desk sale (`cash`, `card_terminal`); null when not known.
 */
export type PaymentMethodName = string | null;

/**
 * The payment means (BG-16). Every document of the shop is settled when issued; the code says how:
 * 10 in cash, ZZZ (agreed) for card, direct debit and wallets, whose card number, mandate or
 * account EN 16931 would otherwise ask for and the shop does not keep. Voucher codes redeemed are
 * named in the text: a multi-purpose voucher is a means of payment.
 */
export function paymentMeans(
  method: PaymentMethodName,
  vouchers: readonly { code: string; amount: number }[],
  lang: Language,
): EInvoicePayment {
  const t = serverT(lang, 'documents');
  const cash = method === 'cash';
  const how =
    method === 'cash'
      ? t('paidInCash')
      : method === 'sepa' || method === 'directDebit'
        ? t('paidByDirectDebit')
        : method === 'card' || method === 'card_terminal'
          ? t('paidByCard')
          : t('paidOnline');
  const voucherTexts = vouchers.map(
    (voucher) =>
      `${t('voucherPaid', { code: voucher.code })}: ${(voucher.amount / 100).toFixed(2)} EUR`,
  );
  return { code: cash ? '10' : 'ZZZ', information: [how, ...voucherTexts].join('; ') };
}

function buyerOf(input: InvoiceInput): EInvoiceParty {
  const billing = input.document.billing ?? input.order.billing;
  const person =
    field(billing, 'name') ||
    [field(billing, 'fname'), field(billing, 'lname')].filter(Boolean).join(' ') ||
    [input.contact?.fname ?? '', input.contact?.lname ?? ''].filter(Boolean).join(' ');
  const country = (
    field(billing, 'country') ||
    field(input.order.shippingAddress, 'country') ||
    DEFAULT_COUNTRY
  ).toUpperCase();
  return {
    name: field(billing, 'company') || person || input.order.number,
    address: {
      street: field(billing, 'street') || null,
      postalCode: field(billing, 'zip') || null,
      city: field(billing, 'city') || null,
      country,
    },
    email: field(billing, 'email') || input.contact?.email || null,
    vatId: null,
    phone: null,
  };
}

function sellerOf(input: InvoiceInput): EInvoiceParty {
  const museum = input.museum;
  return {
    name: museum.legalName ?? input.siteName,
    address: {
      street: museum.address?.street ?? null,
      postalCode: museum.address?.postalCode ?? null,
      city: museum.address?.city ?? null,
      country: museum.address?.country ?? DEFAULT_COUNTRY,
    },
    email: museum.email ?? null,
    vatId: museum.vatId ?? null,
    phone: museum.phone ?? null,
  };
}

/** The first day the lines take place, `YYYY-MM-DD`, or null. */
function firstDay(lines: readonly OrderLine[]): string | null {
  return (
    lines
      .map((line) => line.day ?? line.start?.slice(0, 10) ?? null)
      .filter((day): day is string => day !== null)
      .sort()[0] ?? null
  );
}

/** The EN 16931 data of the document `invoiceDocument` prints from the same input. */
export function eInvoiceOf(
  input: InvoiceInput,
  profile: EInvoiceProfile,
  method: PaymentMethodName,
): EInvoice {
  const { document, order, lang } = input;
  const t = serverT(lang, 'documents');
  const day = (at: Date) => venueToday(at, input.timeZone);
  const lines = coveredLines(input);
  const sold = lines.filter((line) => line.kind !== 'voucherCode');
  const redeemed = lines.filter((line) => line.kind === 'voucherCode');
  const shipping = documentShipping(input, sold);
  const vouchers =
    document.kind === 'invoice'
      ? redeemed.map((line) => ({ code: line.heading, amount: Math.abs(line.item.totalPrice) }))
      : [];
  return eInvoice({
    profile,
    kind: document.kind,
    number: documentNumber(document.kind, document.number),
    issueDate: day(document.issuedAt),
    deliveryDate: firstDay(sold) ?? day(order.bookedAt ?? order.createdAt),
    buyerReference: order.externalDocumentNumber,
    orderNumber: order.number,
    precedingInvoice: input.refersTo
      ? {
          number: documentNumber('invoice', input.refersTo.number),
          issueDate: day(input.refersTo.issuedAt),
        }
      : null,
    seller: sellerOf(input),
    buyer: buyerOf(input),
    lines: [
      ...sold.map((line) => {
        const when = lineWhen(line);
        const taxed = vatLineOf(line, 1, order.channel);
        return {
          id: line.item.id,
          name: when ? `${lineTitle(line)}, ${when}` : lineTitle(line),
          quantity: Math.abs(line.item.count),
          kind: taxed.kind,
          gross: Math.abs(taxed.gross),
          rate: taxed.rate,
          shipped: taxed.shipped ?? false,
        };
      }),
      // A credit note's cancellation fee: not credited, so a negative line (quantity −1), taxed as
      // the lines it was kept from (`cancellationFeeVatLines`).
      ...cancellationFeeVatLines(
        -documentFee(document),
        sold.map((line) => vatLineOf(line, 1, order.channel)),
      ).map((fee) => ({
        id: fee.id,
        name: t('cancellationFee'),
        quantity: -1,
        kind: fee.kind,
        gross: fee.gross,
        rate: fee.rate,
        shipped: fee.shipped ?? false,
      })),
    ],
    shipping,
    shipTo: shipToOf(order),
    oss: input.museum.oss,
    payment: paymentMeans(method, vouchers, lang),
    notes: [t('pricesIncludeVat')],
    texts: { shipping: t('shipping'), voucherExemption: t('voucherNotTaxable') },
  });
}

/** The CII XML of a document (the tests check it with the EN 16931 rules, `checkEn16931`). */
export function eInvoiceXml(
  input: InvoiceInput,
  profile: EInvoiceProfile,
  method: PaymentMethodName,
): string {
  return ciiXml(eInvoiceOf(input, profile, method));
}
