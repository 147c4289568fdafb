/**
 * The audit log: every change of the back office and the staff command line writes one entry (who,
 * when, what, on which target, before and after) in the transaction of the change. Other slices
 * write theirs with `audit` (exported by `./index.ts`).
 */
import type { Tx } from '../../db/client';
import { auditActionsOf } from '@foyer/domain';
import type { AuditEntry, AuditFilter, AuditPage, StaffMember } from '@foyer/domain/admin-contract';
import { toStaffMember, type Actor, type StaffDeps } from './staff.deps';
import {
  auditPageRows,
  auditRowByKey,
  auditRowsOfTargets,
  insertAudit,
  setAuditChange,
  type AuditRow,
  type StaffRow,
} from './staff.repository';

/** Writes one audit entry in `tx`; `before` and `after` are what changed (no secrets). */
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

/**
 * What an earlier change of `action` on the target with the idempotency key `key` (kept in its
 * `after` as `key`) wrote, or null: a repeated call answers with it instead of changing again.
 */
export async function auditedChange(
  tx: Tx,
  action: string,
  target: { type: string; id: string },
  key: string,
): Promise<{ before: unknown; after: unknown } | null> {
  const row = await auditRowByKey(tx, action, target, key);
  return row ? { before: row.before, after: row.after } : null;
}

/** What an erased person's value reads as in the audit log. */
export const ERASED_VALUE = '(erased)';

/**
 * Erases a person's values from the entries on targets of `type` with `ids` (their orders): every
 * field named in `fields` of an entry's `before` and `after` reads `ERASED_VALUE`, so the entry
 * still says who changed what and when, never the person's data (docs/decisions.md "Data
 * protection"). Runs in the erasure's transaction.
 */
export async function eraseAuditValues(
  tx: Tx,
  target: { type: string; ids: readonly string[] },
  fields: readonly string[],
): Promise<void> {
  const erase = (value: unknown): unknown => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return value;
    const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
    for (const field of fields) {
      if (typeof copy[field] === 'string' && copy[field] !== '') copy[field] = ERASED_VALUE;
    }
    return copy;
  };
  for (const row of await auditRowsOfTargets(tx, target.type, target.ids)) {
    const before = erase(row.before);
    const after = erase(row.after);
    if (JSON.stringify([before, after]) === JSON.stringify([row.before, row.after])) continue;
    await setAuditChange(tx, row.id, { before, after });
  }
}

/** What the audit log keeps of an account: no secrets, no hashes. */
export function auditView(row: StaffRow): Record<string, unknown> {
  const member: Partial<StaffMember> = toStaffMember(row);
  delete member.createdAt;
  return member;
}

function toAuditEntry(row: AuditRow & { actorName: string | null }): AuditEntry {
  return {
    id: row.id,
    at: row.at.toISOString(),
    actorId: row.actorId,
    actor: row.actor,
    actorName: row.actorName,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    before: row.before,
    after: row.after,
  };
}

/**
 * One page of the audit log, newest first: all of it, or the entries of one staff account, of one
 * kind of action (`AUDIT_ACTION_KINDS`) and of the days from `from` to `to` (venue time zone).
 */
export async function auditLog(deps: StaffDeps, query: AuditFilter): Promise<AuditPage> {
  const { page, pageSize } = query;
  const { rows, total } = await auditPageRows(
    deps.db,
    {
      actorId: query.actorId,
      actions: query.kind === undefined ? undefined : auditActionsOf(query.kind),
      from: query.from,
      to: query.to,
      timeZone: deps.config.server.timeZone,
    },
    page,
    pageSize,
  );
  return { entries: rows.map(toAuditEntry), total, page, pageSize };
}
