/**
 * Transport-level errors in the documented `{ error, message }` shape with stable codes, whatever
 * Fastify itself refuses: malformed JSON and other client mistakes answer 400 `BAD_REQUEST`, a body
 * over the limit 413 `PAYLOAD_TOO_LARGE`, a body that is not JSON 415 `UNSUPPORTED_MEDIA_TYPE`, a
 * path segment over `MAX_SEGMENT_LENGTH` characters 414 `URI_TOO_LONG`, a URL that cannot be decoded
 * 400 `BAD_REQUEST`; unknown API paths answer 404 `NOT_FOUND` (the web layer's not-found handler).
 * A bug answers 500 `SERVER_ERROR` without details. Messages follow the `{lang}` segment of the path;
 * a path without one (the back office's `/api/admin/…`) asks `languageOf`, which answers the staff
 * member's language, before the fallback.
 */
import { isLanguage, type Language } from '@foyer/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { message, type ServerMessageKey } from '../i18n/messages';

/** Longest path segment the router accepts (Fastify's `maxParamLength`). */
export const MAX_SEGMENT_LENGTH = 200;

/** The stable code and message key of each status Foyer answers for a transport error. */
const TRANSPORT_ERRORS = {
  400: 'BAD_REQUEST',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'URI_TOO_LONG',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  500: 'SERVER_ERROR',
} as const satisfies Record<number, ServerMessageKey>;

type TransportStatus = keyof typeof TRANSPORT_ERRORS;

function pathOf(url: string): string {
  const end = url.search(/[?#]/);
  return end === -1 ? url : url.slice(0, end);
}

/** The language of `/api/{lang}/…` or `/{lang}/…`, or null when the path names none. */
function languageInUrl(url: string): Language | null {
  const segments = pathOf(url).split('/');
  const candidate = segments[1] === 'api' ? segments[2] : segments[1];
  return candidate !== undefined && isLanguage(candidate) ? candidate : null;
}

/** The language of `/api/{lang}/…` or `/{lang}/…`, else `fallback`. */
export function languageOfUrl(url: string, fallback: Language): Language {
  return languageInUrl(url) ?? fallback;
}

/** The language of an error answer whose path names none (e.g. the signed-in staff member's), or null. */
export type ErrorLanguage = (request: FastifyRequest) => Promise<Language | null>;

async function answerLanguage(
  request: FastifyRequest,
  fallback: Language,
  languageOf: ErrorLanguage | undefined,
): Promise<Language> {
  const fromPath = languageInUrl(request.url);
  if (fromPath !== null || !languageOf) return fromPath ?? fallback;
  try {
    return (await languageOf(request)) ?? fallback;
  } catch {
    // An error answer never fails for its language: the fallback's then.
    return fallback;
  }
}

/** True when a segment of the URL's path is longer than the router accepts. */
export function hasOverlongSegment(url: string): boolean {
  // A URL no longer than the limit has no segment over it: the usual case, checked without splitting.
  if (url.length <= MAX_SEGMENT_LENGTH) return false;
  return pathOf(url)
    .split('/')
    .some((segment) => segment.length > MAX_SEGMENT_LENGTH);
}

function statusOf(error: FastifyError): TransportStatus {
  const status = error.statusCode ?? 500;
  if (status === 413 || status === 414 || status === 415) return status;
  return status >= 400 && status < 500 ? 400 : 500;
}

function sendTransportError(
  reply: FastifyReply,
  status: TransportStatus,
  lang: Language,
): FastifyReply {
  const code = TRANSPORT_ERRORS[status];
  return reply.code(status).send({ error: code, message: message(code, lang) });
}

/**
 * Fastify's `frameworkErrors` option: errors raised before routing (a URL that is not valid
 * percent-encoding) in the same shape instead of Fastify's own.
 */
export function frameworkErrors(fallback: Language) {
  return (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
    void sendTransportError(reply, statusOf(error), languageOfUrl(request.url, fallback));
  };
}

export function registerErrorHandling(
  app: FastifyInstance,
  fallback: Language = 'en',
  languageOf?: ErrorLanguage,
): void {
  // The router answers "not found" for a segment over `maxParamLength`; say what is wrong instead.
  // Callback style (no promise per request); answering means not calling `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (hasOverlongSegment(request.url)) {
      void answerLanguage(request, fallback, languageOf).then((lang) =>
        sendTransportError(reply, 414, lang),
      );
      return;
    }
    done();
  });
  app.setErrorHandler(async (error: FastifyError, request, reply) => {
    const status = statusOf(error);
    if (status === 500) request.log.error({ err: error }, 'request failed');
    return sendTransportError(reply, status, await answerLanguage(request, fallback, languageOf));
  });
}
