/** Draws the ticket PDF (A4 pages) of `ticketsDocument`. */
import { FONT, pdfText, qrPng, renderPdf, type Pdf } from './pdf';
import type { AdmissionPage, Fact, TicketsDocument, VoucherPage } from './ticket-document';

const LEFT = 50;
const WIDTH = 495;
const BOTTOM = 792;
const MUTED = '#555555';
const INK = '#111111';

function write(
  doc: Pdf,
  text: string,
  font: string,
  size: number,
  options: PDFKit.Mixins.TextOptions = {},
) {
  doc.font(font).fontSize(size).fillColor(INK).text(pdfText(text), options);
}

function drawFacts(doc: Pdf, facts: readonly Fact[]): void {
  for (const [label, value] of facts) {
    const y = doc.y;
    doc
      .font(FONT.bold)
      .fontSize(10)
      .fillColor(MUTED)
      .text(pdfText(label), LEFT, y, { width: 140 });
    const labelBottom = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(11)
      .fillColor(INK)
      .text(pdfText(value), LEFT + 150, y, { width: WIDTH - 150 });
    doc.y = Math.max(doc.y, labelBottom) + 4;
  }
  doc.x = LEFT;
}

function drawHeader(
  doc: Pdf,
  siteName: string,
  heading: string,
  subheading: string | null,
  note: string | null,
): void {
  doc.x = LEFT;
  doc.y = 50;
  doc.font(FONT.regular).fontSize(10).fillColor(MUTED).text(pdfText(siteName), { width: WIDTH });
  doc.moveDown(0.6);
  write(doc, heading, FONT.bold, 22, { width: WIDTH });
  if (subheading) write(doc, subheading, FONT.regular, 14, { width: WIDTH });
  if (note)
    doc
      .font(FONT.oblique)
      .fontSize(10)
      .fillColor(MUTED)
      .text(pdfText(note), { width: WIDTH });
  doc.moveDown(0.8);
}

async function drawAdmission(
  doc: Pdf,
  document: TicketsDocument,
  page: AdmissionPage,
): Promise<void> {
  const header = (continued: boolean) => {
    drawHeader(
      doc,
      document.siteName,
      page.heading,
      page.subheading,
      continued ? document.continued : null,
    );
    drawFacts(doc, page.facts);
    doc
      .font(FONT.oblique)
      .fontSize(9)
      .fillColor(MUTED)
      .text(pdfText(page.hint), LEFT, doc.y + 4, { width: WIDTH });
    doc.moveDown(1);
  };
  header(false);
  const [only] = page.barcodes;
  if (page.barcodes.length === 1 && only) {
    const top = doc.y;
    doc.image(await qrPng(only.code), LEFT, top, { width: 170, height: 170 });
    doc
      .font(FONT.mono)
      .fontSize(16)
      .fillColor(INK)
      .text(only.code, LEFT, top + 178, { width: WIDTH });
    if (only.caption) write(doc, only.caption, FONT.regular, 11, { width: WIDTH });
    return;
  }
  const columns = 3;
  const cellWidth = WIDTH / columns;
  const qrSize = 125;
  const cellHeight = qrSize + 48;
  let index = 0;
  let rowTop = doc.y;
  for (const barcode of page.barcodes) {
    const column = index % columns;
    if (column === 0 && index > 0) rowTop += cellHeight;
    if (column === 0 && rowTop + cellHeight > BOTTOM) {
      doc.addPage();
      header(true);
      rowTop = doc.y;
    }
    const x = LEFT + column * cellWidth;
    doc.image(await qrPng(barcode.code), x + (cellWidth - qrSize) / 2, rowTop, {
      width: qrSize,
      height: qrSize,
    });
    doc
      .font(FONT.mono)
      .fontSize(11)
      .fillColor(INK)
      .text(barcode.code, x, rowTop + qrSize + 4, { width: cellWidth, align: 'center' });
    if (barcode.caption) {
      doc
        .font(FONT.regular)
        .fontSize(9)
        .fillColor(MUTED)
        .text(pdfText(barcode.caption), x, doc.y + 1, { width: cellWidth, align: 'center' });
    }
    index += 1;
  }
}

async function drawVoucher(doc: Pdf, document: TicketsDocument, page: VoucherPage): Promise<void> {
  drawHeader(doc, document.siteName, page.heading, page.name, null);
  write(doc, page.value, FONT.bold, 32, { width: WIDTH });
  doc.moveDown(0.5);
  doc.font(FONT.mono).fontSize(22).fillColor(INK).text(page.code, { width: WIDTH });
  if (page.validity) write(doc, page.validity, FONT.regular, 11, { width: WIDTH });
  doc.moveDown(0.8);
  drawFacts(doc, page.facts);
  doc.moveDown(0.5);
  doc.image(await qrPng(page.code), LEFT, doc.y, { width: 120, height: 120 });
  doc.y += 128;
  doc
    .font(FONT.oblique)
    .fontSize(9)
    .fillColor(MUTED)
    .text(pdfText(page.hint), LEFT, doc.y, { width: WIDTH });
}

/** The ticket PDF: one A4 page per entry of `document.pages` (long barcode lists continue). */
export function renderTicketsPdf(document: TicketsDocument, created: Date): Promise<Buffer> {
  return renderPdf(
    { title: document.title, author: document.siteName, lang: document.lang, created },
    async (doc) => {
      for (const [index, page] of document.pages.entries()) {
        if (index > 0) doc.addPage();
        if (page.type === 'voucher') await drawVoucher(doc, document, page);
        else await drawAdmission(doc, document, page);
      }
    },
  );
}
