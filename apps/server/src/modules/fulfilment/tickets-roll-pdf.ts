/**
 * The ticket PDF on an 80 mm till roll (the till's printer): the same `ticketsDocument` as the A4
 * tickets, in the order's language, one slip per admission barcode or gift voucher, each a page of
 * its own as long as its content (the printer cuts after each). A slip has the site name, the
 * heading, the facts, the QR code at 50 mm (scannable at the door) with the code printed under it,
 * its price and persons, the hint and the conditions of entry. The pages are measured in a first
 * pass and drawn to their length in a second.
 */
import { FONT, pdfText, qrPng, renderPdf, type Pdf } from './pdf';
import type {
  AdmissionBarcode,
  AdmissionPage,
  TicketsDocument,
  VoucherPage,
} from './ticket-document';

/** 80 mm in points. */
const WIDTH = (80 / 25.4) * 72;
const MARGIN = 10;
const INNER = WIDTH - 2 * MARGIN;
/** The QR code's side: 50 mm. */
const QR = (50 / 25.4) * 72;
/** Long enough for any slip in the measuring pass. */
const MEASURE_HEIGHT = 14_400;
const MUTED = '#444444';
const INK = '#000000';

type Slip =
  | { type: 'admission'; page: AdmissionPage; barcode: AdmissionBarcode }
  | { type: 'voucher'; page: VoucherPage };

function slipsOf(document: TicketsDocument): Slip[] {
  return document.pages.flatMap((page): Slip[] =>
    page.type === 'voucher'
      ? [{ type: 'voucher', page }]
      : page.barcodes.map((barcode) => ({ type: 'admission', page, barcode })),
  );
}

function write(doc: Pdf, text: string, font: string, size: number, options: object = {}) {
  doc
    .font(font)
    .fontSize(size)
    .fillColor(INK)
    .text(pdfText(text), MARGIN, doc.y, { width: INNER, ...options });
}

function facts(doc: Pdf, list: readonly (readonly [string, string])[]): void {
  for (const [label, value] of list) {
    doc.font(FONT.bold).fontSize(7).fillColor(MUTED).text(pdfText(label), MARGIN, doc.y, {
      width: INNER,
    });
    doc.font(FONT.regular).fontSize(9).fillColor(INK).text(pdfText(value), MARGIN, doc.y, {
      width: INNER,
    });
    doc.moveDown(0.2);
  }
}

async function qr(doc: Pdf, code: string): Promise<void> {
  doc.moveDown(0.4);
  const top = doc.y;
  doc.image(await qrPng(code), (WIDTH - QR) / 2, top, { width: QR, height: QR });
  doc.y = top + QR + 2;
  doc.font(FONT.mono).fontSize(11).fillColor(INK).text(code, MARGIN, doc.y, {
    width: INNER,
    align: 'center',
  });
}

/** Draws one slip from the top of the current page; answers where it ends. */
async function drawSlip(doc: Pdf, document: TicketsDocument, slip: Slip): Promise<number> {
  doc.y = MARGIN;
  write(doc, document.siteName, FONT.regular, 8, { align: 'center' });
  doc.moveDown(0.3);
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(WIDTH - MARGIN, doc.y)
    .lineWidth(1)
    .strokeColor(INK)
    .stroke();
  doc.moveDown(0.5);
  const { page } = slip;
  write(doc, page.heading, FONT.bold, 13);
  if (slip.type === 'admission') {
    if (slip.page.subheading) write(doc, slip.page.subheading, FONT.regular, 10);
    if (slip.page.holder) write(doc, slip.page.holder, FONT.bold, 12);
    doc.moveDown(0.4);
    facts(doc, slip.page.facts);
    await qr(doc, slip.barcode.code);
    const details = [slip.barcode.caption, slip.barcode.price].filter((part) => part !== null);
    write(doc, details.join(' · '), FONT.regular, 9, { align: 'center' });
  } else {
    write(doc, slip.page.name, FONT.regular, 10);
    write(doc, slip.page.value, FONT.bold, 18);
    if (slip.page.validity) write(doc, slip.page.validity, FONT.regular, 9);
    doc.moveDown(0.4);
    facts(doc, slip.page.facts);
    await qr(doc, slip.page.code);
  }
  doc.moveDown(0.5);
  write(doc, page.hint, FONT.oblique, 8);
  if (document.conditions) {
    doc.moveDown(0.5);
    write(doc, document.conditions.label, FONT.bold, 7);
    write(doc, document.conditions.text, FONT.regular, 7);
  }
  return doc.y + MARGIN;
}

/** The tickets on an 80 mm roll, one slip per page. */
export async function renderTicketsRollPdf(
  document: TicketsDocument,
  created: Date,
): Promise<Buffer> {
  const slips = slipsOf(document);
  const info = { title: document.title, author: document.siteName, lang: document.lang, created };
  // First pass: how long each slip is.
  const heights: number[] = [];
  await renderPdf({ ...info, size: [WIDTH, MEASURE_HEIGHT], margin: 0 }, async (doc) => {
    for (const [index, slip] of slips.entries()) {
      if (index > 0) doc.addPage({ size: [WIDTH, MEASURE_HEIGHT], margin: 0 });
      heights.push(Math.ceil(await drawSlip(doc, document, slip)));
    }
  });
  const size = (index: number): [number, number] => [WIDTH, heights[index] ?? MEASURE_HEIGHT];
  return renderPdf({ ...info, size: size(0), margin: 0 }, async (doc) => {
    for (const [index, slip] of slips.entries()) {
      if (index > 0) doc.addPage({ size: size(index), margin: 0 });
      await drawSlip(doc, document, slip);
    }
  });
}
