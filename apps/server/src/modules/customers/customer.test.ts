import { md5Hex } from '@foyer/domain';
import { endpoints, type Endpoint } from '@foyer/domain/contract';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { customers } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  customerTestConfig,
  get,
  guestForm,
  loginToken,
  movableClock,
  omit,
  PASSWORD,
  post,
  registerAndLogin,
  registrationForm,
  TEST_ARGON2,
  uniqueVisitor,
  type MovableClock,
  type Visit,
} from './customer.fixtures';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())('customers and authentication on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let clock: MovableClock;

  beforeAll(async () => {
    database = await open();
    clock = movableClock();
    app = await createTestApp(database, {
      config: customerTestConfig(),
      clock,
      customers: { argon2: TEST_ARGON2 },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function visitor(name: string, lang = 'en'): Visit & { email: string } {
    const { email, ip } = uniqueVisitor(name);
    return { app, ip, lang, email };
  }

  describe('customer/attr', () => {
    it('answers the configured countries named in the request language, salutations and fields', async () => {
      const de = await get(visitor('attr', 'de'), 'customer/attr');
      expect(de.statusCode).toBe(200);
      const data = de.json().data;
      expect(data.countries.slice(0, 3)).toEqual([
        { key: 'DE', name: 'Deutschland' },
        { key: 'AT', name: 'Österreich' },
        { key: 'CH', name: 'Schweiz' },
      ]);
      expect(data.countries).toHaveLength(13);
      expect(data.salutations).toEqual([
        { key: 'mr', name: 'Herr' },
        { key: 'ms', name: 'Frau' },
        { key: 'mx', name: 'Divers' },
      ]);
      expect(data.required_fields).toEqual([
        'fname',
        'lname',
        'email',
        'street',
        'zip',
        'city',
        'country',
      ]);
      expect(data.visible_fields).toContain('country');

      const fr = (await get(visitor('attr', 'fr'), 'customer/attr')).json().data;
      expect(fr.countries[0]).toEqual({ key: 'DE', name: 'Allemagne' });
      expect(fr.salutations[1]).toEqual({ key: 'ms', name: 'Madame' });
      const sv = (await get(visitor('attr', 'sv'), 'customer/attr')).json().data;
      expect(sv.countries.find((c: { key: string }) => c.key === 'SE').name).toBe('Sverige');
    });
  });

  describe('customer/register and customer/validate', () => {
    it('registers an account that logs in with the MD5 of its password', async () => {
      const v = visitor('register');
      const res = await post(v, 'customer/register', { c: registrationForm(v.email) });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: true });
      const login = await post(v, 'auth/login', {
        _u: v.email.toUpperCase(),
        _p: md5Hex(PASSWORD),
      });
      expect(login.statusCode).toBe(200);
      expect(login.json().data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    });

    it('answers 422 with translated per-field messages for the configured required fields', async () => {
      const v = visitor('required', 'de');
      const res = await post(v, 'customer/register', {
        c: { ...registrationForm(v.email), fname: ' ', street: '', country: '', password: 'kurz' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        error: 'FORM_HAS_ERRORS',
        message: 'Bitte korrigieren Sie die Fehler im Formular.',
        errors: {
          fname: 'Dieses Feld ist erforderlich.',
          street: 'Dieses Feld ist erforderlich.',
          country: 'Dieses Feld ist erforderlich.',
          password: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
        },
      });
    });

    it('translates the messages into every shop language', async () => {
      const texts = new Set<string>();
      for (const lang of ['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']) {
        const v = visitor('languages', lang);
        const res = await post(v, 'customer/validate', {
          c: { ...registrationForm('not-an-email'), password: undefined },
        });
        expect(res.statusCode).toBe(422);
        const errors = res.json().errors;
        expect(Object.keys(errors).sort()).toEqual(['email', 'password']);
        texts.add(errors.email);
      }
      expect(texts.size).toBe(8);
    });

    it('validates without storing, reporting a missing password on password alone', async () => {
      const v = visitor('validate');
      const complete = await post(v, 'customer/validate', { c: registrationForm(v.email) });
      expect(complete.statusCode).toBe(200);
      expect(complete.json()).toEqual({ data: true });

      const guestFields = guestForm(v.email);
      const noPassword = await post(v, 'customer/validate', { c: guestFields });
      expect(noPassword.statusCode).toBe(422);
      expect(noPassword.json().errors).toEqual({ password: 'This field is required.' });

      const stored = await database.db.select().from(customers).where(eq(customers.email, v.email));
      expect(stored).toEqual([]);
    });

    it('refuses a second account for the same e-mail, in any letter case', async () => {
      const v = visitor('twice');
      expect(
        (await post(v, 'customer/register', { c: registrationForm(v.email) })).statusCode,
      ).toBe(200);
      const again = await post(v, 'customer/register', {
        c: registrationForm(v.email.toUpperCase()),
      });
      expect(again.statusCode).toBe(422);
      expect(again.json()).toMatchObject({
        error: 'AUTH_EMAIL_TAKEN',
        errors: { email: 'An account with this e-mail address already exists.' },
      });
    });

    it('refuses countries and salutations that are not offered, and incomplete shipping addresses', async () => {
      const v = visitor('options');
      const res = await post(v, 'customer/register', {
        c: {
          ...registrationForm(v.email),
          country: 'JP',
          salutation: 'lord',
          shipping: { name: 'Ada', street: ' ', zip: '1010', city: 'Wien', country: 'BR' },
        },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        country: 'This value is not valid.',
        salutation: 'This value is not valid.',
        shipping: 'Please fill in all fields for Shipping Address',
        'shipping.country': 'This value is not valid.',
      });
    });

    it('asks only for visible fields and ignores a country the form does not show', async () => {
      const hidden = await createTestApp(database, {
        config: customerTestConfig((config) => {
          config.server.customers.visibleFields = ['fname', 'lname', 'email'];
          config.server.customers.requiredFields = ['fname', 'lname', 'email', 'street', 'country'];
        }),
        clock,
        customers: { argon2: TEST_ARGON2 },
      });
      const v = { ...visitor('hidden'), app: hidden };
      const attr = (await get(v, 'customer/attr')).json().data;
      expect(attr.visible_fields).toEqual(['fname', 'lname', 'email']);
      const form = omit(registrationForm(v.email), 'country');
      const res = await post(v, 'customer/register', { c: { ...form, street: '' } });
      expect(res.statusCode).toBe(200);
      const token = await loginToken(v, v.email);
      const me = (await get(v, 'customer', { _: token })).json().data;
      expect(me.country).toBeNull();
      expect(me.addrBilling.street).toBe('');
      await hidden.close();
    });

    it('answers 422 for a malformed body, never 500', async () => {
      const v = visitor('malformed');
      const res = await post(v, 'customer/register', { c: { email: 42 } });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toBe('VALIDATION_FAILED');
    });
  });

  describe('auth/login', () => {
    it('answers 422 AUTH_LOGIN_FAILED with the translated message for a wrong password or an unknown e-mail', async () => {
      const v = visitor('wrong', 'de');
      await registerAndLogin(v, v.email);
      const wrong = await post(v, 'auth/login', { _u: v.email, _p: md5Hex('Falsch123') });
      const unknown = await post(v, 'auth/login', {
        _u: `nobody.${v.email}`,
        _p: md5Hex(PASSWORD),
      });
      for (const res of [wrong, unknown]) {
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({
          error: 'AUTH_LOGIN_FAILED',
          message: 'E-Mail-Adresse oder Passwort ist nicht korrekt.',
        });
      }
      const en = await post({ ...v, lang: 'en' }, 'auth/login', {
        _u: v.email,
        _p: md5Hex('Falsch123'),
      });
      expect(en.json().message).toBe('Email or password are not correct');
    });

    it('accepts only 32 hex characters as the password and refuses a plain one', async () => {
      const v = visitor('plain');
      await registerAndLogin(v, v.email);
      const plain = await post(v, 'auth/login', { _u: v.email, _p: PASSWORD });
      expect(plain.statusCode).toBe(422);
      expect(plain.json().errors).toHaveProperty('_p');
    });

    it('issues a new token at every login', async () => {
      const v = visitor('rotate');
      const first = await registerAndLogin(v, v.email);
      const second = await loginToken(v, v.email);
      expect(second).not.toBe(first);
      expect((await get(v, 'customer', { _: first })).statusCode).toBe(200);
      expect((await get(v, 'customer', { _: second })).statusCode).toBe(200);
    });

    it('rehashes a password stored with other argon2 parameters at login', async () => {
      const v = visitor('rehash');
      await registerAndLogin(v, v.email);
      const stored = async () =>
        (await database.db.select().from(customers).where(eq(customers.email, v.email)))[0]
          ?.passwordHash;
      expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
      const owaspCost = await createTestApp(database, { config: customerTestConfig(), clock });
      await loginToken({ ...v, app: owaspCost }, v.email);
      await owaspCost.close();
      expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      await loginToken(v, v.email);
    });

    it('does not log in a guest e-mail', async () => {
      const v = visitor('guest-login');
      const form = guestForm(v.email);
      expect((await post(v, 'auth/guest', { c: form })).statusCode).toBe(200);
      const res = await post(v, 'auth/login', { _u: v.email, _p: md5Hex(PASSWORD) });
      expect(res.json().error).toBe('AUTH_LOGIN_FAILED');
    });
  });

  describe('customer', () => {
    it('answers the customer of a token', async () => {
      const v = visitor('me');
      const token = await registerAndLogin(v, v.email);
      const res = await get(v, 'customer', { _: token });
      expect(res.statusCode).toBe(200);
      expect(res.json().data).toEqual({
        salutation: 'ms',
        fname: 'Ada',
        lname: 'Lovelace',
        company: '',
        email: v.email,
        phone: '+49 30 1234567',
        addrBilling: {
          name: 'Ada Lovelace',
          street: 'Lindenstraße 1',
          zip: '04109',
          city: 'Leipzig',
          country: 'DE',
        },
        addrShipping: null,
        isGuest: false,
        country: 'DE',
      });
    });

    it('answers 401 without a token, with a malformed one and with one never issued', async () => {
      const v = visitor('no-token', 'fr');
      const missing = await get(v, 'customer');
      const malformed = await get(v, 'customer', { _: 'x' });
      const unknown = await get(v, 'customer', { _: 'A'.repeat(43) });
      for (const res of [missing, malformed, unknown]) {
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({
          error: 'AUTH_REQUIRED',
          message: 'Veuillez vous connecter pour continuer.',
        });
      }
      const update = await post(v, 'customer/update', { c: {} });
      expect(update.statusCode).toBe(401);
      const unknownLanguage = await get({ ...v, lang: 'xx' }, 'customer');
      expect(unknownLanguage.statusCode).toBe(404);
    });
  });

  describe('token lifetime', () => {
    it('expires a token after two idle hours (403) and keeps a used one alive', async () => {
      const v = visitor('idle');
      const idle = await registerAndLogin(v, v.email);
      const busy = await loginToken(v, v.email);
      for (let step = 0; step < 3; step += 1) {
        clock.advance(HOUR);
        expect((await get(v, 'customer', { _: busy })).statusCode).toBe(200);
      }
      const expired = await get(v, 'customer', { _: idle });
      expect(expired.statusCode).toBe(403);
      expect(expired.json()).toEqual({
        error: 'AUTH_TOKEN_EXPIRED',
        message: 'Your session has expired. Please log in again.',
      });
    });

    it('ends a registered token 30 days after login, however busy', async () => {
      const v = visitor('absolute');
      const token = await registerAndLogin(v, v.email);
      const step = 90 * 60_000;
      for (let elapsed = step; elapsed < 30 * DAY; elapsed += step) {
        clock.advance(step);
        expect((await get(v, 'customer', { _: token })).statusCode).toBe(200);
      }
      // 30 days after login, last used 90 minutes ago: over, although not idle.
      clock.advance(step);
      expect((await get(v, 'customer', { _: token })).statusCode).toBe(403);
    });

    it('ends a guest token after one day', async () => {
      const v = visitor('guest-day');
      const form = guestForm(v.email);
      const token = (await post(v, 'auth/guest', { c: form })).json().data as string;
      for (let elapsed = 0; elapsed < DAY - HOUR; elapsed += HOUR) {
        clock.advance(HOUR);
        expect((await get(v, 'customer', { _: token })).statusCode).toBe(200);
      }
      clock.advance(HOUR);
      expect((await get(v, 'customer', { _: token })).statusCode).toBe(403);
    });

    it('revokes the token at logout (403 afterwards) and answers true for any token', async () => {
      const v = visitor('logout');
      const token = await registerAndLogin(v, v.email);
      const other = await loginToken(v, v.email);
      const out = await post(v, 'auth/logout', {}, { _: token });
      expect(out.statusCode).toBe(200);
      expect(out.json()).toEqual({ data: true });
      expect((await get(v, 'customer', { _: token })).statusCode).toBe(403);
      expect((await get(v, 'customer', { _: other })).statusCode).toBe(200);
      const again = await post(v, 'auth/logout', {}, { _: token });
      expect(again.json()).toEqual({ data: true });
      const unknown = await post(v, 'auth/logout', {}, { _: 'B'.repeat(43) });
      expect(unknown.json()).toEqual({ data: true });
    });
  });

  describe('auth/guest', () => {
    it('registers a guest and answers a token whose customer is a guest', async () => {
      const v = visitor('guest');
      const form = guestForm(v.email);
      const res = await post(v, 'auth/guest', {
        c: {
          ...form,
          send_invoice: false,
          shipping: { name: 'Ada L.', street: 'Hof 2', zip: '8001', city: 'Zürich', country: 'CH' },
        },
      });
      expect(res.statusCode).toBe(200);
      const token = res.json().data as string;
      const me = (await get(v, 'customer', { _: token })).json().data;
      expect(me.isGuest).toBe(true);
      expect(me.email).toBe(v.email);
      expect(me.addrShipping).toMatchObject({
        name: 'Ada L.',
        street: 'Hof 2',
        zip: '8001',
        city: 'Zürich',
        country: 'CH',
      });
      expect(me.addrShipping.id).toBeGreaterThan(0);
    });

    it('answers 422 per field for a guest form with missing required fields', async () => {
      const v = visitor('guest-invalid', 'it');
      const res = await post(v, 'auth/guest', { c: { email: 'nope', lname: 'Rossi' } });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        email: 'Inserisci un indirizzo e-mail valido.',
        fname: 'Questo campo è obbligatorio.',
        street: 'Questo campo è obbligatorio.',
        zip: 'Questo campo è obbligatorio.',
        city: 'Questo campo è obbligatorio.',
        country: 'Questo campo è obbligatorio.',
      });
    });

    it('refuses password and e-mail changes for a guest token with 403', async () => {
      const v = visitor('guest-settings');
      const form = guestForm(v.email);
      const token = (await post(v, 'auth/guest', { c: form })).json().data as string;
      const pwd = await post(
        v,
        'customer/pwdchange',
        { _po: 'whatever1', _pn: 'Neues-Pass9' },
        { _: token },
      );
      const mail = await post(
        v,
        'customer/emailchange',
        { _po: 'whatever1', email: 'x@example.org' },
        { _: token },
      );
      for (const res of [pwd, mail]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().error).toBe('AUTH_REQUIRED');
      }
    });
  });

  describe('customer/update and customer/validateUpdate', () => {
    const settings = {
      salutation: 'mr',
      fname: 'Charles',
      lname: 'Babbage',
      company: 'Analytical Engines Ltd',
      phone: '',
      street: 'Marylebone 1',
      zip: 'W1',
      city: 'London',
      country: 'GB',
      send_invoice: false,
      shipping: {
        name: 'C. Babbage',
        street: 'Dorset St 1',
        zip: 'W1U',
        city: 'London',
        country: 'GB',
      },
    };

    it('saves user and shipping details and answers the updated customer', async () => {
      const v = visitor('update');
      const token = await registerAndLogin(v, v.email);
      const res = await post(v, 'customer/update', { c: settings }, { _: token });
      expect(res.statusCode).toBe(200);
      const updated = res.json().data;
      expect(updated).toMatchObject({
        salutation: 'mr',
        fname: 'Charles',
        company: 'Analytical Engines Ltd',
        email: v.email,
        addrBilling: { name: 'Charles Babbage', street: 'Marylebone 1', country: 'GB' },
        addrShipping: { street: 'Dorset St 1', country: 'GB' },
        country: 'GB',
      });
      expect((await get(v, 'customer', { _: token })).json().data).toEqual(updated);

      const sameAsBilling = await post(
        v,
        'customer/update',
        { c: { ...settings, shipping: null } },
        { _: token },
      );
      expect(sameAsBilling.json().data.addrShipping).toBeNull();
    });

    it('validates the settings without saving them', async () => {
      const v = visitor('validate-update');
      const token = await registerAndLogin(v, v.email);
      const ok = await post(v, 'customer/validateUpdate', { c: settings }, { _: token });
      expect(ok.statusCode).toBe(200);
      expect(ok.json()).toEqual({ data: true });
      const bad = await post(
        v,
        'customer/validateUpdate',
        { c: { ...settings, city: '' } },
        { _: token },
      );
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors).toEqual({ city: 'This field is required.' });
      expect((await get(v, 'customer', { _: token })).json().data.fname).toBe('Ada');
    });

    it('refuses an e-mail in the settings form (it changes through customer/emailchange)', async () => {
      const v = visitor('update-email');
      const token = await registerAndLogin(v, v.email);
      const res = await post(
        v,
        'customer/update',
        { c: { ...settings, email: 'x@example.org' } },
        { _: token },
      );
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toHaveProperty(['c.email']);
    });
  });

  describe('customer/pwdchange', () => {
    it('changes the password: the new one logs in, the old one not; other sessions end', async () => {
      const v = visitor('pwdchange');
      const token = await registerAndLogin(v, v.email);
      const elsewhere = await loginToken(v, v.email);
      const res = await post(
        v,
        'customer/pwdchange',
        { _po: PASSWORD, _pn: 'Neues-Passwort-1' },
        { _: token },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: true });
      expect((await get(v, 'customer', { _: token })).statusCode).toBe(200);
      expect((await get(v, 'customer', { _: elsewhere })).statusCode).toBe(403);
      const old = await post(v, 'auth/login', { _u: v.email, _p: md5Hex(PASSWORD) });
      expect(old.statusCode).toBe(422);
      await loginToken(v, v.email, 'Neues-Passwort-1');
    });

    it('answers 422 for a wrong current password and for a too short new one', async () => {
      const v = visitor('pwdchange-bad', 'nl');
      const token = await registerAndLogin(v, v.email);
      const wrong = await post(
        v,
        'customer/pwdchange',
        { _po: 'Verkeerd123', _pn: 'Nieuw-Wachtwoord1' },
        { _: token },
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json()).toMatchObject({
        error: 'AUTH_WRONG_CREDENTIALS',
        errors: { _po: 'Het huidige wachtwoord is onjuist.' },
      });
      const short = await post(
        v,
        'customer/pwdchange',
        { _po: PASSWORD, _pn: 'kort' },
        { _: token },
      );
      expect(short.statusCode).toBe(422);
      expect(short.json()).toMatchObject({
        error: 'PASSWORD_INVALID',
        errors: { _pn: 'Het wachtwoord moet minstens 8 tekens lang zijn.' },
      });
      await loginToken(v, v.email);
    });
  });

  describe('customer/emailchange', () => {
    it('changes the e-mail with the password and answers the customer', async () => {
      const v = visitor('emailchange');
      const token = await registerAndLogin(v, v.email);
      const next = `new.${v.email}`;
      const res = await post(
        v,
        'customer/emailchange',
        { _po: PASSWORD, email: ` ${next} ` },
        { _: token },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json().data.email).toBe(next);
      await loginToken(v, next);
      const old = await post(v, 'auth/login', { _u: v.email, _p: md5Hex(PASSWORD) });
      expect(old.statusCode).toBe(422);
    });

    it('answers 422 for a wrong password, an invalid e-mail and an e-mail of another account', async () => {
      const v = visitor('emailchange-bad', 'es');
      const token = await registerAndLogin(v, v.email);
      const other = visitor('emailchange-other');
      await registerAndLogin(other, other.email);

      const wrong = await post(
        v,
        'customer/emailchange',
        { _po: 'Incorrecta1', email: `x.${v.email}` },
        { _: token },
      );
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ _po: 'La contraseña actual no es correcta.' });

      const invalid = await post(
        v,
        'customer/emailchange',
        { _po: PASSWORD, email: 'no-at-sign' },
        { _: token },
      );
      expect(invalid.statusCode).toBe(422);

      const taken = await post(
        v,
        'customer/emailchange',
        { _po: PASSWORD, email: other.email.toUpperCase() },
        { _: token },
      );
      expect(taken.statusCode).toBe(422);
      expect(taken.json()).toMatchObject({
        error: 'AUTH_EMAIL_TAKEN',
        errors: { email: 'Ya existe una cuenta con esta dirección de correo electrónico.' },
      });
      expect((await get(v, 'customer', { _: token })).json().data.email).toBe(v.email);
    });
  });
  describe('malformed input', () => {
    const calls = Object.values(endpoints).filter(
      (endpoint: Endpoint) => endpoint.tag === 'customer',
    );

    it('never answers 5xx to random bodies and tokens on any customer call', async () => {
      const v = visitor('fuzz');
      const token = await registerAndLogin(v, v.email);
      const tokenValue = fc.oneof(
        fc.constant(token),
        fc.constant('A'.repeat(43)),
        fc.string({ maxLength: 60 }),
      );
      const body = fc.oneof(
        fc.jsonValue({ maxDepth: 3 }),
        fc.record({
          c: fc.dictionary(
            fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('toString', 'constructor')),
            fc.jsonValue({ maxDepth: 1 }),
          ),
        }),
        fc.record(
          { _u: fc.string(), _p: fc.string(), _po: fc.string(), _pn: fc.string() },
          { requiredKeys: [] },
        ),
        fc.record(
          { token: fc.string(), _p: fc.string(), email: fc.string(), backlink: fc.webUrl() },
          { requiredKeys: [] },
        ),
      );
      for (const endpoint of calls) {
        await fc.assert(
          fc.asyncProperty(tokenValue, body, async (query, payload) => {
            const res = await v.app.inject({
              method: endpoint.method,
              url: `/api/en/${endpoint.path}`,
              query: { _: query },
              ...(endpoint.method === 'POST' ? { payload: JSON.stringify(payload) } : {}),
              headers: { 'content-type': 'application/json' },
              remoteAddress: uniqueVisitor('fuzz-ip').ip,
            });
            expect(res.statusCode, `${endpoint.path}: ${res.body}`).toBeLessThan(500);
          }),
          { numRuns: 25 },
        );
      }
    });
  });
});
