/**
 * A NUL (or another control character) in a text field once answered 500 because PostgreSQL
 * cannot store it. The shared string schemas refuse control characters: 422 on the field.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { createTestApp } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';
import {
  customerTestConfig,
  guestForm,
  registrationForm,
  TEST_ARGON2,
  uniqueVisitor,
} from '../modules/customers/testing';
import { guestToken, URLS } from '../modules/checkout/testing';

const NUL = '\u0000';

describe.each(testDatabaseKinds())('control characters in text fields on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await open();
    app = await createTestApp(database, {
      config: customerTestConfig(),
      customers: { argon2: TEST_ARGON2 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function expectFieldRefused(res: { statusCode: number; json(): unknown }, field: string): void {
    expect(res.statusCode).toBe(422);
    const body = res.json() as { error: string; errors?: Record<string, unknown> };
    expect(body.error).toEqual(expect.any(String));
    expect(Object.keys(body.errors ?? {})).toContain(field);
  }

  it('refuses a NUL in the voucher code query', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/en/voucher?voucher=%00' });
    expectFieldRefused(res, 'voucher');
  });

  it.each(['fname', 'lname', 'city'] as const)(
    'refuses a NUL in the guest form field %s',
    async (field) => {
      const { email, ip } = uniqueVisitor('nul-guest');
      const res = await app.inject({
        method: 'POST',
        url: '/api/en/auth/guest',
        payload: { c: { ...guestForm(email), [field]: `Ada${NUL}` } },
        remoteAddress: ip,
      });
      expectFieldRefused(res, `c.${field}`);
    },
  );

  it.each(['fname', 'lname', 'city'] as const)(
    'refuses a NUL in the registration field %s',
    async (field) => {
      const { email, ip } = uniqueVisitor('nul-register');
      const res = await app.inject({
        method: 'POST',
        url: '/api/en/customer/register',
        payload: { c: { ...registrationForm(email), [field]: `x${NUL}y` } },
        remoteAddress: ip,
      });
      expectFieldRefused(res, `c.${field}`);
    },
  );

  it('refuses a NUL in the login e-mail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/en/auth/login',
      payload: { _u: `a${NUL}@example.org`, _p: '0123456789abcdef0123456789abcdef' },
    });
    expectFieldRefused(res, '_u');
  });

  it('refuses a NUL in the password reset e-mail', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/en/customer/pwdreset',
      payload: { email: `a${NUL}@example.org`, backlink: 'http://localhost:3000/en/recover/' },
    });
    expectFieldRefused(res, 'email');
  });

  it('refuses other control characters but keeps ordinary text', async () => {
    const { email, ip } = uniqueVisitor('ctl-guest');
    const bell = await app.inject({
      method: 'POST',
      url: '/api/en/auth/guest',
      payload: { c: { ...guestForm(email), city: 'Leip\u0007zig' } },
      remoteAddress: ip,
    });
    expectFieldRefused(bell, 'c.city');
    const fine = await app.inject({
      method: 'POST',
      url: '/api/en/auth/guest',
      payload: { c: { ...guestForm(email), city: 'Zürich – Straße 1' } },
      remoteAddress: ip,
    });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses a NUL in the voucher barcode and the external document number of initPayment', async () => {
    const token = await guestToken(app);
    const init = (cart: object) =>
      app.inject({
        method: 'POST',
        url: '/api/en/checkout/initPayment',
        query: { _: token },
        payload: { payart: 161, aux: {}, cart, url: URLS },
      });
    const barcode = await init({ ver: 1, items: [{ type: 'voucherCode', barcode: `AB${NUL}` }] });
    expectFieldRefused(barcode, 'cart.items.0.barcode');
    const documentNumber = await init({ ver: 1, items: [], external_document_number: `7${NUL}` });
    expectFieldRefused(documentNumber, 'cart.external_document_number');
  });
});
