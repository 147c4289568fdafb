import { describe, expect, it } from 'vitest';
import { ciiXml, eInvoice } from '../src/e-invoice';
import { sampleBuyer as buyer, sampleInput as input } from '../src/e-invoice/e-invoice.fixtures';
import { ciiSchemaErrors as schemaErrors } from './cii-schema';

describe('ciiXml', () => {
  it('writes an invoice the Factur-X EN 16931 schema accepts', async () => {
    const xml = ciiXml(eInvoice(input()));
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(xml).toContain('<ram:ReasonCode>FC</ram:ReasonCode>');
    expect(xml).toContain('<ram:DuePayableAmount>0.00</ram:DuePayableAmount>');
  });

  it('writes an XRechnung with the buyer reference and a credit note with its invoice', async () => {
    const xrechnung = ciiXml(
      eInvoice(input({ profile: 'xrechnung', buyerReference: '04011000-12345-67' })),
    );
    expect(await schemaErrors(xrechnung)).toEqual([]);
    expect(xrechnung).toContain(
      '<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>',
    );
    expect(xrechnung).toContain('<ram:BuyerReference>04011000-12345-67</ram:BuyerReference>');
    const credit = ciiXml(
      eInvoice(
        input({
          kind: 'cancellation',
          number: 'CI-000001',
          precedingInvoice: { number: 'INV-000001', issueDate: '2026-11-30' },
        }),
      ),
    );
    expect(await schemaErrors(credit)).toEqual([]);
    expect(credit).toContain('<ram:IssuerAssignedID>INV-000001</ram:IssuerAssignedID>');
    expect(credit).toContain('<ram:TypeCode>381</ram:TypeCode>');
  });

  it('escapes names and is refused by the schema when an element is out of place', async () => {
    const xml = ciiXml(eInvoice(input({ buyer: { ...buyer, name: 'Smith & <Sons>' } })));
    expect(xml).toContain('Smith &amp; &lt;Sons&gt;');
    const broken = xml.replace('<ram:TypeCode>380</ram:TypeCode>', '');
    expect(await schemaErrors(broken)).not.toEqual([]);
  });
});
