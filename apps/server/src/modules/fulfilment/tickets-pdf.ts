/**
 * Draws the ticket PDF (A4 pages) of `ticketsDocument`: the museum's logo on every page, the event's
 * or tour's image when it has one, a section per barcode (QR code with the code printed under it,
 * its price and persons), and the conditions of entry at the foot. Gift vouchers are framed and tied
 * with a ribbon in the museum's colour.
 */
import { FONT, pdfText, qrPng, renderPdf, type Pdf } from './pdf';
import type {
  AdmissionBarcode,
  AdmissionPage,
  Fact,
  TicketsDocument,
  VoucherPage,
} from './ticket-document';

const LEFT = 50;
const WIDTH = 495;
const FOOT = 700;
const MUTED = '#555555';
const INK = '#111111';

/** What the pages show besides text: the logo, catalog images by `type:id`, the museum's colour. */
export interface TicketAssets {
  logo: Buffer | null;
  images: Map<string, Buffer>;
  primary: string;
}

export function imageKey(image: { type: string; id: number }): string {
  return `${image.type}:${image.id}`;
}

function write(doc: Pdf, text: string, font: string, size: number, width = WIDTH, color = INK) {
  doc.font(font).fontSize(size).fillColor(color).text(pdfText(text), { width });
}

function drawFacts(doc: Pdf, facts: readonly Fact[], width: number): void {
  for (const [label, value] of facts) {
    const y = doc.y;
    doc.font(FONT.bold).fontSize(9).fillColor(MUTED).text(pdfText(label), LEFT, y, { width: 135 });
    const labelBottom = doc.y;
    doc
      .font(FONT.regular)
      .fontSize(10)
      .fillColor(INK)
      .text(pdfText(value), LEFT + 140, y, { width: width - 140 });
    doc.y = Math.max(doc.y, labelBottom) + 3;
  }
  doc.x = LEFT;
}

/** Logo (or site name) and a rule in the museum's colour; leaves `doc.y` below them. */
function drawTop(doc: Pdf, document: TicketsDocument, assets: TicketAssets): void {
  if (assets.logo) doc.image(assets.logo, LEFT, 40, { fit: [150, 48] });
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(pdfText(document.siteName), LEFT + 200, 44, { width: WIDTH - 200, align: 'right' });
  doc.rect(LEFT, 96, WIDTH, 2).fill(assets.primary);
  doc.x = LEFT;
  doc.y = 110;
}

function drawConditions(doc: Pdf, document: TicketsDocument): void {
  if (!document.conditions) return;
  const { label, text } = document.conditions;
  doc
    .font(FONT.bold)
    .fontSize(8)
    .fillColor(MUTED)
    .text(pdfText(label), LEFT, FOOT, { width: WIDTH });
  doc.font(FONT.regular).fontSize(8).fillColor(MUTED).text(pdfText(text), { width: WIDTH });
}

async function drawSection(
  doc: Pdf,
  barcode: AdmissionBarcode,
  x: number,
  y: number,
  width: number,
  qrSize: number,
): Promise<void> {
  doc.image(await qrPng(barcode.code), x + (width - qrSize) / 2, y, {
    width: qrSize,
    height: qrSize,
  });
  doc
    .font(FONT.mono)
    .fontSize(qrSize > 140 ? 15 : 11)
    .fillColor(INK)
    .text(barcode.code, x, y + qrSize + 2, { width, align: 'center' });
  const details = [barcode.caption, barcode.price].filter((part) => part !== null).join(' · ');
  doc
    .font(FONT.regular)
    .fontSize(9)
    .fillColor(MUTED)
    .text(pdfText(details), x, doc.y + 1, { width, align: 'center' });
}

async function drawAdmission(
  doc: Pdf,
  document: TicketsDocument,
  page: AdmissionPage,
  assets: TicketAssets,
): Promise<void> {
  const image = page.image ? assets.images.get(imageKey(page.image)) : undefined;
  const header = (continued: boolean) => {
    drawTop(doc, document, assets);
    write(doc, page.heading, FONT.bold, 20, image ? 300 : WIDTH);
    if (page.subheading) write(doc, page.subheading, FONT.regular, 13, image ? 300 : WIDTH);
    if (page.holder) write(doc, page.holder, FONT.bold, 16, image ? 300 : WIDTH, assets.primary);
    if (continued) write(doc, document.continued, FONT.oblique, 9, WIDTH, MUTED);
    doc.moveDown(0.6);
    const factsTop = doc.y;
    if (image) doc.image(image, LEFT + 315, 110, { fit: [180, 135], align: 'right' });
    drawFacts(doc, page.facts, image ? 305 : WIDTH);
    doc.y = Math.max(doc.y, image ? 250 : factsTop) + 8;
    doc.font(FONT.oblique).fontSize(9).fillColor(MUTED).text(pdfText(page.hint), LEFT, doc.y);
    doc.moveDown(0.8);
  };
  header(false);
  const [only] = page.barcodes;
  if (page.barcodes.length === 1 && only) {
    await drawSection(doc, only, LEFT, doc.y, 200, 170);
    drawConditions(doc, document);
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
    if (column === 0 && rowTop + cellHeight > FOOT - 10) {
      drawConditions(doc, document);
      doc.addPage();
      header(true);
      rowTop = doc.y;
    }
    const x = LEFT + column * cellWidth;
    // Each admission is a section of its own, cut along the dashes if printed.
    doc
      .rect(x + 3, rowTop - 4, cellWidth - 6, cellHeight - 4)
      .dash(3, { space: 3 })
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke()
      .undash();
    await drawSection(doc, barcode, x + 6, rowTop, cellWidth - 12, qrSize);
    index += 1;
  }
  drawConditions(doc, document);
}

/** A bow in the museum's colour: two loops and two ribbon ends above the voucher's frame. */
function drawBow(doc: Pdf, x: number, y: number, colour: string): void {
  doc.save().fillColor(colour).strokeColor(colour);
  doc
    .moveTo(x, y)
    .bezierCurveTo(x - 60, y - 50, x - 70, y + 20, x, y)
    .fill();
  doc
    .moveTo(x, y)
    .bezierCurveTo(x + 60, y - 50, x + 70, y + 20, x, y)
    .fill();
  doc.polygon([x - 4, y], [x - 30, y + 45], [x - 18, y + 42], [x, y + 6]).fill();
  doc.polygon([x + 4, y], [x + 30, y + 45], [x + 18, y + 42], [x, y + 6]).fill();
  doc.circle(x, y, 7).fill();
  doc.restore();
}

async function drawVoucher(
  doc: Pdf,
  document: TicketsDocument,
  page: VoucherPage,
  assets: TicketAssets,
): Promise<void> {
  drawTop(doc, document, assets);
  const top = 150;
  const height = 520;
  doc.roundedRect(LEFT, top, WIDTH, height, 14).lineWidth(3).strokeColor(assets.primary).stroke();
  // The ribbon crosses the card; the bow sits where the ribbons meet.
  doc
    .rect(LEFT + WIDTH - 90, top, 12, height)
    .fillOpacity(0.25)
    .fill(assets.primary);
  doc.rect(LEFT, top + 90, WIDTH, 12).fill(assets.primary);
  doc.fillOpacity(1);
  drawBow(doc, LEFT + WIDTH - 84, top + 96, assets.primary);
  doc.x = LEFT + 30;
  doc.y = top + 30;
  const inner = WIDTH - 160;
  doc
    .font(FONT.bold)
    .fontSize(26)
    .fillColor(assets.primary)
    .text(pdfText(page.heading), { width: inner });
  doc.y = top + 120;
  write(doc, page.name, FONT.regular, 14, inner);
  doc.moveDown(0.3);
  write(doc, page.value, FONT.bold, 34, inner);
  doc.moveDown(0.5);
  doc.font(FONT.mono).fontSize(20).fillColor(INK).text(page.code, { width: inner });
  if (page.validity) write(doc, page.validity, FONT.regular, 11, inner);
  doc.moveDown(0.6);
  doc.image(await qrPng(page.code), LEFT + 30, doc.y, { width: 130, height: 130 });
  doc.y += 138;
  doc.x = LEFT + 30;
  for (const [label, value] of page.facts)
    write(doc, `${label}: ${value}`, FONT.regular, 10, inner);
  write(doc, page.hint, FONT.oblique, 9, inner, MUTED);
}

/** The ticket PDF: one A4 page per entry of `document.pages` (long barcode lists continue). */
export function renderTicketsPdf(
  document: TicketsDocument,
  created: Date,
  assets: TicketAssets,
): Promise<Buffer> {
  return renderPdf(
    { title: document.title, author: document.siteName, lang: document.lang, created },
    async (doc) => {
      for (const [index, page] of document.pages.entries()) {
        if (index > 0) doc.addPage();
        if (page.type === 'voucher') await drawVoucher(doc, document, page, assets);
        else await drawAdmission(doc, document, page, assets);
      }
    },
  );
}
