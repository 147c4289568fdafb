/**
 * The shop's e-mail as the folder transport writes it (`server.mail.transport.dir`, one `.eml` file
 * per message): a small MIME reader (headers, RFC 2047 words, multipart, base64 and
 * quoted-printable) and `waitForMail`, which polls until a message to a recipient arrives.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { ownE2eServer } from '../e2e-server';

export interface MailAttachment {
  readonly filename: string;
  readonly contentType: string;
  readonly content: Buffer;
}

export interface Mail {
  readonly file: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly to: string;
  readonly subject: string;
  /** The text/plain body (or the HTML stripped of tags when there is none). */
  readonly text: string;
  readonly html: string | null;
  readonly attachments: readonly MailAttachment[];
}

/**
 * The folder the e2e server writes its e-mail to: `outbox` in the run's data folder
 * (e2e/playwright.config.ts sets FOYER_DATA_DIR, which moves the e-mail folder with it).
 */
export function outboxDirs(): string[] {
  return [path.join(ownE2eServer().dataDir, 'outbox')];
}

type Headers = Record<string, string>;

function splitHead(raw: string): { headers: Headers; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = end === -1 ? normalized : normalized.slice(0, end);
  const body = end === -1 ? '' : normalized.slice(end + 2);
  const headers: Headers = {};
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body };
}

/** A parameter of a structured header (`boundary`, `filename`, `name`), RFC 2231 included. */
function param(header: string | undefined, name: string): string | null {
  if (!header) return null;
  const extended = new RegExp(`;\\s*${name}\\*=([^;]+)`, 'i').exec(header);
  if (extended) {
    const [charset, , value] = extended[1]!.trim().split("'");
    return decodeURIComponent(value ?? charset ?? '');
  }
  const plain = new RegExp(`;\\s*${name}=("([^"]*)"|[^;\\s]+)`, 'i').exec(header);
  if (!plain) return null;
  return decodeWords(plain[2] ?? plain[1]!);
}

function qpBytes(text: string, underscoreIsSpace: boolean): Buffer {
  const source = underscoreIsSpace ? text.replace(/_/g, ' ') : text.replace(/=\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < source.length; i += 1) {
    const char = source[i]!;
    const hex = source.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return Buffer.from(bytes);
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) in a header value. */
export function decodeWords(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, data) =>
      (kind.toUpperCase() === 'B'
        ? Buffer.from(data as string, 'base64')
        : qpBytes(data as string, true)
      ).toString('utf8'),
    );
}

function decodeBody(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/\s+/g, ''), 'base64');
    case 'quoted-printable':
      return qpBytes(body, false);
    default:
      return Buffer.from(body, 'utf8');
  }
}

interface Parts {
  text: string | null;
  html: string | null;
  attachments: MailAttachment[];
}

function walk(headers: Headers, body: string, into: Parts): void {
  const type = headers['content-type'] ?? 'text/plain';
  const mime = type.split(';')[0]!.trim().toLowerCase();
  if (mime.startsWith('multipart/')) {
    const boundary = param(type, 'boundary');
    if (!boundary) return;
    const chunks = body.split(`--${boundary}`);
    // The first chunk is the preamble, a chunk starting with "--" the end.
    for (const chunk of chunks.slice(1)) {
      if (chunk.startsWith('--')) break;
      const part = splitHead(chunk.replace(/^\n/, ''));
      walk(part.headers, part.body.replace(/\n$/, ''), into);
    }
    return;
  }
  const content = decodeBody(body, headers['content-transfer-encoding']);
  const disposition = headers['content-disposition'];
  const filename = param(disposition, 'filename') ?? param(type, 'name');
  if (filename || disposition?.toLowerCase().startsWith('attachment')) {
    into.attachments.push({ filename: filename ?? '', contentType: mime, content });
  } else if (mime === 'text/plain' && into.text === null) {
    into.text = content.toString('utf8');
  } else if (mime === 'text/html' && into.html === null) {
    into.html = content.toString('utf8');
  }
}

/** Parses one message in the form nodemailer writes it. */
export function parseMail(raw: string, file = ''): Mail {
  const { headers, body } = splitHead(raw);
  const parts: Parts = { text: null, html: null, attachments: [] };
  walk(headers, body, parts);
  const text =
    parts.text ??
    (parts.html ?? '')
      .replace(/<[^>]+>/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  return {
    file,
    headers,
    to: decodeWords(headers.to ?? ''),
    subject: decodeWords(headers.subject ?? ''),
    text,
    html: parts.html,
    attachments: parts.attachments,
  };
}

/** Every message in the outbox folders (newest last): the run's server's, or `dirs`. */
export function readOutbox(dirs: readonly string[] = outboxDirs()): Mail[] {
  const files: Array<{ file: string; time: number }> = [];
  for (const dir of dirs) {
    if (!existsSync(dir)) continue;
    for (const name of readdirSync(dir)) {
      if (!name.endsWith('.eml')) continue;
      const file = path.join(dir, name);
      files.push({ file, time: statSync(file).mtimeMs });
    }
  }
  return files
    .sort((a, b) => a.time - b.time)
    .map(({ file }) => parseMail(readFileSync(file, 'utf8'), file));
}

export interface MailQuery {
  /** The recipient's address (compared without case). */
  to: string;
  subject?: RegExp | string;
  text?: RegExp | string;
  /** Messages already seen are skipped (e.g. the first of two orders). */
  exclude?: readonly Mail[];
  timeoutMs?: number;
  /** The outbox folders of a server of the spec's own (the run's server's when absent). */
  dirs?: readonly string[];
}

function matches(value: string, pattern: RegExp | string | undefined): boolean {
  if (pattern === undefined) return true;
  return typeof pattern === 'string' ? value.includes(pattern) : pattern.test(value);
}

/** All messages to `query.to` that match; does not wait. */
export function findMails(query: Omit<MailQuery, 'timeoutMs'>): Mail[] {
  const to = query.to.toLowerCase();
  const seen = new Set((query.exclude ?? []).map((mail) => mail.file));
  return readOutbox(query.dirs).filter(
    (mail) =>
      !seen.has(mail.file) &&
      mail.to.toLowerCase().includes(to) &&
      matches(mail.subject, query.subject) &&
      matches(mail.text, query.text),
  );
}

/**
 * Waits (polling, 20 s by default; the server's outbox worker runs every 5 s) for a message to
 * `query.to` that matches, and answers the newest one.
 */
export async function waitForMail(query: MailQuery): Promise<Mail> {
  const deadline = Date.now() + (query.timeoutMs ?? 20_000);
  for (;;) {
    const found = findMails(query);
    if (found.length > 0) return found[found.length - 1]!;
    if (Date.now() > deadline) {
      const to = readOutbox(query.dirs)
        .filter((mail) => mail.to.toLowerCase().includes(query.to.toLowerCase()))
        .map((mail) => mail.subject);
      throw new Error(
        `No e-mail to ${query.to} matching ${String(query.subject ?? '')} ${String(
          query.text ?? '',
        )} in ${(query.dirs ?? outboxDirs()).join(', ')}; messages to them: ${JSON.stringify(to)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The PDF attachments of a message. */
export function pdfAttachments(mail: Mail): MailAttachment[] {
  return mail.attachments.filter(
    (attachment) =>
      attachment.contentType === 'application/pdf' &&
      attachment.content.subarray(0, 5).toString('latin1') === '%PDF-',
  );
}

/** The first link of the message's text that contains `pathPart`. */
export function linkIn(mail: Mail, pathPart: string): string {
  const link = (mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []).find((url) =>
    url.includes(pathPart),
  );
  if (!link) throw new Error(`No link with ${pathPart} in: ${mail.text}`);
  return link;
}

/**
 * The text drawn on a PDF, as poppler's `pdftotext` reads it (the shop's PDFs embed subsets of the
 * DejaVu fonts, so their text operators hold glyph numbers, not letters). CI installs poppler-utils.
 */
export function pdfText(attachment: MailAttachment): string {
  return execFileSync('pdftotext', ['-layout', '-', '-'], {
    input: attachment.content,
    maxBuffer: 16 * 1024 * 1024,
  }).toString('utf8');
}
