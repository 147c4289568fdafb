/**
 * The one API client of the shop: `{apiBase}/{lang}/{endpoint}` built with the contract's
 * `buildUrl`, JSON requests, GET data in the query, the login token as `_` where the endpoint takes
 * it, and the transport-level reactions in exactly one place (`failure`). URLs come
 * from the contract's zod-free route table; answers that carry identity or money are validated with
 * the contract's zod schemas, loaded with the first such call (zod stays off the start
 * path), the others are checked for the `{ data }` envelope.
 */
import type { Language } from '@foyer/domain';
import { ENDPOINT_ROUTES, routeUrl } from '@foyer/domain/contract/routes';
import type {
  Endpoint,
  EndpointName,
  Endpoints,
  PathParams,
  QueryValues,
  RequestBody,
  RequestQuery,
  ResponseData,
} from '@foyer/domain/contract';
import { ApiError, errorCodeOf } from './api-error';
import { loadContract as loadContractChunk, type Contract } from './contract-loader';

/** What the shell does on the transport-level answers (401/403, 500, 503). */
export interface TransportReactions {
  /** 401 or 403: to login with `fromUnauthorized=true`; `tokenSent` tells if the call had a token. */
  unauthorized(status: 401 | 403, tokenSent: boolean): void;
  /** 500: the danger message with the support e-mail for 15 s. */
  serverError(): void;
  /** 503: the page is reloaded. */
  unavailable(): void;
  /**
   * 503 `WAITING_ROOM`: the checkout gave the browser a place in the waiting room `room`
   * (docs/decisions.md "A waiting room for on-sale moments"): to the waiting page.
   */
  waitingRoom(room: string): void;
}

/** The room of a 503 `WAITING_ROOM` answer's place, if the body is one. */
function waitingRoomOf(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const { error, place } = body as { error?: unknown; place?: { room?: unknown } };
  return error === 'WAITING_ROOM' && typeof place?.room === 'string' ? place.room : null;
}

/** `{}`: a type every object satisfies; when it satisfies `T`, all of `T` is optional. */
type Nothing = Record<never, never>;

type ParamsPart<E extends Endpoint> =
  Nothing extends PathParams<E>
    ? { readonly params?: PathParams<E> }
    : { readonly params: PathParams<E> };

type QueryInput<E extends Endpoint> = Omit<RequestQuery<E>, '_'>;
type QueryPart<E extends Endpoint> =
  Nothing extends QueryInput<E>
    ? { readonly query?: QueryInput<E> }
    : { readonly query: QueryInput<E> };

type BodyPart<E extends Endpoint> = E['method'] extends 'GET'
  ? { readonly body?: undefined }
  : { readonly body: RequestBody<E> };

/** The input of a call: path parameters, query (without the token) and body as the contract says. */
export type CallInput<N extends EndpointName> = ParamsPart<Endpoints[N]> &
  QueryPart<Endpoints[N]> &
  BodyPart<Endpoints[N]> & {
    /** The language segment; by default the current language. */
    readonly lang?: Language;
    readonly signal?: AbortSignal;
    /** 401/403 go to the caller without the login redirect (restoring a stored session, logout). */
    readonly quietUnauthorized?: boolean;
  };

type CallArgs<N extends EndpointName> =
  Nothing extends CallInput<N> ? [input?: CallInput<N>] : [input: CallInput<N>];

interface LooseInput {
  readonly params?: Readonly<Record<string, string | number>>;
  readonly query?: object;
  readonly body?: unknown;
  readonly lang?: Language;
  readonly signal?: AbortSignal;
  readonly quietUnauthorized?: boolean;
}

export interface ApiClientOptions {
  readonly apiBase: string;
  /** The current language (taken from the store). */
  readonly language: () => Language;
  /** The stored login token, if any. */
  readonly token: () => string | null;
  readonly reactions: TransportReactions;
  readonly fetch?: typeof fetch;
  readonly loadContract?: () => Promise<Contract>;
}

export interface ApiClient {
  readonly apiBase: string;
  /** Calls an endpoint of the contract and answers its validated `data`. */
  call<N extends EndpointName>(name: N, ...args: CallArgs<N>): Promise<ResponseData<Endpoints[N]>>;
}

/** Query values the URL builder accepts; anything else (objects) is left out. */
function toQueryValues(query: object): Record<string, string | number | boolean> {
  const values: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(query)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      values[key] = value;
    }
  }
  return values;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text.length === 0) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Creates the API client. */
export function createApiClient(options: ApiClientOptions): ApiClient {
  const doFetch = options.fetch ?? ((input, init) => fetch(input, init));
  const loadContract = options.loadContract ?? loadContractChunk;

  /** The single place where the transport-level answers are handled. */
  function failure(
    status: number,
    body: unknown,
    tokenSent: boolean,
    quietUnauthorized: boolean,
  ): ApiError {
    const code = errorCodeOf(body);
    if (status === 401 || status === 403) {
      if (quietUnauthorized) return new ApiError({ status, code, body });
      options.reactions.unauthorized(status, tokenSent);
      return new ApiError({ status, code, body, handled: true });
    }
    if (status === 500) {
      options.reactions.serverError();
      return new ApiError({ status, code, body, handled: true });
    }
    if (status === 503) {
      const room = waitingRoomOf(body);
      if (room !== null) options.reactions.waitingRoom(room);
      else options.reactions.unavailable();
      return new ApiError({ status, code, body, handled: true });
    }
    return new ApiError({ status, code, body });
  }

  /** The answer's `data`: validated with the contract where the route says so, else the envelope. */
  async function dataOf(name: EndpointName, status: number, body: unknown): Promise<unknown> {
    if (ENDPOINT_ROUTES[name].validated) {
      const endpoint: Endpoint = (await loadContract()).endpoints[name];
      const parsed = endpoint.response.safeParse(body);
      if (parsed.success) return parsed.data.data;
    } else if (typeof body === 'object' && body !== null && 'data' in body) {
      return body.data;
    }
    throw new ApiError({ status, code: 'INVALID_RESPONSE', body });
  }

  async function send(name: EndpointName, input: LooseInput): Promise<unknown> {
    const route = ENDPOINT_ROUTES[name];
    const token = options.token();
    const tokenSent = token !== null && (route.auth === 'required' || route.auth === 'optional');
    const query: QueryValues = {
      ...toQueryValues(input.query ?? {}),
      ...(tokenSent ? { _: token } : {}),
    };
    const url = routeUrl(
      options.apiBase,
      input.lang ?? options.language(),
      { name, path: route.path },
      input.params ?? {},
      query,
    );
    const isGet = route.method === 'GET';
    let response: Response;
    try {
      response = await doFetch(url, {
        method: route.method,
        headers: isGet
          ? { Accept: 'application/json' }
          : { Accept: 'application/json', 'Content-Type': 'application/json' },
        body: isGet ? undefined : JSON.stringify(input.body ?? {}),
        signal: input.signal,
      });
    } catch (error) {
      if (input.signal?.aborted) throw error;
      throw new ApiError({ status: 0, code: 'NETWORK_ERROR' });
    }
    const body = await readBody(response);
    if (!response.ok) {
      throw failure(response.status, body, tokenSent, input.quietUnauthorized ?? false);
    }
    return dataOf(name, response.status, body);
  }

  return {
    apiBase: options.apiBase,
    call<N extends EndpointName>(name: N, ...args: CallArgs<N>) {
      const [input] = args;
      // The answer was parsed with this endpoint's own `data` schema, so it has its type.
      return send(name, (input ?? {}) as LooseInput) as Promise<ResponseData<Endpoints[N]>>;
    },
  };
}
