/**
 * Staff accounts: created from the command line or by an owner with a one-time
 * set-password link (hashed, single use, 24 h; checked before the slow hash, wrong ones throttled
 * per address); roles changed and accounts disabled by an owner,
 * never leaving the shop without an active owner. Every change writes its audit entry in the same
 * transaction.
 */
import { keepsAnOwner, normalizeEmail, type StaffRole } from '@foyer/domain';
import type { StaffLanguage, StaffMember } from '@foyer/domain/admin-contract';
import type { FoyerConfig } from '../../config/schema';
import type { Tx } from '../../db/client';
import { failed, refused, success, type Failure, type Outcome } from '../../outcome';
import { defaultLanguage } from '../../i18n/languages';
import { newToken, tokenHash } from '../customers';
import { enqueueMail } from '../mail';
import { limitAttempts, waitBeforeAttempt } from '../rate-limit';
import { audit, auditView } from './audit.service';
import { invitationMail } from './invitation-mail';
import { rateLimited, toStaffMember, type Actor, type StaffDeps } from './staff.deps';
import {
  findStaffById,
  findUsablePasswordToken,
  insertPasswordToken,
  insertStaff,
  listStaffRows,
  revokeSessionsOf,
  updateStaffRow,
  usePasswordToken,
} from './staff.repository';

const PASSWORD_LINK_MS = 24 * 60 * 60_000;

/**
 * Wrong set-password tokens per client address: an invited member uses one link, so ten wrong ones
 * an hour is a guesser; after them each try waits a doubling delay, capped at 15 minutes. Only
 * wrong tokens count, so nobody is slowed down by setting passwords (docs/security.md).
 */
export const SET_PASSWORD_RATE_RULE = {
  name: 'staff-password:ip',
  free: 10,
  windowSeconds: 3600,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
} as const;

const NO_SUCH_ACCOUNT: Failure = {
  kind: 'notFound',
  code: 'NOT_FOUND',
  message: 'No such staff account',
};

const LINK_INVALID: Failure = {
  kind: 'gone',
  code: 'LINK_INVALID',
  message: 'This link is invalid, used or expired',
};

function withSlash(url: string): string {
  return url.endsWith('/') ? url : `${url}/`;
}

function setPasswordUrl(config: FoyerConfig, token: string): string {
  return new URL(`admin/set-password/${token}`, withSlash(config.server.publicBaseUrl)).toString();
}

async function issueLink(
  tx: Tx,
  deps: StaffDeps,
  staffId: number,
  now: Date,
  token = newToken(),
): Promise<string> {
  await insertPasswordToken(tx, {
    tokenHash: tokenHash(token),
    staffId,
    now,
    expiresAt: new Date(now.getTime() + PASSWORD_LINK_MS),
  });
  return setPasswordUrl(deps.config, token);
}

/**
 * Creates an account and its one-time set-password link (the CLI and the owners' staff screen).
 * Without a language the member gets the museum's default language. With `invite`, the link is
 * also e-mailed to the member through the outbox, in their language, in the same transaction.
 */
export async function createStaff(
  deps: StaffDeps,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole; language?: StaffLanguage | undefined },
  options: { invite: boolean } = { invite: false },
): Promise<Outcome<{ staff: StaffMember; setPasswordUrl: string }>> {
  const now = deps.clock.now();
  const email = normalizeEmail(input.email);
  const name = input.name.trim();
  const language = input.language ?? defaultLanguage(deps.config);
  // The link is known before the transaction, so the e-mail is written outside of it.
  const token = newToken();
  const link = setPasswordUrl(deps.config, token);
  const invitation = options.invite
    ? await invitationMail(deps.config, language, { name, email }, link)
    : null;
  return deps.db.transaction(async (tx) => {
    const row = await insertStaff(tx, { email, name, role: input.role, language, now });
    if (!row) {
      return failed({
        kind: 'conflict',
        code: 'STAFF_EXISTS',
        message: 'A staff account with this e-mail exists',
      });
    }
    const url = await issueLink(tx, deps, row.id, now, token);
    if (invitation) await enqueueMail(tx, { to: row.email, ...invitation }, now);
    await audit(
      tx,
      actor,
      now,
      'staff.create',
      { type: 'staff', id: row.id },
      null,
      auditView(row),
    );
    return success({ staff: toStaffMember(row), setPasswordUrl: url });
  });
}

/** A new set-password link for an account; older links stop working. */
export async function newPasswordLink(
  deps: StaffDeps,
  actor: Actor,
  staffId: number,
): Promise<Outcome<{ staff: StaffMember; setPasswordUrl: string }>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await findStaffById(tx, staffId);
    if (!row) return failed(NO_SUCH_ACCOUNT);
    const url = await issueLink(tx, deps, row.id, now);
    await audit(tx, actor, now, 'staff.passwordLink', { type: 'staff', id: row.id }, null, null);
    return success({ staff: toStaffMember(row), setPasswordUrl: url });
  });
}

/**
 * Sets the password with a set-password token; the token works once, for 24 hours. The token is
 * checked before the slow password hash, so made-up tokens cost the server one lookup; wrong tokens
 * are counted per address (`SET_PASSWORD_RATE_RULE`) and answer 429 once it delays.
 */
export async function setPasswordWithToken(
  deps: StaffDeps,
  input: { token: string; password: string; ip: string },
): Promise<Outcome<true>> {
  const attempt = { rule: SET_PASSWORD_RATE_RULE, subject: input.ip };
  const wait = await waitBeforeAttempt(deps.db, attempt, deps.clock.now());
  if (wait !== null) return failed(rateLimited(wait));
  const hash = tokenHash(input.token);
  if (!(await findUsablePasswordToken(deps.db, hash, deps.clock.now()))) {
    await limitAttempts(deps.db, [attempt], deps.clock.now());
    return failed(LINK_INVALID);
  }
  const hashed = await deps.hasher.hashPlain(input.password);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const used = await usePasswordToken(tx, hash, now);
    if (!used || used.expiresAt <= now) return failed(LINK_INVALID);
    const row = await findStaffById(tx, used.staffId);
    if (!row || row.disabledAt !== null) return failed(LINK_INVALID);
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
    return success(true as const);
  });
}

export async function listStaff(deps: StaffDeps): Promise<StaffMember[]> {
  return (await listStaffRows(deps.db)).map(toStaffMember);
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

/** Changes a role or disables / enables an account; disabling ends its sessions. */
export async function updateStaff(
  deps: StaffDeps,
  actor: Actor,
  staffId: number,
  change: { role?: StaffRole | undefined; active?: boolean | undefined },
): Promise<Outcome<StaffMember>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const all = await listStaffRows(tx);
    const row = all.find((member) => member.id === staffId);
    if (!row) return failed(NO_SUCH_ACCOUNT);
    const view = all.map((member) => ({
      id: member.id,
      role: member.role as StaffRole,
      active: member.disabledAt === null,
    }));
    if (!keepsAnOwner(view, { id: staffId, ...clean(change) })) {
      return refused('LAST_OWNER', { message: 'The shop needs at least one active owner' });
    }
    const updated = await updateStaffRow(tx, staffId, {
      ...(change.role === undefined ? {} : { role: change.role }),
      ...(change.active === undefined
        ? {}
        : { disabledAt: change.active ? null : (row.disabledAt ?? now) }),
    });
    if (!updated) return failed(NO_SUCH_ACCOUNT);
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
    return success(toStaffMember(updated));
  });
}
