/**
 * What every log line of the server passes through, so that no secret reaches a log: the URLs of
 * requests, of error messages and stacks and of any other text are written by the one allow-list
 * rule of `@foyer/domain/logging` (order tokens, set-password, reset and login tokens, payment
 * references, voucher codes and personal searches become `[REDACTED]`); failed database queries
 * log no parameters (they may hold token or password hashes).
 */
import { loggableUrl, REDACTED, withLoggableUrls } from '@foyer/domain/logging';
import type { FastifyRequest } from 'fastify';

export { REDACTED };

/** Where log lines go: the stream Fastify's logger writes to. */
export interface LogStream {
  write(line: string): void;
}

/**
 * The stream of the server's logger: each line with its URLs written by the allow-list rule, also
 * where a message, an error or a field carries a URL that no serializer knows about.
 */
export function loggableStream(target: LogStream): LogStream {
  return { write: (line) => target.write(withLoggableUrls(line)) };
}

/** Fastify's request serializer with the URL as it may be logged. */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url),
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

/** An error serializer like pino's, without query parameters and with loggable URLs. */
export function serializeError(error: Error): {
  type: string;
  message: string;
  stack: string;
  [key: string]: unknown;
} {
  return {
    type: error.name,
    message: withLoggableUrls(withoutParams(error.message)),
    stack: withLoggableUrls(withoutParams(error.stack ?? '')),
    ...('code' in error ? { code: error.code } : {}),
  };
}
