import { describe, expect, it, vi } from 'vitest';
import { createApiClient, type TransportReactions } from './api-client';
import { ApiError } from './api-error';
import { demoConfig, erika } from '@/test/fixtures';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(body === undefined ? '' : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function setup(answer: Response | (() => Promise<Response>), token: string | null = null) {
  const fetch = vi.fn<typeof globalThis.fetch>(async () =>
    typeof answer === 'function' ? answer() : answer.clone(),
  );
  const reactions: TransportReactions = {
    unauthorized: vi.fn(),
    serverError: vi.fn(),
    unavailable: vi.fn(),
    waitingRoom: vi.fn(),
  };
  const client = createApiClient({
    apiBase: 'https://api.museum.example/api/',
    language: () => 'de',
    token: () => token,
    reactions,
    fetch,
  });
  return { client, fetch, reactions };
}

const TOKEN = 'token-0123456789abcdef';

describe('the API client', () => {
  it('builds {apiBase}/{lang}/{endpoint}, puts GET data in the query and returns the validated data', async () => {
    const { client, fetch } = setup(jsonResponse(200, { data: demoConfig }));
    const config = await client.call('shopConfig', { query: { shop: 2 } });
    expect(config.siteName).toBe('Stadtmuseum Lindenau');
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe('https://api.museum.example/api/de/shopinfo/config?shop=2');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('uses the language given to the call instead of the current one', async () => {
    const { client, fetch } = setup(jsonResponse(200, { data: demoConfig }));
    await client.call('shopConfig', { lang: 'fr', query: { shop: 2 } });
    expect(fetch.mock.calls[0]![0]).toBe(
      'https://api.museum.example/api/fr/shopinfo/config?shop=2',
    );
  });

  it('adds the token as _ to a call that requires it', async () => {
    const { client, fetch } = setup(jsonResponse(200, { data: erika }), TOKEN);
    const customer = await client.call('customer');
    expect(customer.fname).toBe('Erika');
    expect(fetch.mock.calls[0]![0]).toBe(`https://api.museum.example/api/de/customer?_=${TOKEN}`);
  });

  it('never sends the token to a call that does not take it', async () => {
    const { client, fetch } = setup(jsonResponse(200, { data: demoConfig }), TOKEN);
    await client.call('shopConfig', { query: { shop: 2 } });
    expect(String(fetch.mock.calls[0]![0])).not.toContain('_=');
  });

  it('sends the token to an optional-token call only when there is one', async () => {
    const cart = { ver: 1 as const, items: [] };
    const withToken = setup(jsonResponse(200, { data: [] }), TOKEN);
    await withToken.client.call('checkoutSuggest', { body: { cart } });
    expect(withToken.fetch.mock.calls[0]![0]).toBe(
      `https://api.museum.example/api/de/checkout/suggest?_=${TOKEN}`,
    );
    const without = setup(jsonResponse(200, { data: [] }));
    await without.client.call('checkoutSuggest', { body: { cart } });
    expect(without.fetch.mock.calls[0]![0]).toBe(
      'https://api.museum.example/api/de/checkout/suggest',
    );
  });

  it('sends other methods a JSON body', async () => {
    const { client, fetch } = setup(jsonResponse(200, { data: 'token-abcdefghijklmnop' }));
    await client.call('authLogin', { body: { _u: 'erika@example.org', _p: 'a'.repeat(32) } });
    const [, init] = fetch.mock.calls[0]!;
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({ _u: 'erika@example.org', _p: 'a'.repeat(32) });
  });

  it('refuses an answer with identity or money that does not match the contract', async () => {
    const { client } = setup(jsonResponse(200, { data: { ...erika, email: 42 } }), TOKEN);
    await expect(client.call('customer')).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
  });

  it('loads the zod contract only for a call whose answer it validates', async () => {
    const loadContract = vi.fn(() => import('./contract'));
    const fetch = vi.fn<typeof globalThis.fetch>(async (url) =>
      jsonResponse(200, { data: String(url).includes('config') ? demoConfig : erika }),
    );
    const client = createApiClient({
      apiBase: '/api',
      language: () => 'de',
      token: () => TOKEN,
      reactions: {
        unauthorized: vi.fn(),
        serverError: vi.fn(),
        unavailable: vi.fn(),
        waitingRoom: vi.fn(),
      },
      fetch,
      loadContract,
    });
    await client.call('shopConfig', { query: { shop: 2 } });
    expect(loadContract).not.toHaveBeenCalled();
    expect((await client.call('customer')).fname).toBe('Erika');
    expect(loadContract).toHaveBeenCalledTimes(1);
  });

  it('refuses a read whose answer is not the { data } envelope', async () => {
    const { client } = setup(jsonResponse(200, [{ siteName: 'x' }]));
    await expect(client.call('shopConfig', { query: { shop: 2 } })).rejects.toMatchObject({
      status: 200,
      code: 'INVALID_RESPONSE',
    });
  });

  it.each([401, 403] as const)(
    'reports %i to the transport reactions with whether the token was sent',
    async (status) => {
      const { client, reactions } = setup(jsonResponse(status, { error: 'AUTH_REQUIRED' }), TOKEN);
      const error = await client.call('customer').catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status, code: 'AUTH_REQUIRED', handled: true });
      expect(reactions.unauthorized).toHaveBeenCalledWith(status, true);
    },
  );

  it('hands a 401 to the caller alone when the call asks for quiet', async () => {
    const { client, reactions } = setup(jsonResponse(401, { error: 'AUTH_TOKEN_EXPIRED' }), TOKEN);
    await expect(client.call('customer', { quietUnauthorized: true })).rejects.toMatchObject({
      status: 401,
      handled: false,
    });
    expect(reactions.unauthorized).not.toHaveBeenCalled();
  });

  it('shows the server error on 500 and reloads on 503', async () => {
    const failing = setup(jsonResponse(500, { error: 'SERVER_ERROR' }));
    await expect(failing.client.call('staticContent')).rejects.toMatchObject({
      status: 500,
      handled: true,
    });
    expect(failing.reactions.serverError).toHaveBeenCalledTimes(1);
    const away = setup(jsonResponse(503, undefined));
    await expect(away.client.call('staticContent')).rejects.toMatchObject({ status: 503 });
    expect(away.reactions.unavailable).toHaveBeenCalledTimes(1);
  });

  it('sends a 503 WAITING_ROOM to the waiting page instead of reloading', async () => {
    const place = { room: 'event:4', state: 'waiting', position: 3, waitSeconds: 1.5 };
    const queued = setup(jsonResponse(503, { error: 'WAITING_ROOM', message: 'wait', place }));
    await expect(queued.client.call('staticContent')).rejects.toMatchObject({
      status: 503,
      handled: true,
    });
    expect(queued.reactions.waitingRoom).toHaveBeenCalledWith('event:4');
    expect(queued.reactions.unavailable).not.toHaveBeenCalled();
  });

  it('hands other failures to the caller with their code', async () => {
    const { client, reactions } = setup(
      jsonResponse(422, { error: 'VOUCHER_NO_AMOUNT_LEFT', message: 'No amount left' }),
    );
    await expect(client.call('voucherCode', { query: { voucher: 'ABC' } })).rejects.toMatchObject({
      status: 422,
      code: 'VOUCHER_NO_AMOUNT_LEFT',
      handled: false,
    });
    expect(reactions.serverError).not.toHaveBeenCalled();
    expect(reactions.unauthorized).not.toHaveBeenCalled();
  });

  it('reports a server that could not be reached as status 0', async () => {
    const { client } = setup(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(client.call('staticContent')).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK_ERROR',
    });
  });
});
