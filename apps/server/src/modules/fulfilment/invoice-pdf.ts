/** Draws the invoice or credit note PDF (A4) of `invoiceDocument`. */
import { FACTUR_X_FILE_NAME, FACTUR_X_RELATIONSHIP, facturXXmp } from '@foyer/domain/e-invoice';
import type { InvoiceDocument, InvoiceLine } from './invoice-document';
import { FONT, pdfText, renderPdf, type Pdf } from './pdf';

const LEFT = 50;
const WIDTH = 495;
const BOTTOM = 792;
const MUTED = '#555555';
const INK = '#111111';

/** Columns: x, width and alignment of each field of a line. */
const COLUMNS: { key: keyof InvoiceLine; x: number; width: number; align: 'left' | 'right' }[] = [
  { key: 'title', x: LEFT, width: 160, align: 'left' },
  { key: 'quantity', x: 214, width: 36, align: 'right' },
  { key: 'net', x: 254, width: 66, align: 'right' },
  { key: 'rate', x: 324, width: 70, align: 'right' },
  { key: 'vat', x: 398, width: 62, align: 'right' },
  { key: 'gross', x: 464, width: 81, align: 'right' },
];

function row(doc: Pdf, line: InvoiceLine, font: string): void {
  doc.font(font).fontSize(9).fillColor(INK);
  const height = Math.max(
    ...COLUMNS.map((column) =>
      doc.heightOfString(pdfText(line[column.key]), { width: column.width }),
    ),
  );
  if (doc.y + height > BOTTOM) doc.addPage();
  const top = doc.y;
  for (const column of COLUMNS) {
    doc.text(pdfText(line[column.key]), column.x, top, {
      width: column.width,
      align: column.align,
    });
  }
  doc.x = LEFT;
  doc.y = top + height + 6;
}

function block(doc: Pdf, label: string | null, lines: string[], x: number, top: number): number {
  doc.y = top;
  if (label) {
    doc.font(FONT.bold).fontSize(9).fillColor(MUTED).text(pdfText(label), x, top, { width: 230 });
  }
  doc.font(FONT.regular).fontSize(9).fillColor(INK);
  for (const line of lines) doc.text(pdfText(line), x, doc.y, { width: 230 });
  return doc.y;
}

function rule(doc: Pdf): void {
  doc
    .moveTo(LEFT, doc.y - 3)
    .lineTo(LEFT + WIDTH, doc.y - 3)
    .strokeColor(MUTED)
    .lineWidth(0.5)
    .stroke();
}

/** The invoice (or credit note) PDF, with the museum's logo when there is one. */
export function renderInvoicePdf(
  document: InvoiceDocument,
  created: Date,
  logo: Buffer | null,
  facturX: Buffer,
): Promise<Buffer> {
  return renderPdf(
    {
      title: document.title,
      author: document.siteName,
      lang: document.lang,
      created,
      // A Factur-X invoice (docs/accounting.md "E-invoices"): PDF/A-3b with its CII XML.
      embed: {
        name: FACTUR_X_FILE_NAME,
        bytes: facturX,
        type: 'text/xml',
        relationship: FACTUR_X_RELATIONSHIP,
        description: 'Factur-X / ZUGFeRD invoice (EN 16931)',
        xmp: facturXXmp(),
      },
    },
    async (doc) => {
      if (logo) doc.image(logo, LEFT, 45, { fit: [150, 60] });
      const sellerBottom = block(doc, null, document.seller, LEFT + 265, 45);
      doc.x = LEFT;
      doc.y = Math.max(sellerBottom, logo ? 110 : 45) + 20;
      doc
        .font(FONT.bold)
        .fontSize(18)
        .fillColor(INK)
        .text(pdfText(document.title), { width: WIDTH });
      doc.moveDown(0.4);
      for (const [label, value] of document.facts) {
        doc
          .font(FONT.regular)
          .fontSize(10)
          .fillColor(INK)
          .text(pdfText(`${label}: ${value}`), { width: WIDTH });
      }
      doc.moveDown(1);
      const top = doc.y;
      const customerBottom = block(doc, document.customerLabel, document.customer, LEFT, top);
      const shippingBottom = document.shipping
        ? block(doc, document.shippingLabel, document.shipping, LEFT + 265, top)
        : top;
      doc.x = LEFT;
      doc.y = Math.max(customerBottom, shippingBottom) + 24;

      row(doc, document.columns, FONT.bold);
      rule(doc);
      for (const line of document.lines) row(doc, line, FONT.regular);
      rule(doc);
      doc.moveDown(0.5);

      for (const [index, [label, value]] of document.totals.entries()) {
        const last = index === document.totals.length - 1;
        if (doc.y + 16 > BOTTOM) doc.addPage();
        const y = doc.y;
        doc
          .font(last ? FONT.bold : FONT.regular)
          .fontSize(last ? 11 : 9)
          .fillColor(INK);
        doc.text(pdfText(label), 230, y, { width: 230, align: 'right' });
        doc.text(pdfText(value), 464, y, { width: 81, align: 'right' });
        doc.x = LEFT;
        doc.moveDown(0.3);
      }
      doc.moveDown(1);
      doc.font(FONT.regular).fontSize(9).fillColor(MUTED);
      for (const line of document.vatLines) doc.text(pdfText(line), LEFT, doc.y, { width: WIDTH });
      doc.moveDown(0.5);
      for (const note of document.notes) doc.text(pdfText(note), LEFT, doc.y, { width: WIDTH });
    },
  );
}
