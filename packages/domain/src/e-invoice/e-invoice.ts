/**
 * The e-invoice of an invoice, cancellation invoice or credit note (docs/accounting.md
 * "E-invoices"): the EN 16931 data of the document, computed from the order's lines with the one
 * VAT rule of an order (`orderVat`). Prices include VAT; the e-invoice states net amounts:
 *
 * - the VAT per (country, rate) is `orderVat`'s, computed once on the group's gross; the group's
 *   net (gross − VAT) is split over its lines and shipping parts in proportion to their gross, to
 *   the cent, so that line nets and charges add up to the group's taxable amount exactly;
 * - shipping is a document-level charge (reason code FC) per rate of the goods it follows;
 * - a gift voucher sold is not taxable when sold: category E with an exemption reason, rate 0
 *   (category O may not stand beside taxed lines nor beside the seller's VAT ID);
 * - a gift voucher redeemed is a means of payment: part of the paid amount, not an allowance;
 * - a credit note and a cancellation invoice are type 381 with positive amounts and the invoice
 *   they refer to; an invoice is type 380;
 * - every document the shop issues is settled when it is issued (the order was paid, the refund
 *   paid back, a cancellation set off against the invoice it cancels): paid = total, due 0.
 */
import type { Cents } from '../money/cents';
import { orderVat, SELLER_COUNTRY, splitInProportion, type VatLineKind } from '../money/order-vat';

/** EN 16931 with the Factur-X/ZUGFeRD EN 16931 (COMFORT) profile, or the German XRechnung CIUS. */
export type EInvoiceProfile = 'en16931' | 'xrechnung';

/** The document's specification identifier (BT-24) per profile. */
export const GUIDELINE_ID: Record<EInvoiceProfile, string> = {
  en16931: 'urn:cen.eu:en16931:2017',
  xrechnung: 'urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0',
};

/** The business process (BT-23) XRechnung documents name. */
export const BILLING_PROCESS = 'urn:fdc:peppol.eu:2017:poacc:billing:01:1.0';

export type EInvoiceKind = 'invoice' | 'cancellation' | 'creditNote';

/** The UNTDID 1001 type code: 380 commercial invoice, 381 credit note. */
export function typeCodeOf(kind: EInvoiceKind): '380' | '381' {
  return kind === 'invoice' ? '380' : '381';
}

export interface EInvoiceAddress {
  street: string | null;
  postalCode: string | null;
  city: string | null;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface EInvoiceParty {
  name: string;
  address: EInvoiceAddress;
  email: string | null;
  /** The seller's VAT ID (BT-31); null for the buyer. */
  vatId: string | null;
  phone: string | null;
}

/** VAT category (UNTDID 5305 as EN 16931 uses it): standard, zero-rated, exempt. */
export type VatCategory = 'S' | 'Z' | 'E';

export interface EInvoiceLineInput {
  id: number;
  name: string;
  quantity: number;
  kind: VatLineKind;
  /**
   * Gross of the line in cents, positive (a credit note credits positive amounts); negative with a
   * negative quantity for what a credit note does not credit (its cancellation fee).
   */
  gross: Cents;
  rate: number;
  /** Goods shipped (they carry the destination's rate under the one-stop-shop): `orderVat`. */
  shipped?: boolean;
}

/** How the order was paid (BG-16): UNTDID 4461 code and a text. */
export interface EInvoicePayment {
  /**
   * UNTDID 4461: the shop writes 10 (in cash) or ZZZ (other means agreed: card, direct debit,
   * wallet).
   */
  code: string;
  information: string;
}

export interface EInvoiceInput {
  profile: EInvoiceProfile;
  kind: EInvoiceKind;
  number: string;
  /** `YYYY-MM-DD`, the venue's day. */
  issueDate: string;
  /** The day of supply (BT-72), `YYYY-MM-DD`, or null. */
  deliveryDate: string | null;
  /** The buyer's reference (BT-10): the order's external document number or Leitweg-ID. */
  buyerReference: string | null;
  /** The order number (BT-13 purchase order reference is the buyer's; this is the seller's: BT-14). */
  orderNumber: string;
  /** The invoice referred to (BT-25/BT-26): cancelled, credited or replaced. */
  precedingInvoice: { number: string; issueDate: string } | null;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: readonly EInvoiceLineInput[];
  /** Shipping in cents, positive. */
  shipping: Cents;
  /** Where goods are shipped (ISO code) or null; with `oss` it decides the goods' rates. */
  shipTo: string | null;
  oss: boolean;
  payment: EInvoicePayment;
  notes: readonly string[];
  /** Texts of the document, in its language. */
  texts: { shipping: string; voucherExemption: string };
}

export interface EInvoiceLine {
  lineId: string;
  name: string;
  quantity: number;
  /** Net unit price in cents, possibly fractional (BT-146). */
  netPrice: number;
  net: Cents;
  category: VatCategory;
  rate: number;
}

export interface EInvoiceCharge {
  net: Cents;
  reasonCode: 'FC';
  reason: string;
  category: VatCategory;
  rate: number;
}

export interface EInvoiceVatBreakdown {
  category: VatCategory;
  rate: number;
  basis: Cents;
  vat: Cents;
  exemptionReason: string | null;
}

export interface EInvoiceTotals {
  /** BT-106 … BT-115. */
  lineNet: Cents;
  allowances: Cents;
  charges: Cents;
  taxBasis: Cents;
  vat: Cents;
  grandTotal: Cents;
  prepaid: Cents;
  rounding: Cents;
  due: Cents;
}

/** The EN 16931 data of a document, in cents. */
export interface EInvoice {
  profile: EInvoiceProfile;
  guidelineId: string;
  typeCode: '380' | '381';
  number: string;
  issueDate: string;
  deliveryDate: string | null;
  currency: 'EUR';
  buyerReference: string | null;
  orderNumber: string;
  precedingInvoice: { number: string; issueDate: string } | null;
  seller: EInvoiceParty;
  buyer: EInvoiceParty;
  lines: EInvoiceLine[];
  charges: EInvoiceCharge[];
  vatBreakdown: EInvoiceVatBreakdown[];
  totals: EInvoiceTotals;
  payment: EInvoicePayment;
  notes: string[];
}

function categoryOf(rate: number | null): { category: VatCategory; rate: number } {
  if (rate === null) return { category: 'E', rate: 0 };
  return { category: rate === 0 ? 'Z' : 'S', rate };
}

function groupKey(category: VatCategory, rate: number): string {
  return `${category}|${rate}`;
}

/** The EN 16931 data of an invoice, cancellation invoice or credit note (see the file comment). */
export function eInvoice(input: EInvoiceInput): EInvoice {
  const vat = orderVat({
    lines: input.lines.map((line) => ({
      id: line.id,
      kind: line.kind,
      gross: line.gross,
      rate: line.rate,
      ...(line.shipped === undefined ? {} : { shipped: line.shipped }),
    })),
    shipping: input.shipping,
    shipTo: input.shipTo,
    oss: input.oss,
  });
  // Every line and shipping part, grouped by category and rate; the group's net is split over them.
  interface Part {
    gross: Cents;
    net: Cents;
    /** The part's VAT as `orderVat` shares it. */
    vat: Cents;
  }
  const groups = new Map<
    string,
    { category: VatCategory; rate: number; vat: Cents; gross: Cents; parts: Part[] }
  >();
  const enter = (rate: number | null, gross: Cents, vatShare: Cents): Part => {
    const { category, rate: percent } = categoryOf(rate);
    const key = groupKey(category, percent);
    const group = groups.get(key) ?? { category, rate: percent, vat: 0, gross: 0, parts: [] };
    const entry = { gross, net: gross, vat: vatShare };
    group.parts.push(entry);
    group.gross += gross;
    groups.set(key, group);
    return entry;
  };
  const lineParts = vat.lines.map((line) => enter(line.rate, line.gross, line.vat));
  const shippingParts = vat.shipping.map((share) => ({
    share,
    part: enter(share.rate, share.gross, share.vat),
  }));
  // The VAT of a rate is computed once on its gross (orderVat); the same rate of two countries
  // (one-stop-shop) is one category and rate in EN 16931 and adds up.
  for (const rate of vat.rates) {
    const group = groups.get(groupKey(categoryOf(rate.rate).category, rate.rate ?? 0));
    if (group) group.vat += rate.vat;
  }
  for (const group of groups.values()) {
    // A group of credits and a cancellation fee (different signs) cannot be split in proportion:
    // each part keeps its gross less its share of the VAT, which add up to the group's.
    if (group.parts.some((part) => part.gross < 0) && group.parts.some((part) => part.gross > 0)) {
      for (const part of group.parts) part.net = part.gross - part.vat;
      continue;
    }
    const shares = splitInProportion(
      group.gross - group.vat,
      group.parts.map((part) => part.gross),
    );
    group.parts.forEach((part, index) => {
      part.net = shares[index] ?? 0;
    });
  }
  const lines: EInvoiceLine[] = input.lines.map((line, index) => {
    const net = lineParts[index]?.net ?? 0;
    const { category, rate } = categoryOf(vat.lines[index]?.rate ?? null);
    // A negative line (a credit note's fee) has a negative quantity: its net price stays positive.
    const quantity = line.quantity !== 0 ? line.quantity : line.gross < 0 ? -1 : 1;
    return {
      lineId: String(index + 1),
      name: line.name,
      quantity,
      netPrice: net / quantity,
      net,
      category,
      rate,
    };
  });
  const charges: EInvoiceCharge[] = shippingParts.map(({ share, part }) => ({
    net: part.net,
    reasonCode: 'FC',
    reason: input.texts.shipping,
    ...categoryOf(share.rate),
  }));
  const vatBreakdown: EInvoiceVatBreakdown[] = [...groups.values()]
    .sort((a, b) => a.category.localeCompare(b.category) || a.rate - b.rate)
    .map((group) => ({
      category: group.category,
      rate: group.rate,
      basis: group.gross - group.vat,
      vat: group.vat,
      exemptionReason: group.category === 'E' ? input.texts.voucherExemption : null,
    }));
  const lineNet = lines.reduce((sum, line) => sum + line.net, 0);
  const chargeTotal = charges.reduce((sum, charge) => sum + charge.net, 0);
  const vatTotal = vatBreakdown.reduce((sum, group) => sum + group.vat, 0);
  const grandTotal = lineNet + chargeTotal + vatTotal;
  return {
    profile: input.profile,
    guidelineId: GUIDELINE_ID[input.profile],
    typeCode: typeCodeOf(input.kind),
    number: input.number,
    issueDate: input.issueDate,
    deliveryDate: input.deliveryDate,
    currency: 'EUR',
    buyerReference: input.buyerReference?.trim() || null,
    orderNumber: input.orderNumber,
    precedingInvoice: input.precedingInvoice,
    seller: input.seller,
    buyer: input.buyer,
    lines,
    charges,
    vatBreakdown,
    totals: {
      lineNet,
      allowances: 0,
      charges: chargeTotal,
      taxBasis: lineNet + chargeTotal,
      vat: vatTotal,
      grandTotal,
      prepaid: grandTotal,
      rounding: 0,
      due: 0,
    },
    payment: input.payment,
    notes: [...input.notes],
  };
}

/** The seller's country when an address has none (a sale at the museum's desk). */
export const DEFAULT_COUNTRY = SELLER_COUNTRY;
