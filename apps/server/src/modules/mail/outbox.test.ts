import { eq, inArray } from 'drizzle-orm';
import { mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { movableClock } from '../customers/testing';
import { closedPort, readMail, startSmtpServer, type TestSmtpServer } from './mail.fixtures';
import { createMailer, type Mailer, type OutgoingMail } from './mailer';
import { claimDueMessages } from './outbox.repository';
import {
  drainOutbox,
  enqueueMail,
  OUTBOX_LEASE_MS,
  OUTBOX_MAX_ATTEMPTS,
  retryDelayMs,
  outboxAgeWatch,
  OUTBOX_AGE_WARNING_MS,
  startOutboxWorker,
  type OutboxLog,
} from './outbox.service';

const MINUTE = 60_000;

function recordingLog(): OutboxLog & { lines: string[] } {
  const lines: string[] = [];
  const record = (details: object, message: string) => {
    lines.push(`${message} ${JSON.stringify(details)}`);
  };
  return { lines, info: record, warn: record, error: record };
}

function countingMailer(): Mailer & { sent: OutgoingMail[] } {
  const sent: OutgoingMail[] = [];
  return {
    sent,
    async send(mail) {
      sent.push(mail);
      return {};
    },
  };
}

const failingMailer: Mailer = {
  async send() {
    throw new Error('421 mail server busy');
  },
};

describe('retry delays', () => {
  it('doubles from one minute up to six hours', () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([MINUTE, 2 * MINUTE, 4 * MINUTE, 8 * MINUTE]);
    expect(retryDelayMs(12)).toBe(6 * 60 * MINUTE);
    expect(retryDelayMs(OUTBOX_MAX_ATTEMPTS)).toBe(6 * 60 * MINUTE);
  });
});

describe.each(testDatabaseKinds())('e-mail outbox on $name', ({ open }) => {
  let database: Database;
  let smtp: TestSmtpServer;
  const config = demoConfig();
  let sequence = 0;

  beforeAll(async () => {
    database = await open();
    smtp = await startSmtpServer();
  });
  afterAll(async () => {
    await smtp.close();
    await database.close();
  });

  /** Queues `count` messages to fresh addresses; answers the addresses. */
  async function queue(count: number, now: Date, subject = 'Ihre Tickets'): Promise<string[]> {
    const addresses = Array.from({ length: count }, () => {
      sequence += 1;
      return `visitor.${sequence}@example.org`;
    });
    await database.db.transaction(async (tx) => {
      for (const to of addresses) {
        await enqueueMail(
          tx,
          { to, subject, text: `Hallo ${to}`, html: `<p>Hallo ${to}</p>` },
          now,
        );
      }
    });
    return addresses;
  }

  async function rowsTo(addresses: string[]) {
    return database.db.select().from(emailOutbox).where(inArray(emailOutbox.to, addresses));
  }

  it('warns in the log when an e-mail has waited too long, once per warning period', async () => {
    const clock = movableClock();
    await queue(1, clock.now());
    const log = recordingLog();
    const watch = outboxAgeWatch();
    const deps = { db: database.db, clock, mailer: failingMailer, config };
    await drainOutbox(deps, { log: recordingLog() });
    clock.advance(OUTBOX_AGE_WARNING_MS + 2 * MINUTE);
    await watch(deps, log);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatch(/^e-mail outbox: the oldest unsent e-mail has waited \d+ minutes/);
    clock.advance(MINUTE);
    await watch(deps, log);
    expect(log.lines).toHaveLength(1);
    clock.advance(OUTBOX_AGE_WARNING_MS);
    await watch(deps, log);
    expect(log.lines).toHaveLength(2);
    // The mail server is back: the message goes, and no later test finds it waiting.
    expect((await drainOutbox({ ...deps, mailer: countingMailer() })).sent).toBe(1);
  });

  it('sends due messages over SMTP once and marks them sent', async () => {
    const clock = movableClock();
    const [to] = await queue(1, clock.now(), 'Grüße aus dem Museum');
    const mailer = createMailer(smtp.settings);
    const first = await drainOutbox({ db: database.db, clock, mailer, config });
    expect(first.sent).toBeGreaterThanOrEqual(1);
    await drainOutbox({ db: database.db, clock, mailer, config });
    const received = smtp.received.filter((mail) => mail.to.includes(to ?? ''));
    expect(received).toHaveLength(1);
    const mail = readMail(received[0]?.raw ?? '');
    expect(mail.subject).toBe('Grüße aus dem Museum');
    expect(mail.text.trim()).toBe(`Hallo ${to}`);
    expect(mail.headers['message-id']).toMatch(/^<outbox-\d+-\d+@stadtmuseum-lindenau\.example>$/);
    const [row] = await rowsTo([to ?? '']);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, sentAt: clock.now() });
  });

  it('keeps messages through a mail server outage and retries them with backoff', async () => {
    const clock = movableClock();
    const addresses = await queue(2, clock.now());
    const down = createMailer({
      ...smtp.settings,
      transport: { kind: 'smtp', host: '127.0.0.1', port: await closedPort(), secure: false },
    });
    const log = recordingLog();
    const outage = await drainOutbox({ db: database.db, clock, mailer: down, config }, { log });
    expect(outage.failed).toBe(2);
    expect(log.lines.join('\n')).toContain('will retry');
    for (const row of await rowsTo(addresses)) {
      expect(row.status).toBe('queued');
      expect(row.attempts).toBe(1);
      expect(row.nextAttemptAt).toEqual(new Date(clock.now().getTime() + MINUTE));
      expect(row.lastError).toBeTruthy();
    }

    const up = createMailer(smtp.settings);
    clock.advance(30_000);
    expect((await drainOutbox({ db: database.db, clock, mailer: up, config })).sent).toBe(0);
    clock.advance(30_000);
    expect((await drainOutbox({ db: database.db, clock, mailer: up, config })).sent).toBe(2);
    for (const to of addresses) {
      expect(smtp.received.filter((mail) => mail.to.includes(to))).toHaveLength(1);
    }
    expect((await rowsTo(addresses)).map((row) => row.status)).toEqual(['sent', 'sent']);
  });

  it('gives a message up only after the last attempt, keeping it in the table', async () => {
    const clock = movableClock();
    const [to] = await queue(1, clock.now());
    for (let attempt = 1; attempt <= OUTBOX_MAX_ATTEMPTS; attempt += 1) {
      const [before] = await rowsTo([to ?? '']);
      clock.set(before?.nextAttemptAt ?? clock.now());
      await drainOutbox({ db: database.db, clock, mailer: failingMailer, config });
    }
    const [row] = await rowsTo([to ?? '']);
    expect(row).toMatchObject({
      status: 'failed',
      attempts: OUTBOX_MAX_ATTEMPTS,
      lastError: '421 mail server busy',
    });
  });

  it('sends each message once when two workers drain at the same time', async () => {
    const clock = movableClock();
    const addresses = await queue(30, clock.now());
    const mailer = countingMailer();
    const slowMailer: Mailer = {
      async send(mail) {
        await new Promise((resolve) => setTimeout(resolve, 2));
        return mailer.send(mail);
      },
    };
    await Promise.all([
      drainOutbox({ db: database.db, clock, mailer: slowMailer, config }),
      drainOutbox({ db: database.db, clock, mailer: slowMailer, config }),
    ]);
    const mine = mailer.sent.filter((mail) => addresses.includes(mail.to));
    expect(mine).toHaveLength(30);
    expect(new Set(mine.map((mail) => mail.to)).size).toBe(30);
  });

  it('leaves a message claimed by a worker that died alone until its lease ends', async () => {
    const clock = movableClock();
    const [to] = await queue(1, clock.now());
    const [row] = await rowsTo([to ?? '']);
    // A worker claims the message and dies before sending it.
    const claimed = await claimDueMessages(
      database.db,
      clock.now(),
      new Date(clock.now().getTime() + OUTBOX_LEASE_MS),
      100,
    );
    expect(claimed.map((message) => message.id)).toContain(row?.id);
    const mailer = countingMailer();
    await drainOutbox({ db: database.db, clock, mailer, config });
    expect(mailer.sent.filter((mail) => mail.to === to)).toHaveLength(0);
    clock.advance(OUTBOX_LEASE_MS);
    await drainOutbox({ db: database.db, clock, mailer, config });
    expect(mailer.sent.filter((mail) => mail.to === to)).toHaveLength(1);
  });

  it('queues nothing when the transaction of the change rolls back', async () => {
    const clock = movableClock();
    const to = 'rolled.back@example.org';
    await expect(
      database.db.transaction(async (tx) => {
        await enqueueMail(tx, { to, subject: 'x', text: 'x' }, clock.now());
        throw new Error('the state change failed');
      }),
    ).rejects.toThrow('the state change failed');
    expect(await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, to))).toEqual([]);
  });

  it('writes .eml files with the folder transport, once per message, and logs where', async () => {
    const clock = movableClock();
    const dir = mkdtempSync(path.join(tmpdir(), 'foyer-outbox-'));
    const mailer = createMailer({
      from: 'Stadtmuseum Lindenau <tickets@stadtmuseum-lindenau.example>',
      transport: { kind: 'folder', dir },
    });
    const [to] = await queue(1, clock.now(), 'Ihre Eintrittskarten');
    await database.db
      .update(emailOutbox)
      .set({
        attachments: [
          {
            filename: 'ticket.txt',
            contentType: 'text/plain',
            contentBase64: Buffer.from('T-1').toString('base64'),
          },
        ],
      })
      .where(eq(emailOutbox.to, to ?? ''));
    const log = recordingLog();
    await drainOutbox({ db: database.db, clock, mailer, config }, { log });
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    const file = path.join(dir, files[0] ?? '');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const raw = readFileSync(file, 'utf8');
    expect(readMail(raw).subject).toBe('Ihre Eintrittskarten');
    expect(raw).toContain(`To: ${to}`);
    expect(raw).toContain('filename=ticket.txt');
    expect(log.lines.some((line) => line.startsWith(`e-mail written to ${file}`))).toBe(true);

    // The same row written again (a retry after a crash) does not make a second file.
    const [row] = await rowsTo([to ?? '']);
    await mailer.send({
      to: to ?? '',
      subject: 'again',
      text: 'again',
      messageId: `<outbox-${row?.id}-${row?.createdAt.getTime()}@stadtmuseum-lindenau.example>`,
    });
    expect(readdirSync(dir)).toHaveLength(1);
  });

  it('runs as a worker until it is stopped', async () => {
    // Fake timers drive the worker's interval; a drain begins by reading the clock, so counting
    // the clock's reads shows whether the stopped worker ever drained again.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      const movable = movableClock();
      let reads = 0;
      const clock = {
        now: () => {
          reads += 1;
          return movable.now();
        },
      };
      const mailer = countingMailer();
      const sent = (to: string | undefined) => mailer.sent.some((mail) => mail.to === to);
      const [first] = await queue(1, movable.now());
      const stop = startOutboxWorker(
        { db: database.db, clock, mailer, config },
        { intervalMs: 10 },
      );
      await vi.waitFor(() => expect(sent(first)).toBe(true), { timeout: 5_000 });
      const [second] = await queue(1, movable.now());
      await vi.advanceTimersByTimeAsync(10);
      await vi.waitFor(() => expect(sent(second)).toBe(true), { timeout: 5_000 });
      await stop();
      const readsWhenStopped = reads;
      const [later] = await queue(1, movable.now());
      await vi.advanceTimersByTimeAsync(1_000);
      expect(reads).toBe(readsWhenStopped);
      expect(sent(later)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
