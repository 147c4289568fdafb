import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@foyer/domain';
import { systemClock, type Clock } from './clock';

export interface AppOptions {
  clock?: Clock;
  /** Folder of the built web app; served at `/` with SPA fallback when it exists. */
  webRoot?: string | null;
  logger?: boolean;
}

/** Builds the Fastify app without listening: `main` listens, tests use `app.inject`. */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const clock = options.clock ?? systemClock;
  const app = Fastify({ logger: options.logger ?? false });

  app.get('/api/health', async () => ({ data: { status: 'ok', time: clock.now().toISOString() } }));

  app.get<{ Params: { lang: string } }>('/api/:lang/health', async (request, reply) => {
    if (!(LANGUAGES as readonly string[]).includes(request.params.lang)) {
      return reply.code(404).send({ error: 'NOT_FOUND', message: 'Unknown language' });
    }
    return { data: { status: 'ok', lang: request.params.lang } };
  });

  const webRoot = options.webRoot;
  if (webRoot && existsSync(path.join(webRoot, 'index.html'))) {
    await app.register(fastifyStatic, { root: webRoot, wildcard: false });
    app.setNotFoundHandler((request, reply) => {
      if (request.url.startsWith('/api/') || request.method !== 'GET') {
        return reply.code(404).send({ error: 'NOT_FOUND', message: 'Not found' });
      }
      return reply.type('text/html').sendFile('index.html');
    });
  } else {
    app.setNotFoundHandler((_request, reply) =>
      reply.code(404).send({ error: 'NOT_FOUND', message: 'Not found' }),
    );
  }

  return app;
}
