/** Admission control on a bare Fastify app: the count of requests under way goes up and back down. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { registerAdmission } from './admission';

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

describe('admission control', () => {
  it('counts API requests while they run, refuses past the limit, and releases each one', async () => {
    app = Fastify();
    const state = registerAdmission(app, { maxConcurrent: 1, retryAfterSeconds: 4 }, 'en');
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    app.get('/api/en/slow', async () => {
      await gate;
      return { data: 'slow' };
    });
    app.get('/api/en/fast', async () => ({ data: 'fast' }));
    app.get('/api/health', async () => ({ data: 'ok' }));

    const slow = app.inject({ method: 'GET', url: '/api/en/slow' });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(state.underWay).toBe(1);
    const refused = await app.inject({ method: 'GET', url: '/api/de/fast' });
    expect(refused.statusCode).toBe(503);
    expect(refused.headers['retry-after']).toBe('4');
    expect(refused.headers['cache-control']).toBe('no-store');
    expect(refused.json()).toMatchObject({ error: 'SERVER_BUSY' });
    expect(state.refused).toBe(1);
    // A refused request was never counted: its answer releases nothing.
    expect(state.underWay).toBe(1);
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    finish();
    expect((await slow).statusCode).toBe(200);
    expect(state.underWay).toBe(0);
    expect((await app.inject({ method: 'GET', url: '/api/en/fast' })).statusCode).toBe(200);
    expect(state.underWay).toBe(0);
  });

  it('releases a request whose client went away', async () => {
    app = Fastify();
    const state = registerAdmission(app, { maxConcurrent: 1, retryAfterSeconds: 2 }, 'en');
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    app.get('/api/en/hang', async (_request, reply) => {
      started();
      await new Promise<void>(() => {});
      return reply;
    });
    app.get('/api/en/fast', async () => ({ data: 'fast' }));
    // One of this project's bench ports (5700–5709), free while the tests run.
    await app.listen({ port: 5709, host: '127.0.0.1' });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    const aborted = new AbortController();
    const hanging = fetch(`http://127.0.0.1:${port}/api/en/hang`, { signal: aborted.signal });
    await running;
    expect(state.underWay).toBe(1);
    aborted.abort();
    await hanging.catch(() => undefined);
    for (let i = 0; i < 100 && state.underWay > 0; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(state.underWay).toBe(0);
    const next = await fetch(`http://127.0.0.1:${port}/api/en/fast`);
    expect(next.status).toBe(200);
  });
});
