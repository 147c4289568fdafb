/** `GET /api/admin/today` (any signed-in staff member): the start screen's figures. */
import { isStaffRole } from '@foyer/domain';
import { todayEndpoints } from '@foyer/domain/admin-contract/today';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { mustHave, staffRouter, type StaffRouterOptions } from '../staff';
import { todayAtAGlance } from './today.service';

export function todayRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route } = staffRouter(app, deps, options);
  route(todayEndpoints.today, async ({ session }) => {
    const staff = mustHave(session).staff;
    // A session's role is one of the staff roles (the accounts table checks it).
    const role = isStaffRole(staff.role) ? staff.role : 'door';
    return { ok: true, value: await todayAtAGlance(deps, { role, language: staff.language }) };
  });
}
