/**
 * `…/{lang}/waitinglist/join`, `…/leave` and `…/offer/{token}` (docs/decisions.md "Waiting list",
 * "Waiting list: booking an offer and joining in the shop").
 */
import { endpoints } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { registerEndpoint } from '../../http/endpoint';
import { offerView } from './offer.service';
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
  registerEndpoint(
    app,
    endpoints.waitingListOffer,
    ({ lang, params }) => offerView(deps, lang, params.token),
    options,
  );
}
