/**
 * Housekeeping: rows that have done their job are deleted, so the tables do not grow for ever.
 * - `rate_limits`: a counter quiet for a day and not delaying anyone (a counter restarts after its
 *   window of at most an hour anyway);
 * - `email_outbox`: messages sent more than 30 days ago (they carry the ticket PDFs). Queued and
 *   failed messages stay for the staff to look at.
 * On PGlite the same hourly run gathers the planner's statistics again, as PostgreSQL's autovacuum
 * does by itself (`gatherStatistics`).
 */
import { and, isNull, lt, or, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { gatherStatistics } from '../db/statistics';
import { emailOutbox, rateLimits } from '../db/schema';
import { startPeriodic } from './periodic';

const DAY_MS = 24 * 60 * 60 * 1000;
export const RATE_LIMIT_QUIET_MS = DAY_MS;
export const SENT_MAIL_KEEP_MS = 30 * DAY_MS;

export interface PurgeResult {
  rateLimits: number;
  sentMails: number;
}

export async function purgeStaleRows(db: Db, now: Date): Promise<PurgeResult> {
  const quietSince = new Date(now.getTime() - RATE_LIMIT_QUIET_MS);
  const counters = await db
    .delete(rateLimits)
    .where(
      and(
        lt(rateLimits.windowStart, quietSince),
        or(isNull(rateLimits.blockedUntil), lt(rateLimits.blockedUntil, now)),
      ),
    )
    .returning({ key: rateLimits.key });
  const mails = await db
    .delete(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, 'sent'),
        lt(emailOutbox.sentAt, new Date(now.getTime() - SENT_MAIL_KEEP_MS)),
      ),
    )
    .returning({ id: emailOutbox.id });
  return { rateLimits: counters.length, sentMails: mails.length };
}

export interface PurgeLog {
  info(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Purges every `intervalMs` (default one hour) until the returned function is called. */
export function startPurge(
  deps: { db: Db; clock: { now(): Date }; gatherStatistics?: boolean },
  options: { intervalMs?: number; log?: PurgeLog } = {},
): () => Promise<void> {
  return startPeriodic(
    { name: 'purge', log: options.log },
    async () => {
      const result = await purgeStaleRows(deps.db, deps.clock.now());
      if (result.rateLimits > 0 || result.sentMails > 0) {
        options.log?.info({ ...result }, 'stale rows purged');
      }
      if (deps.gatherStatistics) await gatherStatistics(deps.db);
    },
    options.intervalMs ?? 60 * 60 * 1000,
  );
}
