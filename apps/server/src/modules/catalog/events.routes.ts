/** Events and tickets: validate with the contract, call the service. */
import { isSold } from '@foyer/domain';
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { cached } from '../read-cache';
import { NOT_FOUND } from '../../http/failure';
import { failed, orFailure, success, type Failure } from '../../outcome';
import {
  collectTickets,
  hasEnded,
  listEvents,
  ticketCalendar,
  ticketLifetime,
} from './events.service';

/** 410 `EVENT_EXPIRED` for an event that has ended, else the 404. */
async function missingEvent(deps: AppDeps, id: number): Promise<Failure> {
  return (await hasEnded(deps, id)) ? { kind: 'gone', code: 'EVENT_EXPIRED' } : NOT_FOUND;
}

export function eventRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = {
    languages: deps.config.shop.languages,
    enabled: isSold('ticket', deps.config.shop),
  };

  registerEndpoint(
    app,
    endpoints.eventSelect,
    async ({ lang }) => success(await listEvents(deps, lang)),
    { ...options, ...cached(deps, 'catalog') },
  );

  registerEndpoint(
    app,
    endpoints.ticketCollect,
    async ({ lang, params }) => {
      const tickets = await collectTickets(deps, lang, params.id);
      return tickets ? success(tickets) : failed(await missingEvent(deps, params.id));
    },
    { ...options, ...cached(deps, 'availability') },
  );

  registerEndpoint(
    app,
    endpoints.ticketCollectDate,
    async ({ lang, params }) =>
      orFailure(await collectTickets(deps, lang, params.id, params.date), NOT_FOUND),
    { ...options, ...cached(deps, 'availability') },
  );

  registerEndpoint(
    app,
    endpoints.ticketCalendar,
    async ({ params }) =>
      orFailure(await ticketCalendar(deps, params.id, params.start, params.end), NOT_FOUND),
    { ...options, ...cached(deps, 'availability') },
  );

  registerEndpoint(
    app,
    endpoints.ticketLifetime,
    async ({ query }) => orFailure(await ticketLifetime(deps, query.event), NOT_FOUND),
    { ...options, ...cached(deps, 'availability') },
  );
}
