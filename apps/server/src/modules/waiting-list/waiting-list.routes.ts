/** `…/{lang}/waitinglist/join` and `…/leave` (docs/decisions.md "Waiting list"). */
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { joinWaitingList, leaveWaitingList } from './waiting-list.service';

export function waitingListRoutes(app: FastifyInstance, deps: AppDeps): void {
  const options = { languages: deps.config.shop.languages };
  registerEndpoint(
    app,
    endpoints.waitingListJoin,
    ({ lang, body }) => joinWaitingList(deps, lang, body),
    options,
  );
  registerEndpoint(
    app,
    endpoints.waitingListLeave,
    ({ body }) => leaveWaitingList(deps, body.secret),
    options,
  );
}
