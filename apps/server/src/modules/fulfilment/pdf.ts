/** PDF helpers: a document rendered into a Buffer with embedded Unicode fonts, and QR codes as PNG images. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import QRCode from 'qrcode';

export type Pdf = PDFKit.PDFDocument;

/**
 * The fonts of every document: DejaVu (npm `dejavu-fonts-ttf`), embedded as subsets, so that every
 * Latin, Greek and Cyrillic letter prints as itself (no substitution, no question marks).
 */
export const FONT = {
  regular: 'Sans',
  bold: 'Sans-Bold',
  oblique: 'Sans-Oblique',
  mono: 'Mono-Bold',
} as const;

const require = createRequire(import.meta.url);
const FONT_FILES: Record<(typeof FONT)[keyof typeof FONT], string> = {
  Sans: 'DejaVuSans.ttf',
  'Sans-Bold': 'DejaVuSans-Bold.ttf',
  'Sans-Oblique': 'DejaVuSans-Oblique.ttf',
  'Mono-Bold': 'DejaVuSansMono-Bold.ttf',
};
let fontBytes: Map<string, Buffer> | null = null;
/** The font files, read with the first document (not when the server starts). */
function fonts(): Map<string, Buffer> {
  if (!fontBytes) {
    const fontDir = path.dirname(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
    fontBytes = new Map(
      Object.entries(FONT_FILES).map(([name, file]) => [
        name,
        readFileSync(path.join(fontDir, file)),
      ]),
    );
  }
  return fontBytes;
}

/** Text as the documents print it: composed (NFC) so that accents sit on their letters. */
export function pdfText(text: string): string {
  return text.normalize('NFC');
}

/**
 * A title or author as the document's properties hold it. PDFKit copies them into the XMP metadata
 * unescaped, where `&`, `<` and `>` would break the XML (and PDF/A with it); the properties and the
 * XMP must say the same, so those three become their look-alikes (＆ ‹ ›) in both.
 */
export function pdfMetadataText(text: string): string {
  return pdfText(text)
    .replaceAll('&', '\uFF06')
    .replaceAll('<', '\u2039')
    .replaceAll('>', '\u203A');
}

export interface PdfInfo {
  /** The page size in points (A4 when absent), e.g. an 80 mm till roll. */
  size?: [number, number];
  margin?: number;
  title: string;
  author: string;
  lang: string;
  /** Fixed so that a document rendered again is the same document. */
  created: Date;
  /**
   * Makes the document a PDF/A-3b with this file embedded (referenced from the catalog's `/AF`)
   * and these XMP `rdf:Description`s added to its metadata: a Factur-X invoice.
   */
  embed?: {
    name: string;
    bytes: Buffer;
    type: string;
    relationship: string;
    description: string;
    xmp: string;
  };
}

/** Renders a PDF with A4 pages (or `info.size`; the first one added) into a Buffer. */
export async function renderPdf(info: PdfInfo, draw: (doc: Pdf) => Promise<void>): Promise<Buffer> {
  // PDFKit is loaded with the first document: most of the server's calls never need it.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: info.size ?? 'A4',
    margin: info.margin ?? 50,
    lang: info.lang,
    // PDF/A-3 is PDF 1.7; PDFKit then writes the PDF/A identification and the sRGB output intent.
    ...(info.embed ? { subset: 'PDF/A-3b' as const, pdfVersion: '1.7' as const } : {}),
    info: {
      Title: pdfMetadataText(info.title),
      Author: pdfMetadataText(info.author),
      Creator: 'Foyer',
      Producer: 'Foyer',
      CreationDate: info.created,
      // PDF/A wants a ModDate in the XMP too, which PDFKit does not write: a PDF/A has none.
      ...(info.embed ? {} : { ModDate: info.created }),
    },
  });
  for (const [name, bytes] of fonts()) doc.registerFont(name, bytes);
  doc.font(FONT.regular);
  if (info.embed) {
    // PDFKit writes `relationship` as the file's /AFRelationship (its type definitions lack it).
    const options: PDFKit.Mixins.PDFAttachmentOptions & { relationship: string } = {
      name: info.embed.name,
      type: info.embed.type,
      relationship: info.embed.relationship,
      description: info.embed.description,
      creationDate: info.created,
      modifiedDate: info.created,
    };
    doc.file(info.embed.bytes, options);
    doc.appendXML(info.embed.xmp);
  }
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
