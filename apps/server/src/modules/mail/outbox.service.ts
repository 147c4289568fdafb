/**
 * The e-mail outbox: `enqueueMail` in the transaction of the state change, `drainOutbox` composes
 * the messages queued to be written later (an order's confirmation with its PDFs is written from the
 * stored order after the booking committed, never under the order's lock) and sends what is due,
 * `startOutboxWorker` drains periodically until stopped. Delivery is at least once: a message is
 * marked sent once, and a process that dies between sending and marking leaves the row leased, so it
 * is sent again after the lease (with the same Message-ID).
 */
import type { Clock } from '../../clock';
import type { Db, Tx } from '../../db/client';
import { retryDelayMs } from '../../jobs/backoff';
import { startPeriodic } from '../../jobs/periodic';
import type { Mailer, MailSettings } from './mailer';
import {
  claimDueMessages,
  oldestQueuedAt,
  insertOutboxMessage,
  lockUncomposed,
  markAttemptFailed,
  markSent,
  saveComposed,
  type ComposedMail,
  type MailComposition,
  type NewOutboxMessage,
  type OutboxRow,
} from './outbox.repository';

/**
 * Writes a message queued to be composed, in the outbox's transaction; `written` is what was
 * written when it was queued (empty for a message written wholly later), for a composer that only
 * adds its attachments.
 */
export type MailComposer = (
  tx: Tx,
  composition: MailComposition,
  to: string,
  written: ComposedMail,
) => Promise<ComposedMail>;

/**
 * The composer kind of a message written when it was queued that carries one of its order's
 * documents (`documentId`: a credit note) as a PDF, attached by the outbox after the transaction.
 */
export const ATTACH_DOCUMENT_MAIL = 'attachDocument';

/** The composers of the app's deferred messages, by `kind`. */
export type MailComposers = Readonly<Record<string, MailComposer>>;

/** What the outbox needs from the app's dependencies. */
export interface OutboxDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: { server: { mail: MailSettings } };
  /** Writers of the messages queued to be composed (`compose`). */
  composers?: MailComposers;
}

/** Where the worker reports; Fastify's logger fits. */
export interface OutboxLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

const silentLog: OutboxLog = { info() {}, warn() {}, error() {} };

/** A claimed message is left alone this long before another worker may take it again. */
export const OUTBOX_LEASE_MS = 5 * 60_000;
/** First retry after one minute, doubling up to six hours. */
/** About three days of retries (19 waits, most of them six hours) before a message is given up. */
export const OUTBOX_MAX_ATTEMPTS = 20;
const BATCH_SIZE = 20;

/** Queues a message in `tx`, the transaction of the change that causes it. */
export function enqueueMail(tx: Tx, message: NewOutboxMessage, now: Date): Promise<number> {
  return insertOutboxMessage(tx, message, now);
}

export { messagesOfOrder } from './outbox.repository';
export type { ComposedMail, MailComposition } from './outbox.repository';

/** Messages composed per transaction. */
const COMPOSE_BATCH = 10;

/**
 * Composes the queued messages that wait to be written (each once; another process skips the rows
 * this one holds). A message whose composer fails is retried later like a failed send. Answers how
 * many were composed.
 */
export async function composeOutbox(
  deps: Pick<OutboxDeps, 'db' | 'clock' | 'composers'>,
  options: { log?: OutboxLog } = {},
): Promise<number> {
  const log = options.log ?? silentLog;
  let composed = 0;
  for (;;) {
    const failures: { row: OutboxRow; error: unknown }[] = [];
    const done = await deps.db.transaction(async (tx) => {
      const rows = await lockUncomposed(tx, deps.clock.now(), COMPOSE_BATCH);
      let written = 0;
      for (const row of rows) {
        const composer = row.compose ? deps.composers?.[row.compose.kind] : undefined;
        if (!row.compose || !composer) {
          failures.push({ row, error: new Error(`no composer for ${row.compose?.kind ?? '?'}`) });
          continue;
        }
        try {
          const body = { text: row.text, html: row.html, attachments: row.attachments };
          await saveComposed(tx, row.id, await composer(tx, row.compose, row.to, body));
          written += 1;
        } catch (error) {
          failures.push({ row, error });
        }
      }
      return { rows: rows.length, written };
    });
    for (const { row, error } of failures) {
      const giveUp = row.attempts + 1 >= OUTBOX_MAX_ATTEMPTS;
      await markComposeFailed(deps, row, describeError(error), giveUp);
      log.error({ outboxId: row.id, error: describeError(error) }, 'e-mail could not be written');
    }
    composed += done.written;
    if (done.rows < COMPOSE_BATCH || done.written === 0) return composed;
  }
}

async function markComposeFailed(
  deps: Pick<OutboxDeps, 'db' | 'clock'>,
  row: OutboxRow,
  error: string,
  giveUp: boolean,
): Promise<void> {
  await markAttemptFailed(
    deps.db,
    row.id,
    error,
    giveUp ? null : new Date(deps.clock.now().getTime() + retryDelayMs(row.attempts + 1)),
    { countAttempt: true },
  );
}

export { retryDelayMs };

function messageId(row: OutboxRow, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?\s*$/.exec(from)?.[1] ?? 'localhost';
  // The creation time keeps ids unique when a new database starts counting rows from 1 again.
  return `<outbox-${row.id}-${row.createdAt.getTime()}@${domain}>`;
}

function describeError(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.slice(0, 500);
}

export interface DrainResult {
  sent: number;
  failed: number;
}

/** Sends every message that is due now; failures are retried later with backoff. */
export async function drainOutbox(
  deps: OutboxDeps,
  options: { log?: OutboxLog } = {},
): Promise<DrainResult> {
  const log = options.log ?? silentLog;
  const result: DrainResult = { sent: 0, failed: 0 };
  await composeOutbox(deps, { log });
  for (;;) {
    const now = deps.clock.now();
    const claimed = await claimDueMessages(
      deps.db,
      now,
      new Date(now.getTime() + OUTBOX_LEASE_MS),
      BATCH_SIZE,
    );
    if (claimed.length === 0) return result;
    for (const row of claimed) {
      try {
        const sent = await deps.mailer.send({
          to: row.to,
          subject: row.subject,
          text: row.text,
          html: row.html,
          attachments: row.attachments,
          messageId: messageId(row, deps.config.server.mail.from),
        });
        await markSent(deps.db, row.id, deps.clock.now());
        result.sent += 1;
        if (sent.location) {
          log.info({ outboxId: row.id, file: sent.location }, `e-mail written to ${sent.location}`);
        } else {
          log.info({ outboxId: row.id }, 'e-mail sent');
        }
      } catch (error) {
        const giveUp = row.attempts >= OUTBOX_MAX_ATTEMPTS;
        const retryAt = giveUp
          ? null
          : new Date(deps.clock.now().getTime() + retryDelayMs(row.attempts));
        await markAttemptFailed(deps.db, row.id, describeError(error), retryAt);
        result.failed += 1;
        const details = { outboxId: row.id, attempts: row.attempts, error: describeError(error) };
        if (giveUp) log.error(details, 'e-mail given up after the last attempt');
        else log.warn({ ...details, retryAt }, 'e-mail not sent; will retry');
      }
    }
  }
}

/** An e-mail unsent this long means the mail server refuses or is unreachable: the log says so. */
export const OUTBOX_AGE_WARNING_MS = 15 * 60_000;

/**
 * Warns in the log when the oldest unsent e-mail waits longer than `OUTBOX_AGE_WARNING_MS`, at most
 * once per that time (the metric `foyer_mail_outbox_oldest_age_seconds` shows it all the time).
 */
export function outboxAgeWatch(): (deps: OutboxDeps, log: OutboxLog) => Promise<void> {
  let warnedAt: number | null = null;
  return async (deps, log) => {
    const oldest = await oldestQueuedAt(deps.db);
    const now = deps.clock.now().getTime();
    if (!oldest || now - oldest.getTime() < OUTBOX_AGE_WARNING_MS) return;
    if (warnedAt !== null && now - warnedAt < OUTBOX_AGE_WARNING_MS) return;
    warnedAt = now;
    const minutes = Math.floor((now - oldest.getTime()) / 60_000);
    log.warn(
      { oldestMinutes: minutes },
      `e-mail outbox: the oldest unsent e-mail has waited ${minutes} minutes`,
    );
  };
}

/**
 * Drains the outbox every `intervalMs` until the returned function is called; that function waits
 * for a drain in progress to finish.
 */
export function startOutboxWorker(
  deps: OutboxDeps,
  options: { log?: OutboxLog; intervalMs?: number } = {},
): () => Promise<void> {
  const log = options.log ?? silentLog;
  const age = outboxAgeWatch();
  return startPeriodic(
    { name: 'e-mail outbox drain', log },
    async () => {
      await drainOutbox(deps, { log });
      await age(deps, log);
    },
    options.intervalMs ?? 5_000,
  );
}
