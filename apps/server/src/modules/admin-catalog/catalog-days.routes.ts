/**
 * The day-ticket capacity calls under `/api/admin/catalog/…`
 * (`@foyer/domain/admin-contract/catalog-days`, permission `catalog.manage`: manager, owner),
 * registered with `adminRouter`: session, CSRF, 2FA, role and the catalog file schema's checks.
 */
import { catalogDayEndpoints as calls } from '@foyer/domain/admin-contract/catalog-days';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { createPasswordHasher, type Argon2Cost } from '../customers';
import { actorOf, adminRouter, mustHave } from '../staff';
import { addDays, listDays, removeDay, setDayCapacity } from './catalog-days.service';

export function catalogDayRoutes(
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
  const actor = (session: Parameters<typeof mustHave>[0]) => actorOf(mustHave(session));
  route(calls.catalogDays, ({ params }) => listDays(deps, params.id));
  route(calls.catalogAddDays, ({ params, body, session }) =>
    addDays(deps, actor(session), params.id, body),
  );
  route(calls.catalogDayCapacity, ({ params, body, session }) =>
    setDayCapacity(deps, actor(session), params.id, body.capacity),
  );
  route(calls.catalogRemoveDay, ({ params, session }) =>
    removeDay(deps, actor(session), params.id),
  );
}
