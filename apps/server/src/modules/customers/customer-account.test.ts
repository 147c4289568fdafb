/** Customers: account settings, password and e-mail changes, and malformed input on every call. */
import { md5Hex } from '@foyer/domain';
import { endpoints, type Endpoint } from '@foyer/domain/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import {
  get,
  loginToken,
  PASSWORD,
  post,
  registerAndLogin,
  uniqueVisitor,
} from './customer.fixtures';
import { useCustomerSuite } from './customer-suite.fixtures';

describe.each(testDatabaseKinds())(
  'customers: account settings, password and e-mail changes on $name',
  ({ open }) => {
    const suite = useCustomerSuite(open);
    const { visitor } = suite;

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
  },
);
