/**
 * Log serializers that keep secrets out of log lines: the login token travels in the query parameter
 * `_` (spec 6), so every logged URL shows `_=[REDACTED]`; failed database queries log no parameters
 * (they may hold token or password hashes).
 */
import type { FastifyRequest } from 'fastify';

export const REDACTED = '[REDACTED]';

/**
 * Query parameters whose values never reach a log line: the login token, reset tokens, and the
 * order's unguessable token (order review `id`, the payment return's `cartId`).
 */
const SECRET_PARAMS = new Set(['_', 'token', 'id', 'cartId']);

/** Path segments that are secrets: the order token of the document downloads. */
const SECRET_PATH = /(\/order\/documents\/)[^/?#]+/g;

function decodedKey(raw: string): string {
  try {
    return decodeURIComponent(raw.replaceAll('+', ' '));
  } catch {
    return raw;
  }
}

/** The URL with the values of secret query parameters replaced by `[REDACTED]`. */
export function redactUrl(rawUrl: string): string {
  const url = rawUrl.replace(SECRET_PATH, `$1${REDACTED}`);
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const hashStart = url.indexOf('#', queryStart);
  const query = url.slice(queryStart + 1, hashStart < 0 ? undefined : hashStart);
  const redacted = query
    .split('&')
    .map((part) => {
      const equals = part.indexOf('=');
      const key = equals < 0 ? part : part.slice(0, equals);
      return SECRET_PARAMS.has(decodedKey(key)) ? `${key}=${REDACTED}` : part;
    })
    .join('&');
  return `${url.slice(0, queryStart)}?${redacted}${hashStart < 0 ? '' : url.slice(hashStart)}`;
}

/** Fastify's request serializer with the URL redacted. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** Drizzle puts the query's parameters into its error message (`params: …`); they are dropped. */
function withoutParams(text: string): string {
  // The parameters run to the end of the message, or in a stack to its first frame.
  return text.replace(/(^|\n)params: [\s\S]*?(?=\n {4}at |$)/g, `$1params: ${REDACTED}`);
}

/** An error serializer like pino's, without query parameters. */
export function serializeError(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  return {
    type: error.name,
    message: withoutParams(error.message),
    stack: withoutParams(error.stack ?? ''),
    ...('code' in error ? { code: error.code } : {}),
  };
}
