/**
 * What the staff services share: their dependencies, the signed-in session, who made a change
 * (a staff member or the command line) and an account as the admin contract shows it.
 */
import type { StaffRole } from '@foyer/domain';
import type { StaffLanguage, StaffMember } from '@foyer/domain/admin-contract';
import type { Clock } from '../../clock';
import type { FoyerConfig } from '../../config/schema';
import type { Db } from '../../db/client';
import type { Failure } from '../../outcome';
import type { PasswordHasher } from '../customers';
import type { StaffRow } from './staff.repository';

export interface StaffDeps {
  db: Db;
  clock: Clock;
  config: FoyerConfig;
  hasher: PasswordHasher;
}

export interface StaffSession {
  sessionId: number;
  csrfToken: string;
  staff: StaffRow;
}

/** Who made a change: a staff member or the command line. */
export type Actor =
  { id: number; email: string } | { id: null; email: 'cli' | 'system' | 'visitor' };
export const CLI_ACTOR: Actor = { id: null, email: 'cli' };
/** The server's own background jobs (settling refund requests left by a crash). */
export const SYSTEM_ACTOR: Actor = { id: null, email: 'system' };
/** The visitor themselves, through their order's secret link (self-service cancellation). */
export const VISITOR_ACTOR: Actor = { id: null, email: 'visitor' };

export function actorOf(session: StaffSession): Actor {
  return { id: session.staff.id, email: session.staff.email };
}

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

/** Too many attempts (staff sign-in, codes, set-password links): try again after the delay. */
export function rateLimited(retryAfterSeconds: number): Failure {
  return {
    kind: 'rateLimited',
    code: 'RATE_LIMITED',
    message: `Too many attempts; try again in ${retryAfterSeconds} s`,
    retryAfterSeconds,
  };
}
