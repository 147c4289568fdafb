/**
 * Admission control: requests never queue without bound. Each process lets at most
 * `maxConcurrent` API requests be under way at once (running, or waiting for a database connection);
 * one more is answered at once with 503 `SERVER_BUSY` and `Retry-After` instead of waiting behind all
 * the others. On 503 the shop reloads the page; the basket is kept in the browser's session,
 * so the visitor loses nothing. The health check and the web app's files are never refused.
 * A call the waiting room takes (`overflow`) is let in past the limit instead, up to as many again,
 * and answered with a place in the line (docs/decisions.md "A waiting room for on-sale moments");
 * the waiting page's own call is not counted (it is cheap, and a crowd asks a few times a minute).
 */
import type { Language } from '@foyer/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { message } from '../i18n/messages';
import { languageOfUrl } from './errors';

export interface AdmissionOptions {
  /** API requests under way at once in this process; past it, 503. */
  maxConcurrent: number;
  /** Seconds the client is asked to wait (`Retry-After`). */
  retryAfterSeconds: number;
}

/** Calls let in past the limit for the waiting room to answer with a place in its line. */
export interface AdmissionOverflow {
  takes(url: string): boolean;
}

/** The request property that says it is counted among the requests under way. */
const ADMITTED = Symbol('foyer.admitted');
/** The request property that says it came past the limit, for the waiting room. */
const OVERFLOWED = Symbol('foyer.overflowed');

declare module 'fastify' {
  interface FastifyRequest {
    [ADMITTED]: boolean;
    [OVERFLOWED]: boolean;
  }
}

/** Whether admission control let this request in past its limit for the waiting room. */
export function overflowed(request: FastifyRequest): boolean {
  return request[OVERFLOWED];
}

/** The calls admission control counts: the API, except the health and readiness checks. */
function counted(url: string): boolean {
  return (
    url.startsWith('/api/') &&
    !url.startsWith('/api/health') &&
    !url.startsWith('/api/ready') &&
    !/^\/api\/[a-z]{2}\/waitingroom\//.test(url)
  );
}

/** What the admission control has seen, for logs and tests. */
export interface AdmissionState {
  readonly underWay: number;
  readonly refused: number;
}

/** Adds the admission control to `app`; answers its live counters. */
export function registerAdmission(
  app: FastifyInstance,
  options: AdmissionOptions,
  fallback: Language,
  overflow?: AdmissionOverflow,
): AdmissionState {
  const state = { underWay: 0, refused: 0, overflowing: 0 };
  // Whether the request is counted: a property every request has from the start (Fastify's
  // decoration), cheaper than a WeakSet of the requests under way.
  app.decorateRequest(ADMITTED, false);
  app.decorateRequest(OVERFLOWED, false);
  const release = (request: FastifyRequest) => {
    if (request[ADMITTED]) {
      request[ADMITTED] = false;
      state.underWay -= 1;
    }
    if (request[OVERFLOWED]) {
      request[OVERFLOWED] = false;
      state.overflowing -= 1;
    }
  };
  // Callback style (no promise per request); refusing means answering and not calling `done`.
  app.addHook('onRequest', (request, reply, done) => {
    if (!counted(request.url)) {
      done();
      return;
    }
    if (state.underWay >= options.maxConcurrent) {
      if (overflow?.takes(request.url) && state.overflowing < options.maxConcurrent) {
        request[OVERFLOWED] = true;
        state.overflowing += 1;
        done();
        return;
      }
      state.refused += 1;
      const lang = languageOfUrl(request.url, fallback);
      reply
        .code(503)
        .header('retry-after', String(options.retryAfterSeconds))
        .header('cache-control', 'no-store')
        .send({ error: 'SERVER_BUSY', message: message('SERVER_BUSY', lang) });
      return;
    }
    request[ADMITTED] = true;
    state.underWay += 1;
    done();
  });
  app.addHook('onResponse', (request, _reply, done) => {
    release(request);
    done();
  });
  app.addHook('onRequestAbort', (request, done) => {
    release(request);
    done();
  });
  return state;
}
