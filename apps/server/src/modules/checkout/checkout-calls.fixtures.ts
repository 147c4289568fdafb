/** Calls of the checkout tests: a guest login, starting, paying and executing a payment. */
import type { CartItem } from '@foyer/domain/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { guestForm, uniqueVisitor } from '../customers/testing';

const SHOP = 'http://localhost:3000';
export const URLS = {
  continue: `${SHOP}/en/checkout/accepted`,
  cancel: `${SHOP}/en/checkout/canceled`,
} as const;
/** Payment types of the demo configuration. */
export const PAYART = { card: 161, sepa: 164, wallet: 170, express: 171 } as const;

/** Registers a guest through `auth/guest` and answers the login token. */
export async function guestToken(
  app: FastifyInstance,
  change: Partial<ReturnType<typeof guestForm>> = {},
): Promise<string> {
  const visitor = uniqueVisitor('buyer');
  const res = await app.inject({
    method: 'POST',
    url: '/api/en/auth/guest',
    payload: { c: { ...guestForm(visitor.email), ...change } },
    remoteAddress: visitor.ip,
  });
  if (res.statusCode !== 200) throw new Error(`guest: ${res.body}`);
  return (res.json() as { data: string }).data;
}

function cart(...items: CartItem[]) {
  return { ver: 1 as const, items };
}

export interface InitOptions {
  token?: string;
  payart?: number;
  aux?: Record<string, unknown>;
  lang?: string;
  url?: { continue: string; cancel: string };
}

export function initPayment(
  app: FastifyInstance,
  items: CartItem[],
  options: InitOptions = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: `/api/${options.lang ?? 'en'}/checkout/initPayment`,
    query: options.token ? { _: options.token } : {},
    payload: {
      payart: options.payart ?? PAYART.card,
      aux: options.aux ?? {},
      cart: cart(...items),
      url: options.url ?? URLS,
    },
  });
}

/** The path of an absolute URL of this shop, with its query. */
export function pathOf(url: string): string {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}

export function orderTokenOfReturn(url: string): string {
  const id = new URL(url).searchParams.get('cartId');
  if (!id) throw new Error(`no cartId in ${url}`);
  return id;
}

/** Submits the test provider's form of a payment; answers the response (303 to the shop when done). */
export function submitPaymentForm(
  app: FastifyInstance,
  redirectUrl: string,
  form: Record<string, string>,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: pathOf(redirectUrl),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  });
}

export const GOOD_CARD = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' };
export const DECLINED = { number: '4000 0000 0000 0002', expiry: '12/30', cvc: '123' };

export function execPayment(
  app: FastifyInstance,
  orderToken: string,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/en/checkout/execPayment',
    query: {
      us: 'abcdefABCDEF',
      sessionUs: 'sessionToken',
      srcURL: `${URLS.continue}?cartId=${orderToken}`,
    },
    payload: { cartId: orderToken },
  });
}

export function checkoutCall(
  app: FastifyInstance,
  path: string,
  payload: object,
  query: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/en/${path}`, query, payload });
}

/** Pays a started payment on the test provider's page and answers the order token of the continue URL. */
export async function pay(
  app: FastifyInstance,
  redirectUrl: string,
  form: Record<string, string> = GOOD_CARD,
): Promise<string> {
  const page = await app.inject({ method: 'GET', url: pathOf(redirectUrl) });
  if (page.statusCode !== 200) throw new Error(`payment page: ${page.statusCode}`);
  const done = await submitPaymentForm(app, redirectUrl, form);
  if (done.statusCode !== 303)
    throw new Error(`payment form: ${done.statusCode} ${done.body.slice(0, 300)}`);
  return orderTokenOfReturn(String(done.headers.location));
}
