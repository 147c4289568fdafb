/** Events and tickets (spec 7 "Events and tickets"): validate with the contract, call the service. */
import { isSold, type Language } from '@foyer/domain';
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { failure, notFound, type ApiFailure } from '../../http/failure';
import { message } from '../../i18n/messages';
import {
  collectTickets,
  hasEnded,
  listEvents,
  ticketCalendar,
  ticketLifetime,
} from './events.service';

/** 404 for an unknown, inactive or ended event. */
function unknownEvent(lang: Language): ApiFailure {
  return notFound('NOT_FOUND', message('NOT_FOUND', lang));
}

/** 410 `EVENT_EXPIRED` for an event that has ended (spec 4 "event expired"), else the 404. */
async function missingEvent(deps: AppDeps, lang: Language, id: number): Promise<ApiFailure> {
  return (await hasEnded(deps, id)) ? failure(410, 'EVENT_EXPIRED') : unknownEvent(lang);
}

export function eventRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = {
    languages: deps.config.shop.languages,
    enabled: isSold('ticket', deps.config.shop),
  };

  registerEndpoint(app, endpoints.eventSelect, ({ lang }) => listEvents(deps, lang), options);

  registerEndpoint(
    app,
    endpoints.ticketCollect,
    async ({ lang, params }) =>
      (await collectTickets(deps, lang, params.id)) ?? (await missingEvent(deps, lang, params.id)),
    options,
  );

  registerEndpoint(
    app,
    endpoints.ticketCollectDate,
    async ({ lang, params }) =>
      (await collectTickets(deps, lang, params.id, params.date)) ?? unknownEvent(lang),
    options,
  );

  registerEndpoint(
    app,
    endpoints.ticketCalendar,
    async ({ lang, params }) =>
      (await ticketCalendar(deps, params.id, params.start, params.end)) ?? unknownEvent(lang),
    options,
  );

  registerEndpoint(
    app,
    endpoints.ticketLifetime,
    async ({ lang, query }) => (await ticketLifetime(deps, query.event)) ?? unknownEvent(lang),
    options,
  );
}
