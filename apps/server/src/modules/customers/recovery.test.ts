import { LANGUAGES, md5Hex } from '@foyer/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { readMail, startSmtpServer, type TestSmtpServer, drainOutbox } from '../mail/testing';
import { createMailer, type Mailer } from '../mail';
import { RATE_RULES } from '../rate-limit';
import { resetLink } from './recovery.service';
import { resetMail } from './reset-mail';
import {
  customerTestConfig,
  get,
  loginToken,
  movableClock,
  PASSWORD,
  post,
  registerAndLogin,
  TEST_ARGON2,
  uniqueVisitor,
  type MovableClock,
  type Visit,
} from './customer.fixtures';

const SHOP = 'https://tickets.stadtmuseum-lindenau.example';
const BACKLINK = `${SHOP}/en/recover`;

describe('reset links', () => {
  it('appends the token to a backlink of the shop and refuses other sites', () => {
    expect(resetLink(`${SHOP}/de/recover`, 'tok', SHOP)).toBe(`${SHOP}/de/recover/tok`);
    expect(resetLink(`${SHOP}/de/recover/?from=mail`, 'tok', SHOP)).toBe(
      `${SHOP}/de/recover/tok?from=mail`,
    );
    expect(resetLink('https://evil.example/de/recover', 'tok', SHOP)).toBeNull();
    expect(resetLink(`${SHOP}:8443/de/recover`, 'tok', SHOP)).toBeNull();
    expect(resetLink('http://localhost:5173/de/recover', 'tok', SHOP)).toBeNull();
  });

  it('accepts any localhost port when the shop itself runs on localhost', () => {
    expect(resetLink('http://localhost:5173/en/recover', 'tok', 'http://localhost:3000')).toBe(
      'http://localhost:5173/en/recover/tok',
    );
    expect(resetLink('https://evil.example/en/recover', 'tok', 'http://localhost:3000')).toBeNull();
  });
});

describe('reset e-mail', () => {
  it('is written in each of the eight languages with the link, as text and escaped HTML', async () => {
    const link = `${SHOP}/sv/recover/abc`;
    const config = customerTestConfig((c) => {
      c.shop.siteName = 'Museum <Nord>';
      c.shop.siteNameTranslations = {};
    });
    const mails = await Promise.all(
      LANGUAGES.map((lang) => resetMail(config, lang, 'Åsa & Bo', link)),
    );
    expect(new Set(mails.map((mail) => mail.subject)).size).toBe(8);
    expect(new Set(mails.map((mail) => mail.text)).size).toBe(8);
    for (const mail of mails) {
      expect(mail.subject).toContain('Museum <Nord>');
      expect(mail.text).toContain(link);
      expect(mail.text).toContain('Åsa & Bo');
      expect(mail.html).toContain(`href="${link}"`);
      expect(mail.html).toContain('Åsa &amp; Bo');
      expect(mail.html).not.toContain('<Nord>');
    }
    expect((await resetMail(config, 'de', '', link)).text).toContain('\n\nGuten Tag,\n\n');
  });
});

describe.each(testDatabaseKinds())('password recovery on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let clock: MovableClock;
  let smtp: TestSmtpServer;
  let mailer: Mailer;
  const config = customerTestConfig((changed) => {
    changed.server.publicBaseUrl = SHOP;
  });

  beforeAll(async () => {
    database = await open();
    smtp = await startSmtpServer();
    mailer = createMailer(smtp.settings);
    clock = movableClock();
    app = await createTestApp(database, {
      config,
      clock,
      mailer,
      customers: { argon2: TEST_ARGON2 },
    });
  });
  afterAll(async () => {
    await app.close();
    await smtp.close();
    await database.close();
  });

  function visitor(name: string, lang = 'en'): Visit & { email: string } {
    const { email, ip } = uniqueVisitor(name);
    return { app, ip, lang, email };
  }

  const drain = () => drainOutbox({ db: database.db, clock, mailer, config });

  async function resetMailTo(email: string) {
    await drain();
    const mail = smtp.received.filter((received) => received.to.includes(email)).at(-1);
    if (!mail) throw new Error(`no mail to ${email}`);
    return readMail(mail.raw);
  }

  function tokenOf(link: string): string {
    return link.slice(link.lastIndexOf('/') + 1);
  }

  it('mails a reset link in the customer\u2019s language that sets a new password and logs in', async () => {
    const v = visitor('recover', 'fr');
    const before = await registerAndLogin(v, v.email);

    const res = await post({ ...v, lang: 'en' }, 'customer/pwdreset', {
      email: v.email.toUpperCase(),
      backlink: BACKLINK,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: true });

    const mail = await resetMailTo(v.email);
    expect(mail.subject).toBe('Réinitialisez votre mot de passe – Musée municipal de Lindenau');
    expect(mail.text).toContain('Bonjour Ada Lovelace,');
    const link =
      /https:\/\/tickets\.stadtmuseum-lindenau\.example\/en\/recover\/[A-Za-z0-9_-]+/.exec(
        mail.text,
      )?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(`href="${link}"`);

    const confirm = await post(v, 'customer/pwdconfirm', {
      token: tokenOf(link ?? ''),
      _p: 'Nouveau-Mot-2',
    });
    expect(confirm.statusCode).toBe(200);
    const session = confirm.json().data as string;
    expect((await get(v, 'customer', { _: session })).json().data.email).toBe(v.email);

    await loginToken(v, v.email, 'Nouveau-Mot-2');
    const old = await post(v, 'auth/login', { _u: v.email, _p: md5Hex(PASSWORD) });
    expect(old.statusCode).toBe(422);
    expect((await get(v, 'customer', { _: before })).statusCode).toBe(403);

    const reused = await post(v, 'customer/pwdconfirm', {
      token: tokenOf(link ?? ''),
      _p: 'Encore-un-autre-3',
    });
    expect(reused.statusCode).toBe(422);
    expect(reused.json()).toEqual({
      error: 'AUTH_SETTING_NEW_PASSWORD_FAILED',
      message: 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.',
      errors: { token: 'Ce lien est invalide ou a expiré. Veuillez en demander un nouveau.' },
    });
  });

  it('answers "Cannot recover this Email" for an e-mail without an account, and mails nothing', async () => {
    const v = visitor('unknown');
    const outboxBefore = await database.db.select().from(emailOutbox);
    const res = await post(v, 'customer/pwdreset', { email: v.email, backlink: BACKLINK });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      error: 'AUTH_CANNOT_RECOVER_EMAIL',
      message: 'Cannot recover this Email',
      errors: { email: 'Cannot recover this Email' },
    });
    const de = await post({ ...v, lang: 'de' }, 'customer/pwdreset', {
      email: v.email,
      backlink: BACKLINK,
    });
    expect(de.json().message).toBe(
      'Für diese E-Mail-Adresse kann das Passwort nicht zurückgesetzt werden.',
    );
    expect(await database.db.select().from(emailOutbox)).toHaveLength(outboxBefore.length);
  });

  it('refuses an invalid e-mail and a backlink to another site', async () => {
    const v = visitor('backlink');
    await registerAndLogin(v, v.email);
    const invalid = await post(v, 'customer/pwdreset', { email: 'no-at', backlink: BACKLINK });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toHaveProperty('email');
    const foreign = await post(v, 'customer/pwdreset', {
      email: v.email,
      backlink: 'https://evil.example/en/recover',
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({ backlink: 'This value is not valid.' });
  });

  it('answers 400 "You must fill all fields" for an incomplete confirm', async () => {
    const v = visitor('incomplete');
    for (const body of [
      {},
      { token: '', _p: 'Irgendwas-1' },
      { token: 'A'.repeat(43), _p: '' },
      { token: 'A'.repeat(43) },
    ]) {
      const res = await post(v, 'customer/pwdconfirm', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        message: 'You must fill all fields',
        error: 'AUTH_FILL_ALL_FIELDS',
      });
    }
    const de = await post({ ...v, lang: 'de' }, 'customer/pwdconfirm', {});
    expect(de.json().message).toBe('Bitte füllen Sie alle Felder aus.');
  });

  it('refuses a short new password, an unknown token and a link older than one hour', async () => {
    const v = visitor('expiry');
    await registerAndLogin(v, v.email);
    await post(v, 'customer/pwdreset', { email: v.email, backlink: BACKLINK });
    const link = /https:\S+/.exec((await resetMailTo(v.email)).text)?.[0] ?? '';

    const short = await post(v, 'customer/pwdconfirm', { token: tokenOf(link), _p: 'kurz' });
    expect(short.statusCode).toBe(422);
    expect(short.json()).toMatchObject({
      error: 'PASSWORD_INVALID',
      errors: { _p: expect.any(String) },
    });

    const unknown = await post(v, 'customer/pwdconfirm', {
      token: 'C'.repeat(43),
      _p: 'Lang-genug-1',
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().error).toBe('AUTH_SETTING_NEW_PASSWORD_FAILED');

    clock.advance(61 * 60_000);
    const late = await post(v, 'customer/pwdconfirm', { token: tokenOf(link), _p: 'Lang-genug-1' });
    expect(late.statusCode).toBe(422);
    expect(late.json().error).toBe('AUTH_SETTING_NEW_PASSWORD_FAILED');
    await loginToken(v, v.email);
  });

  it('slows a guesser of reset tokens at one address, not the customer at another', async () => {
    const guesser = visitor('guesser');
    const wrong = () =>
      post(guesser, 'customer/pwdconfirm', { token: 'G'.repeat(43), _p: 'Lang-genug-1' });
    for (let attempt = 0; attempt < RATE_RULES.resetToken.free; attempt += 1) {
      expect((await wrong()).json().error).toBe('AUTH_SETTING_NEW_PASSWORD_FAILED');
    }
    const answers = [await wrong(), await wrong()];
    const limited = answers.find((res) => res.json().error === 'AUTH_RATE_LIMITED');
    expect(limited?.statusCode).toBe(422);
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThanOrEqual(1);

    // The customer, from their own address, sets the password with the mailed link.
    const v = visitor('guessed');
    await registerAndLogin(v, v.email);
    // The welcome mail goes out first, so the last mail is the reset mail.
    await drain();
    await post(v, 'customer/pwdreset', { email: v.email, backlink: BACKLINK });
    const link = /https:\S+/.exec((await resetMailTo(v.email)).text)?.[0] ?? '';
    const confirmed = await post(v, 'customer/pwdconfirm', {
      token: tokenOf(link),
      _p: 'Lang-genug-1',
    });
    expect(confirmed.statusCode).toBe(200);
  });

  it('keeps only the newest reset link usable', async () => {
    const v = visitor('newest');
    await registerAndLogin(v, v.email);
    await post(v, 'customer/pwdreset', { email: v.email, backlink: BACKLINK });
    const first = /https:\S+/.exec((await resetMailTo(v.email)).text)?.[0] ?? '';
    await post(v, 'customer/pwdreset', { email: v.email, backlink: `${BACKLINK}/` });
    const second = /https:\S+/.exec((await resetMailTo(v.email)).text)?.[0] ?? '';
    expect(second).not.toBe(first);
    expect(second).toMatch(/\/en\/recover\/[A-Za-z0-9_-]{43}$/);

    const stale = await post(v, 'customer/pwdconfirm', {
      token: tokenOf(first),
      _p: 'Lang-genug-1',
    });
    expect(stale.statusCode).toBe(422);
    const fresh = await post(v, 'customer/pwdconfirm', {
      token: tokenOf(second),
      _p: 'Lang-genug-1',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('stores the reset mail in the outbox in the same step as the token, sent once', async () => {
    const v = visitor('outbox');
    await registerAndLogin(v, v.email);
    await post(v, 'customer/pwdreset', { email: v.email, backlink: BACKLINK });
    // The registration's welcome e-mail, then the reset e-mail.
    const queued = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, v.email));
    expect(queued).toHaveLength(2);
    expect(queued.map((row) => row.status)).toEqual(['queued', 'queued']);
    await drain();
    await drain();
    const sent = await database.db.select().from(emailOutbox).where(eq(emailOutbox.to, v.email));
    expect(sent.map((row) => row.status)).toEqual(['sent', 'sent']);
    expect(smtp.received.filter((mail) => mail.to.includes(v.email))).toHaveLength(2);
  });
});
