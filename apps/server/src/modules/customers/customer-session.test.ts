/** Customers: reading the customer of a token, token lifetimes, logout and guests. */
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../testing/databases';
import { get, guestForm, loginToken, post, registerAndLogin } from './customer.fixtures';
import { useCustomerSuite } from './customer-suite.fixtures';

const HOUR = 60 * 60_000;
const DAY = 24 * HOUR;

describe.each(testDatabaseKinds())(
  'customers: tokens, sessions and guests on $name',
  ({ open }) => {
    const suite = useCustomerSuite(open);
    const { visitor } = suite;

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
          suite.clock.advance(HOUR);
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
          suite.clock.advance(step);
          expect((await get(v, 'customer', { _: token })).statusCode).toBe(200);
        }
        // 30 days after login, last used 90 minutes ago: over, although not idle.
        suite.clock.advance(step);
        expect((await get(v, 'customer', { _: token })).statusCode).toBe(403);
      });

      it('ends a guest token after one day', async () => {
        const v = visitor('guest-day');
        const form = guestForm(v.email);
        const token = (await post(v, 'auth/guest', { c: form })).json().data as string;
        for (let elapsed = 0; elapsed < DAY - HOUR; elapsed += HOUR) {
          suite.clock.advance(HOUR);
          expect((await get(v, 'customer', { _: token })).statusCode).toBe(200);
        }
        suite.clock.advance(HOUR);
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
            shipping: {
              name: 'Ada L.',
              street: 'Hof 2',
              zip: '8001',
              city: 'Zürich',
              country: 'CH',
            },
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
  },
);
