/** The per-request logger: lines at an enabled level carry the request id; info lines at `info`. */
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyRequestLogger, requestLoggerFactory } from './request-logger';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  step?: string;
}

let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});

/** A Fastify app at `level` with the factory, whose log lines land in the answered array. */
function appAt(level: string): { app: FastifyInstance; lines: Line[] } {
  const lines: Line[] = [];
  app = Fastify({
    logger: {
      level,
      stream: { write: (line: string) => void lines.push(JSON.parse(line) as Line) },
    },
    childLoggerFactory: requestLoggerFactory,
  });
  app.get('/quiet', async () => ({ ok: true }));
  app.get('/fails', async (request) => {
    request.log.info('not at warn');
    request.log.child({ step: 'inner' }).error('inner trouble');
    request.log.error('trouble');
    return { ok: false };
  });
  return { app, lines };
}

describe('the request logger', () => {
  it('logs each request at info with its request id', async () => {
    const { app, lines } = appAt('info');
    await app.inject({ method: 'GET', url: '/quiet' });
    const incoming = lines.find((line) => line.msg === 'incoming request');
    const completed = lines.find((line) => line.msg === 'request completed');
    expect(incoming?.reqId).toBeDefined();
    expect(completed?.reqId).toBe(incoming?.reqId);
  });

  it('writes nothing for a quiet request at warn, and errors with the request id', async () => {
    const { app, lines } = appAt('warn');
    await app.inject({ method: 'GET', url: '/quiet' });
    expect(lines).toEqual([]);
    await app.inject({ method: 'GET', url: '/fails' });
    expect(lines.map((line) => line.msg)).toEqual(['inner trouble', 'trouble']);
    const [inner, outer] = lines;
    expect(outer?.reqId).toBeDefined();
    expect(inner?.reqId).toBe(outer?.reqId);
    expect(inner?.step).toBe('inner');
    expect(outer?.level).toBe(50);
  });

  it('makes the child only when a line is written, and follows a level set on it', () => {
    const made: string[] = [];
    const written: string[] = [];
    const parent = {
      level: 'warn',
      child(bindings: Record<string, unknown>) {
        made.push(JSON.stringify(bindings));
        const child = {
          ...parent,
          level: parent.level,
          warn: (msg: string) => void written.push(`warn ${msg}`),
          info: (msg: string) => void written.push(`info ${msg}`),
        };
        return child;
      },
      fatal() {},
      error() {},
      warn() {},
      info() {},
      debug() {},
      trace() {},
      silent() {},
    };
    const logger = new LazyRequestLogger(parent, { reqId: 'r1' }, {});
    logger.info('dropped');
    logger.debug('dropped');
    expect(made).toEqual([]);
    expect(logger.level).toBe('warn');
    logger.warn('kept');
    expect(made).toEqual(['{"reqId":"r1"}']);
    logger.level = 'info';
    logger.info('now kept');
    expect(made).toHaveLength(1);
    expect(written).toEqual(['warn kept', 'info now kept']);
  });
});
