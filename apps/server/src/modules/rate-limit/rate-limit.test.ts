import { md5Hex } from '@foyer/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  customerTestConfig,
  movableClock,
  PASSWORD,
  post,
  registerAndLogin,
  registrationForm,
  TEST_ARGON2,
  uniqueVisitor,
  type MovableClock,
  type Visit,
} from '../customers/testing';
import { RATE_RULES } from './rate-limit.service';

const SHOP = 'https://tickets.stadtmuseum-lindenau.example';

describe.each(testDatabaseKinds())('abuse limits on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let otherProcess: FastifyInstance;
  let clock: MovableClock;

  beforeAll(async () => {
    database = await open();
    clock = movableClock();
    const options = {
      config: customerTestConfig((config) => {
        config.server.publicBaseUrl = SHOP;
      }),
      clock,
      customers: { argon2: TEST_ARGON2 },
    };
    app = await createTestApp(database, options);
    // A second app on the same database stands for a second server process.
    otherProcess = await createTestApp(database, options);
  });
  afterAll(async () => {
    await app.close();
    await otherProcess.close();
    await database.close();
  });

  function visitor(name: string, lang = 'en'): Visit & { email: string } {
    const { email, ip } = uniqueVisitor(name);
    return { app, ip, lang, email };
  }

  const wrongLogin = (v: Visit, email: string) =>
    post(v, 'auth/login', { _u: email, _p: md5Hex('Falsch-123') });
  const rightLogin = (v: Visit, email: string) =>
    post(v, 'auth/login', { _u: email, _p: md5Hex(PASSWORD) });

  it('delays one address guessing one account after five failures, says how long, and lets it in afterwards', async () => {
    const v = visitor('account', 'de');
    await registerAndLogin(v, v.email);
    const free = RATE_RULES.loginPair.free;
    for (let attempt = 1; attempt <= free + 1; attempt += 1) {
      expect((await wrongLogin(v, v.email)).json().error).toBe('AUTH_LOGIN_FAILED');
    }
    const limited = await rightLogin(v, v.email);
    expect(limited.statusCode).toBe(422);
    expect(limited.headers['retry-after']).toBe('2');
    expect(limited.json()).toEqual({
      error: 'AUTH_RATE_LIMITED',
      message: 'Zu viele Versuche. Bitte versuchen Sie es in 2 Sekunden erneut.',
    });
    const fromOtherProcess = await rightLogin({ ...v, app: otherProcess }, v.email);
    expect(fromOtherProcess.json().error).toBe('AUTH_RATE_LIMITED');

    clock.advance(2_000);
    const allowed = await rightLogin(v, v.email);
    expect(allowed.statusCode).toBe(200);
    // The successful login cleared the pair's counter: mistakes are free again.
    for (let attempt = 1; attempt <= free; attempt += 1) {
      expect((await wrongLogin(v, v.email)).json().error).toBe('AUTH_LOGIN_FAILED');
    }
  });

  it('doubles the delay for each further attempt up to fifteen minutes, never for good', async () => {
    const v = visitor('progressive');
    await registerAndLogin(v, v.email);
    for (let attempt = 1; attempt <= RATE_RULES.loginAccount.free + 1; attempt += 1) {
      await wrongLogin(v, v.email);
    }
    const delays: number[] = [];
    for (let round = 0; round < 12; round += 1) {
      const limited = await wrongLogin(v, v.email);
      expect(limited.json().error).toBe('AUTH_RATE_LIMITED');
      const wait = Number(limited.headers['retry-after']);
      delays.push(wait);
      clock.advance(wait * 1000);
      expect((await wrongLogin(v, v.email)).json().error).toBe('AUTH_LOGIN_FAILED');
    }
    expect(delays.slice(0, 5)).toEqual([2, 4, 8, 16, 32]);
    expect(Math.max(...delays)).toBe(15 * 60);
    clock.advance(15 * 60_000);
    expect((await rightLogin(v, v.email)).statusCode).toBe(200);
  });

  it('counts concurrent attempts atomically: no more than the free ones get through', async () => {
    const v = visitor('burst');
    await registerAndLogin(v, v.email);
    const burst = RATE_RULES.loginAccount.free + 10;
    const answers = await Promise.all(
      Array.from({ length: burst }, () =>
        wrongLogin({ ...v, ip: uniqueVisitor('burst-ip').ip }, v.email),
      ),
    );
    const checked = answers.filter((res) => res.json().error === 'AUTH_LOGIN_FAILED');
    const limited = answers.filter((res) => res.json().error === 'AUTH_RATE_LIMITED');
    // The owner's own login above counted against the ceiling too (a success does not clear it).
    expect(checked).toHaveLength(RATE_RULES.loginAccount.free);
    expect(limited).toHaveLength(burst - checked.length);
  });

  it('delays one address that tries many accounts, while other addresses go on', async () => {
    const v = visitor('one-ip');
    const free = RATE_RULES.loginIp.free;
    for (let attempt = 1; attempt <= free + 1; attempt += 1) {
      const res = await wrongLogin(v, uniqueVisitor('victim').email);
      expect(res.json().error).toBe('AUTH_LOGIN_FAILED');
    }
    const limited = await wrongLogin(v, uniqueVisitor('victim').email);
    expect(limited.json().error).toBe('AUTH_RATE_LIMITED');
    const elsewhere = visitor('other-ip');
    await registerAndLogin(elsewhere, elsewhere.email);
    expect((await rightLogin(elsewhere, elsewhere.email)).statusCode).toBe(200);
  });

  it('limits password reset mails per account and per address', async () => {
    const v = visitor('reset');
    await registerAndLogin(v, v.email);
    const reset = (ip: string) =>
      post({ ...v, ip }, 'customer/pwdreset', { email: v.email, backlink: `${SHOP}/en/recover` });
    const perAccount = RATE_RULES.resetAccount.free + 1;
    for (let attempt = 1; attempt <= perAccount; attempt += 1) {
      expect((await reset(uniqueVisitor('reset-ip').ip)).statusCode).toBe(200);
    }
    const limited = await reset(uniqueVisitor('reset-ip').ip);
    expect(limited.json().error).toBe('AUTH_RATE_LIMITED');
    expect(Number(limited.headers['retry-after'])).toBe(60);

    const crawler = visitor('reset-crawler');
    for (let attempt = 1; attempt <= RATE_RULES.resetIp.free + 1; attempt += 1) {
      const res = await post(crawler, 'customer/pwdreset', {
        email: uniqueVisitor('nobody').email,
        backlink: `${SHOP}/en/recover`,
      });
      expect(res.json().error).toBe('AUTH_CANNOT_RECOVER_EMAIL');
    }
    const crawlerLimited = await post(crawler, 'customer/pwdreset', {
      email: uniqueVisitor('nobody').email,
      backlink: `${SHOP}/en/recover`,
    });
    expect(crawlerLimited.json().error).toBe('AUTH_RATE_LIMITED');
  });

  it('limits registrations per address and per e-mail', async () => {
    const v = visitor('register');
    for (let attempt = 1; attempt <= RATE_RULES.registerIp.free + 1; attempt += 1) {
      const res = await post(v, 'customer/register', {
        c: registrationForm(uniqueVisitor('new').email),
      });
      expect(res.statusCode).toBe(200);
    }
    const limited = await post(v, 'customer/register', {
      c: registrationForm(uniqueVisitor('new').email),
    });
    expect(limited.json().error).toBe('AUTH_RATE_LIMITED');

    const same = visitor('same-email');
    const tries = RATE_RULES.registerAccount.free + 1;
    for (let attempt = 1; attempt <= tries; attempt += 1) {
      const res = await post({ ...same, ip: uniqueVisitor('reg-ip').ip }, 'customer/register', {
        c: registrationForm(same.email),
      });
      expect(res.json().error ?? 'registered').toBe(
        attempt === 1 ? 'registered' : 'AUTH_EMAIL_TAKEN',
      );
    }
    const probe = await post({ ...same, ip: uniqueVisitor('reg-ip').ip }, 'customer/register', {
      c: registrationForm(same.email),
    });
    expect(probe.json().error).toBe('AUTH_RATE_LIMITED');
  });

  it('counts wrong current passwords in the settings like guesses from that address', async () => {
    const v = visitor('settings');
    const token = await registerAndLogin(v, v.email);
    for (let attempt = 1; attempt <= RATE_RULES.loginPair.free + 1; attempt += 1) {
      const res = await post(
        v,
        'customer/pwdchange',
        { _po: 'Geraten-123', _pn: 'Neu-Passwort-1' },
        { _: token },
      );
      expect(res.json().error).toBe('AUTH_WRONG_CREDENTIALS');
    }
    const limited = await post(
      v,
      'customer/pwdchange',
      { _po: PASSWORD, _pn: 'Neu-Passwort-1' },
      { _: token },
    );
    expect(limited.json().error).toBe('AUTH_RATE_LIMITED');
    // Guesses in a session never raise the account's ceiling: the owner still logs in elsewhere.
    const elsewhere = { ...v, ip: uniqueVisitor('settings-owner').ip };
    expect((await rightLogin(elsewhere, v.email)).statusCode).toBe(200);
  });
});
