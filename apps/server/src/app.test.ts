import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './db/client';
import { createTestApp } from './testing/app';
import { testDatabaseKinds } from './testing/databases';

describe.each(testDatabaseKinds())('app on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  });
  afterAll(async () => {
    await database.close();
  });

  it('answers the health check in the data envelope with the injected time', async () => {
    const app = await createTestApp(database, { now: new Date('2026-11-21T10:00:00Z') });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', time: '2026-11-21T10:00:00.000Z' } });
  });

  it('answers 404 JSON for an unknown API path', async () => {
    const app = await createTestApp(database);
    const unknownPath = await app.inject({ method: 'GET', url: '/api/de/nothing-here' });
    expect(unknownPath.statusCode).toBe(404);
    expect(unknownPath.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers 400 with a message for malformed JSON', async () => {
    const app = await createTestApp(database);
    const res = await app.inject({
      method: 'POST',
      url: '/api/de/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect([400, 404]).toContain(res.statusCode);
    expect(res.json()).toHaveProperty(res.statusCode === 400 ? 'message' : 'error');
  });

  it('serves the web app with a fallback to index.html for client routes', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'foyer-web-'));
    writeFileSync(
      path.join(webRoot, 'index.html'),
      '<!doctype html><title>Foyer</title><div id="root">app</div>',
    );
    const app = await createTestApp(database, { webRoot });
    const res = await app.inject({ method: 'GET', url: '/de/tickets' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    // The app's own markup, with the page's head written by the server.
    expect(res.body).toContain('<div id="root">app</div>');
    expect(res.body).toMatch(/<title>[^<]+<\/title>/);
    const api = await app.inject({ method: 'GET', url: '/api/de/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
