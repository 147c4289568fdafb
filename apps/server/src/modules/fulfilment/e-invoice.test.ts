/**
 * E-invoices: every invoice, cancellation invoice and credit note PDF is a Factur-X (PDF/A-3b with
 * its CII XML, profile EN 16931); an order with the buyer's reference gets its XRechnung as
 * `invoice-<n>.xml` and in its confirmation e-mail. The XML is checked against the CII schema and
 * the EN 16931 sums.
 */
import { ciiSchemaErrors } from '@foyer/domain/cii-schema';
import { checkEn16931, readCii } from '@foyer/domain/e-invoice';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { emailOutbox, invoiceDocuments } from '../../db/schema';
import { TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { pdfEmbeddedFile, pdfEmbeddedFiles, pdfXmp } from '../../testing/documents';
import { composeQueuedMail } from '../../testing/outbox';
import { appendLedgerRows } from '../orders';
import { issueCreditNote, replaceInvoice } from '../orders/testing';
import { insertOrder, type NewItem } from './fulfilment.fixtures';
import { useFulfilmentSuite } from './fulfilment-suite.fixtures';

/** The amounts of `tag` in order of appearance, in cents. */
function amounts(xml: string, tag: string): number[] {
  return [
    ...xml.matchAll(new RegExp(`<ram:${tag}(?: [^>]*)?>(-?\\d+\\.\\d+)</ram:${tag}>`, 'g')),
  ].map((match) => Math.round(Number(match[1]) * 100));
}

/** The one amount of `tag` in the document's header sums. */
function total(xml: string, tag: string): number {
  const sums = xml.slice(xml.indexOf('<ram:SpecifiedTradeSettlementHeaderMonetarySummation>'));
  const [value] = amounts(sums, tag);
  if (value === undefined) throw new Error(`no ${tag}`);
  return value;
}

/**
 * Checks the XML with the schema, the EN 16931 rules (`checkEn16931` on the XML read back) and,
 * independently of the domain, the sums (BR-CO-10, -13, -14, -15, -16, BR-S-08).
 */
async function expectValidCii(xml: string): Promise<void> {
  expect(await ciiSchemaErrors(xml)).toEqual([]);
  expect(checkEn16931(readCii(xml))).toEqual([]);
  const lines = xml.slice(0, xml.indexOf('<ram:ApplicableHeaderTradeAgreement>'));
  const lineNet = amounts(lines, 'LineTotalAmount').reduce((sum, value) => sum + value, 0);
  const charges = amounts(xml, 'ActualAmount').reduce((sum, value) => sum + value, 0);
  const bases = amounts(xml, 'BasisAmount').reduce((sum, value) => sum + value, 0);
  const vat = amounts(xml, 'CalculatedAmount').reduce((sum, value) => sum + value, 0);
  expect(total(xml, 'LineTotalAmount')).toBe(lineNet);
  expect(total(xml, 'ChargeTotalAmount')).toBe(charges);
  expect(total(xml, 'TaxBasisTotalAmount')).toBe(lineNet + charges);
  expect(bases).toBe(lineNet + charges);
  expect(total(xml, 'TaxTotalAmount')).toBe(vat);
  expect(total(xml, 'GrandTotalAmount')).toBe(lineNet + charges + vat);
  expect(total(xml, 'DuePayableAmount')).toBe(
    total(xml, 'GrandTotalAmount') - total(xml, 'TotalPrepaidAmount'),
  );
}

/** The XML without its context (the profile it claims): what Factur-X and XRechnung share. */
function content(xml: string): string {
  return xml.replace(/<rsm:ExchangedDocumentContext>[\s\S]*<\/rsm:ExchangedDocumentContext>/, '');
}

describe.each(testDatabaseKinds())('e-invoices on $name', ({ open }) => {
  const suite = useFulfilmentSuite(open);
  const { fulfil, download, timed } = suite;

  function goods(name: string, gross: number, rate: number, index: number): NewItem {
    return {
      type: 'merchandise',
      refId: suite.catalog.articles.book,
      name,
      count: 1,
      unitPrice: gross,
      totalPrice: gross,
      vatValue: rate,
      details: { itemIndex: index, productKind: null, needsShipping: true, lines: [] },
    };
  }

  const voucherCode: NewItem = {
    type: 'voucherCode',
    refId: null,
    name: 'GIFT-2026',
    count: 1,
    unitPrice: -1000,
    totalPrice: -1000,
    vatValue: 0,
    datetime: null,
    details: { barcode: 'GIFT-2026', value: 1000, used: 1000, remaining: 0, lines: [] },
  };

  /** The order's invoice PDF and the Factur-X XML it embeds. */
  async function invoiceOf(token: string, file: string) {
    const response = await download(token, file);
    expect(response.statusCode).toBe(200);
    const pdf = response.rawPayload;
    expect(pdfEmbeddedFiles(pdf)).toEqual(['factur-x.xml']);
    return { pdf, xml: pdfEmbeddedFile(pdf, 1).toString('utf8') };
  }

  it('embeds the Factur-X XML of an invoice with two VAT rates, shipping and a voucher code', async () => {
    const order = await insertOrder(suite.database.db, {
      shippingCost: 495,
      shippingAddress: {
        name: 'Ada Lovelace',
        street: 'Lindenstraße 1',
        zip: '04109',
        city: 'Leipzig',
        country: 'DE',
      },
      items: [
        timed(2),
        goods('Ausstellungskatalog', 2990, 7, 1),
        goods('Poster', 1500, 19, 2),
        voucherCode,
      ],
    });
    await fulfil(order.id);
    const { pdf, xml } = await invoiceOf(order.token, 'invoice.pdf');
    const xmp = pdfXmp(pdf);
    expect(xmp).toContain('<pdfaid:part>3</pdfaid:part>');
    expect(xmp).toContain('<pdfaid:conformance>B</pdfaid:conformance>');
    expect(xmp).toContain('<fx:DocumentFileName>factur-x.xml</fx:DocumentFileName>');
    expect(xmp).toContain('<fx:ConformanceLevel>EN 16931</fx:ConformanceLevel>');
    expect(pdf.toString('latin1')).toContain('/AFRelationship /Alternative');
    expect(pdf.toString('latin1')).toMatch(/\/AF \[\d+ 0 R\]/);

    await expectValidCii(xml);
    expect(xml).toContain('<ram:ID>urn:cen.eu:en16931:2017</ram:ID>');
    expect(xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(xml).toMatch(/<ram:ID>INV-\d{6}<\/ram:ID>/);
    expect(xml).toContain('<ram:ID schemeID="VA">DE123456789</ram:ID>');
    expect(xml).toContain('<ram:Name>Ada Lovelace</ram:Name>');
    expect(xml).not.toContain('<ram:BuyerReference>');
    // Tickets 2 × 14.00 and the book at 7 %, the poster at 19 %; shipping split over both.
    for (const rate of ['7', '19']) {
      expect(xml).toContain(`<ram:RateApplicablePercent>${rate}</ram:RateApplicablePercent>`);
    }
    expect(total(xml, 'GrandTotalAmount')).toBe(2800 + 2990 + 1500 + 495);
    expect(total(xml, 'ChargeTotalAmount')).toBeGreaterThan(0);
    expect(amounts(xml, 'ActualAmount')).toHaveLength(2);
    // The voucher code is a means of payment: paid in full, nothing due.
    expect(total(xml, 'TotalPrepaidAmount')).toBe(2800 + 2990 + 1500 + 495);
    expect(total(xml, 'DuePayableAmount')).toBe(0);
    expect(xml).toContain('GIFT-2026');
    // Without the buyer's reference there is no XRechnung.
    const number = /<ram:ID>INV-0*(\d+)<\/ram:ID>/.exec(xml)?.[1];
    expect((await download(order.token, `invoice-${number}.xml`)).statusCode).toBe(404);
  });

  it('serves the XRechnung of an order with the buyer’s reference and attaches it to the confirmation', async () => {
    const email = `business.${process.pid}@example.org`;
    const order = await insertOrder(suite.database.db, {
      email,
      externalDocumentNumber: '04011000-12345-67',
      billing: {
        company: 'Stadtverwaltung Lindenau',
        fname: 'Grace',
        lname: 'Hopper',
        email,
        street: 'Rathausplatz 1',
        zip: '04999',
        city: 'Lindenau',
        country: 'DE',
      },
      items: [timed(3)],
    });
    await fulfil(order.id);
    const [invoice] = await suite.database.db
      .select()
      .from(invoiceDocuments)
      .where(eq(invoiceDocuments.orderId, order.id));
    const response = await download(order.token, `invoice-${invoice?.number}.xml`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
    const xml = response.payload;
    await expectValidCii(xml);
    expect(xml).toContain(
      '<ram:ID>urn:cen.eu:en16931:2017#compliant#urn:xeinkauf.de:kosit:xrechnung_3.0</ram:ID>',
    );
    expect(xml).toContain('<ram:BuyerReference>04011000-12345-67</ram:BuyerReference>');
    expect(xml).toContain('<ram:Name>Stadtverwaltung Lindenau</ram:Name>');
    expect(xml).toContain('<ram:CompleteNumber>+49 3412 55 10 0</ram:CompleteNumber>');
    expect(xml).toContain('<ram:URIID>besucherservice@stadtmuseum-lindenau.example</ram:URIID>');
    // The PDF embeds the same invoice (profile EN 16931).
    const embedded = await invoiceOf(order.token, `invoice-${invoice?.number}.pdf`);
    expect(content(embedded.xml)).toBe(content(xml));

    await composeQueuedMail(suite.deps);
    const [mail] = await suite.database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.to, email));
    const attached = mail?.attachments.find((file) => file.filename.endsWith('.xml'));
    expect(attached?.contentType).toBe('application/xml');
    expect(Buffer.from(attached?.contentBase64 ?? '', 'base64').toString('utf8')).toBe(xml);
  });

  it('types the credit note of a refunded line 381 with the invoice it refers to', async () => {
    const order = await insertOrder(suite.database.db, {
      bookedAt: TEST_NOW,
      items: [timed(2), goods('Poster', 1500, 19, 1)],
    });
    await fulfil(order.id);
    const [ticketLine] = order.itemIds;
    const request = `staff:e-invoice-credit-${order.id}`;
    const [refund] = await suite.database.db.transaction((tx) =>
      appendLedgerRows(
        tx,
        order.id,
        [
          {
            key: request,
            entry: {
              kind: 'refundRequested',
              request,
              paymentId: null,
              amount: 0,
              purpose: 'cancellation',
              lineIds: [ticketLine ?? 0],
              vouchers: [],
              whole: false,
              retryOf: null,
            },
          },
        ],
        TEST_NOW,
      ),
    );
    if (!refund) throw new Error('no refund');
    const note = await suite.database.db.transaction((tx) =>
      issueCreditNote(
        tx,
        { id: order.id, requestInvoice: true, billing: null },
        { id: refund.id, itemIds: refund.lineIds, amount: 2800, voucherAmount: 0 },
        TEST_NOW,
      ),
    );
    const { xml } = await invoiceOf(order.token, `credit-note-${note?.number}.pdf`);
    await expectValidCii(xml);
    expect(xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(xml).toMatch(
      /<ram:InvoiceReferencedDocument>\s*<ram:IssuerAssignedID>INV-\d{6}<\/ram:IssuerAssignedID>/,
    );
    // Only the refunded tickets, credited as positive amounts.
    expect(total(xml, 'GrandTotalAmount')).toBe(2800);
    expect(xml).not.toContain('Poster');
  });

  it('types a cancellation invoice 381 referring to the invoice it cancels, and its replacement 380', async () => {
    const order = await insertOrder(suite.database.db, { items: [timed(1)] });
    await fulfil(order.id);
    const replaced = await suite.database.db.transaction((tx) =>
      replaceInvoice(
        tx,
        { id: order.id, billing: { fname: 'Ada', lname: 'King', city: 'London', country: 'GB' } },
        { itemIds: order.itemIds, amount: 1400, voucherAmount: 0 },
        TEST_NOW,
      ),
    );
    if (!replaced) throw new Error('no replacement');
    const cancellation = await invoiceOf(
      order.token,
      `cancellation-${replaced.cancellation.number}.pdf`,
    );
    await expectValidCii(cancellation.xml);
    expect(cancellation.xml).toContain('<ram:TypeCode>381</ram:TypeCode>');
    expect(cancellation.xml).toMatch(/<ram:ID>CI-\d{6}<\/ram:ID>/);
    expect(cancellation.xml).toContain('<ram:Name>Ada Lovelace</ram:Name>');
    expect(total(cancellation.xml, 'GrandTotalAmount')).toBe(1400);
    const invoice = await invoiceOf(order.token, `invoice-${replaced.invoice.number}.pdf`);
    await expectValidCii(invoice.xml);
    expect(invoice.xml).toContain('<ram:TypeCode>380</ram:TypeCode>');
    expect(invoice.xml).toContain('<ram:Name>Ada King</ram:Name>');
    expect(invoice.xml).toContain('<ram:CountryID>GB</ram:CountryID>');
    // Both name the first invoice: the one cancelled, the one replaced.
    const first = /<ram:IssuerAssignedID>(INV-\d{6})<\/ram:IssuerAssignedID>/;
    expect(first.exec(invoice.xml)?.[1]).toBe(first.exec(cancellation.xml)?.[1]);
  });
});
