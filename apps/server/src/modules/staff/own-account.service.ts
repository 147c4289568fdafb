/**
 * What a signed-in staff member changes on their own account: the language and two-factor
 * authentication (set up with a pending secret and its QR code, confirmed with a code, switched off
 * with a code unless an owner requires it); the one-time recovery codes (given when 2FA is
 * confirmed, renewed with a current code; each renewal voids the earlier ones); and the owners'
 * "require 2FA for all staff" switch. Each change writes its audit entry in the same transaction.
 */
import type { StaffLanguage } from '@foyer/domain/admin-contract';
import type { Tx } from '../../db/client';
import { failed, refused, success, type Outcome } from '../../outcome';
import { audit } from './audit.service';
import { newRecoveryCodes } from './recovery-codes';
import { actorOf, type Actor, type StaffDeps, type StaffSession } from './staff.deps';
import {
  claimTotpStep,
  readRequireTotp,
  replaceRecoveryCodes,
  updateStaffRow,
  writeRequireTotp,
} from './staff.repository';
import { checkTotp, newTotpSecret, totpQrCode, totpUri } from './totp';

const TOTP_INVALID = { message: 'The code is wrong or was used' };

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
  alsoInTransaction: (tx: Tx, now: Date) => Promise<void> = async () => {},
): Promise<StaffSession> {
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    const updated = await updateStaffRow(tx, session.staff.id, patch);
    await alsoInTransaction(tx, now);
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
): Promise<Outcome<{ secret: string; otpauthUrl: string; qrCode: string }>> {
  if (session.staff.totpSecret !== null) {
    return failed({
      kind: 'conflict',
      code: 'TOTP_ALREADY_ENABLED',
      message: 'Two-factor authentication is already on',
    });
  }
  const secret = newTotpSecret();
  await updateStaffRow(deps.db, session.staff.id, { totpPendingSecret: secret });
  const issuer = `Foyer ${new URL(deps.config.server.publicBaseUrl).host}`;
  const otpauthUrl = totpUri(secret, issuer, session.staff.email);
  return success({ secret, otpauthUrl, qrCode: await totpQrCode(otpauthUrl) });
}

export async function confirmTotp(
  deps: StaffDeps,
  session: StaffSession,
  code: string,
): Promise<Outcome<{ session: StaffSession; recoveryCodes: string[] }>> {
  const pending = session.staff.totpPendingSecret;
  if (pending === null || session.staff.totpSecret !== null) {
    return failed({
      kind: 'conflict',
      code: 'TOTP_NOT_ENROLLING',
      message: 'Start the set-up first',
    });
  }
  const now = deps.clock.now();
  const step = await checkTotp(pending, code, now, null);
  if (step === null) return refused('TOTP_INVALID', TOTP_INVALID);
  const recovery = newRecoveryCodes();
  const changed = await changeOwnAccount(
    deps,
    session,
    'staff.totpEnable',
    { totpSecret: pending, totpPendingSecret: null, totpLastStep: step },
    { totpEnabled: false },
    { totpEnabled: true, recoveryCodes: recovery.codes.length },
    (tx, at) => replaceRecoveryCodes(tx, session.staff.id, recovery.hashes, at),
  );
  return success({ session: changed, recoveryCodes: recovery.codes });
}

/**
 * New recovery codes for a current authenticator code (claimed like a login's, so it is used once);
 * the earlier codes, used or not, stop working.
 */
export async function regenerateRecoveryCodes(
  deps: StaffDeps,
  session: StaffSession,
  code: string,
): Promise<Outcome<{ recoveryCodes: string[] }>> {
  const secret = session.staff.totpSecret;
  if (secret === null) {
    return failed({
      kind: 'conflict',
      code: 'TOTP_NOT_ENABLED',
      message: 'Two-factor authentication is off',
    });
  }
  const now = deps.clock.now();
  const step = await checkTotp(secret, code, now, session.staff.totpLastStep);
  if (step === null) return refused('TOTP_INVALID', TOTP_INVALID);
  const recovery = newRecoveryCodes();
  const renewed = await deps.db.transaction(async (tx) => {
    if (!(await claimTotpStep(tx, session.staff.id, step))) return false;
    await replaceRecoveryCodes(tx, session.staff.id, recovery.hashes, now);
    await audit(
      tx,
      actorOf(session),
      now,
      'staff.recoveryCodes',
      { type: 'staff', id: session.staff.id },
      null,
      { recoveryCodes: recovery.codes.length },
    );
    return true;
  });
  if (!renewed) return refused('TOTP_INVALID', TOTP_INVALID);
  return success({ recoveryCodes: recovery.codes });
}

export async function disableTotp(
  deps: StaffDeps,
  session: StaffSession,
  code: string,
): Promise<Outcome<StaffSession>> {
  const secret = session.staff.totpSecret;
  if (secret === null) {
    return failed({
      kind: 'conflict',
      code: 'TOTP_NOT_ENABLED',
      message: 'Two-factor authentication is off',
    });
  }
  if (await readRequireTotp(deps.db)) {
    return refused('TOTP_REQUIRED_BY_OWNER', {
      message: 'An owner requires two-factor authentication',
    });
  }
  const now = deps.clock.now();
  const step = await checkTotp(secret, code, now, session.staff.totpLastStep);
  if (step === null) return refused('TOTP_INVALID', TOTP_INVALID);
  return success(
    await changeOwnAccount(
      deps,
      session,
      'staff.totpDisable',
      { totpSecret: null, totpPendingSecret: null, totpLastStep: null },
      { totpEnabled: true },
      { totpEnabled: false },
      (tx, at) => replaceRecoveryCodes(tx, session.staff.id, [], at),
    ),
  );
}

/** The owners' switch: every staff member must set up 2FA before anything else. */
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
