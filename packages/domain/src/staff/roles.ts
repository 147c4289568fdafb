/**
 * Staff roles of the back office and what each may do: owner (everything, including staff
 * accounts and the audit log), manager (catalog, orders, refunds, reports), sales (orders: find,
 * resend, cancel unpaid; desk sales), door (check-in only). The server checks every admin call with
 * `staffMay`; only the owner runs a visitor's data export or erasure (`privacy.manage`); the back office shows only what the signed-in role may use.
 */
export const STAFF_ROLES = ['owner', 'manager', 'sales', 'door'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const STAFF_PERMISSIONS = [
  'staff.manage',
  'audit.read',
  'settings.manage',
  /** Export or erase a visitor's data on their request (docs/decisions.md "Data protection"). */
  'privacy.manage',
  'catalog.manage',
  'orders.read',
  'orders.resend',
  'orders.cancelUnpaid',
  'orders.refund',
  'reports.read',
  'desk.sell',
  'checkin.scan',
] as const;
export type StaffPermission = (typeof STAFF_PERMISSIONS)[number];

const GRANTS: Record<StaffRole, readonly StaffPermission[]> = {
  owner: STAFF_PERMISSIONS,
  manager: [
    'catalog.manage',
    'orders.read',
    'orders.resend',
    'orders.cancelUnpaid',
    'orders.refund',
    'reports.read',
    'desk.sell',
    'checkin.scan',
  ],
  sales: ['orders.read', 'orders.resend', 'orders.cancelUnpaid', 'desk.sell'],
  door: ['checkin.scan'],
};

export function isStaffRole(value: unknown): value is StaffRole {
  return typeof value === 'string' && (STAFF_ROLES as readonly string[]).includes(value);
}

/** True when `role` may do `permission`. */
export function staffMay(role: StaffRole, permission: StaffPermission): boolean {
  return GRANTS[role].includes(permission);
}

/** Everything `role` may do, in a stable order. */
export function staffPermissions(role: StaffRole): StaffPermission[] {
  return STAFF_PERMISSIONS.filter((permission) => staffMay(role, permission));
}

/**
 * Whether a change to the staff list keeps at least one active owner: the owners who stay active
 * after the change. An owner cannot demote or disable the last owner (nobody could manage staff).
 */
export function keepsAnOwner(
  staff: readonly { id: number; role: StaffRole; active: boolean }[],
  change: { id: number; role?: StaffRole; active?: boolean },
): boolean {
  return staff.some((member) => {
    const role = member.id === change.id ? (change.role ?? member.role) : member.role;
    const active = member.id === change.id ? (change.active ?? member.active) : member.active;
    return role === 'owner' && active;
  });
}

/** Minutes without a call after which a staff session ends (the idle timeout). */
export const STAFF_IDLE_MINUTES = 30;
/** Hours after login after which a staff session ends, whatever the use. */
export const STAFF_SESSION_HOURS = 12;
/** Minimum length of a staff password (typed, before hashing). */
export const STAFF_MIN_PASSWORD_LENGTH = 12;
