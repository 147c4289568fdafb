/**
 * The till's receipt and Z report as 80 mm roll PDFs (the fulfilment's PDF renderer with its
 * embedded fonts, a page as long as the content), labelled in one of the eight languages (the staff
 * member's, or the visitor's for a receipt); amounts and times are formatted in it at this edge
 * only. The fiscal content — the museum, the numbers, the amounts and VAT, the TSE's serial,
 * counter, times and signature and the DSFinV-K QR code — is the same in every language.
 */
import { formatMoney, type Language } from '@foyer/domain';
import type { TillReceipt, TillZReport } from '@foyer/domain/admin-contract';
import { tillDocumentLabels, tillDocumentTime } from '@foyer/domain/till';
import { FONT, qrPng, renderPdf, type Pdf, type PdfInfo } from '../fulfilment';

/** 80 mm in points; the page is long enough for any receipt and cut after the content. */
const WIDTH = (80 / 25.4) * 72;
const MARGIN = 10;

function row(doc: Pdf, left: string, right: string): void {
  const y = doc.y;
  const width = WIDTH - 2 * MARGIN;
  doc.text(left, MARGIN, y, { width: width * 0.65 });
  const after = doc.y;
  doc.text(right, MARGIN, y, { width, align: 'right' });
  doc.y = Math.max(after, doc.y);
}

const localTime = tillDocumentTime;

/** Long enough for any receipt or Z report in the measuring pass. */
const MEASURE_HEIGHT = 14_400;

/**
 * A page of the 80 mm roll as long as its content: drawn once on a long page to measure it, then
 * again on a page of that length, so the printer feeds no blank paper after it.
 */
async function rollPdf(
  info: Omit<PdfInfo, 'size' | 'margin'>,
  draw: (doc: Pdf) => Promise<void>,
): Promise<Buffer> {
  let height = MEASURE_HEIGHT;
  await renderPdf({ ...info, size: [WIDTH, MEASURE_HEIGHT], margin: MARGIN }, async (doc) => {
    await draw(doc);
    height = Math.ceil(doc.y + MARGIN);
  });
  return renderPdf({ ...info, size: [WIDTH, height], margin: MARGIN }, draw);
}

/** The receipt as an 80 mm PDF with its QR code. */
export async function receiptPdf(
  receipt: TillReceipt,
  lang: Language,
  timeZone: string,
): Promise<Buffer> {
  const label = tillDocumentLabels(lang);
  const money = (cents: number) => formatMoney(cents, lang);
  const qr = receipt.fiscal.qrCode ? await qrPng(receipt.fiscal.qrCode) : null;
  return rollPdf(
    {
      title: `${label.receipt} ${receipt.number}`,
      author: receipt.museum.name,
      lang,
      created: new Date(receipt.end),
    },
    async (doc) => {
      doc.font(FONT.bold).fontSize(10).text(receipt.museum.name, { align: 'center' });
      doc.font(FONT.regular).fontSize(8);
      for (const line of receipt.museum.address) doc.text(line, { align: 'center' });
      if (receipt.museum.vatId) doc.text(receipt.museum.vatId, { align: 'center' });
      doc.moveDown();
      doc.font(FONT.bold).text(receipt.kind === 'storno' ? label.storno : label.receipt);
      doc.font(FONT.regular);
      row(doc, label.number, String(receipt.number));
      if (receipt.cancels !== null) row(doc, label.cancels, String(receipt.cancels));
      row(doc, label.order, receipt.orderNumber);
      row(doc, label.cashier, `${receipt.till} / ${receipt.cashier}`);
      row(doc, label.start, localTime(receipt.start, lang, timeZone));
      row(doc, label.end, localTime(receipt.end, lang, timeZone));
      doc.moveDown(0.5);
      for (const line of receipt.lines) {
        row(doc, `${line.count} × ${line.name}`, money(line.total));
      }
      doc.moveDown(0.5);
      doc.font(FONT.bold);
      row(doc, label.total, money(receipt.total));
      doc.font(FONT.regular);
      for (const part of receipt.vat) {
        const rate = part.rate === null ? label.notTaxed : `${label.vat} ${part.rate} %`;
        row(doc, `${rate} (${label.net} ${money(part.net)})`, money(part.vat));
      }
      doc.moveDown(0.5);
      if (receipt.payments.cash !== 0) row(doc, label.cash, money(receipt.payments.cash));
      if (receipt.payments.card !== 0) row(doc, label.card, money(receipt.payments.card));
      if (receipt.payments.voucher !== 0) row(doc, label.voucher, money(receipt.payments.voucher));
      if (receipt.payments.change !== 0) {
        row(doc, label.given, money(receipt.payments.given));
        row(doc, label.change, money(receipt.payments.change));
      }
      doc.moveDown();
      const fiscal = receipt.fiscal;
      if (fiscal.state === 'signed') {
        doc.fontSize(6);
        // The serial and the signature are long: each on lines of its own below its label.
        doc.text(`${label.tss}:`, MARGIN);
        doc.text(fiscal.tssSerial ?? '', MARGIN);
        row(doc, label.counter, String(fiscal.signatureCounter ?? ''));
        row(doc, label.start, fiscal.start ? localTime(fiscal.start, lang, timeZone) : '');
        row(doc, label.end, fiscal.end ? localTime(fiscal.end, lang, timeZone) : '');
        doc.text(`${label.signature}: ${fiscal.signature ?? ''}`, MARGIN);
        if (qr) {
          doc.moveDown(0.5);
          const top = doc.y;
          doc.image(qr, (WIDTH - 120) / 2, top, { width: 120 });
          // Below the code, so the roll is measured to its end.
          doc.y = top + 120;
        }
      } else {
        doc.font(FONT.bold).text(fiscal.state === 'failed' ? label.tseFailed : label.notFiscal, {
          align: 'center',
        });
      }
      return Promise.resolve();
    },
  );
}

/** The Z report as an 80 mm PDF. */
export async function zReportPdf(
  report: TillZReport,
  museum: string,
  lang: Language,
  timeZone: string,
): Promise<Buffer> {
  const label = tillDocumentLabels(lang);
  const money = (cents: number) => formatMoney(cents, lang);
  const shift = report.shift;
  return rollPdf(
    {
      title: `${label.zReport} ${shift.till} ${shift.closingNumber ?? ''}`,
      author: museum,
      lang,
      created: new Date(shift.closedAt ?? shift.openedAt),
    },
    async (doc) => {
      doc.font(FONT.bold).fontSize(10).text(museum, { align: 'center' });
      doc.text(`${label.zReport} ${shift.closingNumber ?? ''}`, { align: 'center' });
      doc.font(FONT.regular).fontSize(8);
      row(doc, label.cashier, `${shift.tillName} / ${shift.cashier}`);
      row(doc, label.start, localTime(shift.openedAt, lang, timeZone));
      if (shift.closedAt) row(doc, label.end, localTime(shift.closedAt, lang, timeZone));
      doc.moveDown(0.5);
      row(doc, label.sales, String(report.sales));
      row(doc, label.storno, String(report.stornos));
      doc.font(FONT.bold);
      row(doc, label.total, money(report.total));
      doc.font(FONT.regular);
      row(doc, label.cash, money(report.payments.cash));
      row(doc, label.card, money(report.payments.card));
      if (report.payments.voucher !== 0) row(doc, label.voucher, money(report.payments.voucher));
      doc.moveDown(0.5);
      for (const part of report.vatRates) {
        const rate = part.rate === null ? label.notTaxed : `${label.vat} ${part.rate} %`;
        row(
          doc,
          `${rate}: ${money(part.gross)} (${label.net} ${money(part.net)})`,
          money(part.vat),
        );
      }
      doc.moveDown(0.5);
      for (const cashier of report.cashiers) {
        row(doc, `${cashier.name} (${cashier.sales}/${cashier.stornos})`, money(cashier.total));
      }
      doc.moveDown(0.5);
      row(doc, label.float, money(report.cash.float));
      row(doc, label.expected, money(report.cash.expected));
      row(doc, label.counted, money(report.cash.counted));
      if (shift.closedBy) row(doc, label.closedBy, shift.closedBy);
      doc.font(FONT.bold);
      row(doc, label.difference, money(report.cash.difference));
      return Promise.resolve();
    },
  );
}
