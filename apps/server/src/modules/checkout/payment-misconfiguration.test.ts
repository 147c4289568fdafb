/**
 * With a `publicBaseUrl` that is not the address visitors use, every payment was once refused
 * as "Die Zahlungsangaben sind unvollständig" (422 on `url.continue`), blaming the visitor. Now the
 * visitor reads that payment is currently unavailable, and the log tells staff what to fix; a
 * return address on a third site stays a refused field.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { createTestApp } from '../../testing/app';
import { customerTestConfig, TEST_ARGON2 } from '../customers/testing';
import { guestToken } from './checkout.fixtures';

let database: Database;
let app: FastifyInstance;
const logged: string[] = [];

beforeAll(async () => {
  database = await openDatabase({});
  await database.migrate();
  app = await createTestApp(database, {
    config: customerTestConfig((config) => {
      config.server.publicBaseUrl = 'http://localhost:3000';
    }),
    customers: { argon2: TEST_ARGON2 },
    logStream: { write: (line: string) => logged.push(line) },
  });
});
afterAll(async () => {
  await app.close();
  await database.close();
});

function start(token: string, origin: string, headers: Record<string, string>) {
  return app.inject({
    method: 'POST',
    url: '/api/de/checkout/initPayment',
    query: { _: token },
    headers,
    payload: {
      payart: 161,
      aux: {},
      cart: { ver: 1, items: [{ type: 'voucher', id: 1, count: 1 }] },
      url: { continue: `${origin}/de/checkout/accepted`, cancel: `${origin}/de/checkout/canceled` },
    },
  });
}

describe('a shop address that does not match the configuration', () => {
  it('tells the visitor that payment is unavailable and staff what to fix', async () => {
    const token = await guestToken(app);
    const res = await start(token, 'http://localhost:4000', { origin: 'http://localhost:4000' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'PAYMENT_UNAVAILABLE',
      message: 'Die Zahlung ist derzeit nicht möglich. Bitte versuchen Sie es später erneut.',
    });
    expect(logged.join('\n')).toMatch(/server\.publicBaseUrl is not the address visitors use/);
    // Without an Origin header the request's host counts.
    const byHost = await start(token, 'http://shop.example', { host: 'shop.example' });
    expect(byHost.json().error).toBe('PAYMENT_UNAVAILABLE');
  });

  it('still refuses a return address on a third site as a field error', async () => {
    const token = await guestToken(app);
    const res = await start(token, 'https://evil.example', { origin: 'http://localhost:3000' });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error: 'VALIDATION_FAILED',
      errors: { 'url.continue': expect.any(String) },
    });
  });
});
