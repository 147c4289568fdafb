/**
 * The catalog editor's calls under `/api/admin/catalog/…` (`@foyer/domain/admin-contract/catalog`,
 * permission `catalog.manage`: manager, owner), registered with `adminRouter`: session, CSRF, 2FA,
 * role and the catalog file schema's checks happen there.
 */
import { catalogEndpoints as calls } from '@foyer/domain/admin-contract/catalog';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { staffRouter, type StaffRouterOptions } from '../staff';
import { getEvent, listEvents, saveEvent } from './catalog-events.service';
import { addSlots, previewSlots, removeSlot, setSlotCapacity } from './catalog-slots.service';

export function catalogAdminRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);
  route(calls.catalogEvents, () => listEvents(deps));
  route(calls.catalogEvent, ({ params }) => getEvent(deps, params.id));
  route(calls.catalogCreateEvent, ({ body, session }) =>
    saveEvent(deps, actor(session), null, body),
  );
  route(calls.catalogUpdateEvent, ({ params, body, session }) =>
    saveEvent(deps, actor(session), params.id, body),
  );
  route(calls.catalogPreviewSlots, ({ params, body }) => previewSlots(deps, params.id, body));
  route(calls.catalogAddSlots, ({ params, body, session }) =>
    addSlots(deps, actor(session), params.id, body),
  );
  route(calls.catalogSlotCapacity, ({ params, body, session }) =>
    setSlotCapacity(deps, actor(session), params.id, body.capacity),
  );
  route(calls.catalogRemoveSlot, ({ params, session }) =>
    removeSlot(deps, actor(session), params.id),
  );
}
