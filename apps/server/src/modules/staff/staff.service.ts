/**
 * Staff accounts of the back office (issue 15): first account from the command line, set-password
 * links (hashed, single use, 24 h), login with argon2id passwords (the customers' hasher) and TOTP,
 * sessions with an idle timeout, roles, the owner's "require 2FA for all staff" switch and the audit
 * log that records every change. Login throttling counts per client address and per (address,
 * account) pair, never per account alone, so nobody can lock a staff member out from elsewhere.
 */
import {
  keepsAnOwner,
  normalizeEmail,
  STAFF_IDLE_MINUTES,
  STAFF_SESSION_HOURS,
  staffPermissions,
  type StaffRole,
} from '@foyer/domain';
import type { Me, StaffLanguage, StaffMember } from '@foyer/domain/admin-contract';
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { FoyerConfig } from '../../config/schema';
import type { Db, Tx } from '../../db/client';
import type { PasswordHasher } from '../customers/passwords';
import {
  accountSubject,
  forgetAttempts,
  limitAttempts,
  type Attempt,
} from '../rate-limit/rate-limit.service';
import { newToken, tokenHash } from '../customers/secrets';
import {
  auditPageRows,
  findStaffByEmail,
  findStaffById,
  findStaffSession,
  insertAudit,
  insertPasswordToken,
  insertStaff,
  insertStaffSession,
  listStaffRows,
  readRequireTotp,
  revokeSessionsOf,
  revokeStaffSession,
  touchStaffSession,
  updateStaffRow,
  usePasswordToken,
  writeRequireTotp,
  type AuditRow,
  type StaffRow,
} from './staff.repository';
import { checkTotp, newTotpSecret, totpQrCode, totpUri } from './totp';

export interface StaffDeps {
  db: Db;
  clock: Clock;
  config: FoyerConfig;
  hasher: PasswordHasher;
}

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
export const STAFF_IDLE_MS = STAFF_IDLE_MINUTES * MINUTE_MS;
const SESSION_MS = STAFF_SESSION_HOURS * HOUR_MS;
const PASSWORD_LINK_MS = 24 * HOUR_MS;
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

/** An expected refusal: the status and the stable code of `{ error, message }`. */
export interface Refusal {
  ok: false;
  status: 401 | 403 | 404 | 409 | 410 | 422 | 429;
  error: string;
  message: string;
  retryAfterSeconds?: number;
}
export type Result<T> = { ok: true; value: T } | Refusal;

const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export function refuse(status: Refusal['status'], error: string, message: string): Refusal {
  return { ok: false, status, error, message };
}

/** Who made a change: a staff member or the command line. */
export type Actor = { id: number; email: string } | { id: null; email: 'cli' };
export const CLI_ACTOR: Actor = { id: null, email: 'cli' };

export function toStaffMember(row: StaffRow): StaffMember {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role as StaffRole,
    language: row.language as StaffLanguage,
    totpEnabled: row.totpSecret !== null,
    hasPassword: row.passwordHash !== null,
    active: row.disabledAt === null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of an account: no secrets, no hashes. */
function auditView(row: StaffRow): Record<string, unknown> {
  const member: Partial<StaffMember> = toStaffMember(row);
  delete member.createdAt;
  return member;
}

export async function audit(
  tx: Tx,
  actor: Actor,
  now: Date,
  action: string,
  target: { type: string; id: string | number | null },
  before: unknown,
  after: unknown,
): Promise<void> {
  await insertAudit(tx, {
    at: now,
    actorId: actor.id,
    actor: actor.email,
    action,
    targetType: target.type,
    targetId: target.id === null ? null : String(target.id),
    before: before ?? null,
    after: after ?? null,
  });
}

function setPasswordUrl(config: FoyerConfig, token: string): string {
  return new URL(`admin/set-password/${token}`, withSlash(config.server.publicBaseUrl)).toString();
}

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

async function issueLink(tx: Tx, deps: StaffDeps, staffId: number, now: Date): Promise<string> {
  const token = newToken();
  await insertPasswordToken(tx, {
    tokenHash: tokenHash(token),
    staffId,
    now,
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_MS),
  });
  return setPasswordUrl(deps.config, token);
}

/** Creates an account and its one-time set-password link (the CLI and the owners' staff screen). */
export async function createStaff(
  deps: StaffDeps,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole; language: StaffLanguage },
): Promise<Result<{ staff: StaffMember; setPasswordUrl: string }>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await insertStaff(tx, {
      email: normalizeEmail(input.email),
      name: input.name.trim(),
      role: input.role,
      language: input.language,
      now,
    });
    if (!row) return refuse(409, 'STAFF_EXISTS', 'A staff account with this e-mail exists');
    const url = await issueLink(tx, deps, row.id, now);
    await audit(
      tx,
      actor,
      now,
      'staff.create',
      { type: 'staff', id: row.id },
      null,
      auditView(row),
    );
    return ok({ staff: toStaffMember(row), setPasswordUrl: url });
  });
}

/** A new set-password link for an account; older links stop working. */
export async function newPasswordLink(
  deps: StaffDeps,
  actor: Actor,
  staffId: number,
): Promise<Result<{ staff: StaffMember; setPasswordUrl: string }>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findStaffById(tx, staffId);
    if (!row) return refuse(404, 'NOT_FOUND', 'No such staff account');
    const url = await issueLink(tx, deps, row.id, now);
    await audit(tx, actor, now, 'staff.passwordLink', { type: 'staff', id: row.id }, null, null);
    return ok({ staff: toStaffMember(row), setPasswordUrl: url });
  });
}

/** Sets the password with a set-password token; the token works once, for 24 hours. */
export async function setPasswordWithToken(
  deps: StaffDeps,
  input: { token: string; password: string },
): Promise<Result<true>> {
  const now = deps.clock.now();
  const hashed = await deps.hasher.hashPlain(input.password);
  return deps.db.transaction(async (tx) => {
    const used = await usePasswordToken(tx, tokenHash(input.token), now);
    if (!used || used.expiresAt <= now) {
      return refuse(410, 'LINK_INVALID', 'This link is invalid, used or expired');
    }
    const row = await findStaffById(tx, used.staffId);
    if (!row || row.disabledAt !== null) {
      return refuse(410, 'LINK_INVALID', 'This link is invalid, used or expired');
    }
    await updateStaffRow(tx, row.id, { passwordHash: hashed });
    await revokeSessionsOf(tx, row.id, now);
    await audit(
      tx,
      { id: row.id, email: row.email },
      now,
      'staff.setPassword',
      { type: 'staff', id: row.id },
      null,
      null,
    );
    return ok(true as const);
  });
}

export interface StaffSession {
  sessionId: number;
  csrfToken: string;
  staff: StaffRow;
}

/** Logs in; answers the new session's cookie token, or that a TOTP code is needed. */
export async function login(
  deps: StaffDeps,
  input: { email: string; password: string; totp?: string | undefined; ip: string },
): Promise<
  Result<{ status: 'signedIn'; token: string; session: StaffSession } | { status: 'totpRequired' }>
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
    return {
      ...refuse(
        429,
        'RATE_LIMITED',
        `Too many attempts; try again in ${limit.retryAfterSeconds} s`,
      ),
      retryAfterSeconds: limit.retryAfterSeconds,
    };
  }
  const row = await findStaffByEmail(deps.db, email);
  const passwordOk = await deps.hasher.verifyPlain(row?.passwordHash ?? null, input.password);
  if (!row || !passwordOk || row.disabledAt !== null) {
    return refuse(401, 'LOGIN_FAILED', 'E-mail or password is wrong');
  }
  if (row.totpSecret !== null) {
    if (input.totp === undefined) return ok({ status: 'totpRequired' as const });
    const step = await checkTotp(row.totpSecret, input.totp, now, row.totpLastStep);
    if (step === null) return refuse(401, 'TOTP_INVALID', 'The code is wrong or was used');
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
  return ok({
    status: 'signedIn' as const,
    token,
    session: { sessionId: found.session.id, csrfToken, staff: row },
  });
}

/** The session of a cookie token, or 401 when unknown, ended, idle too long or the account is disabled. */
export async function authenticate(
  deps: StaffDeps,
  token: string | null,
): Promise<Result<StaffSession>> {
  const unauthenticated = refuse(401, 'AUTH_REQUIRED', 'Please sign in');
  if (token === null) return unauthenticated;
  const found = await findStaffSession(deps.db, tokenHash(token));
  if (!found) return unauthenticated;
  const now = deps.clock.now();
  const { session, staff } = found;
  const idleFor = now.getTime() - session.lastUsedAt.getTime();
  if (session.revokedAt !== null || now >= session.expiresAt || staff.disabledAt !== null) {
    return unauthenticated;
  }
  if (idleFor > STAFF_IDLE_MS) {
    return refuse(401, 'SESSION_EXPIRED', 'Signed out after inactivity; please sign in again');
  }
  if (idleFor >= TOUCH_INTERVAL_MS) await touchStaffSession(deps.db, session.id, now);
  return ok({ sessionId: session.id, csrfToken: session.csrfToken, staff });
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

export function actorOf(session: StaffSession): Actor {
  return { id: session.staff.id, email: session.staff.email };
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

/**
 * Changes the signed-in member's own row and writes the audit entry in the same transaction;
 * answers the session with the changed row.
 */
async function changeOwnAccount(
  deps: StaffDeps,
  session: StaffSession,
  action: string,
  patch: Parameters<typeof updateStaffRow>[2],
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Promise<StaffSession> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateStaffRow(tx, session.staff.id, patch);
    await audit(
      tx,
      actorOf(session),
      now,
      action,
      { type: 'staff', id: session.staff.id },
      before,
      after,
    );
    return updated;
  });
  return { ...session, staff: row ?? session.staff };
}

export async function setLanguage(
  deps: StaffDeps,
  session: StaffSession,
  language: StaffLanguage,
): Promise<StaffSession> {
  return changeOwnAccount(
    deps,
    session,
    'staff.language',
    { language },
    { language: session.staff.language },
    { language },
  );
}

/** Starts 2FA set-up: a pending secret (replacing an earlier unconfirmed one) and its QR code. */
export async function enrolTotp(
  deps: StaffDeps,
  session: StaffSession,
): Promise<Result<{ secret: string; otpauthUrl: string; qrCode: string }>> {
  if (session.staff.totpSecret !== null) {
    return refuse(409, 'TOTP_ALREADY_ENABLED', 'Two-factor authentication is already on');
  }
  const secret = newTotpSecret();
  await updateStaffRow(deps.db, session.staff.id, { totpPendingSecret: secret });
  const issuer = `Foyer ${new URL(deps.config.server.publicBaseUrl).host}`;
  const otpauthUrl = totpUri(secret, issuer, session.staff.email);
  return ok({ secret, otpauthUrl, qrCode: await totpQrCode(otpauthUrl) });
}

export async function confirmTotp(
  deps: StaffDeps,
  session: StaffSession,
  code: string,
): Promise<Result<StaffSession>> {
  const pending = session.staff.totpPendingSecret;
  if (pending === null || session.staff.totpSecret !== null) {
    return refuse(409, 'TOTP_NOT_ENROLLING', 'Start the set-up first');
  }
  const now = deps.clock.now();
  const step = await checkTotp(pending, code, now, null);
  if (step === null) return refuse(422, 'TOTP_INVALID', 'The code is wrong or was used');
  return ok(
    await changeOwnAccount(
      deps,
      session,
      'staff.totpEnable',
      { totpSecret: pending, totpPendingSecret: null, totpLastStep: step },
      { totpEnabled: false },
      { totpEnabled: true },
    ),
  );
}

export async function disableTotp(
  deps: StaffDeps,
  session: StaffSession,
  code: string,
): Promise<Result<StaffSession>> {
  const secret = session.staff.totpSecret;
  if (secret === null) return refuse(409, 'TOTP_NOT_ENABLED', 'Two-factor authentication is off');
  if (await readRequireTotp(deps.db)) {
    return refuse(422, 'TOTP_REQUIRED_BY_OWNER', 'An owner requires two-factor authentication');
  }
  const now = deps.clock.now();
  const step = await checkTotp(secret, code, now, session.staff.totpLastStep);
  if (step === null) return refuse(422, 'TOTP_INVALID', 'The code is wrong or was used');
  return ok(
    await changeOwnAccount(
      deps,
      session,
      'staff.totpDisable',
      { totpSecret: null, totpPendingSecret: null, totpLastStep: null },
      { totpEnabled: true },
      { totpEnabled: false },
    ),
  );
}

export async function listStaff(deps: StaffDeps): Promise<StaffMember[]> {
  return (await listStaffRows(deps.db)).map(toStaffMember);
}

/** Changes a role or disables / enables an account; disabling ends its sessions. */
export async function updateStaff(
  deps: StaffDeps,
  actor: Actor,
  staffId: number,
  change: { role?: StaffRole | undefined; active?: boolean | undefined },
): Promise<Result<StaffMember>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const all = await listStaffRows(tx);
    const row = all.find((member) => member.id === staffId);
    if (!row) return refuse(404, 'NOT_FOUND', 'No such staff account');
    const view = all.map((member) => ({
      id: member.id,
      role: member.role as StaffRole,
      active: member.disabledAt === null,
    }));
    if (!keepsAnOwner(view, { id: staffId, ...clean(change) })) {
      return refuse(422, 'LAST_OWNER', 'The shop needs at least one active owner');
    }
    const updated = await updateStaffRow(tx, staffId, {
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.active === undefined
        ? {}
        : { disabledAt: change.active ? null : (row.disabledAt ?? now) }),
    });
    if (!updated) return refuse(404, 'NOT_FOUND', 'No such staff account');
    if (change.active === false) await revokeSessionsOf(tx, staffId, now);
    await audit(
      tx,
      actor,
      now,
      'staff.update',
      { type: 'staff', id: staffId },
      auditView(row),
      auditView(updated),
    );
    return ok(toStaffMember(updated));
  });
}

function clean(change: { role?: StaffRole | undefined; active?: boolean | undefined }): {
  role?: StaffRole;
  active?: boolean;
} {
  return {
    ...(change.role === undefined ? {} : { role: change.role }),
    ...(change.active === undefined ? {} : { active: change.active }),
  };
}

export async function setRequireTotp(
  deps: StaffDeps,
  actor: Actor,
  requireTotp: boolean,
): Promise<{ requireTotp: boolean }> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const before = await readRequireTotp(tx);
    await writeRequireTotp(tx, requireTotp);
    await audit(
      tx,
      actor,
      now,
      'settings.requireTotp',
      { type: 'settings', id: null },
      { requireTotp: before },
      { requireTotp },
    );
  });
  return { requireTotp };
}

function toAuditEntry(row: AuditRow) {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actor: row.actor,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
  };
}

export async function auditLog(deps: StaffDeps, page: number, pageSize: number) {
  const { rows, total } = await auditPageRows(deps.db, page, pageSize);
  return { entries: rows.map(toAuditEntry), total, page, pageSize };
}
