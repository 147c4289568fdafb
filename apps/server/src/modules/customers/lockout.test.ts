/**
 * Nobody can lock a customer out. Guessing is throttled per address-and-account pair
 * and under a per-account ceiling; the owner with the right password is never refused from a
 * proven device (the HttpOnly device cookie of an earlier login), and a password reset lifts the
 * ceiling and proves the device.
 */
import { md5Hex } from '@foyer/domain';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { passwordResets } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  customerTestConfig,
  movableClock,
  PASSWORD,
  registrationForm,
  TEST_ARGON2,
  TEST_PEPPER,
  uniqueVisitor,
  type MovableClock,
} from './customer.fixtures';
import {
  admitLogin,
  deviceFromCookies,
  issueDeviceToken,
  provenDevice,
  RATE_RULES,
} from '../rate-limit';
import { tokenHash } from './secrets';
import { createHash } from 'node:crypto';

const SHOP = 'https://tickets.stadtmuseum-lindenau.example';

describe.each(testDatabaseKinds())('no lockout of the owner on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let clock: MovableClock;

  beforeAll(async () => {
    database = await open();
    clock = movableClock();
    app = await createTestApp(database, {
      config: customerTestConfig((config) => {
        config.server.publicBaseUrl = SHOP;
      }),
      clock,
      customers: { argon2: TEST_ARGON2 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function login(
    email: string,
    password: string,
    ip: string,
    cookie?: string,
  ): Promise<LightMyRequestResponse> {
    return app.inject({
      method: 'POST',
      url: '/api/en/auth/login',
      payload: { _u: email, _p: md5Hex(password) },
      remoteAddress: ip,
      ...(cookie ? { headers: { cookie } } : {}),
    });
  }

  async function register(name: string): Promise<{ email: string; ip: string; cookie: string }> {
    const { email, ip } = uniqueVisitor(name);
    const res = await app.inject({
      method: 'POST',
      url: '/api/en/customer/register',
      payload: { c: registrationForm(email) },
      remoteAddress: ip,
    });
    expect(res.statusCode).toBe(200);
    const first = await login(email, PASSWORD, ip);
    expect(first.statusCode).toBe(200);
    return { email, ip, cookie: cookieOf(first) };
  }

  function cookieOf(res: LightMyRequestResponse): string {
    const header = res.headers['set-cookie'];
    const line = Array.isArray(header) ? header[0] : header;
    expect(line).toMatch(
      /^foyer_device=[^;]+; Path=\/api\/; Max-Age=\d+; HttpOnly; SameSite=Strict; Secure$/,
    );
    return (line ?? '').split(';')[0] ?? '';
  }

  it('lets the owner in with the right password from another address while one address guesses', async () => {
    const owner = await register('guessed');
    const attacker = uniqueVisitor('attacker').ip;
    for (let attempt = 0; attempt < RATE_RULES.loginPair.free + 10; attempt += 1) {
      await login(owner.email, 'Falsch-123', attacker);
    }
    expect((await login(owner.email, 'Falsch-123', attacker)).json().error).toBe(
      'AUTH_RATE_LIMITED',
    );
    // Before: the account's own counter refused the right password from anywhere.
    const fromHome = await login(owner.email, PASSWORD, uniqueVisitor('home').ip);
    expect(fromHome.statusCode).toBe(200);
  });

  it('never refuses the owner on a proven device, even when many addresses besiege the account', async () => {
    const owner = await register('besieged');
    const botnet = RATE_RULES.loginAccount.free + 30;
    const limited: LightMyRequestResponse[] = [];
    for (let attempt = 0; attempt < botnet; attempt += 1) {
      const res = await login(owner.email, 'Falsch-123', uniqueVisitor('bot').ip);
      if (res.json().error === 'AUTH_RATE_LIMITED') limited.push(res);
    }
    // The ceiling slows the many addresses …
    expect(limited.length).toBeGreaterThan(0);
    // … and a new device of the owner waits too, but the proven one gets in at once, every time.
    const newDevice = await login(owner.email, PASSWORD, uniqueVisitor('cafe').ip);
    expect(newDevice.json().error).toBe('AUTH_RATE_LIMITED');
    for (let round = 0; round < 3; round += 1) {
      const proven = await login(owner.email, PASSWORD, uniqueVisitor('cafe').ip, owner.cookie);
      expect(proven.statusCode).toBe(200);
      expect(proven.json().data).toEqual(expect.any(String));
    }
    // The same address as the attackers (a shared Wi-Fi) does not matter for a proven device.
    const sharedIp = await login(owner.email, PASSWORD, owner.ip, owner.cookie);
    expect(sharedIp.statusCode).toBe(200);
  });

  it('does not accept a device cookie of another account or a forged one', async () => {
    const owner = await register('victim');
    const other = await register('other');
    for (let attempt = 0; attempt < RATE_RULES.loginAccount.free + 10; attempt += 1) {
      await login(owner.email, 'Falsch-123', uniqueVisitor('bot').ip);
    }
    const borrowed = await login(owner.email, PASSWORD, uniqueVisitor('x').ip, other.cookie);
    expect(borrowed.json().error).toBe('AUTH_RATE_LIMITED');
    // Another first character of the signature (the last one may carry only padding bits).
    const dot = owner.cookie.lastIndexOf('.') + 1;
    const flipped = owner.cookie[dot] === 'A' ? 'B' : 'A';
    const forged = `${owner.cookie.slice(0, dot)}${flipped}${owner.cookie.slice(dot + 1)}`;
    const tampered = await login(owner.email, PASSWORD, uniqueVisitor('x').ip, forged);
    expect(tampered.json().error).toBe('AUTH_RATE_LIMITED');
  });

  it('lifts the ceiling with a password reset and proves the device', async () => {
    const owner = await register('reset-owner');
    for (let attempt = 0; attempt < RATE_RULES.loginAccount.free + 10; attempt += 1) {
      await login(owner.email, 'Falsch-123', uniqueVisitor('bot').ip);
    }
    const laptop = uniqueVisitor('laptop').ip;
    expect((await login(owner.email, PASSWORD, laptop)).json().error).toBe('AUTH_RATE_LIMITED');
    const requested = await app.inject({
      method: 'POST',
      url: '/api/en/customer/pwdreset',
      payload: { email: owner.email, backlink: `${SHOP}/en/recover` },
      remoteAddress: laptop,
    });
    expect(requested.statusCode).toBe(200);
    // The reset token travels by e-mail; the test puts a known one in its place.
    const token = 'reset-token-of-the-lockout-test-0123456789ab';
    await database.db.update(passwordResets).set({ tokenHash: tokenHash(token) });
    const confirmed = await app.inject({
      method: 'POST',
      url: '/api/en/customer/pwdconfirm',
      payload: { token, _p: 'Neues-Passwort-9' },
      remoteAddress: laptop,
    });
    expect(confirmed.statusCode).toBe(200);
    const cookie = cookieOf(confirmed);
    expect((await login(owner.email, 'Neues-Passwort-9', laptop)).statusCode).toBe(200);
    // Attackers raise the ceiling again; the device of the reset stays proven.
    for (let attempt = 0; attempt < RATE_RULES.loginAccount.free + 10; attempt += 1) {
      await login(owner.email, 'Falsch-123', uniqueVisitor('bot').ip);
    }
    const again = await login(owner.email, 'Neues-Passwort-9', uniqueVisitor('x').ip, cookie);
    expect(again.statusCode).toBe(200);
  });

  it('throttles staff logins the same way, on counters apart from customers', async () => {
    const key = createHash('sha256').update(TEST_PEPPER).digest();
    const { email, ip } = uniqueVisitor('staff');
    const staff = { kind: 'staff', account: email, ip, device: null, purpose: 'login' } as const;
    for (let attempt = 0; attempt < RATE_RULES.loginPair.free + 1; attempt += 1) {
      expect((await admitLogin(database.db, key, staff, clock.now())).ok).toBe(true);
    }
    expect((await admitLogin(database.db, key, staff, clock.now())).ok).toBe(false);
    const customer = { ...staff, kind: 'customer' } as const;
    expect((await admitLogin(database.db, key, customer, clock.now())).ok).toBe(true);
    const device = issueDeviceToken(key, 'staff', email, clock.now());
    const proven = await admitLogin(database.db, key, { ...staff, device }, clock.now());
    expect(proven.ok).toBe(true);
  });

  it('throttles guesses from a proven device on its own counter', async () => {
    const owner = await register('own-guesses');
    for (let attempt = 0; attempt < RATE_RULES.loginDevice.free + 1; attempt += 1) {
      const res = await login(owner.email, 'Falsch-123', owner.ip, owner.cookie);
      expect(res.json().error).toBe('AUTH_LOGIN_FAILED');
    }
    const limited = await login(owner.email, PASSWORD, owner.ip, owner.cookie);
    expect(limited.json().error).toBe('AUTH_RATE_LIMITED');
    clock.advance(2_000);
    expect((await login(owner.email, PASSWORD, owner.ip, owner.cookie)).statusCode).toBe(200);
  });
});

describe('device tokens', () => {
  const key = createHash('sha256').update(TEST_PEPPER).digest();
  const now = new Date('2026-11-21T09:00:00Z');

  it('prove one account of one kind for half a year', () => {
    const token = issueDeviceToken(key, 'customer', 'Ada@Example.org', now);
    expect(provenDevice(key, 'customer', 'ada@example.org', token, now)).toEqual(
      expect.any(String),
    );
    expect(provenDevice(key, 'staff', 'ada@example.org', token, now)).toBeNull();
    expect(provenDevice(key, 'customer', 'bob@example.org', token, now)).toBeNull();
    const later = new Date(now.getTime() + 200 * 86_400_000);
    expect(provenDevice(key, 'customer', 'ada@example.org', token, later)).toBeNull();
    expect(provenDevice(Buffer.alloc(32), 'customer', 'ada@example.org', token, now)).toBeNull();
    expect(provenDevice(key, 'customer', 'ada@example.org', 'a.b.c', now)).toBeNull();
  });

  it('are read from the Cookie header of their kind only', () => {
    expect(deviceFromCookies('customer', 'x=1; foyer_device=abc.1.def; y=2')).toBe('abc.1.def');
    expect(deviceFromCookies('staff', 'foyer_device=abc')).toBeNull();
    expect(deviceFromCookies('customer', undefined)).toBeNull();
  });
});
