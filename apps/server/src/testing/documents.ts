/**
 * Readers for what the server sends out, for tests: PDF text (poppler's `pdftotext`), QR codes on a
 * PDF page (`pdftoppm` + zbar's `zbarimg`) and the file attachments of a received e-mail.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// ---------------------------------------------------------------- PDF readers

/** Runs `use` with the PDF written to a temporary folder, removed afterwards. */
function withPdfFile<T>(pdf: Buffer, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(path.join(tmpdir(), 'foyer-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    writeFileSync(file, pdf);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text, pages separated by form feeds (poppler's `pdftotext`). */
export function pdfToText(pdf: Buffer): string {
  return withPdfFile(pdf, (file) =>
    execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' }),
  );
}

/** The names of the files embedded in a PDF (poppler's `pdfdetach -list`). */
export function pdfEmbeddedFiles(pdf: Buffer): string[] {
  const out = withPdfFile(pdf, (file) =>
    execFileSync('pdfdetach', ['-list', file], { encoding: 'utf8' }),
  );
  // "2 embedded files" then "1: name" per file.
  return out
    .split('\n')
    .slice(1)
    .map((line) => /^\s*\d+:\s*(.+)$/.exec(line)?.[1]?.trim() ?? '')
    .filter((name) => name.length > 0);
}

/** An embedded file of a PDF, by its number from 1 (poppler's `pdfdetach -save`). */
export function pdfEmbeddedFile(pdf: Buffer, index: number): Buffer {
  return withPdfFile(pdf, (file, dir) => {
    const out = path.join(dir, 'embedded');
    execFileSync('pdfdetach', ['-save', String(index), '-o', out, file]);
    return readFileSync(out);
  });
}

/** The PDF's XMP metadata (poppler's `pdfinfo -meta`). */
export function pdfXmp(pdf: Buffer): string {
  return withPdfFile(pdf, (file) => execFileSync('pdfinfo', ['-meta', file], { encoding: 'utf8' }));
}

/** The fonts of a PDF (poppler's `pdffonts`): name without subset tag, type and whether embedded. */
export function pdfFonts(pdf: Buffer): { name: string; type: string; embedded: boolean }[] {
  const out = withPdfFile(pdf, (file) => execFileSync('pdffonts', [file], { encoding: 'utf8' }));
  // name type encoding emb sub uni object ID: the columns after the name are fixed words.
  return out
    .split('\n')
    .slice(2)
    .filter((line) => line.trim().length > 0)
    .map((line) => {
      const parts = line.trim().split(/\s+/);
      const [name = '', type = ''] = parts;
      const emb = parts.at(-5) ?? '';
      return { name: name.replace(/^[A-Z]{6}\+/, ''), type, embedded: emb === 'yes' };
    });
}

/** The text of each page. */
export function pdfPages(pdf: Buffer): string[] {
  return pdfToText(pdf).split('\f').slice(0, -1);
}

/** The QR codes zbar finds on page `page` (1-based), rendered at 150 dpi. */
export function qrCodesOnPage(pdf: Buffer, page: number): string[] {
  return withPdfFile(pdf, (file, dir) => {
    const at = String(page);
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '150',
      '-f',
      at,
      '-l',
      at,
      '-singlefile',
      file,
      path.join(dir, 'page'),
    ]);
    const image = readdirSync(dir).find((name) => name.endsWith('.png'));
    if (!image) throw new Error('pdftoppm wrote no image');
    try {
      const out = execFileSync('zbarimg', ['--raw', '-q', path.join(dir, image)], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      });
      return out
        .split('\n')
        .map((line) => line.trim())
        .filter((line) => line.length > 0);
    } catch (error) {
      // zbarimg exits with 4 when it finds no code.
      if ((error as { status?: number }).status === 4) return [];
      throw error;
    }
  });
}

// ---------------------------------------------------------------- e-mail attachments

export interface MimeAttachment {
  contentType: string;
  filename: string | null;
  content: Buffer;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: match ? raw.slice(match.index + match[0].length) : '' };
}

/** The base64 parts of a received message that have a file name (nodemailer's attachments). */
export function mailAttachments(raw: string): MimeAttachment[] {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => mailAttachments(part.replace(/^\r?\n/, '')));
  }
  const disposition = headers['content-disposition'] ?? '';
  const filename = /filename="?([^";]+)"?/i.exec(disposition)?.[1] ?? null;
  if (
    filename === null ||
    (headers['content-transfer-encoding'] ?? '').toLowerCase() !== 'base64'
  ) {
    return [];
  }
  return [
    {
      contentType: type.split(';')[0]?.trim().toLowerCase() ?? '',
      filename,
      content: Buffer.from(body.replace(/\s+/g, ''), 'base64'),
    },
  ];
}
