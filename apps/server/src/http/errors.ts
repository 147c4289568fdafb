/**
 * Transport-level errors in the spec's shapes: malformed JSON and other client mistakes answer 400
 * `{ message }`, unknown API paths 404 `{ error }`, and a bug answers 500 without details.
 */
import type { FastifyError, FastifyInstance } from 'fastify';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply
        .code(status === 413 || status === 415 ? status : 400)
        .send({ error: 'BAD_REQUEST', message: error.message });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .code(500)
      .send({ error: 'SERVER_ERROR', message: 'An unexpected error occurred.' });
  });
}
