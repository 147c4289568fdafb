/**
 * PDF helpers: a document rendered into a Buffer with pdfkit's built-in fonts (no font files), text
 * made fit for their WinAnsi encoding, and QR codes as PNG images.
 */
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';

export type Pdf = PDFKit.PDFDocument;

/** Characters above U+00FF that WinAnsi (the built-in fonts' encoding) still has. */
const WIN_ANSI_EXTRA = new Set(
  [
    0x152, 0x153, 0x160, 0x161, 0x178, 0x17d, 0x17e, 0x192, 0x2c6, 0x2dc, 0x2013, 0x2014, 0x2018,
    0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a,
    0x20ac, 0x2122,
  ].map((code) => String.fromCodePoint(code)),
);

/** Spaces and dashes that number formats use (narrow no-break space, minus sign …). */
const SUBSTITUTES: Record<string, string> = {
  '\u2002': ' ',
  '\u2003': ' ',
  '\u2007': ' ',
  '\u2008': ' ',
  '\u2009': ' ',
  '\u200a': ' ',
  '\u202f': '\u00a0',
  '\u2010': '-',
  '\u2011': '-',
  '\u2212': '-',
  // Letters without a decomposition that NFKD could strip.
  Ł: 'L',
  ł: 'l',
  Đ: 'D',
  đ: 'd',
  ı: 'i',
  Ħ: 'H',
  ħ: 'h',
};

function encodable(char: string): boolean {
  const code = char.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || WIN_ANSI_EXTRA.has(char)
  );
}

/**
 * Text the built-in fonts can show: other Latin letters lose their accents (`ő` → `o`, `ł` → `l`),
 * and a name in another script prints as question marks rather than as wrong letters.
 */
export function pdfText(text: string): string {
  let out = '';
  for (const char of text) {
    if (char === '\n') out += char;
    else if (encodable(char)) out += char;
    else if (SUBSTITUTES[char] !== undefined) out += SUBSTITUTES[char];
    else {
      const base = char.normalize('NFKD').replace(/\p{M}/gu, '');
      out += base.length > 0 && [...base].every(encodable) ? base : '?';
    }
  }
  return out;
}

export interface PdfInfo {
  title: string;
  author: string;
  lang: string;
  /** Fixed so that a document rendered again is the same document. */
  created: Date;
}

/** Renders a PDF with A4 pages (the first one added) into a Buffer. */
export function renderPdf(info: PdfInfo, draw: (doc: Pdf) => Promise<void>): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    lang: info.lang,
    info: {
      Title: pdfText(info.title),
      Author: pdfText(info.author),
      Creator: 'Foyer',
      Producer: 'Foyer',
      CreationDate: info.created,
      ModDate: info.created,
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return draw(doc).then(
    () => {
      doc.end();
      return finished;
    },
    (error: unknown) => {
      doc.end();
      throw error;
    },
  );
}

/** A QR code of `text` as a PNG image (error correction M, quiet zone included). */
export function qrPng(text: string): Promise<Buffer> {
  return QRCode.toBuffer(text, { type: 'png', errorCorrectionLevel: 'M', margin: 2, scale: 8 });
}
