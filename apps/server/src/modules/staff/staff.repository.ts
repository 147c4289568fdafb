/** Staff accounts, sessions, set-password tokens, settings and the audit log: the only Drizzle code of the slice. */
import { and, count, desc, eq, gt, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  staffAccounts,
  staffAuditLog,
  staffPasswordTokens,
  staffRecoveryCodes,
  staffSessions,
  staffSettings,
} from '../../db/schema';

export type StaffRow = typeof staffAccounts.$inferSelect;
export type StaffSessionRow = typeof staffSessions.$inferSelect;
export type AuditRow = typeof staffAuditLog.$inferSelect;

export async function findStaffByEmail(tx: Tx, email: string): Promise<StaffRow | null> {
  const rows = await tx.select().from(staffAccounts).where(eq(staffAccounts.email, email)).limit(1);
  return rows[0] ?? null;
}

export async function findStaffById(tx: Tx, id: number): Promise<StaffRow | null> {
  const rows = await tx.select().from(staffAccounts).where(eq(staffAccounts.id, id)).limit(1);
  return rows[0] ?? null;
}

export function listStaffRows(tx: Tx): Promise<StaffRow[]> {
  return tx.select().from(staffAccounts).orderBy(staffAccounts.email);
}

export async function insertStaff(
  tx: Tx,
  values: { email: string; name: string; role: string; language: string; now: Date },
): Promise<StaffRow | null> {
  const rows = await tx
    .insert(staffAccounts)
    .values({ ...values, createdAt: values.now })
    .onConflictDoNothing()
    .returning();
  return rows[0] ?? null;
}

export async function updateStaffRow(
  tx: Tx,
  id: number,
  values: Partial<Omit<StaffRow, 'id' | 'createdAt'>>,
): Promise<StaffRow | null> {
  const rows = await tx
    .update(staffAccounts)
    .set(values)
    .where(eq(staffAccounts.id, id))
    .returning();
  return rows[0] ?? null;
}

/**
 * Records `step` as the account's last accepted TOTP step when it is later than the one recorded:
 * one conditional UPDATE, so of several logins racing with one code only one claims it. True when
 * this call claimed it.
 */
export async function claimTotpStep(tx: Tx, id: number, step: number): Promise<boolean> {
  const rows = await tx
    .update(staffAccounts)
    .set({ totpLastStep: step })
    .where(
      and(
        eq(staffAccounts.id, id),
        or(isNull(staffAccounts.totpLastStep), lt(staffAccounts.totpLastStep, step)),
      ),
    )
    .returning({ id: staffAccounts.id });
  return rows.length > 0;
}

/** Replaces the account's recovery codes with `hashes` (none: the account has none left). */
export async function replaceRecoveryCodes(
  tx: Tx,
  staffId: number,
  hashes: readonly string[],
  now: Date,
): Promise<void> {
  await tx.delete(staffRecoveryCodes).where(eq(staffRecoveryCodes.staffId, staffId));
  if (hashes.length === 0) return;
  await tx
    .insert(staffRecoveryCodes)
    .values(hashes.map((codeHash) => ({ staffId, codeHash, createdAt: now })));
}

/** Marks an unused recovery code used (once: a second use finds nothing); true when it was. */
export async function useRecoveryCode(
  tx: Tx,
  staffId: number,
  codeHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(staffRecoveryCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(staffRecoveryCodes.staffId, staffId),
        eq(staffRecoveryCodes.codeHash, codeHash),
        isNull(staffRecoveryCodes.usedAt),
      ),
    )
    .returning({ id: staffRecoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(tx: Tx, staffId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(staffRecoveryCodes)
    .where(and(eq(staffRecoveryCodes.staffId, staffId), isNull(staffRecoveryCodes.usedAt)));
  return row?.n ?? 0;
}

export async function insertStaffSession(
  tx: Tx,
  values: { tokenHash: string; csrfToken: string; staffId: number; now: Date; expiresAt: Date },
): Promise<void> {
  await tx.insert(staffSessions).values({
    tokenHash: values.tokenHash,
    csrfToken: values.csrfToken,
    staffId: values.staffId,
    createdAt: values.now,
    lastUsedAt: values.now,
    expiresAt: values.expiresAt,
  });
}

export async function findStaffSession(
  tx: Tx,
  tokenHash: string,
): Promise<{ session: StaffSessionRow; staff: StaffRow } | null> {
  const rows = await tx
    .select({ session: staffSessions, staff: staffAccounts })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(eq(staffSessions.tokenHash, tokenHash))
    .limit(1);
  return rows[0] ?? null;
}

export async function touchStaffSession(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(staffSessions).set({ lastUsedAt: now }).where(eq(staffSessions.id, id));
}

export async function revokeStaffSession(tx: Tx, id: number, now: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.id, id), isNull(staffSessions.revokedAt)));
}

export async function revokeSessionsOf(tx: Tx, staffId: number, now: Date): Promise<void> {
  await tx
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.staffId, staffId), isNull(staffSessions.revokedAt)));
}

export async function insertPasswordToken(
  tx: Tx,
  values: { tokenHash: string; staffId: number; now: Date; expiresAt: Date },
): Promise<void> {
  // A new link replaces the older ones.
  await tx
    .update(staffPasswordTokens)
    .set({ usedAt: values.now })
    .where(
      and(eq(staffPasswordTokens.staffId, values.staffId), isNull(staffPasswordTokens.usedAt)),
    );
  await tx.insert(staffPasswordTokens).values({
    tokenHash: values.tokenHash,
    staffId: values.staffId,
    createdAt: values.now,
    expiresAt: values.expiresAt,
  });
}

/** True when the token is unused, unexpired and its account active (nothing is changed). */
export async function findUsablePasswordToken(
  tx: Tx,
  tokenHash: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .select({ id: staffPasswordTokens.id })
    .from(staffPasswordTokens)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffPasswordTokens.staffId))
    .where(
      and(
        eq(staffPasswordTokens.tokenHash, tokenHash),
        isNull(staffPasswordTokens.usedAt),
        gt(staffPasswordTokens.expiresAt, now),
        isNull(staffAccounts.disabledAt),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Marks the token used (once: a second use finds nothing) and answers it when it was valid. */
export async function usePasswordToken(
  tx: Tx,
  tokenHash: string,
  now: Date,
): Promise<{ staffId: number; expiresAt: Date } | null> {
  const rows = await tx
    .update(staffPasswordTokens)
    .set({ usedAt: now })
    .where(and(eq(staffPasswordTokens.tokenHash, tokenHash), isNull(staffPasswordTokens.usedAt)))
    .returning({ staffId: staffPasswordTokens.staffId, expiresAt: staffPasswordTokens.expiresAt });
  return rows[0] ?? null;
}

export async function readRequireTotp(tx: Tx): Promise<boolean> {
  const rows = await tx.select().from(staffSettings).where(eq(staffSettings.id, 1)).limit(1);
  return rows[0]?.requireTotp ?? false;
}

export async function writeRequireTotp(tx: Tx, requireTotp: boolean): Promise<void> {
  await tx
    .insert(staffSettings)
    .values({ id: 1, requireTotp })
    .onConflictDoUpdate({ target: staffSettings.id, set: { requireTotp } });
}

export async function insertAudit(tx: Tx, entry: Omit<AuditRow, 'id'>): Promise<void> {
  await tx.insert(staffAuditLog).values(entry);
}

/** The entries on targets of `type` with these ids. */
export async function auditRowsOfTargets(
  tx: Tx,
  type: string,
  ids: readonly string[],
): Promise<AuditRow[]> {
  if (ids.length === 0) return [];
  return tx
    .select()
    .from(staffAuditLog)
    .where(and(eq(staffAuditLog.targetType, type), inArray(staffAuditLog.targetId, [...ids])));
}

/** Replaces an entry's `before` and `after`. */
export async function setAuditChange(
  tx: Tx,
  id: number,
  change: { before: unknown; after: unknown },
): Promise<void> {
  await tx
    .update(staffAuditLog)
    .set({ before: change.before ?? null, after: change.after ?? null })
    .where(eq(staffAuditLog.id, id));
}

/** The first entry of `action` on a target whose `after` has `key` (a change's idempotency key). */
export async function auditRowByKey(
  tx: Tx,
  action: string,
  target: { type: string; id: string },
  key: string,
): Promise<AuditRow | null> {
  const [row] = await tx
    .select()
    .from(staffAuditLog)
    .where(
      and(
        eq(staffAuditLog.action, action),
        eq(staffAuditLog.targetType, target.type),
        eq(staffAuditLog.targetId, target.id),
        sql`${staffAuditLog.after}->>'key' = ${key}`,
      ),
    )
    .orderBy(staffAuditLog.id)
    .limit(1);
  return row ?? null;
}

/** Which entries of the audit log a page shows; days are read in `timeZone`, `to` inclusive. */
export interface AuditRowFilter {
  actorId?: number | undefined;
  actions?: readonly string[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  timeZone: string;
}

/** Midnight at the start of a calendar day in the venue's time zone. */
function localMidnight(day: string, timeZone: string): SQL {
  return sql`(${day}::timestamp AT TIME ZONE ${timeZone})`;
}

function auditCriteria(filter: AuditRowFilter): SQL | undefined {
  const where: SQL[] = [];
  if (filter.actorId !== undefined) where.push(eq(staffAuditLog.actorId, filter.actorId));
  if (filter.actions !== undefined) where.push(inArray(staffAuditLog.action, [...filter.actions]));
  if (filter.from) {
    where.push(sql`${staffAuditLog.at} >= ${localMidnight(filter.from, filter.timeZone)}`);
  }
  if (filter.to) {
    where.push(
      sql`${staffAuditLog.at} < ${localMidnight(filter.to, filter.timeZone)} + interval '1 day'`,
    );
  }
  return and(...where);
}

/** One page of the audit log, newest first, with the actor's staff name when the account is there. */
export async function auditPageRows(
  tx: Tx,
  filter: AuditRowFilter,
  page: number,
  pageSize: number,
): Promise<{ rows: (AuditRow & { actorName: string | null })[]; total: number }> {
  const where = auditCriteria(filter);
  const rows = await tx
    .select({ entry: staffAuditLog, actorName: staffAccounts.name })
    .from(staffAuditLog)
    .leftJoin(staffAccounts, eq(staffAccounts.id, staffAuditLog.actorId))
    .where(where)
    .orderBy(desc(staffAuditLog.at), desc(staffAuditLog.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [total] = await tx.select({ n: count() }).from(staffAuditLog).where(where);
  return {
    rows: rows.map((row) => ({ ...row.entry, actorName: row.actorName })),
    total: total?.n ?? 0,
  };
}
