/** What the waiting room's tests share: a clock to move, and the shop's calls with a browser's cookie. */
import type { CartItem } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import type { LightMyRequestResponse } from 'fastify';
import { PAYART, URLS } from '../checkout/testing';

/** A clock the test moves forward (the customers' tests' own). */
export { movableClock } from '../customers/testing';

/** A browser: its address and the room cookie it got (kept across calls, as a browser does). */
export interface Browser {
  address: string;
  cookie: string | null;
}

export function browser(address: string): Browser {
  return { address, cookie: null };
}

function keepCookie(visitor: Browser, response: LightMyRequestResponse): void {
  const header = response.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  if (first?.startsWith('foyer_room=')) visitor.cookie = first.split(';')[0] ?? null;
}

/** `checkout/initPayment` from the browser, with its room cookie. */
export async function checkoutFrom(
  app: FastifyInstance,
  visitor: Browser,
  token: string,
  items: CartItem[],
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/en/checkout/initPayment',
    query: { _: token },
    remoteAddress: visitor.address,
    headers: visitor.cookie ? { cookie: visitor.cookie } : {},
    payload: { payart: PAYART.card, aux: {}, cart: { ver: 1, items }, url: URLS },
  });
  keepCookie(visitor, response);
  return response;
}

/** The waiting page's call from the browser. */
export async function placeOf(
  app: FastifyInstance,
  visitor: Browser,
  room: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'GET',
    url: `/api/en/waitingroom/place?room=${encodeURIComponent(room)}`,
    remoteAddress: visitor.address,
    headers: visitor.cookie ? { cookie: visitor.cookie } : {},
  });
}
