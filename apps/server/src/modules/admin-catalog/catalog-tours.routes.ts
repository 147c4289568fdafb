/**
 * The tour editor's calls under `/api/admin/catalog/tours…` (`@foyer/domain/admin-contract/catalog-tours`,
 * permission `catalog.manage`: manager, owner), registered with `adminRouter`: session, CSRF, 2FA,
 * role and the catalog file schema's checks happen there.
 */
import { catalogTourEndpoints as calls } from '@foyer/domain/admin-contract/catalog-tours';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { staffRouter, type StaffRouterOptions } from '../staff';
import {
  addTourSlots,
  previewTourSlots,
  removeTourSlot,
  setTourSlotCapacity,
} from './catalog-tour-slots.service';
import { getTour, listTours, saveTour } from './catalog-tours.service';

export function catalogTourRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);
  route(calls.catalogTours, () => listTours(deps));
  route(calls.catalogTour, ({ params }) => getTour(deps, params.id));
  route(calls.catalogCreateTour, ({ body, session }) => saveTour(deps, actor(session), null, body));
  route(calls.catalogUpdateTour, ({ params, body, session }) =>
    saveTour(deps, actor(session), params.id, body),
  );
  route(calls.catalogPreviewTourSlots, ({ params, body }) =>
    previewTourSlots(deps, params.id, body),
  );
  route(calls.catalogAddTourSlots, ({ params, body, session }) =>
    addTourSlots(deps, actor(session), params.id, body),
  );
  route(calls.catalogTourSlotCapacity, ({ params, body, session }) =>
    setTourSlotCapacity(deps, actor(session), params.id, body),
  );
  route(calls.catalogRemoveTourSlot, ({ params, session }) =>
    removeTourSlot(deps, actor(session), params.id),
  );
}
