/**
 * Registers the calls of the API contract on Fastify: `/api/{lang}/{endpoint}`. Path parameters, query
 * and body are validated with the contract's zod schemas (422 with per-field messages in the request's
 * language when they do not fit), the handler's answer is parsed with the `data` schema (only
 * contract fields leave the server) and wrapped as `{ data }`.
 */
import type { Language as ApiLanguage } from '@foyer/domain';
import { apiLanguage, type Endpoint } from '@foyer/domain/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { message } from '../i18n/messages';
import {
  matchesEtag,
  type CacheKind,
  type CachedAnswer,
  type Computed,
  type ReadCache,
} from '../modules/read-cache';
import type { Failure, Outcome } from '../outcome';
import { NOT_FOUND, sendFailure, validationFailed } from './failure';
import { fieldErrorsOf } from './validation';

export interface CallContext<E extends Endpoint> {
  lang: ApiLanguage;
  params: z.output<E['params']>;
  query: z.output<E['query']>;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
  request: FastifyRequest;
  reply: FastifyReply;
}

/** A call's handler: the `data` of the answer, or the failure to answer instead. */
export type Handler<E extends Endpoint> = (
  call: CallContext<E>,
) => Promise<Outcome<z.input<E['data']>>>;

interface SegmentMatcher {
  /** The Fastify parameter holding this segment. */
  key: string;
  regex: RegExp;
  names: string[];
}

const PLACEHOLDER = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Turns a contract path into a Fastify route. A segment that is exactly `{name}` becomes `:name`;
 * a segment mixing text and placeholders (`{start};{end}`) becomes one parameter split by a regex.
 */
export function toRoute(path: string): { url: string; matchers: SegmentMatcher[] } {
  const matchers: SegmentMatcher[] = [];
  const segments = path.split('/').map((segment, index) => {
    const whole = /^\{([A-Za-z_][A-Za-z0-9_]*)\}$/.exec(segment);
    if (whole) return `:${whole[1]}`;
    if (!segment.includes('{')) return segment;
    const key = `segment${index}`;
    const names: string[] = [];
    let pattern = '';
    let last = 0;
    for (const match of segment.matchAll(PLACEHOLDER)) {
      pattern += escapeRegex(segment.slice(last, match.index)) + '([^/]*?)';
      names.push(match[1] ?? '');
      last = (match.index ?? 0) + match[0].length;
    }
    pattern += escapeRegex(segment.slice(last));
    matchers.push({ key, regex: new RegExp(`^${pattern}$`), names });
    return `:${key}`;
  });
  return { url: `/api/:lang/${segments.join('/')}`, matchers };
}

function splitParams(
  raw: Record<string, string>,
  matchers: SegmentMatcher[],
): Record<string, string> | null {
  const split = new Set(matchers.map((matcher) => matcher.key));
  const out: Record<string, string> = Object.fromEntries(
    Object.entries(raw).filter(([key]) => key !== 'lang' && !split.has(key)),
  );
  for (const matcher of matchers) {
    const found = matcher.regex.exec(raw[matcher.key] ?? '');
    if (!found) return null;
    matcher.names.forEach((name, i) => {
      out[name] = found[i + 1] ?? '';
    });
  }
  return out;
}

/** 404 for a language the shop does not offer (no language to write the message in). */
const UNKNOWN_LANGUAGE: Failure = {
  kind: 'notFound',
  code: 'NOT_FOUND',
  message: 'Unknown language',
};

export interface RegisterOptions {
  /** Languages this shop offers (a configured subset of the eight). */
  languages: readonly string[];
  /** False when the call belongs to a feature the configuration switched off: it answers 404. */
  enabled?: boolean;
  /**
   * Keeps the answers ready in memory (`modules/read-cache`): only for calls whose answer depends on
   * the URL alone (no session, no body), never for calls that change anything.
   */
  cache?: { store: ReadCache; kind: CacheKind } | undefined;
}

/** What one evaluation of a call gives: the JSON body of a success, or what to send instead. */
type Evaluated = Computed<{ failure: Failure; lang: ApiLanguage } | { serverError: ApiLanguage }>;

/** Registers one contract endpoint with its handler. */
export function registerEndpoint<E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: Handler<E>,
  options: RegisterOptions,
): void {
  const { url, matchers } = toRoute(endpoint.path);

  async function evaluate(request: FastifyRequest, reply: FastifyReply): Promise<Evaluated> {
    const rawParams = request.params as Record<string, string>;
    const langResult = apiLanguage.safeParse(rawParams.lang);
    if (!langResult.success || !options.languages.includes(langResult.data)) {
      return { other: { failure: UNKNOWN_LANGUAGE, lang: 'en' } };
    }
    const lang = langResult.data;
    const refuse = (failure: Failure): Evaluated => ({ other: { failure, lang } });
    if (options.enabled === false) return refuse(NOT_FOUND);
    const pathValues = splitParams(rawParams, matchers);
    if (!pathValues) return refuse(NOT_FOUND);
    const params = endpoint.params.safeParse(pathValues);
    const query = endpoint.query.safeParse(request.query ?? {});
    const body = endpoint.body ? endpoint.body.safeParse(request.body ?? {}) : null;
    if (!params.success || !query.success || (body && !body.success)) {
      const errors = {
        ...(params.success ? {} : fieldErrorsOf(params.error, lang)),
        ...(query.success ? {} : fieldErrorsOf(query.error, lang)),
        ...(body && !body.success ? fieldErrorsOf(body.error, lang) : {}),
      };
      return refuse(validationFailed(errors));
    }
    const result = await handler({
      lang,
      params: params.data as CallContext<E>['params'],
      query: query.data as CallContext<E>['query'],
      body: (body ? body.data : undefined) as CallContext<E>['body'],
      request,
      reply,
    });
    if (!result.ok) return refuse(result.failure);
    const data = endpoint.data.safeParse(result.value);
    if (!data.success) {
      request.log.error(
        { endpoint: endpoint.name, issues: data.error.issues.slice(0, 5) },
        'answer does not fit the contract',
      );
      return { other: { serverError: lang } };
    }
    return { body: JSON.stringify({ data: data.data }) };
  }

  const cache = options.cache;

  async function respond(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const answer = cache
      ? await cache.store.read(request.url, cache.kind, () => evaluate(request, reply))
      : await evaluate(request, reply);
    if ('body' in answer) {
      if (cache && 'etag' in answer) {
        sendCached(request, reply, answer as CachedAnswer, cache.store);
        return reply;
      }
      return reply.header('content-type', JSON_TYPE).send(answer.body);
    }
    const other = answer.other;
    if ('serverError' in other) {
      return reply
        .code(500)
        .send({ error: 'SERVER_ERROR', message: message('SERVER_ERROR', other.serverError) });
    }
    return sendFailure(reply, other.failure, other.lang);
  }

  app.route({
    method: endpoint.method,
    url,
    // Not async: a kept answer is sent in the same tick, with no promise for Fastify to wait on.
    handler: (request, reply) => {
      const kept = cache?.store.peek(request.url, cache.kind, () => evaluate(request, reply));
      if (kept && cache) {
        sendCached(request, reply, kept, cache.store);
        return undefined;
      }
      return respond(request, reply);
    },
  });
}

const JSON_TYPE = 'application/json; charset=utf-8';

/** A kept answer with its validator: 304 when the client has it already. */
function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: CachedAnswer,
  store: ReadCache,
): void {
  const maxAge = store.maxAgeSeconds(answer.kind);
  reply.header('content-type', JSON_TYPE);
  reply.header('etag', answer.etag);
  reply.header(
    'cache-control',
    maxAge > 0 ? `public, max-age=${maxAge}` : 'public, max-age=0, must-revalidate',
  );
  if (matchesEtag(request.headers['if-none-match'], answer.etag)) {
    reply.code(304).send();
    return;
  }
  reply.send(answer.bytes);
}
