import { describe, expect, it } from 'vitest';
import { isStaffRole, keepsAnOwner, staffMay, staffPermissions } from './roles';

describe('staff roles', () => {
  it('gives owners everything and the other roles only their part', () => {
    expect(staffMay('owner', 'staff.manage')).toBe(true);
    expect(staffMay('owner', 'audit.read')).toBe(true);
    expect(staffMay('manager', 'staff.manage')).toBe(false);
    expect(staffMay('manager', 'orders.refund')).toBe(true);
    expect(staffMay('sales', 'orders.refund')).toBe(false);
    expect(staffMay('sales', 'orders.cancelUnpaid')).toBe(true);
    expect(staffPermissions('door')).toEqual(['checkin.scan']);
  });

  it('recognises role names', () => {
    expect(isStaffRole('owner')).toBe(true);
    expect(isStaffRole('admin')).toBe(false);
    expect(isStaffRole(3)).toBe(false);
  });

  it('refuses a change that leaves no active owner', () => {
    const staff = [
      { id: 1, role: 'owner' as const, active: true },
      { id: 2, role: 'sales' as const, active: true },
    ];
    expect(keepsAnOwner(staff, { id: 1, role: 'manager' })).toBe(false);
    expect(keepsAnOwner(staff, { id: 1, active: false })).toBe(false);
    expect(keepsAnOwner(staff, { id: 2, role: 'owner' })).toBe(true);
    expect(
      keepsAnOwner([...staff, { id: 3, role: 'owner', active: true }], { id: 1, active: false }),
    ).toBe(true);
  });
});
