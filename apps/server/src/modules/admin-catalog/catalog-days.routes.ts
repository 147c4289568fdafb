/**
 * The day-ticket capacity calls under `/api/admin/catalog/…`
 * (`@foyer/domain/admin-contract/catalog-days`, permission `catalog.manage`: manager, owner),
 * registered with `adminRouter`: session, CSRF, 2FA, role and the catalog file schema's checks.
 */
import { catalogDayEndpoints as calls } from '@foyer/domain/admin-contract/catalog-days';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { staffRouter, type StaffRouterOptions } from '../staff';
import { addEventDays, listDays, removeDay, setDayCapacity } from './catalog-days.service';

export function catalogDayRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);
  route(calls.catalogDays, ({ params }) => listDays(deps, params.id));
  route(calls.catalogAddDays, ({ params, body, session }) =>
    addEventDays(deps, actor(session), params.id, body),
  );
  route(calls.catalogDayCapacity, ({ params, body, session }) =>
    setDayCapacity(deps, actor(session), params.id, body.capacity),
  );
  route(calls.catalogRemoveDay, ({ params, session }) =>
    removeDay(deps, actor(session), params.id),
  );
}
