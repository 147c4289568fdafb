import { isSold, type Language } from '@foyer/domain';
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { notFound } from '../../http/failure';
import { message } from '../../i18n/messages';
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

/** The guided-tour calls of spec 7 "Tours". */
export function tourRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = {
    languages: deps.config.shop.languages,
    enabled: isSold('guidedTour', deps.config.shop),
  };
  const orNotFound = <T>(lang: Language, found: T | null) =>
    found ?? notFound('NOT_FOUND', message('NOT_FOUND', lang));

  registerEndpoint(app, endpoints.tourSelect, ({ lang }) => listTours(deps, lang), options);
  registerEndpoint(
    app,
    endpoints.tourOverview,
    ({ query }) => toursPerDate(deps, query.date, query.lookahead),
    options,
  );
  registerEndpoint(app, endpoints.tourAttr, ({ lang }) => tourCategoryList(deps, lang), options);
  registerEndpoint(
    app,
    endpoints.tourDay,
    async ({ lang, query }) => orNotFound(lang, await tourDay(deps, lang, query.tour, query.date)),
    options,
  );
  registerEndpoint(
    app,
    endpoints.tourCalendar,
    async ({ lang, params }) =>
      orNotFound(lang, await tourCalendar(deps, params.id, params.start, params.end)),
    options,
  );
  registerEndpoint(
    app,
    endpoints.tourSoldOut,
    async ({ lang, params }) =>
      orNotFound(lang, await tourSoldOutDates(deps, params.id, params.start, params.end)),
    options,
  );
  registerEndpoint(
    app,
    endpoints.tourSoldOutTimeslots,
    async ({ lang, params }) =>
      orNotFound(lang, await tourSoldOutTimes(deps, params.id, params.date)),
    options,
  );
  registerEndpoint(
    app,
    endpoints.tourLifetime,
    async ({ lang, params }) => orNotFound(lang, await tourLifetime(deps, params.id)),
    options,
  );
}
