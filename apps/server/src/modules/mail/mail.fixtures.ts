/**
 * Test helpers: an in-process SMTP server on 127.0.0.1 (random port) that keeps what it receives,
 * and a small reader for the few MIME parts the tests look at (subject, text and HTML bodies).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { MailSettings } from './mailer';

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  /** Mail settings that send to this server. */
  settings: MailSettings;
  close(): Promise<void>;
}

export async function startSmtpServer(): Promise<TestSmtpServer> {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const port = (server.server.address() as AddressInfo).port;
  return {
    port,
    received,
    settings: {
      from: 'Stadtmuseum Lindenau <tickets@stadtmuseum-lindenau.example>',
      transport: { kind: 'smtp', host: '127.0.0.1', port, secure: false },
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** A port nobody listens on (a mail server that is down). */
export async function closedPort(): Promise<number> {
  const server = await startSmtpServer();
  await server.close();
  return server.port;
}

function bytesToText(bytes: number[]): string {
  return Buffer.from(bytes).toString('utf8');
}

function decodeQuotedPrintable(text: string, underscoreIsSpace = false): string {
  const unfolded = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < unfolded.length; i += 1) {
    const char = unfolded[i] ?? '';
    const hex = unfolded.slice(i + 1, i + 3);
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else if (char === '_' && underscoreIsSpace) {
      bytes.push(0x20);
    } else {
      bytes.push(...Buffer.from(char, 'utf8'));
    }
  }
  return bytesToText(bytes);
}

/** Decodes RFC 2047 encoded words (`=?UTF-8?Q?…?=`, `=?UTF-8?B?…?=`) of a header value. */
function decodeHeader(value: string): string {
  return value
    .replace(/(\?=)\s+(=\?)/g, '$1$2')
    .replace(/=\?[^?]+\?([QqBb])\?([^?]*)\?=/g, (_whole, encoding: string, data: string) =>
      encoding.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data, true),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const line of block.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitEntity(raw: string): { headers: Record<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: parseHeaders(raw), body: '' };
  return {
    headers: parseHeaders(raw.slice(0, match.index)),
    body: raw.slice(match.index + match[0].length),
  };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The leaf parts of a MIME entity with their content type and decoded body. */
function leafParts(raw: string): { type: string; body: string }[] {
  const { headers, body } = splitEntity(raw);
  const type = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (!type.toLowerCase().startsWith('multipart/') || !boundary) {
    return [
      { type: type.split(';')[0]?.trim().toLowerCase() ?? '', body: decodeBody(headers, body) },
    ];
  }
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => leafParts(part.replace(/^\r?\n/, '')));
}

export interface ReadMail {
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string | null;
}

/** Reads a received message: headers, decoded subject, text and HTML bodies. */
export function readMail(raw: string): ReadMail {
  const { headers } = splitEntity(raw);
  const parts = leafParts(raw);
  return {
    headers,
    subject: decodeHeader(headers.subject ?? ''),
    text: parts.find((part) => part.type === 'text/plain')?.body ?? '',
    html: parts.find((part) => part.type === 'text/html')?.body ?? null,
  };
}

/**
 * The addresses in a rendered e-mail (HTML or text) that are not under one of `allowed`: absolute
 * http(s) URLs and protocol-relative sources, leaving out XML namespace names (`xmlns`), which
 * nothing loads.
 */
export function foreignUrls(body: string, allowed: readonly string[]): string[] {
  const withoutNamespaces = body.replace(/\sxmlns(?::[\w-]+)?="[^"]*"/g, '');
  const absolute = [...withoutNamespaces.matchAll(/https?:\/\/[^\s"'<>()]+/gi)].map(
    (match) => match[0],
  );
  const relative = [
    ...withoutNamespaces.matchAll(/(?:(?:src|href)=["']|url\(\s*["']?)(\/\/[^\s"'<>()]+)/gi),
  ].map((match) => match[1] ?? '');
  return [...absolute, ...relative].filter(
    (url) => !allowed.some((prefix) => url === prefix || url.startsWith(`${prefix}/`)),
  );
}
