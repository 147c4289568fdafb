/**
 * The desk sale's calls under `/api/admin/desk/…` (`@foyer/domain/admin-contract`, `deskEndpoints`,
 * permission `desk.sell`: sales, manager, owner), registered with `adminRouter`: session, CSRF, 2FA,
 * role and zod checks happen there.
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { staffRouter, type StaffRouterOptions } from '../staff';
import { deskPassEntry, deskPassLookup } from '../passes';
import { quoteDeskCart, sellAtDesk } from './desk.service';

export function deskRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);
  route(adminEndpoints.deskQuote, ({ body }) => quoteDeskCart(deps, body));
  route(adminEndpoints.deskSell, ({ body, session }) => sellAtDesk(deps, actor(session), body));
  // Annual-pass holders' free entries (docs/decisions.md "Annual-pass holders' free entries").
  route(adminEndpoints.deskPass, ({ query }) => deskPassLookup(deps, query.code));
  route(adminEndpoints.deskPassEntry, ({ body, session }) =>
    deskPassEntry(deps, actor(session), body),
  );
}
