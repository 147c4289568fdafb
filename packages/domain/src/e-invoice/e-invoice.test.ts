import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amount, checkEn16931, ciiXml, eInvoice, facturXXmp, readCii, unitPrice } from '.';
import {
  sampleBuyer as buyer,
  sampleInput as input,
  sampleSeller as seller,
} from './e-invoice.fixtures';

describe('eInvoice', () => {
  it('states net amounts per line and shipping charges per rate that add up to the gross paid', () => {
    const invoice = eInvoice(input());
    expect(invoice.typeCode).toBe('380');
    expect(invoice.lines.map((line) => [line.category, line.rate])).toEqual([
      ['S', 7],
      ['S', 7],
      ['S', 19],
    ]);
    // Shipping follows the goods: split over 7 % and 19 % in proportion to their gross.
    expect(invoice.charges.map((charge) => charge.rate)).toEqual([7, 19]);
    expect(invoice.totals.grandTotal).toBe(2400 + 3990 + 2997 + 495);
    expect(invoice.totals.prepaid).toBe(invoice.totals.grandTotal);
    expect(invoice.totals.due).toBe(0);
    expect(invoice.vatBreakdown.map((group) => group.rate)).toEqual([7, 19]);
    expect(checkEn16931(invoice)).toEqual([]);
  });

  it('keeps the VAT per rate the one computed on the rate’s gross (as the PDF prints it)', () => {
    const invoice = eInvoice(
      input({
        lines: [
          { id: 1, name: 'A', quantity: 1, kind: 'admission', gross: 1, rate: 19 },
          { id: 2, name: 'B', quantity: 1, kind: 'admission', gross: 1, rate: 19 },
          { id: 3, name: 'C', quantity: 1, kind: 'admission', gross: 1, rate: 19 },
        ],
        shipping: 0,
      }),
    );
    // 3 cents at 19 %: VAT round(3 × 19 / 119) = 0; three lines of 1 cent net each.
    expect(invoice.vatBreakdown).toEqual([
      { category: 'S', rate: 19, basis: 3, vat: 0, exemptionReason: null },
    ]);
    expect(invoice.lines.map((line) => line.net)).toEqual([1, 1, 1]);
  });

  it('puts a gift voucher sold in category E with its exemption reason, beside taxed lines', () => {
    const invoice = eInvoice(
      input({
        lines: [
          { id: 1, name: 'Ticket', quantity: 1, kind: 'admission', gross: 1200, rate: 7 },
          { id: 2, name: 'Gift voucher', quantity: 1, kind: 'voucherSale', gross: 5000, rate: 19 },
        ],
        shipping: 0,
      }),
    );
    expect(invoice.vatBreakdown).toEqual([
      {
        category: 'E',
        rate: 0,
        basis: 5000,
        vat: 0,
        exemptionReason: 'Gift voucher: not taxable when sold',
      },
      { category: 'S', rate: 7, basis: 1121, vat: 79, exemptionReason: null },
    ]);
    expect(checkEn16931(invoice)).toEqual([]);
  });

  it('types a credit note and a cancellation invoice 381 with the invoice they refer to', () => {
    const credit = eInvoice(
      input({
        kind: 'creditNote',
        number: 'CN-000001',
        precedingInvoice: { number: 'INV-000001', issueDate: '2026-11-30' },
        lines: [
          { id: 1, name: 'Adult ticket', quantity: 1, kind: 'admission', gross: 1200, rate: 7 },
        ],
        shipping: 0,
      }),
    );
    expect(credit.typeCode).toBe('381');
    expect(credit.totals.grandTotal).toBe(1200);
    expect(checkEn16931(credit)).toEqual([]);
    expect(checkEn16931({ ...credit, precedingInvoice: null }).map((v) => v.rule)).toEqual([
      'BR-55',
    ]);
  });

  it('holds the calculation rules for any lines, rates and shipping (property)', () => {
    const line = fc.record({
      kind: fc.constantFrom('admission' as const, 'goods' as const, 'voucherSale' as const),
      gross: fc.integer({ min: 1, max: 200_000 }),
      rate: fc.constantFrom(0, 7, 19),
      quantity: fc.integer({ min: 1, max: 12 }),
    });
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 2_000 }),
        (lines, shipping) => {
          const invoice = eInvoice(
            input({
              lines: lines.map((entry, index) => ({ ...entry, id: index + 1, name: `L${index}` })),
              shipping,
            }),
          );
          expect(checkEn16931(invoice)).toEqual([]);
          const gross = lines.reduce((sum, entry) => sum + entry.gross, 0) + shipping;
          expect(invoice.totals.grandTotal).toBe(gross);
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe('checkEn16931', () => {
  it('names the calculation rule a wrong total breaks', () => {
    const invoice = eInvoice(input());
    const wrong = {
      ...invoice,
      totals: { ...invoice.totals, lineNet: invoice.totals.lineNet + 1 },
    };
    expect(checkEn16931(wrong).map((v) => v.rule)).toEqual(['BR-CO-10', 'BR-CO-13']);
  });

  it('names a VAT amount that is not basis × rate', () => {
    const invoice = eInvoice(input());
    const [first, ...rest] = invoice.vatBreakdown;
    if (!first) throw new Error('no VAT group');
    const wrong = {
      ...invoice,
      vatBreakdown: [{ ...first, vat: first.vat + 5 }, ...rest],
      totals: {
        ...invoice.totals,
        vat: invoice.totals.vat + 5,
        grandTotal: invoice.totals.grandTotal + 5,
        prepaid: invoice.totals.prepaid + 5,
      },
    };
    expect(checkEn16931(wrong).map((v) => v.rule)).toEqual(['BR-CO-17']);
  });

  it('asks an XRechnung for the buyer reference and the seller’s contact', () => {
    const invoice = eInvoice(
      input({ profile: 'xrechnung', seller: { ...seller, phone: null, email: null } }),
    );
    expect(checkEn16931(invoice).map((v) => v.rule)).toEqual([
      'BR-DE-15',
      'BR-DE-2',
      'BR-DE-6',
      'BR-DE-7',
      'BT-34',
    ]);
  });

  it('asks for the seller’s VAT identifier', () => {
    const invoice = eInvoice(input({ seller: { ...seller, vatId: null } }));
    expect(checkEn16931(invoice).map((v) => v.rule)).toEqual(['BR-CO-26', 'BR-S-02']);
  });
});

describe('amounts in the XML', () => {
  it('writes amounts with two decimals and unit prices with up to four', () => {
    expect(amount(123456)).toBe('1234.56');
    expect(amount(-5)).toBe('-0.05');
    expect(unitPrice(1681 / 2)).toBe('8.405');
    expect(unitPrice(1000 / 3)).toBe('3.3333');
    expect(unitPrice(1200)).toBe('12.00');
  });
});

describe('facturXXmp', () => {
  it('names the embedded file, the document type, version and conformance level', () => {
    const xmp = facturXXmp();
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:DocumentType>INVOICE</fx:DocumentType>');
    expect(xmp).toContain('<fx:Version>1.0</fx:Version>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(xmp).toContain('<pdfaSchema:prefix>fx</pdfaSchema:prefix>');
  });
});

describe('readCii', () => {
  it('reads back what ciiXml wrote, so that the rules run on the XML itself', () => {
    const invoice = eInvoice(
      input({
        kind: 'creditNote',
        number: 'CN-000002',
        profile: 'xrechnung',
        buyerReference: '04011000-12345-67',
        precedingInvoice: { number: 'INV-000001', issueDate: '2026-11-29' },
        buyer: { ...buyer, name: 'Smith & <Sons>' },
        lines: [
          { id: 1, name: 'Three tickets', quantity: 3, kind: 'admission', gross: 1000, rate: 7 },
          { id: 2, name: 'Gift voucher', quantity: 1, kind: 'voucherSale', gross: 2500, rate: 19 },
          { id: 3, name: 'Poster', quantity: 1, kind: 'goods', gross: 1500, rate: 19 },
        ],
      }),
    );
    const read = readCii(ciiXml(invoice));
    // Unit prices are written with four decimals.
    expect(read).toEqual({
      ...invoice,
      lines: invoice.lines.map((line) => ({
        ...line,
        netPrice: Math.round(line.netPrice * 100) / 100,
      })),
    });
    expect(checkEn16931(read)).toEqual([]);
  });

  it('finds a wrong sum in an XML changed by hand', () => {
    const xml = ciiXml(eInvoice(input()));
    const changed = xml.replace(
      /<ram:LineTotalAmount>(\d+)\.(\d\d)<\/ram:LineTotalAmount>/,
      (_, whole: string, part: string) =>
        `<ram:LineTotalAmount>${Number(whole) + 1}.${part}</ram:LineTotalAmount>`,
    );
    expect(checkEn16931(readCii(changed)).map((violation) => violation.rule)).toEqual([
      'BT-131',
      'BR-CO-10',
      'BR-S-08',
    ]);
  });
});

describe('checkEn16931 on an empty document', () => {
  it('names every mandatory field and category rule it breaks', () => {
    const invoice = eInvoice(input({ profile: 'xrechnung', buyerReference: '4711' }));
    const empty = { street: null, postalCode: null, city: null, country: '' };
    const broken = {
      ...invoice,
      guidelineId: '',
      number: ' ',
      issueDate: '30.11.2026',
      typeCode: '999' as '380',
      currency: 'USD' as 'EUR',
      seller: { name: '', address: empty, email: null, vatId: null, phone: null },
      buyer: { name: '', address: empty, email: null, vatId: null, phone: null },
      lines: [
        {
          lineId: '',
          name: '',
          quantity: 0,
          netPrice: -1,
          net: 0.5,
          category: 'Z' as const,
          rate: 0,
        },
      ],
      charges: [{ net: 1.5, reasonCode: '' as 'FC', reason: '', category: 'E' as const, rate: 0 }],
      vatBreakdown: [
        { category: 'Z' as const, rate: 0, basis: 0.5, vat: 1, exemptionReason: 'no' },
        { category: 'S' as const, rate: 0, basis: 0, vat: 0, exemptionReason: null },
        { category: 'E' as const, rate: 0, basis: 1.5, vat: 0, exemptionReason: null },
      ],
      payment: { code: '', information: '' },
      totals: { ...invoice.totals, due: 100, prepaid: 0, grandTotal: 100, vat: 1 },
    };
    const rules = checkEn16931(broken).map((violation) => violation.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'BR-01',
        'BR-02',
        'BR-03',
        'BR-04',
        'BR-05',
        'BR-06',
        'BR-07',
        'BR-08',
        'BR-09',
        'BR-11',
        'BR-21',
        'BR-22',
        'BR-24',
        'BR-25',
        'BR-27',
        'BR-36',
        'BR-38',
        'BR-CO-25',
        'BR-CO-26',
        'BR-Z-02',
        'BR-E-02',
        'BR-Z-09',
        'BR-Z-10',
        'BR-S-05',
        'BR-E-10',
        'BR-DE-1',
        'BR-DE-2',
        'BR-DE-3',
        'BR-DE-4',
        'BR-DE-8',
        'BR-DE-9',
        'BT-49',
      ]),
    );
    expect(checkEn16931({ ...invoice, lines: [] }).map((violation) => violation.rule)).toContain(
      'BR-16',
    );
    expect(
      checkEn16931({ ...invoice, vatBreakdown: [] }).map((violation) => violation.rule),
    ).toEqual(expect.arrayContaining(['BR-CO-14', 'BR-CO-18', 'BR-S-01']));
  });
});
