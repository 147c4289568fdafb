/**
 * Sends one e-mail through the configured transport (`server.mail.transport`): SMTP, or the default
 * folder transport that writes each message as an `.eml` file so that a fresh machine needs no mail
 * server. Only the outbox worker calls a mailer; the rest of the server enqueues (outbox.service).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { ServerSettings } from '../../config/schema';

export type MailSettings = ServerSettings['mail'];

export interface MailAttachment {
  filename: string;
  contentType: string;
  contentBase64: string;
  /** Content-ID of an inline image the HTML shows as `cid:<cid>` (the museum's logo). */
  cid?: string;
}

/** One message as the outbox stores it. */
export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  attachments?: readonly MailAttachment[];
  /** Stable per outbox row, so a receiver can tell a retried message from a new one. */
  messageId?: string;
}

export interface SentMail {
  /** Where the folder transport wrote the message; absent for SMTP. */
  location?: string;
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<SentMail>;
}

function nodemailerMessage(from: string, mail: OutgoingMail) {
  return {
    from,
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html ? { html: mail.html } : {}),
    ...(mail.messageId ? { messageId: mail.messageId } : {}),
    attachments: (mail.attachments ?? []).map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content: Buffer.from(attachment.contentBase64, 'base64'),
      ...(attachment.cid ? { cid: attachment.cid, contentDisposition: 'inline' as const } : {}),
    })),
  };
}

/** A file name per message: from its Message-ID, so a retried outbox row is written only once. */
function fileStem(mail: OutgoingMail): string {
  const fromId = mail.messageId?.replace(/[^A-Za-z0-9.-]+/g, '').replace(/^\.+/, '') ?? '';
  return fromId.length > 0 ? fromId : `message-${randomBytes(8).toString('hex')}`;
}

/** A mailer for the configured transport; nothing connects or touches the disk before `send`. */
export function createMailer(settings: MailSettings): Mailer {
  const transport = settings.transport;
  if (transport.kind === 'smtp') {
    const smtp = nodemailer.createTransport({
      host: transport.host,
      port: transport.port,
      secure: transport.secure,
      ...(transport.user ? { auth: { user: transport.user, pass: transport.pass ?? '' } } : {}),
      // A hanging mail server must not block the outbox worker for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 30_000,
    });
    return {
      async send(mail) {
        await smtp.sendMail(nodemailerMessage(settings.from, mail));
        return {};
      },
    };
  }
  const dir = path.resolve(transport.dir);
  const composer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    async send(mail) {
      const info = await composer.sendMail(nodemailerMessage(settings.from, mail));
      await mkdir(dir, { recursive: true });
      const file = path.join(dir, `${fileStem(mail)}.eml`);
      try {
        await writeFile(file, info.message as Buffer, { flag: 'wx', mode: 0o600 });
      } catch (error) {
        // The same outbox row written again (a retry after a crash): the message is already there.
        if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      }
      return { location: file };
    },
  };
}
