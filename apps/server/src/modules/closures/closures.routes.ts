/**
 * The closures' calls under `/api/admin/…` (`@foyer/domain/admin-contract/closures`): stopping and
 * starting sales and the slot editor's bulk actions (`catalog.manage`), and cancelling or messaging
 * the visitors of a slot, a date or an event, or of a tour's starts, a date or the whole tour
 * (`orders.refund`).
 */
import { closureEndpoints as calls } from '@foyer/domain/admin-contract/closures';
import type { FastifyInstance } from 'fastify';
import { bulkSlots, setEventSales, setTourSales } from '../admin-catalog';
import { staffRouter, type StaffRouterOptions } from '../staff';
import {
  getClosure,
  listClosures,
  previewClosure,
  startClosure,
  type ClosureDeps,
} from './closures.service';

export function closureRoutes(
  app: FastifyInstance,
  deps: ClosureDeps,
  options: StaffRouterOptions = {},
): void {
  const { route, actor } = staffRouter(app, deps, options);
  route(calls.catalogSlotsBulk, ({ params, body, session }) =>
    bulkSlots(deps, actor(session), params.id, body),
  );
  route(calls.catalogEventSales, ({ params, body, session }) =>
    setEventSales(deps, actor(session), params.id, body),
  );
  route(calls.catalogTourSales, ({ params, body, session }) =>
    setTourSales(deps, actor(session), params.id, body),
  );
  route(calls.closurePreview, ({ body }) => previewClosure(deps, body));
  route(calls.closureStart, ({ body, session }) =>
    startClosure(deps, actor(session), body, { log: app.log }),
  );
  route(calls.closure, ({ params }) => getClosure(deps, params.id));
  route(calls.closuresOfEvent, ({ params }) =>
    listClosures(deps, { type: 'event', id: params.id }),
  );
  route(calls.closuresOfTour, ({ params }) => listClosures(deps, { type: 'tour', id: params.id }));
}
