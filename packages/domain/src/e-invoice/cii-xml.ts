/**
 * The UN/CEFACT Cross-Industry-Invoice (CII D16B) XML of an e-invoice, as Factur-X/ZUGFeRD
 * (profile EN 16931) and XRechnung (CII syntax) read it. The element order follows the Factur-X
 * EN 16931 schema (`schema/`, checked in the tests).
 */
import { create } from 'xmlbuilder2';
import type { XMLBuilder } from 'xmlbuilder2/lib/interfaces';
import { BILLING_PROCESS, type EInvoice, type EInvoiceParty } from './e-invoice';

const NS = {
  rsm: 'urn:un:unece:uncefact:data:standard:CrossIndustryInvoice:100',
  qdt: 'urn:un:unece:uncefact:data:standard:QualifiedDataType:100',
  ram: 'urn:un:unece:uncefact:data:standard:ReusableAggregateBusinessInformationEntity:100',
  udt: 'urn:un:unece:uncefact:data:standard:UnqualifiedDataType:100',
} as const;

/** Cents as a decimal amount with two places (`1234` → `12.34`). */
export function amount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.round(cents));
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`;
}

/** A unit price in cents (maybe fractional) with two to four decimal places. */
export function unitPrice(cents: number): string {
  let text = (cents / 100).toFixed(4);
  while (text.endsWith('0') && text.length - text.indexOf('.') > 3) text = text.slice(0, -1);
  return text;
}

/** A percentage as CII writes it (`19`, `5.5`). */
export function percent(rate: number): string {
  return String(Number(rate.toFixed(2)));
}

/** `YYYY-MM-DD` → `YYYYMMDD` (format 102). */
function day102(day: string): string {
  return day.replaceAll('-', '');
}

function party(parent: XMLBuilder, tag: string, who: EInvoiceParty, seller: boolean): void {
  const node = parent.ele(NS.ram, tag);
  node.ele(NS.ram, 'ram:Name').txt(who.name);
  if (seller && (who.email || who.phone)) {
    const contact = node.ele(NS.ram, 'ram:DefinedTradeContact');
    contact.ele(NS.ram, 'ram:PersonName').txt(who.name);
    if (who.phone) {
      contact
        .ele(NS.ram, 'ram:TelephoneUniversalCommunication')
        .ele(NS.ram, 'ram:CompleteNumber')
        .txt(who.phone);
    }
    if (who.email) {
      contact
        .ele(NS.ram, 'ram:EmailURIUniversalCommunication')
        .ele(NS.ram, 'ram:URIID')
        .txt(who.email);
    }
  }
  const address = node.ele(NS.ram, 'ram:PostalTradeAddress');
  if (who.address.postalCode) address.ele(NS.ram, 'ram:PostcodeCode').txt(who.address.postalCode);
  if (who.address.street) address.ele(NS.ram, 'ram:LineOne').txt(who.address.street);
  if (who.address.city) address.ele(NS.ram, 'ram:CityName').txt(who.address.city);
  address.ele(NS.ram, 'ram:CountryID').txt(who.address.country);
  if (who.email) {
    node
      .ele(NS.ram, 'ram:URIUniversalCommunication')
      .ele(NS.ram, 'ram:URIID', { schemeID: 'EM' })
      .txt(who.email);
  }
  if (who.vatId) {
    node
      .ele(NS.ram, 'ram:SpecifiedTaxRegistration')
      .ele(NS.ram, 'ram:ID', { schemeID: 'VA' })
      .txt(who.vatId);
  }
}

function tax(
  parent: XMLBuilder,
  tag: string,
  entry: { category: string; rate: number },
): XMLBuilder {
  const node = parent.ele(NS.ram, tag);
  node.ele(NS.ram, 'ram:TypeCode').txt('VAT');
  node.ele(NS.ram, 'ram:CategoryCode').txt(entry.category);
  node.ele(NS.ram, 'ram:RateApplicablePercent').txt(percent(entry.rate));
  return node;
}

/** The CII XML (UTF-8, with declaration) of an e-invoice. */
export function ciiXml(invoice: EInvoice): string {
  const doc = create({ version: '1.0', encoding: 'UTF-8' });
  const root = doc.ele(NS.rsm, 'rsm:CrossIndustryInvoice', {
    'xmlns:rsm': NS.rsm,
    'xmlns:qdt': NS.qdt,
    'xmlns:ram': NS.ram,
    'xmlns:udt': NS.udt,
  });
  const context = root.ele(NS.rsm, 'rsm:ExchangedDocumentContext');
  if (invoice.profile === 'xrechnung') {
    context
      .ele(NS.ram, 'ram:BusinessProcessSpecifiedDocumentContextParameter')
      .ele(NS.ram, 'ram:ID')
      .txt(BILLING_PROCESS);
  }
  context
    .ele(NS.ram, 'ram:GuidelineSpecifiedDocumentContextParameter')
    .ele(NS.ram, 'ram:ID')
    .txt(invoice.guidelineId);

  const header = root.ele(NS.rsm, 'rsm:ExchangedDocument');
  header.ele(NS.ram, 'ram:ID').txt(invoice.number);
  header.ele(NS.ram, 'ram:TypeCode').txt(invoice.typeCode);
  header
    .ele(NS.ram, 'ram:IssueDateTime')
    .ele(NS.udt, 'udt:DateTimeString', { format: '102' })
    .txt(day102(invoice.issueDate));
  for (const note of invoice.notes) {
    header.ele(NS.ram, 'ram:IncludedNote').ele(NS.ram, 'ram:Content').txt(note);
  }

  const transaction = root.ele(NS.rsm, 'rsm:SupplyChainTradeTransaction');
  for (const line of invoice.lines) {
    const item = transaction.ele(NS.ram, 'ram:IncludedSupplyChainTradeLineItem');
    item
      .ele(NS.ram, 'ram:AssociatedDocumentLineDocument')
      .ele(NS.ram, 'ram:LineID')
      .txt(line.lineId);
    item.ele(NS.ram, 'ram:SpecifiedTradeProduct').ele(NS.ram, 'ram:Name').txt(line.name);
    item
      .ele(NS.ram, 'ram:SpecifiedLineTradeAgreement')
      .ele(NS.ram, 'ram:NetPriceProductTradePrice')
      .ele(NS.ram, 'ram:ChargeAmount')
      .txt(unitPrice(line.netPrice));
    item
      .ele(NS.ram, 'ram:SpecifiedLineTradeDelivery')
      .ele(NS.ram, 'ram:BilledQuantity', { unitCode: 'C62' })
      .txt(String(line.quantity));
    const settlement = item.ele(NS.ram, 'ram:SpecifiedLineTradeSettlement');
    tax(settlement, 'ram:ApplicableTradeTax', line);
    settlement
      .ele(NS.ram, 'ram:SpecifiedTradeSettlementLineMonetarySummation')
      .ele(NS.ram, 'ram:LineTotalAmount')
      .txt(amount(line.net));
  }

  const agreement = transaction.ele(NS.ram, 'ram:ApplicableHeaderTradeAgreement');
  if (invoice.buyerReference) {
    agreement.ele(NS.ram, 'ram:BuyerReference').txt(invoice.buyerReference);
  }
  party(agreement, 'ram:SellerTradeParty', invoice.seller, true);
  party(agreement, 'ram:BuyerTradeParty', invoice.buyer, false);
  agreement
    .ele(NS.ram, 'ram:SellerOrderReferencedDocument')
    .ele(NS.ram, 'ram:IssuerAssignedID')
    .txt(invoice.orderNumber);

  const delivery = transaction.ele(NS.ram, 'ram:ApplicableHeaderTradeDelivery');
  if (invoice.deliveryDate) {
    delivery
      .ele(NS.ram, 'ram:ActualDeliverySupplyChainEvent')
      .ele(NS.ram, 'ram:OccurrenceDateTime')
      .ele(NS.udt, 'udt:DateTimeString', { format: '102' })
      .txt(day102(invoice.deliveryDate));
  }

  const settlement = transaction.ele(NS.ram, 'ram:ApplicableHeaderTradeSettlement');
  settlement.ele(NS.ram, 'ram:InvoiceCurrencyCode').txt(invoice.currency);
  const means = settlement.ele(NS.ram, 'ram:SpecifiedTradeSettlementPaymentMeans');
  means.ele(NS.ram, 'ram:TypeCode').txt(invoice.payment.code);
  means.ele(NS.ram, 'ram:Information').txt(invoice.payment.information);
  for (const group of invoice.vatBreakdown) {
    const node = settlement.ele(NS.ram, 'ram:ApplicableTradeTax');
    node.ele(NS.ram, 'ram:CalculatedAmount').txt(amount(group.vat));
    node.ele(NS.ram, 'ram:TypeCode').txt('VAT');
    if (group.exemptionReason) node.ele(NS.ram, 'ram:ExemptionReason').txt(group.exemptionReason);
    node.ele(NS.ram, 'ram:BasisAmount').txt(amount(group.basis));
    node.ele(NS.ram, 'ram:CategoryCode').txt(group.category);
    node.ele(NS.ram, 'ram:RateApplicablePercent').txt(percent(group.rate));
  }
  for (const charge of invoice.charges) {
    const node = settlement.ele(NS.ram, 'ram:SpecifiedTradeAllowanceCharge');
    node.ele(NS.ram, 'ram:ChargeIndicator').ele(NS.udt, 'udt:Indicator').txt('true');
    node.ele(NS.ram, 'ram:ActualAmount').txt(amount(charge.net));
    node.ele(NS.ram, 'ram:ReasonCode').txt(charge.reasonCode);
    node.ele(NS.ram, 'ram:Reason').txt(charge.reason);
    tax(node, 'ram:CategoryTradeTax', charge);
  }
  const totals = invoice.totals;
  const sums = settlement.ele(NS.ram, 'ram:SpecifiedTradeSettlementHeaderMonetarySummation');
  sums.ele(NS.ram, 'ram:LineTotalAmount').txt(amount(totals.lineNet));
  sums.ele(NS.ram, 'ram:ChargeTotalAmount').txt(amount(totals.charges));
  sums.ele(NS.ram, 'ram:AllowanceTotalAmount').txt(amount(totals.allowances));
  sums.ele(NS.ram, 'ram:TaxBasisTotalAmount').txt(amount(totals.taxBasis));
  sums.ele(NS.ram, 'ram:TaxTotalAmount', { currencyID: invoice.currency }).txt(amount(totals.vat));
  sums.ele(NS.ram, 'ram:GrandTotalAmount').txt(amount(totals.grandTotal));
  sums.ele(NS.ram, 'ram:TotalPrepaidAmount').txt(amount(totals.prepaid));
  sums.ele(NS.ram, 'ram:DuePayableAmount').txt(amount(totals.due));
  if (invoice.precedingInvoice) {
    const referred = settlement.ele(NS.ram, 'ram:InvoiceReferencedDocument');
    referred.ele(NS.ram, 'ram:IssuerAssignedID').txt(invoice.precedingInvoice.number);
    referred
      .ele(NS.ram, 'ram:FormattedIssueDateTime')
      .ele(NS.qdt, 'qdt:DateTimeString', { format: '102' })
      .txt(day102(invoice.precedingInvoice.issueDate));
  }
  return doc.end({ prettyPrint: true });
}
