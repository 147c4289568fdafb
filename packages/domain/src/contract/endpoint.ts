/**
 * One descriptor per call of the shop API: method, path template, parameters, query, body, the
 * `data` of the answer and the error bodies. The server validates with it and the web app fetches
 * with it.
 */
import type { z } from 'zod';
import { apiEnvelope, type ErrorStatus } from './errors';
import { fillPath, pathParamNames, routeUrl, type QueryValues } from './call-url';

export type HttpMethod = 'GET' | 'POST';
/** Whether the call takes the login token `_`: never, when present, or always. */
export type AuthMode = 'none' | 'optional' | 'required';
/** Areas of the shop API, used to group the calls in the OpenAPI document. */
export type EndpointTag =
  'content' | 'tours' | 'merchandise' | 'events' | 'vouchers' | 'pages' | 'customer' | 'checkout';

type AnyObject = z.ZodObject;

export interface EndpointConfig<
  N extends string,
  M extends HttpMethod,
  P extends AnyObject,
  Q extends AnyObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
> {
  /** Stable name, also the OpenAPI operationId. */
  name: N;
  method: M;
  /** Path after `{apiBase}/{lang}/`, with `{param}` placeholders, e.g. `tour/lifetime/tour/{id}`. */
  path: string;
  tag: EndpointTag;
  auth: AuthMode;
  summary: string;
  /** Decisions and details a client needs beyond the summary. */
  description?: string;
  params: P;
  query: Q;
  /** Request body (JSON), null for GET. */
  body: B;
  /** Schema of the answer's `data`. */
  data: D;
  errors: Partial<Record<ErrorStatus, z.ZodType>>;
}

export interface Endpoint<
  N extends string = string,
  M extends HttpMethod = HttpMethod,
  P extends AnyObject = AnyObject,
  Q extends AnyObject = AnyObject,
  B extends z.ZodType | null = z.ZodType | null,
  D extends z.ZodType = z.ZodType,
> extends Readonly<EndpointConfig<N, M, P, Q, B, D>> {
  /** The whole answer body: `{ data }`. */
  readonly response: z.ZodObject<{ data: D }>;
}

/** Path parameters of an endpoint; values are encoded when the path is built. */
export type PathParams<E extends Endpoint> = {
  [K in keyof z.output<E['params']>]: string | number;
};
/** Query of an endpoint as a client builds it (before it becomes strings). */
export type RequestQuery<E extends Endpoint> = z.output<E['query']>;
/** Request body of an endpoint as a client sends it (defaults may be left out). */
export type RequestBody<E extends Endpoint> = E['body'] extends z.ZodType
  ? z.input<E['body']>
  : never;
/** The `data` of an endpoint's answer. */
export type ResponseData<E extends Endpoint> = z.output<E['data']>;

/** Declares one call with its schemas and `{ data }` answer. */
export function defineEndpoint<
  const N extends string,
  M extends HttpMethod,
  P extends AnyObject,
  Q extends AnyObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: EndpointConfig<N, M, P, Q, B, D>): Endpoint<N, M, P, Q, B, D> {
  // A mismatch is a bug in the contract itself, so it throws as soon as the module loads.
  const placeholders = pathParamNames(config.path).sort().join(',');
  const declared = Object.keys(config.params.shape).sort().join(',');
  if (placeholders !== declared) {
    throw new Error(
      `${config.name}: path parameters {${placeholders}} differ from params {${declared}}`,
    );
  }
  if (config.method === 'GET' && config.body !== null) {
    throw new Error(`${config.name}: a GET call sends no body`);
  }
  return { ...config, response: apiEnvelope(config.data) };
}

export { buildQuery, pathParamNames, type QueryValues } from './call-url';

/** Fills an endpoint's path template, encoding every value. */
export function buildPath<E extends Endpoint>(endpoint: E, params: PathParams<E>): string {
  return fillPath(endpoint, params);
}

/** The full URL of a call: `{apiBase}/{lang}/{path}{?query}`. */
export function buildUrl<E extends Endpoint>(
  apiBase: string,
  lang: string,
  endpoint: E,
  params: PathParams<E>,
  query: QueryValues = {},
): string {
  return routeUrl(apiBase, lang, endpoint, params, query);
}
