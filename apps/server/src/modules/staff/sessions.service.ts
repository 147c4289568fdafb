/**
 * Staff sign-in: login with an argon2id password (the customers' hasher) and, when set up, a TOTP
 * code; sessions with an idle timeout and an absolute end, each with its CSRF token. Login
 * throttling counts per client address and per (address, account) pair, never per account alone, so
 * nobody can lock a staff member out from elsewhere.
 */
import {
  normalizeEmail,
  STAFF_IDLE_MINUTES,
  STAFF_SESSION_HOURS,
  staffPermissions,
} from '@foyer/domain';
import type { Me } from '@foyer/domain/admin-contract';
import { randomBytes } from 'node:crypto';
import { failed, success, type Failure, type Outcome } from '../../outcome';
import { newToken, tokenHash } from '../customers/secrets';
import {
  accountSubject,
  forgetAttempts,
  limitAttempts,
  type Attempt,
} from '../rate-limit/rate-limit.service';
import { audit } from './audit.service';
import { actorOf, toStaffMember, type StaffDeps, type StaffSession } from './staff.deps';
import {
  findStaffByEmail,
  findStaffSession,
  insertStaffSession,
  readRequireTotp,
  revokeStaffSession,
  touchStaffSession,
  updateStaffRow,
} from './staff.repository';
import { checkTotp } from './totp';

const MINUTE_MS = 60_000;
export const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * MINUTE_MS;
const SESSION_MS = STAFF_SESSION_HOURS * 60 * MINUTE_MS;
/** Activity is written at most once a minute. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

/** Login throttles: per address, and per (address, account). Delays are capped at 15 minutes. */
export const STAFF_RATE_RULES = {
  loginIp: {
    name: 'staff-login:ip',
    free: 30,
    windowSeconds: 3600,
    baseDelaySeconds: 1,
    maxDelaySeconds: 900,
  },
  loginPair: {
    name: 'staff-login:ip-account',
    free: 5,
    windowSeconds: 3600,
    baseDelaySeconds: 2,
    maxDelaySeconds: 900,
  },
} as const;

/** 401: no session, or one that is unknown, ended or of a disabled account. */
export const SIGN_IN_REQUIRED: Failure = {
  kind: 'unauthenticated',
  code: 'AUTH_REQUIRED',
  message: 'Please sign in',
};

const LOGIN_FAILED: Failure = {
  kind: 'unauthenticated',
  code: 'LOGIN_FAILED',
  message: 'E-mail or password is wrong',
};

/** Logs in; answers the new session's cookie token, or that a TOTP code is needed. */
export async function login(
  deps: StaffDeps,
  input: { email: string; password: string; totp?: string | undefined; ip: string },
): Promise<
  Outcome<{ status: 'signedIn'; token: string; session: StaffSession } | { status: 'totpRequired' }>
> {
  const now = deps.clock.now();
  const email = normalizeEmail(input.email);
  const pair: Attempt = {
    rule: STAFF_RATE_RULES.loginPair,
    subject: `${input.ip}|${accountSubject(email)}`,
  };
  const limit = await limitAttempts(
    deps.db,
    [{ rule: STAFF_RATE_RULES.loginIp, subject: input.ip }, pair],
    now,
  );
  if (!limit.ok) {
    return failed({
      kind: 'rateLimited',
      code: 'RATE_LIMITED',
      message: `Too many attempts; try again in ${limit.retryAfterSeconds} s`,
      retryAfterSeconds: limit.retryAfterSeconds,
    });
  }
  const row = await findStaffByEmail(deps.db, email);
  const passwordOk = await deps.hasher.verifyPlain(row?.passwordHash ?? null, input.password);
  if (!row || !passwordOk || row.disabledAt !== null) return failed(LOGIN_FAILED);
  if (row.totpSecret !== null) {
    if (input.totp === undefined) return success({ status: 'totpRequired' as const });
    const step = await checkTotp(row.totpSecret, input.totp, now, row.totpLastStep);
    if (step === null) {
      return failed({
        kind: 'unauthenticated',
        code: 'TOTP_INVALID',
        message: 'The code is wrong or was used',
      });
    }
    await updateStaffRow(deps.db, row.id, { totpLastStep: step });
  }
  await forgetAttempts(deps.db, pair);
  const token = newToken();
  const csrfToken = randomBytes(32).toString('base64url');
  await deps.db.transaction(async (tx) => {
    await insertStaffSession(tx, {
      tokenHash: tokenHash(token),
      csrfToken,
      staffId: row.id,
      now,
      expiresAt: new Date(now.getTime() + SESSION_MS),
    });
    await audit(
      tx,
      { id: row.id, email: row.email },
      now,
      'session.login',
      { type: 'staff', id: row.id },
      null,
      null,
    );
  });
  const found = await findStaffSession(deps.db, tokenHash(token));
  if (!found) throw new Error('session not stored');
  return success({
    status: 'signedIn' as const,
    token,
    session: { sessionId: found.session.id, csrfToken, staff: row },
  });
}

/** The session of a cookie token, or 401 when unknown, ended, idle too long or the account is disabled. */
export async function authenticate(
  deps: StaffDeps,
  token: string | null,
): Promise<Outcome<StaffSession>> {
  if (token === null) return failed(SIGN_IN_REQUIRED);
  const found = await findStaffSession(deps.db, tokenHash(token));
  if (!found) return failed(SIGN_IN_REQUIRED);
  const now = deps.clock.now();
  const { session, staff } = found;
  const idleFor = now.getTime() - session.lastUsedAt.getTime();
  if (session.revokedAt !== null || now >= session.expiresAt || staff.disabledAt !== null) {
    return failed(SIGN_IN_REQUIRED);
  }
  if (idleFor > STAFF_IDLE_MS) {
    return failed({
      kind: 'unauthenticated',
      code: 'SESSION_EXPIRED',
      message: 'Signed out after inactivity; please sign in again',
    });
  }
  if (idleFor >= TOUCH_INTERVAL_MS) await touchStaffSession(deps.db, session.id, now);
  return success({ sessionId: session.id, csrfToken: session.csrfToken, staff });
}

export async function logout(deps: StaffDeps, session: StaffSession): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await revokeStaffSession(tx, session.sessionId, now);
    await audit(
      tx,
      actorOf(session),
      now,
      'session.logout',
      { type: 'staff', id: session.staff.id },
      null,
      null,
    );
  });
}

export async function describeMe(deps: StaffDeps, session: StaffSession): Promise<Me> {
  const requireTotp = await readRequireTotp(deps.db);
  const staff = toStaffMember(session.staff);
  return {
    staff,
    permissions: staffPermissions(staff.role),
    csrfToken: session.csrfToken,
    requireTotp,
    mustEnrolTotp: requireTotp && !staff.totpEnabled,
    idleMinutes: STAFF_IDLE_MINUTES,
  };
}

export async function isTotpRequired(deps: StaffDeps): Promise<boolean> {
  return readRequireTotp(deps.db);
}
