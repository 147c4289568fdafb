/** A sample e-invoice for the tests: an invoice with two VAT rates, shipping and a voucher paid. */
import type { EInvoiceInput } from '.';

export const sampleSeller = {
  name: 'Museum of Example Art',
  address: { street: 'Museumsinsel 1', postalCode: '10178', city: 'Berlin', country: 'DE' },
  email: 'shop@museum.example',
  vatId: 'DE123456789',
  phone: '+49 30 1234567',
};
export const sampleBuyer = {
  name: 'Erika Mustermann',
  address: { street: 'Hauptstraße 5', postalCode: '80331', city: 'München', country: 'DE' },
  email: 'erika@example.org',
  vatId: null,
  phone: null,
};

export function sampleInput(overrides: Partial<EInvoiceInput> = {}): EInvoiceInput {
  return {
    profile: 'en16931',
    kind: 'invoice',
    number: 'INV-000001',
    issueDate: '2026-11-30',
    deliveryDate: '2026-12-05',
    buyerReference: null,
    orderNumber: 'F-1001',
    precedingInvoice: null,
    seller: sampleSeller,
    buyer: sampleBuyer,
    lines: [
      { id: 1, name: 'Adult ticket', quantity: 2, kind: 'admission', gross: 2400, rate: 7 },
      { id: 2, name: 'Catalogue', quantity: 1, kind: 'goods', gross: 3990, rate: 7 },
      { id: 3, name: 'Poster', quantity: 3, kind: 'goods', gross: 2997, rate: 19 },
    ],
    shipping: 495,
    shipTo: 'DE',
    oss: false,
    payment: { code: 'ZZZ', information: 'Card, paid; gift voucher ABC-123: 10.00 EUR' },
    notes: ['Prices include VAT.'],
    texts: { shipping: 'Shipping', voucherExemption: 'Gift voucher: not taxable when sold' },
    ...overrides,
  };
}
