/**
 * Reads a CII XML as `ciiXml` writes it back into the EN 16931 data, so that the business rules
 * (`checkEn16931`) run on the XML a customer receives, not only on the data it was written from.
 */
import { create } from 'xmlbuilder2';
import {
  type EInvoice,
  type EInvoiceCharge,
  type EInvoiceParty,
  type VatCategory,
} from './e-invoice';

/** The little of the DOM this reader needs (xmlbuilder2's nodes implement it). */
interface XmlNode {
  nodeType: number;
  localName?: string;
  textContent: string | null;
  childNodes: ArrayLike<XmlNode>;
}

const ELEMENT = 1;

function children(node: XmlNode | null, name: string): XmlNode[] {
  if (!node) return [];
  return Array.from(node.childNodes).filter(
    (child) => child.nodeType === ELEMENT && child.localName === name,
  );
}

function child(node: XmlNode | null, ...path: string[]): XmlNode | null {
  let at = node;
  for (const name of path) at = children(at, name)[0] ?? null;
  return at;
}

function text(node: XmlNode | null, ...path: string[]): string | null {
  const found = child(node, ...path);
  return found ? (found.textContent ?? '').trim() : null;
}

/** A decimal amount in cents (`12.34` → 1234); NaN when missing. */
function cents(value: string | null): number {
  return value === null ? Number.NaN : Math.round(Number(value) * 100);
}

/** `YYYYMMDD` → `YYYY-MM-DD`. */
function day(value: string | null): string {
  return value && /^\d{8}$/.test(value)
    ? `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6)}`
    : '';
}

function party(node: XmlNode | null): EInvoiceParty {
  const address = child(node, 'PostalTradeAddress');
  return {
    name: text(node, 'Name') ?? '',
    address: {
      street: text(address, 'LineOne'),
      postalCode: text(address, 'PostcodeCode'),
      city: text(address, 'CityName'),
      country: text(address, 'CountryID') ?? '',
    },
    email: text(node, 'URIUniversalCommunication', 'URIID'),
    vatId: text(node, 'SpecifiedTaxRegistration', 'ID'),
    phone: text(node, 'DefinedTradeContact', 'TelephoneUniversalCommunication', 'CompleteNumber'),
  };
}

function category(value: string | null): VatCategory {
  return value === 'Z' || value === 'E' ? value : 'S';
}

/** The EN 16931 data of a CII XML written by `ciiXml`. */
export function readCii(xml: string): EInvoice {
  const root = create(xml).root().node as unknown as XmlNode;
  const guidelineId =
    text(root, 'ExchangedDocumentContext', 'GuidelineSpecifiedDocumentContextParameter', 'ID') ??
    '';
  const header = child(root, 'ExchangedDocument');
  const transaction = child(root, 'SupplyChainTradeTransaction');
  const agreement = child(transaction, 'ApplicableHeaderTradeAgreement');
  const settlement = child(transaction, 'ApplicableHeaderTradeSettlement');
  const sums = child(settlement, 'SpecifiedTradeSettlementHeaderMonetarySummation');
  const referred = child(settlement, 'InvoiceReferencedDocument');
  const typeCode = text(header, 'TypeCode');
  const deliveryDate = text(
    transaction,
    'ApplicableHeaderTradeDelivery',
    'ActualDeliverySupplyChainEvent',
    'OccurrenceDateTime',
    'DateTimeString',
  );
  return {
    profile: guidelineId.includes('xrechnung') ? 'xrechnung' : 'en16931',
    guidelineId,
    typeCode: typeCode === '381' ? '381' : '380',
    number: text(header, 'ID') ?? '',
    issueDate: day(text(header, 'IssueDateTime', 'DateTimeString')),
    deliveryDate: deliveryDate ? day(deliveryDate) : null,
    currency: 'EUR',
    buyerReference: text(agreement, 'BuyerReference'),
    orderNumber: text(agreement, 'SellerOrderReferencedDocument', 'IssuerAssignedID') ?? '',
    precedingInvoice: referred
      ? {
          number: text(referred, 'IssuerAssignedID') ?? '',
          issueDate: day(text(referred, 'FormattedIssueDateTime', 'DateTimeString')),
        }
      : null,
    seller: party(child(agreement, 'SellerTradeParty')),
    buyer: party(child(agreement, 'BuyerTradeParty')),
    lines: children(transaction, 'IncludedSupplyChainTradeLineItem').map((item) => {
      const tax = child(item, 'SpecifiedLineTradeSettlement', 'ApplicableTradeTax');
      return {
        lineId: text(item, 'AssociatedDocumentLineDocument', 'LineID') ?? '',
        name: text(item, 'SpecifiedTradeProduct', 'Name') ?? '',
        quantity: Number(text(item, 'SpecifiedLineTradeDelivery', 'BilledQuantity')),
        // In cents, to the hundredth: the XML has four decimals.
        netPrice:
          Math.round(
            Number(
              text(
                item,
                'SpecifiedLineTradeAgreement',
                'NetPriceProductTradePrice',
                'ChargeAmount',
              ),
            ) * 10_000,
          ) / 100,
        net: cents(
          text(
            item,
            'SpecifiedLineTradeSettlement',
            'SpecifiedTradeSettlementLineMonetarySummation',
            'LineTotalAmount',
          ),
        ),
        category: category(text(tax, 'CategoryCode')),
        rate: Number(text(tax, 'RateApplicablePercent')),
      };
    }),
    charges: children(settlement, 'SpecifiedTradeAllowanceCharge').map((node): EInvoiceCharge => ({
      net: cents(text(node, 'ActualAmount')),
      reasonCode: 'FC',
      reason: text(node, 'Reason') ?? '',
      category: category(text(node, 'CategoryTradeTax', 'CategoryCode')),
      rate: Number(text(node, 'CategoryTradeTax', 'RateApplicablePercent')),
    })),
    vatBreakdown: children(settlement, 'ApplicableTradeTax').map((node) => ({
      category: category(text(node, 'CategoryCode')),
      rate: Number(text(node, 'RateApplicablePercent')),
      basis: cents(text(node, 'BasisAmount')),
      vat: cents(text(node, 'CalculatedAmount')),
      exemptionReason: text(node, 'ExemptionReason'),
    })),
    totals: {
      lineNet: cents(text(sums, 'LineTotalAmount')),
      allowances: cents(text(sums, 'AllowanceTotalAmount')),
      charges: cents(text(sums, 'ChargeTotalAmount')),
      taxBasis: cents(text(sums, 'TaxBasisTotalAmount')),
      vat: cents(text(sums, 'TaxTotalAmount')),
      grandTotal: cents(text(sums, 'GrandTotalAmount')),
      prepaid: cents(text(sums, 'TotalPrepaidAmount')),
      rounding: child(sums, 'RoundingAmount') ? cents(text(sums, 'RoundingAmount')) : 0,
      due: cents(text(sums, 'DuePayableAmount')),
    },
    payment: {
      code: text(settlement, 'SpecifiedTradeSettlementPaymentMeans', 'TypeCode') ?? '',
      information: text(settlement, 'SpecifiedTradeSettlementPaymentMeans', 'Information') ?? '',
    },
    notes: children(header, 'IncludedNote').map((note) => text(note, 'Content') ?? ''),
  };
}
