/**
 * The EN 16931 business rules an e-invoice of the shop can break, checked offline on its data
 * (the official Schematron needs an XSLT 2 processor): the mandatory fields (BR-01 … BR-16,
 * BR-21 … BR-27), the calculation rules (BR-CO-10 … BR-CO-17), the VAT category rules of the
 * categories the shop uses (BR-S-*, BR-Z-*, BR-E-*), the charge rules (BR-33 … BR-38) and, for
 * XRechnung, the German CIUS rules on the buyer reference, the seller contact and the payment
 * instructions (BR-DE-1 … BR-DE-9, BR-DE-15) and the electronic addresses XRechnung 3.0 requires
 * (BT-34, BT-49); BT-131 checks quantity × net price against the line amount. The answer lists the broken
 * rules; empty when the document conforms.
 */
import type { EInvoice, VatCategory } from './e-invoice';

export interface RuleViolation {
  rule: string;
  message: string;
}

const sum = (values: readonly number[]): number =>
  values.reduce((total, value) => total + value, 0);

/**
 * The VAT of a taxable amount at a rate, rounded to the cent (BR-CO-17). The official rule accepts
 * a difference of one currency unit; this check accepts one cent (the VAT contained in a gross
 * price rounds to the cent once).
 */
function vatOf(basis: number, rate: number): number {
  return Math.round((basis * rate) / 100);
}

export function checkEn16931(invoice: EInvoice): RuleViolation[] {
  const out: RuleViolation[] = [];
  const fail = (rule: string, message: string): void => {
    out.push({ rule, message });
  };
  const present = (value: string | null | undefined): boolean =>
    typeof value === 'string' && value.trim().length > 0;

  if (!present(invoice.guidelineId)) fail('BR-01', 'The specification identifier is missing.');
  if (!present(invoice.number)) fail('BR-02', 'The invoice number is missing.');
  if (!/^\d{4}-\d{2}-\d{2}$/.test(invoice.issueDate)) fail('BR-03', 'The issue date is missing.');
  if (!['380', '381'].includes(invoice.typeCode)) fail('BR-04', 'The type code is not known.');
  if (invoice.currency !== 'EUR') fail('BR-05', 'The currency code is missing.');
  if (!present(invoice.seller.name)) fail('BR-06', "The seller's name is missing.");
  if (!present(invoice.buyer.name)) fail('BR-07', "The buyer's name is missing.");
  if (!present(invoice.seller.address.city) && !present(invoice.seller.address.street)) {
    fail('BR-08', "The seller's postal address is missing.");
  }
  if (!/^[A-Z]{2}$/.test(invoice.seller.address.country)) {
    fail('BR-09', "The seller's country code is missing.");
  }
  if (!/^[A-Z]{2}$/.test(invoice.buyer.address.country)) {
    fail('BR-11', "The buyer's country code is missing.");
  }
  if (invoice.lines.length === 0) fail('BR-16', 'The invoice has no line.');
  for (const line of invoice.lines) {
    if (!present(line.lineId)) fail('BR-21', 'A line has no identifier.');
    if (!Number.isFinite(line.quantity) || line.quantity === 0) {
      fail('BR-22', `Line ${line.lineId} has no quantity.`);
    }
    if (!Number.isInteger(line.net)) fail('BR-24', `Line ${line.lineId} has no net amount.`);
    if (!present(line.name)) fail('BR-25', `Line ${line.lineId} has no item name.`);
    if (line.netPrice < 0) fail('BR-27', `Line ${line.lineId} has a negative net price.`);
    if (Math.abs(line.netPrice * line.quantity - line.net) > 0.5) {
      fail('BT-131', `Line ${line.lineId}: quantity × net price is not its net amount.`);
    }
  }
  for (const charge of invoice.charges) {
    if (!Number.isInteger(charge.net)) fail('BR-36', 'A charge has no amount.');
    if (!present(charge.reason) && !present(charge.reasonCode)) {
      fail('BR-38', 'A charge has neither a reason nor a reason code.');
    }
  }

  // Totals (BR-CO-10 … BR-CO-16).
  const totals = invoice.totals;
  const lineNet = sum(invoice.lines.map((line) => line.net));
  const charges = sum(invoice.charges.map((charge) => charge.net));
  if (totals.lineNet !== lineNet) {
    fail('BR-CO-10', `The lines' net amounts sum to ${lineNet}, not ${totals.lineNet}.`);
  }
  if (totals.charges !== charges) {
    fail('BR-CO-12', `The charges sum to ${charges}, not ${totals.charges}.`);
  }
  if (totals.taxBasis !== totals.lineNet - totals.allowances + totals.charges) {
    fail('BR-CO-13', 'The total without VAT is not lines − allowances + charges.');
  }
  const vat = sum(invoice.vatBreakdown.map((group) => group.vat));
  if (totals.vat !== vat) fail('BR-CO-14', `The VAT breakdown sums to ${vat}, not ${totals.vat}.`);
  if (totals.grandTotal !== totals.taxBasis + totals.vat) {
    fail('BR-CO-15', 'The total with VAT is not the total without VAT plus the VAT.');
  }
  if (totals.due !== totals.grandTotal - totals.prepaid + totals.rounding) {
    fail('BR-CO-16', 'The amount due is not total − paid + rounding.');
  }
  if (invoice.vatBreakdown.length === 0) fail('BR-CO-18', 'The VAT breakdown is missing.');
  if (totals.due > 0) {
    fail('BR-CO-25', 'An amount is due but neither a due date nor payment terms are given.');
  }
  if (!present(invoice.seller.vatId)) {
    fail('BR-CO-26', 'The seller has no VAT identifier (nor another identifier).');
  }

  // Per VAT category and rate (BR-S-08/09, BR-Z-08/09, BR-E-08/09/10, BR-CO-17).
  const categories = new Set<VatCategory>([
    ...invoice.lines.map((line) => line.category),
    ...invoice.charges.map((charge) => charge.category),
  ]);
  for (const category of categories) {
    if (!invoice.vatBreakdown.some((group) => group.category === category)) {
      fail(`BR-${category}-01`, `Category ${category} is used but not in the VAT breakdown.`);
    }
    if (!present(invoice.seller.vatId)) {
      fail(`BR-${category}-02`, `Category ${category} needs the seller's VAT identifier.`);
    }
  }
  for (const group of invoice.vatBreakdown) {
    const basis =
      sum(
        invoice.lines
          .filter((line) => line.category === group.category && line.rate === group.rate)
          .map((line) => line.net),
      ) +
      sum(
        invoice.charges
          .filter((charge) => charge.category === group.category && charge.rate === group.rate)
          .map((charge) => charge.net),
      );
    const rule = `BR-${group.category}-08`;
    if (basis !== group.basis) {
      fail(
        rule,
        `Category ${group.category} ${group.rate} %: basis ${group.basis}, lines ${basis}.`,
      );
    }
    if (group.category === 'S') {
      if (!(group.rate > 0)) fail('BR-S-05', 'A standard-rated group has no rate above 0.');
      if (Math.abs(group.vat - vatOf(group.basis, group.rate)) > 1) {
        fail('BR-CO-17', `Category S ${group.rate} %: VAT ${group.vat} is not basis × rate.`);
      }
    } else {
      if (group.rate !== 0 || group.vat !== 0) {
        fail(`BR-${group.category}-09`, `Category ${group.category} carries VAT.`);
      }
    }
    if (group.category === 'E' && !present(group.exemptionReason)) {
      fail('BR-E-10', 'An exempt group has no exemption reason.');
    }
    if (group.category !== 'E' && present(group.exemptionReason)) {
      fail(`BR-${group.category}-10`, `A ${group.category} group has an exemption reason.`);
    }
  }
  if (invoice.typeCode === '381' && !invoice.precedingInvoice) {
    fail('BR-55', 'A credit note names no invoice it refers to.');
  }

  if (invoice.profile === 'xrechnung') {
    if (!present(invoice.buyerReference)) fail('BR-DE-15', 'The buyer reference is missing.');
    if (!present(invoice.payment.code)) fail('BR-DE-1', 'The payment instructions are missing.');
    if (!present(invoice.seller.email) && !present(invoice.seller.phone)) {
      fail('BR-DE-2', "The seller's contact is missing.");
    }
    if (!present(invoice.seller.phone)) fail('BR-DE-6', "The seller's telephone is missing.");
    if (!present(invoice.seller.email)) fail('BR-DE-7', "The seller's e-mail is missing.");
    if (!present(invoice.seller.address.city)) fail('BR-DE-3', "The seller's city is missing.");
    if (!present(invoice.seller.address.postalCode)) {
      fail('BR-DE-4', "The seller's post code is missing.");
    }
    if (!present(invoice.buyer.address.city)) fail('BR-DE-8', "The buyer's city is missing.");
    if (!present(invoice.buyer.address.postalCode)) {
      fail('BR-DE-9', "The buyer's post code is missing.");
    }
    if (!present(invoice.seller.email)) {
      fail('BT-34', "The seller's electronic address (BT-34) is missing.");
    }
    if (!present(invoice.buyer.email)) {
      fail('BT-49', "The buyer's electronic address (BT-49) is missing.");
    }
  }
  return out;
}
