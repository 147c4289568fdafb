import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app';
import { fixedClock } from './clock';

describe('buildApp', () => {
  it('answers the health check in the data envelope with the injected time', async () => {
    const app = await buildApp({ clock: fixedClock(new Date('2026-11-21T10:00:00Z')) });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { status: 'ok', time: '2026-11-21T10:00:00.000Z' } });
  });

  it('answers 404 JSON for an unknown language and an unknown API path', async () => {
    const app = await buildApp();
    const unknownLang = await app.inject({ method: 'GET', url: '/api/xx/health' });
    expect(unknownLang.statusCode).toBe(404);
    expect(unknownLang.json()).toMatchObject({ error: 'NOT_FOUND' });
    const unknownPath = await app.inject({ method: 'GET', url: '/api/de/nothing-here' });
    expect(unknownPath.statusCode).toBe(404);
  });

  it('serves the web app with a fallback to index.html for client routes', async () => {
    const webRoot = mkdtempSync(path.join(tmpdir(), 'foyer-web-'));
    writeFileSync(path.join(webRoot, 'index.html'), '<!doctype html><title>Foyer</title>');
    const app = await buildApp({ webRoot });
    const res = await app.inject({ method: 'GET', url: '/de/tickets' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('<title>Foyer</title>');
    const api = await app.inject({ method: 'GET', url: '/api/de/nothing' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
