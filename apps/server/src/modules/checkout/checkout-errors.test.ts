/**
 * The refusals of initPayment: its 401 and 422 codes, and the answers of
 * payments, shipping costs and suggestions.
 */
import type { CartItem } from '@foyer/domain/contract';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../../testing/app';
import { customerTestConfig } from '../customers/testing';
import { testDatabaseKinds } from '../../testing/databases';
import { useCheckoutSuite } from './checkout-suite.fixtures';
import {
  checkoutCall,
  counters,
  freshCode,
  freshDay,
  freshSlot,
  freshTourSlot,
  guestToken,
  IBAN,
  initPayment,
  PAYART,
  URLS,
} from './checkout.fixtures';

describe.each(testDatabaseKinds())('checkout refusals on $name', ({ open }) => {
  const suite = useCheckoutSuite(open);
  const { ticket } = suite;

  async function refusal(
    items: CartItem[],
    options: Parameters<typeof initPayment>[2] = { token: suite.token },
  ) {
    const res = await initPayment(suite.app, items, options);
    expect(res.statusCode).toBe(422);
    return res.json();
  }

  describe('initPayment', () => {
    it('answers 401 without a login for every method but the express wallet', async () => {
      const slot = await freshSlot(suite.database.db, suite.catalog, 5);
      const res = await initPayment(suite.app, [ticket(slot.datetime)], {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'AUTH_REQUIRED' });
      const unknown = await initPayment(suite.app, [ticket(slot.datetime)], {
        token: 'x'.repeat(40),
      });
      expect(unknown.statusCode).toBe(401);
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    });

    it('refuses bad input: unknown payment type, wallet, direct debit data, foreign return URLs, a malformed cart', async () => {
      const slot = await freshSlot(suite.database.db, suite.catalog, 5);
      const items = [ticket(slot.datetime)];
      expect(await refusal(items, { token: suite.token, payart: 999 })).toMatchObject({
        error: 'PAYMENT_TYPE_UNKNOWN',
        errors: { payart: expect.any(String) },
      });
      expect(await refusal(items, { token: suite.token, payart: PAYART.wallet })).toMatchObject({
        error: 'VALIDATION_FAILED',
        errors: { 'aux.wallet': expect.any(String) },
      });
      expect(
        await refusal(items, {
          token: suite.token,
          payart: PAYART.sepa,
          aux: { accountHolder: 'Ada', iban: 'DE00370400440532013000' },
        }),
      ).toMatchObject({ error: 'IBAN_INVALID', errors: { 'aux.iban': expect.any(String) } });
      expect(
        await refusal(items, { token: suite.token, payart: PAYART.sepa, aux: { iban: IBAN } }),
      ).toMatchObject({
        error: 'ACCOUNT_HOLDER_REQUIRED',
      });
      expect(
        await refusal(items, {
          token: suite.token,
          url: { continue: 'https://evil.example/ok', cancel: URLS.cancel },
        }),
      ).toMatchObject({
        error: 'VALIDATION_FAILED',
        errors: { 'url.continue': expect.any(String) },
      });
      const malformed = await suite.app.inject({
        method: 'POST',
        url: '/api/en/checkout/initPayment',
        query: { _: suite.token },
        payload: { payart: 161, aux: {}, cart: { ver: 2, items: [] }, url: URLS },
      });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        errors: { 'cart.ver': expect.any(String) },
      });
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    });

    it('refuses an empty cart and one holding only voucher codes', async () => {
      expect(await refusal([])).toMatchObject({ error: 'CART_EMPTY' });
      const code = await freshCode(suite.database.db, 1000);
      expect(await refusal([{ type: 'voucherCode', barcode: code }])).toMatchObject({
        error: 'CART_EMPTY',
      });
    });

    it('refuses sold-out and over-limit tickets with the counts', async () => {
      expect(await refusal([ticket(suite.catalog.slots.soldOut)])).toMatchObject({
        error: 'TIME_SOLD_OUT',
        params: { item: 0 },
      });
      const slot = await freshSlot(suite.database.db, suite.catalog, 4, 1);
      expect(await refusal([ticket(slot.datetime, 4)])).toMatchObject({
        error: 'TICKET_COUNT_EXCEEDS_SLOT',
        params: { requested: 4, available: 3, item: 0 },
      });
      // Two lines of one slot fit alone but not together: the hold counts both.
      const both = await refusal([ticket(slot.datetime, 2), ticket(slot.datetime, 2)]);
      expect(both).toMatchObject({
        error: 'TICKET_COUNT_EXCEEDS_SLOT',
        params: { requested: 4, available: 3 },
      });
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
      // Day-ticket lines share the day's capacity (the domain's selection rule, as in the shop).
      const day = await freshDay(suite.database.db, suite.catalog, 3);
      const lines = (count: number): CartItem => ({
        type: 'dayTicket',
        id: suite.catalog.events.timed,
        date: day.date,
        dayTickets: [
          { id: suite.catalog.tickets.day, count },
          { id: suite.catalog.tickets.day, count },
        ],
      });
      expect(await refusal([lines(2)])).toMatchObject({
        error: 'TICKET_COUNT_EXCEEDS_SLOT',
        params: { requested: 4, available: 3, item: 0 },
      });
      expect(await counters(suite.database.db, day.capacityId)).toEqual({ sold: 0, held: 0 });
      expect(await refusal([ticket(`${suite.catalog.tomorrow}T23:59`)])).toMatchObject({
        error: 'TICKET_TIME_REQUIRED',
      });
    });

    it('refuses a family ticket without all its components, unknown and ended products', async () => {
      const slot = await freshSlot(suite.database.db, suite.catalog, 10);
      expect(
        await refusal([
          {
            type: 'ticket',
            id: suite.catalog.tickets.family,
            count: 1,
            datetime: slot.datetime,
            subtickets: [{ id: suite.catalog.subtickets.adults, count: 2 }],
          },
        ]),
      ).toMatchObject({ error: 'TICKET_FAMILY_COMPONENTS_MISSING', params: { missing: 1 } });
      expect(await refusal([{ type: 'merchandise', id: 999_999, count: 1 }])).toMatchObject({
        error: 'CART_INVALID',
      });
      expect(
        await refusal([
          {
            type: 'ticket',
            id: suite.catalog.tickets.ended,
            count: 1,
            datetime: null,
            subtickets: [],
          },
        ]),
      ).toMatchObject({ error: 'EVENT_EXPIRED' });
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    });

    it('refuses invalid, used-up, expired and repeated voucher codes', async () => {
      const slot = await freshSlot(suite.database.db, suite.catalog, 10);
      const items = [ticket(slot.datetime)];
      expect(
        await refusal([...items, { type: 'voucherCode', barcode: 'NO-SUCH-CODE' }]),
      ).toMatchObject({
        error: 'VOUCHER_NOT_FOUND',
        params: { item: 1 },
      });
      const spent = await freshCode(suite.database.db, 1000, { used: 1000 });
      expect(await refusal([...items, { type: 'voucherCode', barcode: spent }])).toMatchObject({
        error: 'VOUCHER_NO_AMOUNT_LEFT',
      });
      const old = await freshCode(suite.database.db, 1000, { validTo: '2026-11-01' });
      expect(await refusal([...items, { type: 'voucherCode', barcode: old }])).toMatchObject({
        error: 'VOUCHER_NOW_IS_AFTER_VALID_TO',
      });
      const later = await freshCode(suite.database.db, 1000, { validFrom: '2027-01-01' });
      expect(await refusal([...items, { type: 'voucherCode', barcode: later }])).toMatchObject({
        error: 'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
      });
      const good = await freshCode(suite.database.db, 1000);
      expect(
        await refusal([
          ...items,
          { type: 'voucherCode', barcode: good },
          { type: 'voucherCode', barcode: ` ${good} ` },
        ]),
      ).toMatchObject({ error: 'VOUCHER_ALREADY_IN_BASKET', params: { item: 2 } });
    });

    it('refuses gift vouchers without or with a wrong amount, passes without holders, sold-out stock', async () => {
      expect(
        await refusal([{ type: 'voucher', id: suite.catalog.voucherTypes.variable, count: 1 }]),
      ).toMatchObject({
        error: 'VOUCHER_AMOUNT_REQUIRED',
      });
      expect(
        await refusal([
          { type: 'voucher', id: suite.catalog.voucherTypes.variable, count: 1, amount: 100_001 },
        ]),
      ).toMatchObject({ error: 'VOUCHER_AMOUNT_INVALID', params: { max: 100_000 } });
      expect(
        await refusal([
          { type: 'voucher', id: suite.catalog.voucherTypes.fixed, count: 1, amount: 100 },
        ]),
      ).toMatchObject({ error: 'VOUCHER_AMOUNT_INVALID' });
      expect(
        await refusal([
          { type: 'merchandise', id: suite.catalog.articles.pass, count: 2, owners: [] },
        ]),
      ).toMatchObject({
        error: 'PASS_HOLDER_NAME_REQUIRED',
        params: { index: 0 },
      });
      expect(
        await refusal([{ type: 'merchandise', id: suite.catalog.articles.mug, count: 1 }]),
      ).toMatchObject({
        error: 'ITEM_OUT_OF_STOCK',
        params: { requested: 1, available: 0 },
      });
    });

    it('refuses tour bookings that break the tour rules', async () => {
      const slot = await freshTourSlot(
        suite.database.db,
        suite.catalog.tours.public,
        suite.catalog,
        3,
      );
      const base = {
        type: 'guidedTour' as const,
        tourId: suite.catalog.tours.public,
        datetime: slot.datetime,
        prices: [],
        tickets: [{ id: suite.catalog.tourTickets.adult, count: 2 }],
      };
      expect(await refusal([{ ...base, answers: {} }])).toMatchObject({
        error: 'TOUR_MANDATORY_ANSWERS_MISSING',
      });
      const answers = {
        [String(suite.catalog.questions.access)]: {
          qId: suite.catalog.questions.access,
          type: 'radio' as const,
          value: suite.catalog.options.accessYes,
        },
      };
      expect(
        await refusal([
          { ...base, answers, tickets: [{ id: suite.catalog.tourTickets.adult, count: 4 }] },
        ]),
      ).toMatchObject({
        error: 'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
        params: { requested: 4, available: 3 },
      });
      const group = await freshTourSlot(
        suite.database.db,
        suite.catalog.tours.group,
        suite.catalog,
        25,
      );
      expect(
        await refusal([
          {
            type: 'guidedTour',
            tourId: suite.catalog.tours.group,
            datetime: group.datetime,
            answers: {},
            prices: [{ id: suite.catalog.tourPrices.groupFee, count: 1 }],
            tickets: [{ id: suite.catalog.tourTickets.participant, count: 3 }],
          },
        ]),
      ).toMatchObject({ error: 'TOUR_MIN_GROUP_SIZE', params: { min: 5 } });
      expect(
        await refusal([{ ...base, answers, datetime: `${suite.catalog.tomorrow}T23:58` }]),
      ).toMatchObject({
        error: 'TOUR_TIME_REQUIRED',
      });
    });

    it('gives the places back when the payment provider cannot start the payment', async () => {
      const broken = await createTestApp(suite.database, {
        config: customerTestConfig((config) => {
          config.server.payments.types = [
            { payartId: PAYART.card, method: 'card', provider: 'down', i18n: { en: 'Card' } },
          ];
        }),
        payments: {
          providers: [
            {
              name: 'down',
              start: () => Promise.reject(new Error('provider unreachable')),
              verify: () => Promise.resolve({ status: 'pending' }),
              cancel: () => Promise.resolve({ status: 'cancelled' }),
              refund: () => Promise.resolve({ ok: false as const, reason: 'down' }),
            },
          ],
        },
      });
      const slot = await freshSlot(suite.database.db, suite.catalog, 5);
      const res = await initPayment(broken, [ticket(slot.datetime, 2)], { token: suite.token });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'SERVER_ERROR',
        message: 'An unexpected error occurred.',
      });
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
      await broken.close();
    });

    it('refuses shipped goods to a country without a rate, and for the express wallet', async () => {
      const abroad = await guestToken(suite.app, { country: 'US' });
      expect(
        await refusal([{ type: 'merchandise', id: suite.catalog.articles.book, count: 1 }], {
          token: abroad,
        }),
      ).toMatchObject({ error: 'SHIPPING_NO_COSTS_FOR_COUNTRY' });
      expect(
        await refusal([{ type: 'merchandise', id: suite.catalog.articles.book, count: 1 }], {
          payart: PAYART.express,
        }),
      ).toMatchObject({ error: 'SHIPPING_COUNTRY_REQUIRED' });
    });
  });

  describe('payment types, shipping costs and suggestions', () => {
    it('lists the configured payment types with their names', async () => {
      const res = await suite.app.inject({
        method: 'GET',
        url: '/api/de/checkout/payments',
        query: { shop: '2' },
      });
      expect(res.statusCode).toBe(200);
      const types = res.json().data;
      expect(types.map((type: { payartId: number }) => type.payartId)).toEqual([
        161, 164, 170, 171,
      ]);
      expect(types[0]).toEqual({
        payartId: 161,
        i18n: expect.objectContaining({ de: 'Kreditkarte', en: 'Credit card' }),
        method: 'card',
      });
      expect(types.map((type: { method: string }) => type.method)).toEqual([
        'card',
        'sepa',
        'wallet',
        'express',
      ]);
    });

    const shippingCart = (items: { type: string; id: number; count: number }[]) => ({
      ver: 1,
      items: items.map((item) => ({ ...item, datetime: null })),
    });

    it('answers shipping costs by the customer country or the country sent', async () => {
      const book = { type: 'merchandise', id: suite.catalog.articles.book, count: 1 };
      const mine = await checkoutCall(suite.app, 'checkout/shippingCosts', shippingCart([book]), {
        _: suite.token,
      });
      expect(mine.json()).toEqual({ data: 490 });
      const austria = await checkoutCall(suite.app, 'checkout/shippingCosts', {
        country: 'AT',
        cart: shippingCart([book]),
      });
      expect(austria.json()).toEqual({ data: 990 });
      const free = await checkoutCall(suite.app, 'checkout/shippingCosts', {
        country: 'AT',
        cart: shippingCart([{ ...book, count: 4 }]),
      });
      expect(free.json()).toEqual({ data: 0 });
      const noGoods = await checkoutCall(suite.app, 'checkout/shippingCosts', {
        country: 'AT',
        cart: shippingCart([{ type: 'merchandise', id: suite.catalog.articles.pass, count: 1 }]),
      });
      expect(noGoods.json()).toEqual({ data: 0 });
      const nowhere = await checkoutCall(suite.app, 'checkout/shippingCosts', {
        country: 'US',
        cart: shippingCart([book]),
      });
      expect(nowhere.statusCode).toBe(422);
      expect(nowhere.json()).toEqual({ code: 'SHIPPING_NO_COSTS_FOR_COUNTRY' });
      const anonymous = await checkoutCall(
        suite.app,
        'checkout/shippingCosts',
        shippingCart([book]),
      );
      expect(anonymous.statusCode).toBe(422);
      expect(anonymous.json()).toEqual({ code: 'SHIPPING_COUNTRY_REQUIRED' });
    });

    it('suggests related articles, else the category, and voucher types of the same group', async () => {
      const suggest = async (items: CartItem[]) => {
        const res = await checkoutCall(suite.app, 'checkout/suggest', { cart: { ver: 1, items } });
        expect(res.statusCode).toBe(200);
        return res
          .json()
          .data.map(
            (entry: { type: string; item: { id: number } }) => `${entry.type}:${entry.item.id}`,
          );
      };
      expect(
        await suggest([{ type: 'merchandise', id: suite.catalog.articles.book, count: 1 }]),
      ).toEqual([`merchandise:${suite.catalog.articles.poster}`]);
      // No related articles: the category's others that are in stock (the mug is sold out).
      expect(
        await suggest([{ type: 'merchandise', id: suite.catalog.articles.poster, count: 1 }]),
      ).toEqual([
        `merchandise:${suite.catalog.articles.book}`,
        `merchandise:${suite.catalog.articles.bag}`,
      ]);
      expect(
        await suggest([{ type: 'voucher', id: suite.catalog.voucherTypes.fixed, count: 1 }]),
      ).toEqual([
        `voucher:${suite.catalog.voucherTypes.variable}`,
        `voucher:${suite.catalog.voucherTypes.other}`,
      ]);
      expect(await suggest([])).toEqual([]);
    });
  });
});
