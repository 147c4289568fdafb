/** Customers: the form's attributes, registration and validation, and login. */
import { md5Hex } from '@foyer/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  customerTestConfig,
  get,
  guestForm,
  loginToken,
  omit,
  PASSWORD,
  post,
  registerAndLogin,
  registrationForm,
  TEST_ARGON2,
} from './customer.fixtures';
import { useCustomerSuite } from './customer-suite.fixtures';

describe.each(testDatabaseKinds())('customers: registration and login on $name', ({ open }) => {
  const suite = useCustomerSuite(open);
  const { visitor } = suite;

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

      const stored = await suite.database.db
        .select()
        .from(customers)
        .where(eq(customers.email, v.email));
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
      const hidden = await createTestApp(suite.database, {
        config: customerTestConfig((config) => {
          config.server.customers.visibleFields = ['fname', 'lname', 'email'];
          config.server.customers.requiredFields = ['fname', 'lname', 'email', 'street', 'country'];
        }),
        clock: suite.clock,
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
        (await suite.database.db.select().from(customers).where(eq(customers.email, v.email)))[0]
          ?.passwordHash;
      expect(await stored()).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
      const owaspCost = await createTestApp(suite.database, {
        config: customerTestConfig(),
        clock: suite.clock,
      });
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
});
