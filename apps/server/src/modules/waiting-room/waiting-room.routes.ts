/**
 * The waiting room's HTTP side (docs/decisions.md "A waiting room for on-sale moments"): the waiting
 * page's `waitingroom/place`, and the gate in front of `checkout/initPayment` that answers 503
 * WAITING_ROOM with the browser's place instead of letting it take places before its turn.
 */
import { endpoints } from '@foyer/domain/contract';
import type { Language } from '@foyer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { registerEndpoint } from '../../http/endpoint';
import { languageOfUrl } from '../../http/errors';
import { message } from '../../i18n/messages';
import { success } from '../../outcome';
import { waitingRoomEndpoints as adminCalls } from '@foyer/domain/admin-contract/waiting-room';
import { staffRouter, type StaffRouterOptions } from '../staff';
import {
  eventRoomState,
  gateCheckout,
  isRoomToken,
  switchEventRoom,
  placeInRoom,
  ROOM_COOKIE,
  RoomView,
} from './waiting-room.service';
import type { AppDeps } from '../../deps';

/** The calls that wait in the room: the one that takes places. */
const GATED = /^\/api\/[a-z]{2}\/checkout\/initPayment(\?|$)/;

/** Whether a request is one the waiting room takes when admission control is saturated. */
export function waitsInRoom(url: string): boolean {
  return GATED.test(url);
}

/** The browser's queue token from its cookie, if it sent a well-formed one. */
function tokenOf(request: FastifyRequest): string | null {
  const header = request.headers.cookie;
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === ROOM_COOKIE && isRoomToken(value)) return value;
  }
  return null;
}

/** The ticket ids of an initPayment body, read defensively (the endpoint validates it later). */
function ticketIdsOf(body: unknown): number[] {
  const items = (body as { cart?: { items?: unknown } } | null)?.cart?.items;
  if (!Array.isArray(items)) return [];
  const ids: number[] = [];
  for (const item of items as { type?: unknown; id?: unknown }[]) {
    if (item?.type === 'ticket' && Number.isInteger(item.id)) ids.push(item.id as number);
  }
  return ids;
}

export interface WaitingRoomRouteOptions extends StaffRouterOptions {
  /** Whether admission control let this request in past its limit for the room to take it. */
  overflowed(request: FastifyRequest): boolean;
}

export function waitingRoomRoutes(
  app: FastifyInstance,
  deps: AppDeps,
  options: WaitingRoomRouteOptions,
): RoomView {
  const view = new RoomView(deps);
  const secure = deps.config.server.publicBaseUrl.startsWith('https:');
  const cookie = (token: string) =>
    [
      `${ROOM_COOKIE}=${token}`,
      'Path=/api',
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${24 * 3600}`,
      ...(secure ? ['Secure'] : []),
    ].join('; ');
  const fallback: Language = deps.config.shop.languages[0] ?? 'en';

  // Every request of the app passes this hook (the shop's pages and reads too): callback style, so
  // those that are not a gated checkout go on in the same tick, with no promise made for them.
  app.addHook('preHandler', (request, reply, done) => {
    if (request.method !== 'POST' || !GATED.test(request.url)) {
      done();
      return;
    }
    gateCheckout(deps, view, {
      ticketIds: ticketIdsOf(request.body),
      token: tokenOf(request),
      address: request.ip,
      overflow: options.overflowed(request),
    }).then((decision) => {
      if (decision.kind === 'pass') {
        done();
        return;
      }
      // Answering means not calling `done`.
      const lang = languageOfUrl(request.url, fallback);
      void reply
        .code(503)
        .header('retry-after', String(Math.max(1, Math.ceil(decision.place.pollMs / 1000))))
        .header('cache-control', 'no-store')
        .header('set-cookie', cookie(decision.token))
        .send({
          error: 'WAITING_ROOM',
          message: message('WAITING_ROOM', lang),
          place: decision.place,
        });
    }, done);
  });

  registerEndpoint(
    app,
    endpoints.waitingRoomPlace,
    async ({ query, request, reply }) => {
      reply.header('cache-control', 'no-store');
      return success(await placeInRoom(deps, view, query.room, tokenOf(request)));
    },
    { languages: deps.config.shop.languages },
  );

  const { route, actor } = staffRouter(app, deps, options);
  route(adminCalls.eventWaitingRoom, ({ params }) => eventRoomState(deps, params.id));
  route(adminCalls.setEventWaitingRoom, ({ params, body, session }) =>
    switchEventRoom(deps, view, actor(session), params.id, body.enabled),
  );
  return view;
}
