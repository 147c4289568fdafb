/**
 * Abuse limits on login, password reset and registration, per client IP and per account (the
 * e-mail address, whether or not it has an account, so the limit does not tell). After the free
 * attempts each further attempt waits a doubling delay, capped so that nobody can lock a customer
 * out for good; a successful login clears its account's counter. See docs/security.md.
 */
import { normalizeEmail } from '@foyer/domain';
import { createHash } from 'node:crypto';
import type { Db } from '../../db/client';
import { blockedUntil, clearAttempts, countAttempt, type RateRule } from './rate-limit.repository';

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const RATE_RULES = {
  /** Many visitors may share one address (a school, the museum's own Wi-Fi). */
  loginIp: {
    name: 'login:ip',
    free: 50,
    windowSeconds: HOUR,
    baseDelaySeconds: 1,
    maxDelaySeconds: 15 * MINUTE,
  },
  /** Also counts wrong current passwords in the settings (password and e-mail change). */
  loginAccount: {
    name: 'login:account',
    free: 5,
    windowSeconds: HOUR,
    baseDelaySeconds: 2,
    maxDelaySeconds: 15 * MINUTE,
  },
  resetIp: {
    name: 'reset:ip',
    free: 10,
    windowSeconds: HOUR,
    baseDelaySeconds: MINUTE,
    maxDelaySeconds: HOUR,
  },
  resetAccount: {
    name: 'reset:account',
    free: 3,
    windowSeconds: HOUR,
    baseDelaySeconds: MINUTE,
    maxDelaySeconds: HOUR,
  },
  registerIp: {
    name: 'register:ip',
    free: 10,
    windowSeconds: HOUR,
    baseDelaySeconds: MINUTE,
    maxDelaySeconds: HOUR,
  },
  registerAccount: {
    name: 'register:account',
    free: 5,
    windowSeconds: HOUR,
    baseDelaySeconds: MINUTE,
    maxDelaySeconds: HOUR,
  },
  /** Unknown voucher codes: guessing codes must be slow; a visitor mistypes a handful at most. */
  voucherIp: {
    name: 'voucher:ip',
    free: 20,
    windowSeconds: HOUR,
    baseDelaySeconds: 5,
    maxDelaySeconds: 15 * MINUTE,
  },
  guestIp: {
    name: 'guest:ip',
    free: 30,
    windowSeconds: HOUR,
    baseDelaySeconds: 10,
    maxDelaySeconds: 15 * MINUTE,
  },
} as const satisfies Record<string, RateRule>;

/** One counter to check: a rule and whom it counts (an IP address or an e-mail). */
export interface Attempt {
  rule: RateRule;
  subject: string;
}

/** The counter's key: e-mails are hashed so the table holds no addresses. */
function keyOf(attempt: Attempt): string {
  return `${attempt.rule.name}:${attempt.subject}`;
}

/** The subject for an account: a hash of the normalized e-mail. */
export function accountSubject(email: string): string {
  return createHash('sha256').update(normalizeEmail(email), 'utf8').digest('hex').slice(0, 32);
}

export type LimitOutcome = { ok: true } | { ok: false; retryAfterSeconds: number };

/** Counts the attempts in order and stops at the first counter that is delayed. */
export async function limitAttempts(
  db: Db,
  attempts: readonly Attempt[],
  now: Date,
): Promise<LimitOutcome> {
  for (const attempt of attempts) {
    const counted = await countAttempt(db, keyOf(attempt), attempt.rule, now);
    if (!counted.allowed) {
      const waitMs = (counted.blockedUntil?.getTime() ?? now.getTime()) - now.getTime();
      return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
  }
  return { ok: true };
}

/**
 * For calls that count only their failures: the seconds to wait before the next attempt, or null
 * when one may be made now. Nothing is counted.
 */
export async function waitBeforeAttempt(
  db: Db,
  attempt: Attempt,
  now: Date,
): Promise<number | null> {
  const until = await blockedUntil(db, keyOf(attempt), now);
  return until === null ? null : Math.max(1, Math.ceil((until.getTime() - now.getTime()) / 1000));
}

/** Clears a counter, e.g. the account's login counter after a successful login. */
export function forgetAttempts(db: Db, attempt: Attempt): Promise<void> {
  return clearAttempts(db, keyOf(attempt));
}
