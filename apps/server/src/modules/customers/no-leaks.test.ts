/**
 * Walks through every customer call while capturing each answer and each log line (at the most
 * verbose level), then looks for passwords, their MD5 and HMAC forms, stored hashes, the pepper,
 * login and reset tokens and their hashes.
 */
import { md5Hex } from '@foyer/domain';
import { createHmac } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { authTokens, customers, passwordResets } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import type { Mailer } from '../mail';
import { type OutgoingMail, drainOutbox } from '../mail/testing';
import {
  customerTestConfig,
  guestForm,
  movableClock,
  omit,
  registrationForm,
  TEST_ARGON2,
  TEST_PEPPER,
  uniqueVisitor,
} from './customer.fixtures';
import { tokenHash } from './secrets';

const SHOP = 'https://tickets.stadtmuseum-lindenau.example';
const FIRST = 'Erstes-Passwort-1';
const SECOND = 'Zweites-Passwort-2';
const THIRD = 'Drittes-Passwort-3';

describe.each(testDatabaseKinds())('no secrets in answers or logs on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  const logLines: string[] = [];
  const sentMail: OutgoingMail[] = [];
  const clock = movableClock();
  const config = customerTestConfig((changed) => {
    changed.server.publicBaseUrl = SHOP;
  });
  const mailer: Mailer = {
    async send(mail) {
      sentMail.push(mail);
      return {};
    },
  };
  let previousLevel: string | undefined;

  beforeAll(async () => {
    database = await open();
    previousLevel = process.env.LOG_LEVEL;
    process.env.LOG_LEVEL = 'trace';
    app = await createTestApp(database, {
      config,
      clock,
      mailer,
      customers: { argon2: TEST_ARGON2 },
      logStream: { write: (line) => void logLines.push(line) },
    });
  });
  afterAll(async () => {
    if (previousLevel === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previousLevel;
    await app.close();
    await database.close();
  });

  it('never answers or logs a password, a hash, the pepper or a token (except the token it issues)', async () => {
    const { email, ip } = uniqueVisitor('leak');
    const answers: { issued: string | null; text: string }[] = [];
    const call = async (
      method: 'GET' | 'POST',
      path: string,
      options: { payload?: object; query?: Record<string, string>; issues?: boolean } = {},
    ): Promise<LightMyRequestResponse> => {
      const res = await app.inject({
        method,
        url: `/api/en/${path}`,
        query: options.query ?? {},
        ...(options.payload ? { payload: options.payload } : {}),
        remoteAddress: ip,
      });
      const issued = options.issues && res.statusCode === 200 ? (res.json().data as string) : null;
      answers.push({ issued, text: `${JSON.stringify(res.headers)}\n${res.body}` });
      return res;
    };

    await call('POST', 'customer/validate', { payload: { c: registrationForm(email, FIRST) } });
    await call('POST', 'customer/register', { payload: { c: registrationForm(email, FIRST) } });
    await call('POST', 'auth/login', { payload: { _u: email, _p: md5Hex('Falsch-0') } });
    const login = await call('POST', 'auth/login', {
      payload: { _u: email, _p: md5Hex(FIRST) },
      issues: true,
    });
    const token = login.json().data as string;
    const guest = guestForm(`guest.${email}`);
    const guestToken = (
      await call('POST', 'auth/guest', { payload: { c: guest }, issues: true })
    ).json().data as string;
    await call('GET', 'customer', { query: { _: token } });
    await call('GET', 'customer', { query: { _: guestToken } });
    await call('GET', 'customer/nothing-here', { query: { _: token } });
    const settings = omit(registrationForm(email), 'email', 'password');
    await call('POST', 'customer/validateUpdate', {
      payload: { c: settings },
      query: { _: token },
    });
    await call('POST', 'customer/update', { payload: { c: settings }, query: { _: token } });
    await call('POST', 'customer/pwdchange', {
      payload: { _po: 'Falsch-1', _pn: SECOND },
      query: { _: token },
    });
    await call('POST', 'customer/pwdchange', {
      payload: { _po: FIRST, _pn: SECOND },
      query: { _: token },
    });
    await call('POST', 'customer/emailchange', {
      payload: { _po: SECOND, email: `new.${email}` },
      query: { _: token },
    });
    await call('POST', 'customer/pwdreset', {
      payload: { email: `new.${email}`, backlink: `${SHOP}/en/recover` },
    });
    await drainOutbox({ db: database.db, clock, mailer, config }, { log: app.log });
    const resetToken = /recover\/([A-Za-z0-9_-]+)/.exec(sentMail.at(-1)?.text ?? '')?.[1] ?? '';
    expect(resetToken).toHaveLength(43);
    await call('POST', 'customer/pwdconfirm', { payload: { token: resetToken, _p: 'kurz' } });
    const confirmed = (
      await call('POST', 'customer/pwdconfirm', {
        payload: { token: resetToken, _p: THIRD },
        issues: true,
      })
    ).json().data as string;
    await call('GET', 'customer', { query: { _: token } });
    await call('POST', 'auth/logout', { payload: {}, query: { _: confirmed } });
    await call('POST', 'auth/logout', { payload: {}, query: { _: guestToken } });

    const issuedTokens = [token, guestToken, confirmed];
    const stored = await database.db.select({ hash: customers.passwordHash }).from(customers);
    const tokenRows = await database.db.select({ hash: authTokens.tokenHash }).from(authTokens);
    const resetRows = await database.db
      .select({ hash: passwordResets.tokenHash })
      .from(passwordResets);
    const passwords = [FIRST, SECOND, THIRD];
    const secrets = [
      ...passwords,
      ...passwords.map((password) => md5Hex(password)),
      ...passwords.map((password) =>
        createHmac('sha256', TEST_PEPPER).update(md5Hex(password)).digest('hex'),
      ),
      ...stored.flatMap((row) => (row.hash ? [row.hash] : [])),
      ...tokenRows.map((row) => row.hash),
      ...resetRows.map((row) => row.hash),
      ...issuedTokens.map((issued) => tokenHash(issued)),
      TEST_PEPPER,
      resetToken,
    ];
    expect(stored.filter((row) => row.hash !== null).length).toBeGreaterThan(0);
    expect(tokenRows.length).toBeGreaterThanOrEqual(3);

    for (const answer of answers) {
      for (const secret of secrets) expect(answer.text).not.toContain(secret);
      for (const issued of issuedTokens) {
        if (issued !== answer.issued) expect(answer.text).not.toContain(issued);
      }
    }

    const log = logLines.join('');
    expect(logLines.length).toBeGreaterThan(answers.length);
    expect(log).toContain('_=[REDACTED]');
    expect(log).toContain('e-mail sent');
    for (const secret of [...secrets, ...issuedTokens]) expect(log).not.toContain(secret);
  });
});
