/**
 * The desk sale's calls under `/api/admin/desk/…` (`@foyer/domain/admin-contract`, `deskEndpoints`,
 * permission `desk.sell`: sales, manager, owner), registered with `adminRouter`: session, CSRF, 2FA,
 * role and zod checks happen there.
 */
import { adminEndpoints } from '@foyer/domain/admin-contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { createPasswordHasher, type Argon2Cost } from '../customers';
import { actorOf, adminRouter, mustHave } from '../staff';
import { quoteDeskCart, sellAtDesk } from './desk.service';

export function deskRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: { argon2?: Argon2Cost } = {},
): void {
  const { route } = adminRouter(app, {
    db: deps.db,
    clock: deps.clock,
    config: deps.config,
    hasher: createPasswordHasher(deps.config, options.argon2),
  });
  route(adminEndpoints.deskQuote, ({ body }) => quoteDeskCart(deps, body));
  route(adminEndpoints.deskSell, ({ body, session }) =>
    sellAtDesk(deps, actorOf(mustHave(session)), body),
  );
}
