/**
 * Abuse limits on login, password reset and registration, per client IP and per account (the
 * e-mail address, whether or not it has an account, so the limit does not tell). After the free
 * attempts each further attempt waits a doubling delay, capped so that nobody can lock a customer
 * out for good; a successful login clears its account's counter. See docs/security.md.
 */
import { normalizeEmail } from '@foyer/domain';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { Db } from '../../db/client';
import {
  blockedUntil,
  clearAttempts,
  countAttempt,
  takeTokenAndCount,
  type BucketRule,
  type RateRule,
} from './rate-limit.repository';

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
  /**
   * One address guessing one account: this is what slows a targeted guesser. Also counts wrong
   * current passwords in the settings (password and e-mail change). A successful login clears it.
   */
  loginPair: {
    name: 'login:pair',
    free: 5,
    windowSeconds: HOUR,
    baseDelaySeconds: 2,
    maxDelaySeconds: 15 * MINUTE,
  },
  /**
   * The ceiling for one account from every address together (many addresses guessing one
   * account). A proven device does not count against it and is not stopped by it; a password
   * reset clears it; a successful login does not (that would hand a guesser fresh attempts).
   */
  loginAccount: {
    name: 'login:account',
    free: 20,
    windowSeconds: HOUR,
    baseDelaySeconds: 2,
    maxDelaySeconds: 15 * MINUTE,
  },
  /** Logins from one proven device: its own counter, instead of the address and account ones. */
  loginDevice: {
    name: 'login:device',
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
  /**
   * Wrong reset tokens per client address (`customer/pwdconfirm`): a visitor follows one link, so
   * ten wrong tokens an hour is a guesser; then each try waits a doubling delay. Only wrong tokens
   * count.
   */
  resetToken: {
    name: 'reset-token:ip',
    free: 10,
    windowSeconds: HOUR,
    baseDelaySeconds: 1,
    maxDelaySeconds: 15 * MINUTE,
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
  /**
   * Unknown annual-pass numbers per client address (`passes/entry`): a pass number is 80 random
   * bits, but each guess that hits books an entry on someone's pass, so guessing must be slow; a
   * visitor mistypes a handful at most.
   */
  passIp: {
    name: 'pass:ip',
    free: 10,
    windowSeconds: HOUR,
    baseDelaySeconds: 5,
    maxDelaySeconds: 15 * MINUTE,
  },
  /**
   * Guest registrations with one e-mail address: a visitor checks out as a guest a few times at
   * most; one address used over and over is a script.
   */
  guestEmail: {
    name: 'guest:email',
    free: 10,
    windowSeconds: HOUR,
    baseDelaySeconds: 10,
    maxDelaySeconds: 15 * MINUTE,
  },
} as const satisfies Record<string, RateRule>;

/**
 * Guest registrations per client address: a school class, the museum's Wi-Fi or a mobile
 * carrier put hundreds of visitors behind one address when a sale opens, so the address gets a
 * bucket of 300 at once, refilled at 600 an hour (one every 6 s). A script on one address gets no
 * more than that; the e-mail counter (`guestEmail`) slows one address used over and over. Behind a
 * reverse proxy the address is the proxy's unless `server.trustProxy` names it (docs/security.md).
 */
export const GUEST_BUCKET = {
  name: 'guest:bucket',
  burst: 300,
  perHour: 600,
} as const satisfies BucketRule;

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

/** The refusal of a counter delayed until `blockedUntil` (at least a second). */
function delayedUntil(blockedUntil: Date | null, now: Date): LimitOutcome {
  const waitMs = (blockedUntil?.getTime() ?? now.getTime()) - now.getTime();
  return { ok: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Counts the attempts in order and stops at the first counter that is delayed. */
export async function limitAttempts(
  db: Db,
  attempts: readonly Attempt[],
  now: Date,
): Promise<LimitOutcome> {
  for (const attempt of attempts) {
    const counted = await countAttempt(db, keyOf(attempt), attempt.rule, now);
    if (!counted.allowed) return delayedUntil(counted.blockedUntil, now);
  }
  return { ok: true };
}

/**
 * Admits a guest registration: a token from the address's bucket, then the e-mail's counter. Answers
 * whether it may go on.
 */
export async function admitGuest(
  db: Db,
  guest: { ip: string; email: string },
  now: Date,
): Promise<LimitOutcome> {
  const email: Attempt = { rule: RATE_RULES.guestEmail, subject: accountSubject(guest.email) };
  const outcome = await takeTokenAndCount(
    db,
    { key: `${GUEST_BUCKET.name}:${guest.ip}`, rule: GUEST_BUCKET },
    { key: keyOf(email), rule: email.rule },
    now,
  );
  if (outcome.allowed) return { ok: true };
  if ('retryAfterSeconds' in outcome) {
    return { ok: false, retryAfterSeconds: outcome.retryAfterSeconds };
  }
  return delayedUntil(outcome.blockedUntil, now);
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

// ------------------------------------------------------------------------------ logins

/**
 * Who logs in: shop customers now, staff accounts later. Counters, device tokens and cookies are
 * kept apart per kind, so the same e-mail as customer and as staff member share nothing.
 */
export type IdentityKind = 'customer' | 'staff';

/** A login attempt as the throttle sees it. */
export interface LoginAttempt {
  kind: IdentityKind;
  /** The account's login name (an e-mail address), whether or not the account exists. */
  account: string;
  /** The client's address. */
  ip: string;
  /** The device token the client sent (its cookie), or null. */
  device: string | null;
  /** A login, or the current password re-entered in a session's settings. */
  purpose: 'login' | 'reauthenticate';
}

/** How long a device stays proven after its last successful login: half a year. */
export const DEVICE_TOKEN_LIFETIME_SECONDS = 183 * 24 * HOUR;

function hashed(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 32);
}

/** The counters' subject for an account: the customer's is the one reset and register use. */
export function identitySubject(kind: IdentityKind, account: string): string {
  return kind === 'customer'
    ? accountSubject(account)
    : hashed(`${kind}:${normalizeEmail(account)}`);
}

function deviceMac(key: Buffer, kind: IdentityKind, account: string, rest: string): Buffer {
  return createHmac('sha256', key)
    .update(`${kind}|${identitySubject(kind, account)}|${rest}`, 'utf8')
    .digest()
    .subarray(0, 16);
}

/**
 * A device token: proof that this device logged in to this account before. `nonce.issued.mac`,
 * signed with a key derived from the pepper, so nothing is stored; it names no account and grants
 * nothing but a login throttle of its own.
 */
export function issueDeviceToken(
  key: Buffer,
  kind: IdentityKind,
  account: string,
  now: Date,
): string {
  const rest = `${randomBytes(16).toString('base64url')}.${Math.floor(now.getTime() / 1000)}`;
  return `${rest}.${deviceMac(key, kind, account, rest).toString('base64url')}`;
}

/** The device's id (its nonce) when `token` proves a device of `account`, else null. */
export function provenDevice(
  key: Buffer,
  kind: IdentityKind,
  account: string,
  token: string | null,
  now: Date,
): string | null {
  const parts = token?.split('.') ?? [];
  if (parts.length !== 3) return null;
  const [nonce = '', issued = '', mac = ''] = parts;
  if (!/^[A-Za-z0-9_-]{22}$/.test(nonce) || !/^\d{1,12}$/.test(issued)) return null;
  const age = now.getTime() / 1000 - Number(issued);
  if (age < -300 || age > DEVICE_TOKEN_LIFETIME_SECONDS) return null;
  const expected = deviceMac(key, kind, account, `${nonce}.${issued}`);
  const given = Buffer.from(mac, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? nonce : null;
}

/** The counters a login attempt goes through, in order. */
function loginCounters(attempt: LoginAttempt, device: string | null): Attempt[] {
  const { kind, ip } = attempt;
  const subject = identitySubject(kind, attempt.account);
  if (device !== null) {
    // A proven device has a counter of its own: neither a busy address nor a besieged account
    // keeps its owner out.
    return [{ rule: RATE_RULES.loginDevice, subject: `${kind}:${device}` }];
  }
  const counters: Attempt[] = [
    { rule: RATE_RULES.loginIp, subject: `${kind}:${ip}` },
    { rule: RATE_RULES.loginPair, subject: hashed(`${kind}|${ip}|${subject}`) },
  ];
  // Re-entering the password of a session (settings) never raises the account's ceiling: whoever
  // holds a session cannot lock the owner out of new logins with it.
  if (attempt.purpose === 'login') {
    counters.push({ rule: RATE_RULES.loginAccount, subject: `${kind}:${subject}` });
  }
  return counters;
}

/**
 * Throttles a password guess before it is checked (login, and the current password of the settings):
 * per address, per address-and-account pair and per account, or only per device when the client
 * proves a device that logged in to this account before. Answers whether the attempt may go on.
 */
export async function admitLogin(
  db: Db,
  key: Buffer,
  attempt: LoginAttempt,
  now: Date,
): Promise<LimitOutcome> {
  const device = provenDevice(key, attempt.kind, attempt.account, attempt.device, now);
  return limitAttempts(db, loginCounters(attempt, device), now);
}

/**
 * After the right password: clears the pair's (or the device's) counter and answers a new device
 * token for the client to keep. The account's ceiling stays until it is quiet for an hour or the
 * password is reset.
 */
export async function loginSucceeded(
  db: Db,
  key: Buffer,
  attempt: LoginAttempt,
  now: Date,
): Promise<string> {
  const device = provenDevice(key, attempt.kind, attempt.account, attempt.device, now);
  const [first, second] = loginCounters(attempt, device);
  // The device's counter, or the pair's: never the address's or the account's.
  const own = device !== null ? first : second;
  if (own) await forgetAttempts(db, own);
  return issueDeviceToken(key, attempt.kind, attempt.account, now);
}

/** After a password reset: the owner proved their mailbox, so no login counter of theirs delays them. */
export async function loginCountersReset(
  db: Db,
  kind: IdentityKind,
  account: string,
): Promise<void> {
  await forgetAttempts(db, {
    rule: RATE_RULES.loginAccount,
    subject: `${kind}:${identitySubject(kind, account)}`,
  });
}

/** The cookie that keeps a device token: HttpOnly (no script reads it), only on API calls. */
export function deviceCookieName(kind: IdentityKind): string {
  return kind === 'customer' ? 'foyer_device' : `foyer_${kind}_device`;
}

/** The `Set-Cookie` value for a new device token. */
export function deviceCookie(kind: IdentityKind, token: string, secure: boolean): string {
  return [
    `${deviceCookieName(kind)}=${token}`,
    'Path=/api/',
    `Max-Age=${DEVICE_TOKEN_LIFETIME_SECONDS}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The device token in a `Cookie` header, or null. */
export function deviceFromCookies(kind: IdentityKind, header: string | undefined): string | null {
  const name = deviceCookieName(kind);
  for (const part of (header ?? '').split(';')) {
    const [cookie, ...value] = part.trim().split('=');
    if (cookie === name) return value.join('=') || null;
  }
  return null;
}
