/**
 * `GET /api/ready`: 200 when the database answers and no process holds the start-up lock, 503 with
 * the reason while the lock is held (migrations, demo seed) and once the database is closed. On
 * PGlite and PostgreSQL.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

describe.each(testDatabaseKinds())('readiness on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let closed = false;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database);
  });
  afterAll(async () => {
    await app.close();
    if (!closed) await database.close();
  });

  const ready = () => app.inject({ method: 'GET', url: '/api/ready' });

  it('answers 200 when the database answers', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { status: 'ready' } });
  });

  it('answers 503 while the start-up lock is held, and 200 once it is released', async () => {
    const during = await database.exclusive(async () => ready());
    expect(during.statusCode).toBe(503);
    expect(during.headers['retry-after']).toBe('5');
    expect(during.json()).toMatchObject({ error: 'NOT_READY', reason: 'STARTING' });
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 once the database is closed', async () => {
    closed = true;
    await database.close();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ error: 'NOT_READY', reason: 'DATABASE_UNAVAILABLE' });
    // The health check says the process lives; readiness says it cannot serve.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
  });
});
