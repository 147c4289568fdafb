/**
 * Attempt counters in `rate_limits`, shared by every server process. Each attempt is counted by one
 * atomic upsert that is refused while the key is delayed, so concurrent requests cannot slip past a
 * limit between a read and a write.
 */
import { eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../db/rows';
import type { Tx } from '../../db/client';
import { rateLimits } from '../../db/schema';

/** How many attempts pass freely, and how the delay grows after that. */
export interface RateRule {
  /** Prefix of the counter's key, e.g. `login:account`. */
  name: string;
  /** Attempts without delay. */
  free: number;
  /** A counter that has been quiet this long starts again from zero. */
  windowSeconds: number;
  /** The first delay; each further attempt doubles it. */
  baseDelaySeconds: number;
  /** The delay never grows beyond this: there is no permanent lockout. */
  maxDelaySeconds: number;
}

/** `"rate_limits"."column"`: the existing row inside ON CONFLICT DO UPDATE. */
function existing(column: 'failures' | 'window_start' | 'blocked_until'): SQL {
  return sql.raw(`"rate_limits"."${column}"`);
}

function instant(at: Date): SQL {
  return sql`${at.toISOString()}::timestamptz`;
}

function blockedUntilAfter(failures: SQL, rule: RateRule, now: Date): SQL {
  return sql`CASE WHEN ${failures} <= ${rule.free}::int THEN NULL ELSE ${instant(now)} + make_interval(secs => LEAST(${rule.maxDelaySeconds}::float8, ${rule.baseDelaySeconds}::float8 * power(2, ${failures} - ${rule.free}::int - 1))) END`;
}

/** The update of an attempt counter that exists already: counted unless its delay still runs. */
function attemptUpdate(rule: RateRule, now: Date) {
  const quietSince = instant(new Date(now.getTime() - rule.windowSeconds * 1000));
  const restarts = sql`(${existing('window_start')} <= ${quietSince} AND (${existing('blocked_until')} IS NULL OR ${existing('blocked_until')} <= ${quietSince}))`;
  const failures = sql`(CASE WHEN ${restarts} THEN 1 ELSE ${existing('failures')} + 1 END)`;
  return {
    set: {
      failures,
      windowStart: sql`CASE WHEN ${restarts} THEN ${instant(now)} ELSE ${existing('window_start')} END`,
      blockedUntil: blockedUntilAfter(failures, rule, now),
    },
    setWhere: sql`${existing('blocked_until')} IS NULL OR ${existing('blocked_until')} <= ${instant(now)}`,
  };
}

/** Why an attempt on `key` was refused: the end of its delay. */
async function attemptRefused(
  tx: Tx,
  key: string,
): Promise<{ allowed: false; blockedUntil: Date | null }> {
  const [row] = await tx
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  return { allowed: false, blockedUntil: row?.blockedUntil ?? null };
}

/**
 * Counts one attempt on `key`. Refused (`allowed: false`) while an earlier attempt's delay runs;
 * otherwise counted, and the delay for the next attempt is set when the free attempts are used up.
 */
export async function countAttempt(
  tx: Tx,
  key: string,
  rule: RateRule,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; blockedUntil: Date | null }> {
  const counted = await tx
    .insert(rateLimits)
    .values({ key, failures: 1, windowStart: now, blockedUntil: null })
    .onConflictDoUpdate({ target: rateLimits.key, ...attemptUpdate(rule, now) })
    .returning({ key: rateLimits.key });
  if (counted.length > 0) return { allowed: true };
  return attemptRefused(tx, key);
}

/** Forgets the attempts on `key` (a successful login clears its account's counter). */
export async function clearAttempts(tx: Tx, key: string): Promise<void> {
  await tx.delete(rateLimits).where(eq(rateLimits.key, key));
}

/** When the delay on `key` ends, or null when an attempt may be made now (nothing is counted). */
export async function blockedUntil(tx: Tx, key: string, now: Date): Promise<Date | null> {
  const [row] = await tx
    .select({ blockedUntil: rateLimits.blockedUntil })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const until = row?.blockedUntil ?? null;
  return until !== null && until > now ? until : null;
}

/**
 * A token bucket: `burst` attempts at once, refilled at `perHour` attempts an hour. Kept as the
 * generic cell rate algorithm in the counter's row: `window_start` is the bucket's "theoretical
 * arrival time" (when it is full again), `failures` counts the attempts taken.
 */
export interface BucketRule {
  /** Prefix of the counter's key, e.g. `guest:bucket`. */
  name: string;
  /** Attempts that may come at once (the bucket's size). */
  burst: number;
  /** Attempts an hour once the burst is used up (the refill rate). */
  perHour: number;
}

/** The upsert that takes one token from the bucket `key` (no row: when the bucket is empty). */
function tokenUpsert(tx: Tx, key: string, rule: BucketRule, now: Date) {
  const intervalMs = 3_600_000 / rule.perHour;
  const interval = sql`make_interval(secs => ${intervalMs / 1000}::float8)`;
  const tolerance = sql`make_interval(secs => ${((rule.burst - 1) * intervalMs) / 1000}::float8)`;
  const arrival = sql`GREATEST(${existing('window_start')}, ${instant(now)})`;
  return tx
    .insert(rateLimits)
    .values({
      key,
      failures: 1,
      windowStart: new Date(now.getTime() + intervalMs),
      blockedUntil: null,
    })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        failures: sql`${existing('failures')} + 1`,
        windowStart: sql`${arrival} + ${interval}`,
      },
      setWhere: sql`${arrival} - ${instant(now)} <= ${tolerance}`,
    })
    .returning({ key: rateLimits.key });
}

/** Why the bucket `key` gave no token: the seconds until one is back. */
async function bucketEmpty(
  tx: Tx,
  key: string,
  rule: BucketRule,
  now: Date,
): Promise<{ allowed: false; retryAfterSeconds: number }> {
  const intervalMs = 3_600_000 / rule.perHour;
  const [row] = await tx
    .select({ full: rateLimits.windowStart })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  const waitMs =
    (row?.full.getTime() ?? now.getTime()) - now.getTime() - (rule.burst - 1) * intervalMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/**
 * Takes one token from the bucket `key` in one atomic upsert. Refused, with the seconds until a
 * token is back, when the bucket is empty; nothing is counted then.
 */
export async function takeToken(
  tx: Tx,
  key: string,
  rule: BucketRule,
  now: Date,
): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }> {
  const taken = await tokenUpsert(tx, key, rule, now);
  if (taken.length > 0) return { allowed: true };
  return bucketEmpty(tx, key, rule, now);
}

/**
 * `takeToken` on the bucket, then, only when it gave a token, `countAttempt` on the counter: the
 * same two upserts in one statement (one round trip per guest registration in a rush).
 * The two keys must differ.
 */
export async function takeTokenAndCount(
  tx: Tx,
  bucket: { key: string; rule: BucketRule },
  attempt: { key: string; rule: RateRule },
  now: Date,
): Promise<
  | { allowed: true }
  | { allowed: false; retryAfterSeconds: number }
  | { allowed: false; blockedUntil: Date | null }
> {
  const update = attemptUpdate(attempt.rule, now);
  const result = await tx.execute(sql`
    WITH bucket AS (${tokenUpsert(tx, bucket.key, bucket.rule, now).getSQL()}),
    counted AS (
      INSERT INTO ${rateLimits} (key, failures, window_start, blocked_until)
      SELECT ${attempt.key}, 1, ${instant(now)}, NULL WHERE EXISTS (SELECT 1 FROM bucket)
      ON CONFLICT (key) DO UPDATE SET
        failures = ${update.set.failures},
        window_start = ${update.set.windowStart},
        blocked_until = ${update.set.blockedUntil}
      WHERE ${update.setWhere}
      RETURNING key
    )
    SELECT (SELECT COUNT(*) FROM bucket)::int AS bucket, (SELECT COUNT(*) FROM counted)::int AS counted
  `);
  const [row] = rowsOf<{ bucket: number; counted: number }>(result);
  if (Number(row?.bucket ?? 0) === 0) return bucketEmpty(tx, bucket.key, bucket.rule, now);
  if (Number(row?.counted ?? 0) === 0) return attemptRefused(tx, attempt.key);
  return { allowed: true };
}
