/**
 * Fastify's own refusals answer in the documented `{ error, message }` shape with stable
 * codes, and personal data is sent with `Cache-Control: no-store`.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { validationErrorBody } from '@foyer/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client';
import { createTestApp } from '../testing/app';
import { customerTestConfig, TEST_ARGON2 } from '../modules/customers/testing';
import { guestToken } from '../modules/checkout/testing';

let database: Database;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  app = await createTestApp(database, {
    config: customerTestConfig(),
    customers: { argon2: TEST_ARGON2 },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function expectShape(res: LightMyRequestResponse, status: number, error: string): void {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['error', 'message']);
  expect(body.error).toBe(error);
  expect(body.message).toEqual(expect.any(String));
}

describe('transport errors in the documented shape', () => {
  it('answers 414 URI_TOO_LONG for a path segment over 200 characters', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/de/tour/${'x'.repeat(201)}` });
    expectShape(res, 414, 'URI_TOO_LONG');
    expect(res.json().message).toBe('Die Adresse ist zu lang.');
  });

  it('answers 413 PAYLOAD_TOO_LARGE for a body over the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/en/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: `{"_u":"${'x'.repeat(300_000)}"}`,
    });
    expectShape(res, 413, 'PAYLOAD_TOO_LARGE');
  });

  it('answers 415 UNSUPPORTED_MEDIA_TYPE for a body that is not JSON', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/fr/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expectShape(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
    expect(res.json().message).toMatch(/JSON/);
  });

  it('answers 400 BAD_REQUEST for malformed JSON and for a URL that cannot be decoded', async () => {
    const json = await app.inject({
      method: 'POST',
      url: '/api/en/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
    });
    expectShape(json, 400, 'BAD_REQUEST');
    const url = await app.inject({ method: 'GET', url: '/api/en/tour/%E0%A4%A' });
    expectShape(url, 400, 'BAD_REQUEST');
  });

  it('answers 404 NOT_FOUND for unknown API routes and methods', async () => {
    for (const [method, url] of [
      ['GET', '/api/en/nothing/here'],
      ['POST', '/api/en/nothing'],
      ['DELETE', '/api/en/auth/login'],
    ] as const) {
      expectShape(await app.inject({ method, url }), 404, 'NOT_FOUND');
    }
  });
});

describe('per-field messages of 422 answers', () => {
  it('names an empty or very long unknown key within the documented field names', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/en/auth/login',
      payload: { '': 1, ['k'.repeat(300)]: 2, _u: 'a@example.org', _p: 'f'.repeat(32) },
    });
    expect(res.statusCode).toBe(422);
    const body = res.json() as { errors: Record<string, unknown> };
    expect(validationErrorBody.safeParse(body).success).toBe(true);
    expect(Object.keys(body.errors)).toEqual(['_', `${'k'.repeat(99)}…`]);
  });
});

describe('personal data is not cached', () => {
  it('sends GET customer and order review with Cache-Control: no-store', async () => {
    const token = await guestToken(app);
    const customer = await app.inject({
      method: 'GET',
      url: '/api/en/customer',
      query: { _: token },
    });
    expect(customer.statusCode).toBe(200);
    expect(customer.headers['cache-control']).toBe('no-store');
    const refused = await app.inject({ method: 'GET', url: '/api/en/customer' });
    expect(refused.headers['cache-control']).toBe('no-store');
    const review = await app.inject({
      method: 'GET',
      url: '/api/en/order/review',
      query: { id: 'unknown-order-0001' },
    });
    expect(review.statusCode).toBeGreaterThanOrEqual(400);
    expect(review.headers['cache-control']).toBe('no-store');
  });
});
