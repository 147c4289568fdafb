import type { VoucherType } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { insertVoucherFixture, type VoucherFixture } from './vouchers.fixtures';

describe.each(testDatabaseKinds())('voucher catalog on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let fx: VoucherFixture;

  beforeAll(async () => {
    database = await open();
    fx = await insertVoucherFixture(database.db, TEST_NOW, demoConfig().server.timeZone);
    app = await createTestApp(database, { now: TEST_NOW });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function get(url: string, on: FastifyInstance = app) {
    return on.inject({ method: 'GET', url: `/api/${url}` });
  }

  /** The answer to checking `code` at the instant `at`. */
  async function checkAt(code: string, at: Date) {
    const on = await createTestApp(database, { now: at });
    try {
      return await get(`de/voucher?voucher=${encodeURIComponent(code)}`, on);
    } finally {
      await on.close();
    }
  }

  describe('voucher?voucher=', () => {
    it('answers a valid code with its available amount and nothing beyond the contract', async () => {
      const res = await get('en/voucher?voucher=GIFT-VALID-50');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          barcode: 'GIFT-VALID-50',
          name: 'Gift voucher €50',
          amount: 5000,
          used_amount: 0,
          available_amount: 5000,
          valid_from: '2026-01-01',
          valid_to: '2027-12-31',
        },
      });
    });

    it('trims the entered code and names a shop-sold code after its type', async () => {
      const res = await get(`de/voucher?voucher=${encodeURIComponent('  GIFT-PARTLY\t')}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          barcode: 'GIFT-PARTLY',
          name: 'Wunschbetrag',
          amount: 5000,
          used_amount: 1800,
          available_amount: 3200,
          valid_from: null,
          valid_to: null,
        },
      });
    });

    it('refuses unknown codes, also in another letter case, with VOUCHER_NOT_FOUND', async () => {
      for (const code of ['NO-SUCH-CODE', 'gift-valid-50']) {
        const res = await get(`de/voucher?voucher=${code}`);
        expect(res.statusCode).toBe(422);
        expect(res.json()).toEqual({ error: 'VOUCHER_NOT_FOUND' });
      }
    });

    it('refuses used-up, not yet valid and expired codes with their stable codes', async () => {
      for (const [code, error] of [
        ['GIFT-USED', 'VOUCHER_NO_AMOUNT_LEFT'],
        ['GIFT-SOON', 'VOUCHER_NOW_IS_BEFORE_VALID_FROM'],
        ['GIFT-OLD', 'VOUCHER_NOW_IS_AFTER_VALID_TO'],
        // Dates are checked before the amount left.
        ['GIFT-OLD-USED', 'VOUCHER_NOW_IS_AFTER_VALID_TO'],
      ] as const) {
        const res = await get(`de/voucher?voucher=${code}`);
        expect(res.statusCode, code).toBe(422);
        expect(res.json()).toEqual({ error });
      }
    });

    it('starts and ends validity at midnight UTC+1', async () => {
      // valid_from is tomorrow: it starts at 00:00 UTC+1, 23:00 UTC today.
      const startsAt = Date.parse(`${fx.today}T23:00:00Z`);
      expect((await checkAt('GIFT-SOON', new Date(startsAt - 1000))).json()).toEqual({
        error: 'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
      });
      expect((await checkAt('GIFT-SOON', new Date(startsAt))).statusCode).toBe(200);
      // valid_to was yesterday: it lasted until 24:00 UTC+1, 23:00 UTC yesterday.
      const endsAt = Date.parse(`${fx.yesterday}T23:00:00Z`);
      expect((await checkAt('GIFT-OLD', new Date(endsAt - 1000))).statusCode).toBe(200);
      expect((await checkAt('GIFT-OLD', new Date(endsAt))).json()).toEqual({
        error: 'VOUCHER_NOW_IS_AFTER_VALID_TO',
      });
    });

    it('keeps UTC+1 in summer, when Berlin is already a day further', async () => {
      // 22:30 UTC on 31 July is 00:30 on 1 August in Berlin (UTC+2) but still 31 July at UTC+1.
      const valid = await checkAt('GIFT-SUMMER', new Date('2027-07-31T22:30:00Z'));
      expect(valid.statusCode).toBe(200);
      expect(valid.json()).toMatchObject({ data: { available_amount: 3000 } });
      expect((await checkAt('GIFT-SUMMER', new Date('2027-07-31T23:00:00Z'))).json()).toEqual({
        error: 'VOUCHER_NOW_IS_AFTER_VALID_TO',
      });
    });

    it('answers 422 with the field when the code is missing, blank or too long', async () => {
      for (const query of ['', '?voucher=', '?voucher=%20%20', `?voucher=${'A'.repeat(65)}`]) {
        const res = await get(`de/voucher${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json()).toMatchObject({
          error: 'VALIDATION_FAILED',
          errors: { voucher: expect.anything() },
        });
      }
    });
  });

  describe('voucher code guessing', () => {
    const from = (ip: string, code: string) =>
      app.inject({ method: 'GET', url: `/api/en/voucher?voucher=${code}`, remoteAddress: ip });

    it('slows down an address after 20 unknown codes; known codes never count', async () => {
      const guesser = '203.0.113.9';
      for (let i = 0; i < 25; i += 1) {
        expect((await from(guesser, 'GIFT-VALID-50')).statusCode).toBe(200);
      }
      for (let i = 0; i <= 20; i += 1) {
        expect((await from(guesser, `GUESS-${i}`)).json()).toEqual({ error: 'VOUCHER_NOT_FOUND' });
      }
      const blocked = await from(guesser, 'GIFT-VALID-50');
      expect(blocked.statusCode).toBe(422);
      expect(blocked.json()).toEqual({ error: 'VOUCHER_RATE_LIMITED', params: { seconds: 5 } });
      expect(blocked.headers['retry-after']).toBe('5');
      expect((await from('203.0.113.10', 'GIFT-VALID-50')).statusCode).toBe(200);
    });
  });

  describe('voucher types', () => {
    it('lists active voucher types by sequence_no with 0/1 flags and their category', async () => {
      const res = await get('de/voucher/select/event/');
      expect(res.statusCode).toBe(200);
      const types = (res.json() as { data: VoucherType[] }).data;
      expect(types.map((t) => t.id)).toEqual([fx.types.night, fx.types.fixed, fx.types.variable]);
      expect(types[1]).toEqual({
        id: fx.types.fixed,
        name: 'Gutschein 25 €',
        description: '<p>Einlösbar im Museum und im Shop.</p>',
        image: '/static/vouchers/25.jpg',
        price: 2500,
        vat_value: 0,
        variable_amount: 0,
        groupId: fx.categories.gifts,
        sequence_no: 1,
      });
      expect(types[2]).toMatchObject({ variable_amount: 1, price: 0, image: null });
    });

    it('answers one voucher type in the asked language', async () => {
      const res = await get(`en/voucher/selectOne/price/${fx.types.variable}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { id: fx.types.variable, name: 'Amount of your choice', variable_amount: 1 },
      });
    });

    it('answers 404 for an unknown or inactive voucher type and 422 for a malformed id', async () => {
      for (const id of [999_999, fx.types.retired]) {
        const res = await get(`de/voucher/selectOne/price/${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Nicht gefunden.' });
      }
      const res = await get('de/voucher/selectOne/price/abc');
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ errors: { id: expect.anything() } });
    });
  });

  describe('voucher/groups', () => {
    it('lists the categories that hold an active voucher type', async () => {
      const res = await get('en/voucher/groups');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: [
          { id: fx.categories.gifts, name: 'Gift vouchers', sequence_no: 1 },
          { id: fx.categories.experiences, name: 'Erlebnisgutscheine', sequence_no: 2 },
        ],
      });
    });
  });
});
