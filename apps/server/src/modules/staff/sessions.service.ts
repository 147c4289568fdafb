/**
 * Staff sign-in: login with an argon2id password (the customers' hasher) and, when set up, a TOTP
 * code or a one-time recovery code; sessions with an idle timeout and an absolute end, each with its
 * CSRF token. Password guesses are throttled per client address and per (address, account) pair.
 * Codes tried after the right password also meet a ceiling per account, from every address
 * together, unless the client proves a device that signed in to the account before (the staff
 * device cookie): that device has a counter of its own, so nobody who knows the password can keep
 * the member out of their own device. A code or recovery code is accepted exactly once: it is
 * claimed with a conditional UPDATE in the transaction that creates the session. See
 * docs/security.md.
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
import { newToken, tokenHash } from '../customers';
import {
  accountSubject,
  forgetAttempts,
  identitySubject,
  issueDeviceToken,
  limitAttempts,
  provenDevice,
  type Attempt,
} from '../rate-limit';
import { recoveryCodeHash } from './recovery-codes';
import { audit } from './audit.service';
import {
  actorOf,
  rateLimited,
  toStaffMember,
  type StaffDeps,
  type StaffSession,
} from './staff.deps';
import {
  claimTotpStep,
  countUnusedRecoveryCodes,
  findStaffByEmail,
  findStaffSession,
  insertStaffSession,
  readRequireTotp,
  revokeStaffSession,
  touchStaffSession,
  useRecoveryCode,
} from './staff.repository';
import { checkTotp } from './totp';

const MINUTE_MS = 60_000;
export const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * MINUTE_MS;
const SESSION_MS = STAFF_SESSION_HOURS * 60 * MINUTE_MS;
/** Activity is written at most once a minute. */
const TOUCH_INTERVAL_MS = MINUTE_MS;

/**
 * Login throttles: per address and per (address, account) for every login; for the codes tried after
 * the right password also per account, or per proven device instead. Delays are capped at 15
 * minutes: there is no permanent lockout.
 */
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
  /**
   * Codes (and recovery codes) for one account from every address without a proven device. A
   * successful sign-in does not clear it: that would hand a guesser fresh attempts.
   */
  codeAccount: {
    name: 'staff-code:account',
    free: 10,
    windowSeconds: 3600,
    baseDelaySeconds: 2,
    maxDelaySeconds: 900,
  },
  /** Codes from one proven device of the account: its own counter, cleared by a sign-in. */
  codeDevice: {
    name: 'staff-code:device',
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

const TOTP_INVALID: Failure = {
  kind: 'unauthenticated',
  code: 'TOTP_INVALID',
  message: 'The code is wrong or was used',
};

/** The second factor a login brings: a TOTP code's time step, or a recovery code's hash. */
type SecondFactor = { kind: 'totp'; step: number } | { kind: 'recovery'; codeHash: string };

export interface LoginInput {
  email: string;
  password: string;
  totp?: string | undefined;
  recoveryCode?: string | undefined;
  ip: string;
  /** The staff device token the client sent (its cookie), or null. */
  device: string | null;
}

/**
 * Logs in; answers the new session's cookie token with a new device token for the client to keep,
 * or that a second factor is needed.
 */
export async function login(
  deps: StaffDeps,
  input: LoginInput,
): Promise<
  Outcome<
    | { status: 'signedIn'; token: string; device: string; session: StaffSession }
    | { status: 'totpRequired' }
  >
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
  if (!limit.ok) return failed(rateLimited(limit.retryAfterSeconds));
  const row = await findStaffByEmail(deps.db, email);
  const passwordOk = await deps.hasher.verifyPlain(row?.passwordHash ?? null, input.password);
  if (!row || !passwordOk || row.disabledAt !== null) return failed(LOGIN_FAILED);
  const deviceKey = await deps.hasher.deviceKey();
  let second: SecondFactor | null = null;
  let deviceCounter: Attempt | null = null;
  if (row.totpSecret !== null) {
    if (input.totp === undefined && input.recoveryCode === undefined) {
      return success({ status: 'totpRequired' as const });
    }
    const device = provenDevice(deviceKey, 'staff', email, input.device, now);
    const codes: Attempt =
      device === null
        ? { rule: STAFF_RATE_RULES.codeAccount, subject: identitySubject('staff', email) }
        : { rule: STAFF_RATE_RULES.codeDevice, subject: device };
    const codeLimit = await limitAttempts(deps.db, [codes], now);
    if (!codeLimit.ok) return failed(rateLimited(codeLimit.retryAfterSeconds));
    if (device !== null) deviceCounter = codes;
    if (input.totp !== undefined) {
      const step = await checkTotp(row.totpSecret, input.totp, now, row.totpLastStep);
      if (step === null) return failed(TOTP_INVALID);
      second = { kind: 'totp', step };
    } else {
      const codeHash = recoveryCodeHash(input.recoveryCode ?? '');
      if (codeHash === null) return failed(TOTP_INVALID);
      second = { kind: 'recovery', codeHash };
    }
  }
  const token = newToken();
  const csrfToken = randomBytes(32).toString('base64url');
  const claimed = await deps.db.transaction(async (tx) => {
    // The code is claimed before anything is written: of racing logins with one code, one claims it.
    if (second?.kind === 'totp' && !(await claimTotpStep(tx, row.id, second.step))) return false;
    if (second?.kind === 'recovery' && !(await useRecoveryCode(tx, row.id, second.codeHash, now))) {
      return false;
    }
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
      second?.kind === 'recovery' ? { with: 'recoveryCode' } : null,
    );
    return true;
  });
  if (!claimed) return failed(TOTP_INVALID);
  await forgetAttempts(deps.db, pair);
  if (deviceCounter !== null) await forgetAttempts(deps.db, deviceCounter);
  const found = await findStaffSession(deps.db, tokenHash(token));
  if (!found) throw new Error('session not stored');
  return success({
    status: 'signedIn' as const,
    token,
    device: issueDeviceToken(deviceKey, 'staff', email, now),
    session: { sessionId: found.session.id, csrfToken, staff: found.staff },
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
    recoveryCodesLeft: staff.totpEnabled
      ? await countUnusedRecoveryCodes(deps.db, session.staff.id)
      : 0,
    idleMinutes: STAFF_IDLE_MINUTES,
    timeZone: deps.config.server.timeZone,
    shopLanguages: [...deps.config.shop.languages],
    tills: deps.config.server.till.enabled
      ? deps.config.server.till.tills.map(({ code, name }) => ({ code, name }))
      : [],
  };
}

export async function isTotpRequired(deps: StaffDeps): Promise<boolean> {
  return readRequireTotp(deps.db);
}
