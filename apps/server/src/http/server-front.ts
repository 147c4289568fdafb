/**
 * The HTTP server in front of the Fastify app: it hands every request to Fastify, except those an
 * answer from memory takes first (the shop's kept catalog pages, `web/serve-web.ts`), which then
 * pass no route lookup, hook or reply object. See docs/performance.md, "Kept pages".
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/** Answers a request from memory and says true, or says false and leaves it to the app. */
export type FrontAnswer = (request: IncomingMessage, response: ServerResponse) => boolean;

type Handler = (request: IncomingMessage, response: ServerResponse) => void;

/** The options Fastify passes its server factory (its defaults filled in). */
interface ServerOptions {
  http?: object;
  keepAliveTimeout?: number;
  requestTimeout?: number;
  connectionTimeout?: number;
  maxRequestsPerSocket?: number;
}

export class ServerFront {
  private answer: FrontAnswer | null = null;

  /** Lets `answer` take requests first (the app sets it once it can answer any). */
  use(answer: FrontAnswer): void {
    this.answer = answer;
  }

  /**
   * Fastify's `serverFactory`: the HTTP/1.1 server Fastify would make, with its timeouts, whose
   * requests go to the front's answer first.
   */
  readonly serverFactory = (handler: Handler, options: ServerOptions): Server => {
    const server = createServer(options.http ?? {}, (request, response) => {
      if (this.answer !== null && this.answer(request, response)) return;
      handler(request, response);
    });
    if (options.keepAliveTimeout !== undefined) server.keepAliveTimeout = options.keepAliveTimeout;
    if (options.requestTimeout !== undefined) server.requestTimeout = options.requestTimeout;
    if (options.connectionTimeout !== undefined) server.setTimeout(options.connectionTimeout);
    if (options.maxRequestsPerSocket !== undefined && options.maxRequestsPerSocket > 0) {
      server.maxRequestsPerSocket = options.maxRequestsPerSocket;
    }
    return server;
  };
}
