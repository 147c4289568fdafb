import { isSold } from '@foyer/domain';
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { cached } from '../read-cache';
import { NOT_FOUND } from '../../http/failure';
import { orFailure, success } from '../../outcome';
import {
  listTours,
  tourCalendar,
  tourCategoryList,
  tourDay,
  tourLifetime,
  toursPerDate,
  tourSoldOutDates,
  tourSoldOutTimes,
} from './tours.service';

/** The guided-tour calls of the shop API (docs/api.md). */
export function tourRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = {
    languages: deps.config.shop.languages,
    enabled: isSold('guidedTour', deps.config.shop),
  };
  const orNotFound = <T>(found: T | null) => orFailure(found, NOT_FOUND);

  registerEndpoint(
    app,
    endpoints.tourSelect,
    async ({ lang }) => success(await listTours(deps, lang)),
    { ...options, ...cached(deps, 'catalog') },
  );
  registerEndpoint(
    app,
    endpoints.tourOverview,
    async ({ query }) => success(await toursPerDate(deps, query.date, query.lookahead)),
    { ...options, ...cached(deps, 'availability') },
  );
  registerEndpoint(
    app,
    endpoints.tourAttr,
    async ({ lang }) => success(await tourCategoryList(deps, lang)),
    { ...options, ...cached(deps, 'catalog') },
  );
  registerEndpoint(
    app,
    endpoints.tourDay,
    async ({ lang, query }) => orNotFound(await tourDay(deps, lang, query.tour, query.date)),
    { ...options, ...cached(deps, 'availability') },
  );
  registerEndpoint(
    app,
    endpoints.tourCalendar,
    async ({ params }) => orNotFound(await tourCalendar(deps, params.id, params.start, params.end)),
    { ...options, ...cached(deps, 'availability') },
  );
  registerEndpoint(
    app,
    endpoints.tourSoldOut,
    async ({ params }) =>
      orNotFound(await tourSoldOutDates(deps, params.id, params.start, params.end)),
    { ...options, ...cached(deps, 'availability') },
  );
  registerEndpoint(
    app,
    endpoints.tourSoldOutTimeslots,
    async ({ params }) => orNotFound(await tourSoldOutTimes(deps, params.id, params.date)),
    { ...options, ...cached(deps, 'availability') },
  );
  registerEndpoint(
    app,
    endpoints.tourLifetime,
    async ({ params }) => orNotFound(await tourLifetime(deps, params.id)),
    { ...options, ...cached(deps, 'availability') },
  );
}
