/**
 * The e-mail outbox table: messages are inserted in the transaction of the state change that causes
 * them and sent later by the outbox worker, so a mail server outage loses nothing.
 */
import { and, asc, desc, eq, inArray, isNotNull, isNull, lte, min, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import type { MailAttachment } from './mailer';

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** What a message that is not written yet is written from (`kind` names its composer). */
export interface MailComposition {
  kind: string;
  orderId: number;
  /** A document of the order the message carries (a credit note), for its composer. */
  documentId?: number;
}

export interface NewOutboxMessage {
  to: string;
  subject: string;
  /** The body; empty while the message waits to be composed (`compose`). */
  text: string;
  html?: string | null;
  attachments?: MailAttachment[];
  /** The order the message is about, shown on the order's back-office page. */
  orderId?: number | null;
  /** Written later, by the outbox, from this (see `composeOutbox`). */
  compose?: MailComposition | null;
}

/** A message's written parts. */
export interface ComposedMail {
  text: string;
  html: string | null;
  attachments: MailAttachment[];
}

/** Queues a message, due at `now`. */
export async function insertOutboxMessage(
  tx: Tx,
  message: NewOutboxMessage,
  now: Date,
): Promise<number> {
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html ?? null,
      attachments: message.attachments ?? [],
      orderId: message.orderId ?? null,
      compose: message.compose ?? null,
      status: 'queued',
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error('e-mail outbox insert returned no row');
  return row.id;
}

/** When the oldest message still waiting to be sent was queued (null: none waits). */
export async function oldestQueuedAt(tx: Tx): Promise<Date | null> {
  const [row] = await tx
    .select({ at: min(emailOutbox.createdAt) })
    .from(emailOutbox)
    .where(eq(emailOutbox.status, 'queued'));
  return row?.at ?? null;
}

/**
 * Claims up to `limit` due messages in one statement: each claimed row gets one more attempt and is
 * leased until `leaseUntil`, so another worker (another process) skips it. `FOR UPDATE SKIP LOCKED`
 * lets concurrent claims on PostgreSQL take different rows instead of waiting; PGlite, with one
 * connection, runs them one after the other.
 */
export async function claimDueMessages(
  tx: Tx,
  now: Date,
  leaseUntil: Date,
  limit: number,
): Promise<OutboxRow[]> {
  const due = tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'queued'),
        lte(emailOutbox.nextAttemptAt, now),
        isNull(emailOutbox.compose),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt))
    .limit(limit)
    .for('update', { skipLocked: true });
  return tx
    .update(emailOutbox)
    .set({ attempts: sql`${emailOutbox.attempts} + 1`, nextAttemptAt: leaseUntil })
    .where(inArray(emailOutbox.id, due))
    .returning();
}

/**
 * Up to `limit` queued messages that wait to be composed, locked until the caller's transaction ends
 * (another process skips them).
 */
export function lockUncomposed(tx: Tx, now: Date, limit: number): Promise<OutboxRow[]> {
  return tx
    .select()
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'queued'),
        isNotNull(emailOutbox.compose),
        lte(emailOutbox.nextAttemptAt, now),
      ),
    )
    .orderBy(asc(emailOutbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
}

/** Writes a composed message's body and attachments; it is due to be sent at once. */
export async function saveComposed(tx: Tx, id: number, mail: ComposedMail): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({ text: mail.text, html: mail.html, attachments: mail.attachments, compose: null })
    .where(eq(emailOutbox.id, id));
}

/** Marks a claimed message sent; a message is marked sent once. */
export async function markSent(tx: Tx, id: number, now: Date): Promise<boolean> {
  const rows = await tx
    .update(emailOutbox)
    .set({ status: 'sent', sentAt: now, lastError: null })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')))
    .returning({ id: emailOutbox.id });
  return rows.length > 0;
}

/**
 * Records a failed attempt: retried at `retryAt`, or given up (`failed`) when it is null. A send's
 * attempt was counted when it was claimed; a composition's is counted here (`countAttempt`).
 */
export async function markAttemptFailed(
  tx: Tx,
  id: number,
  error: string,
  retryAt: Date | null,
  options: { countAttempt?: boolean } = {},
): Promise<void> {
  await tx
    .update(emailOutbox)
    .set({
      lastError: error,
      ...(options.countAttempt ? { attempts: sql`${emailOutbox.attempts} + 1` } : {}),
      ...(retryAt === null ? { status: 'failed' as const } : { nextAttemptAt: retryAt }),
    })
    .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, 'queued')));
}

/** The messages about an order, newest first (no bodies, no attachments). */
export function messagesOfOrder(tx: Tx, orderId: number) {
  return tx
    .select({
      id: emailOutbox.id,
      to: emailOutbox.to,
      subject: emailOutbox.subject,
      status: emailOutbox.status,
      createdAt: emailOutbox.createdAt,
      sentAt: emailOutbox.sentAt,
    })
    .from(emailOutbox)
    .where(eq(emailOutbox.orderId, orderId))
    .orderBy(desc(emailOutbox.id));
}
