/**
 * Every refusal of the checkout calls (issue 5 item 2, spec 8): initPayment's 401 and 422 codes,
 * execPayment's 400, 410 and 422, cancel's 410, order review's 406, initPaymentOrder and extendHold,
 * and the answers of payments, shipping costs and suggestions.
 */
import type { CartItem } from '@foyer/domain/contract';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { orders, payments } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { customerTestConfig } from '../customers/customer.fixtures';
import { testDatabaseKinds } from '../../testing/databases';
import {
  cartIdOf,
  ignoreTeardownTermination,
  checkoutCall,
  counters,
  DECLINED,
  execPayment,
  freshCode,
  freshSlot,
  freshTourSlot,
  GOOD_CARD,
  guestToken,
  IBAN,
  initPayment,
  insertCheckoutCatalog,
  pathOf,
  pay,
  PAYART,
  submitPaymentForm,
  URLS,
  type CheckoutCatalog,
} from './checkout.fixtures';

describe.each(testDatabaseKinds())('checkout refusals on $name', ({ open }) => {
  let database: Database;
  let catalog: CheckoutCatalog;
  let app: FastifyInstance;
  let token: string;

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database);
    token = await guestToken(app);
  }, 60_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function ticket(datetime: string, count = 1): CartItem {
    return { type: 'ticket', id: catalog.tickets.adult, count, datetime, subtickets: [] };
  }

  async function refusal(
    items: CartItem[],
    options: Parameters<typeof initPayment>[2] = { token },
  ) {
    const res = await initPayment(app, items, options);
    expect(res.statusCode).toBe(422);
    return res.json();
  }

  describe('initPayment', () => {
    it('answers 401 without a login for every method but the express wallet', async () => {
      const slot = await freshSlot(database.db, catalog, 5);
      const res = await initPayment(app, [ticket(slot.datetime)], {});
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ error: 'AUTH_REQUIRED' });
      const unknown = await initPayment(app, [ticket(slot.datetime)], { token: 'x'.repeat(40) });
      expect(unknown.statusCode).toBe(401);
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    });

    it('refuses bad input: unknown payment type, wallet, direct debit data, foreign return URLs, a malformed cart', async () => {
      const slot = await freshSlot(database.db, catalog, 5);
      const items = [ticket(slot.datetime)];
      expect(await refusal(items, { token, payart: 999 })).toMatchObject({
        error: 'PAYMENT_TYPE_UNKNOWN',
        errors: { payart: expect.any(String) },
      });
      expect(await refusal(items, { token, payart: PAYART.wallet })).toMatchObject({
        error: 'VALIDATION_FAILED',
        errors: { 'aux.wallet': expect.any(String) },
      });
      expect(
        await refusal(items, {
          token,
          payart: PAYART.sepa,
          aux: { accountHolder: 'Ada', iban: 'DE00370400440532013000' },
        }),
      ).toMatchObject({ error: 'IBAN_INVALID', errors: { 'aux.iban': expect.any(String) } });
      expect(
        await refusal(items, { token, payart: PAYART.sepa, aux: { iban: IBAN } }),
      ).toMatchObject({
        error: 'ACCOUNT_HOLDER_REQUIRED',
      });
      expect(
        await refusal(items, {
          token,
          url: { continue: 'https://evil.example/ok', cancel: URLS.cancel },
        }),
      ).toMatchObject({
        error: 'VALIDATION_FAILED',
        errors: { 'url.continue': expect.any(String) },
      });
      const malformed = await app.inject({
        method: 'POST',
        url: '/api/en/checkout/initPayment',
        query: { _: token },
        payload: { payart: 161, aux: {}, cart: { ver: 2, items: [] }, url: URLS },
      });
      expect(malformed.statusCode).toBe(422);
      expect(malformed.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        errors: { 'cart.ver': expect.any(String) },
      });
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    });

    it('refuses an empty cart and one holding only voucher codes', async () => {
      expect(await refusal([])).toMatchObject({ error: 'CART_EMPTY' });
      const code = await freshCode(database.db, 1000);
      expect(await refusal([{ type: 'voucherCode', barcode: code }])).toMatchObject({
        error: 'CART_EMPTY',
      });
    });

    it('refuses sold-out and over-limit tickets with the counts', async () => {
      expect(await refusal([ticket(catalog.slots.soldOut)])).toMatchObject({
        error: 'TIME_SOLD_OUT',
        params: { item: 0 },
      });
      const slot = await freshSlot(database.db, catalog, 4, 1);
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
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
      expect(await refusal([ticket(`${catalog.tomorrow}T23:59`)])).toMatchObject({
        error: 'TICKET_TIME_REQUIRED',
      });
    });

    it('refuses a family ticket without all its components, unknown and ended products', async () => {
      const slot = await freshSlot(database.db, catalog, 10);
      expect(
        await refusal([
          {
            type: 'ticket',
            id: catalog.tickets.family,
            count: 1,
            datetime: slot.datetime,
            subtickets: [{ id: catalog.subtickets.adults, count: 2 }],
          },
        ]),
      ).toMatchObject({ error: 'TICKET_FAMILY_COMPONENTS_MISSING', params: { missing: 1 } });
      expect(await refusal([{ type: 'merchandise', id: 999_999, count: 1 }])).toMatchObject({
        error: 'CART_INVALID',
      });
      expect(
        await refusal([
          { type: 'ticket', id: catalog.tickets.ended, count: 1, datetime: null, subtickets: [] },
        ]),
      ).toMatchObject({ error: 'EVENT_EXPIRED' });
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
    });

    it('refuses invalid, used-up, expired and repeated voucher codes', async () => {
      const slot = await freshSlot(database.db, catalog, 10);
      const items = [ticket(slot.datetime)];
      expect(
        await refusal([...items, { type: 'voucherCode', barcode: 'NO-SUCH-CODE' }]),
      ).toMatchObject({
        error: 'VOUCHER_NOT_FOUND',
        params: { item: 1 },
      });
      const spent = await freshCode(database.db, 1000, { used: 1000 });
      expect(await refusal([...items, { type: 'voucherCode', barcode: spent }])).toMatchObject({
        error: 'VOUCHER_NO_AMOUNT_LEFT',
      });
      const old = await freshCode(database.db, 1000, { validTo: '2026-11-01' });
      expect(await refusal([...items, { type: 'voucherCode', barcode: old }])).toMatchObject({
        error: 'VOUCHER_NOW_IS_AFTER_VALID_TO',
      });
      const later = await freshCode(database.db, 1000, { validFrom: '2027-01-01' });
      expect(await refusal([...items, { type: 'voucherCode', barcode: later }])).toMatchObject({
        error: 'VOUCHER_NOW_IS_BEFORE_VALID_FROM',
      });
      const good = await freshCode(database.db, 1000);
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
        await refusal([{ type: 'voucher', id: catalog.voucherTypes.variable, count: 1 }]),
      ).toMatchObject({
        error: 'VOUCHER_AMOUNT_REQUIRED',
      });
      expect(
        await refusal([
          { type: 'voucher', id: catalog.voucherTypes.variable, count: 1, amount: 100_001 },
        ]),
      ).toMatchObject({ error: 'VOUCHER_AMOUNT_INVALID', params: { max: 100_000 } });
      expect(
        await refusal([{ type: 'voucher', id: catalog.voucherTypes.fixed, count: 1, amount: 100 }]),
      ).toMatchObject({ error: 'VOUCHER_AMOUNT_INVALID' });
      expect(
        await refusal([{ type: 'merchandise', id: catalog.articles.pass, count: 2, owners: [] }]),
      ).toMatchObject({
        error: 'PASS_HOLDER_NAME_REQUIRED',
        params: { index: 0 },
      });
      expect(
        await refusal([{ type: 'merchandise', id: catalog.articles.mug, count: 1 }]),
      ).toMatchObject({
        error: 'ITEM_OUT_OF_STOCK',
        params: { requested: 1, available: 0 },
      });
    });

    it('refuses tour bookings that break the tour rules', async () => {
      const slot = await freshTourSlot(database.db, catalog.tours.public, catalog, 3);
      const base = {
        type: 'guidedTour' as const,
        tourId: catalog.tours.public,
        datetime: slot.datetime,
        prices: [],
        tickets: [{ id: catalog.tourTickets.adult, count: 2 }],
      };
      expect(await refusal([{ ...base, answers: {} }])).toMatchObject({
        error: 'TOUR_MANDATORY_ANSWERS_MISSING',
      });
      const answers = {
        [String(catalog.questions.access)]: {
          qId: catalog.questions.access,
          type: 'radio' as const,
          value: catalog.options.accessYes,
        },
      };
      expect(
        await refusal([
          { ...base, answers, tickets: [{ id: catalog.tourTickets.adult, count: 4 }] },
        ]),
      ).toMatchObject({
        error: 'TOUR_PARTICIPANTS_LIMIT_EXCEEDED',
        params: { requested: 4, available: 3 },
      });
      const group = await freshTourSlot(database.db, catalog.tours.group, catalog, 25);
      expect(
        await refusal([
          {
            type: 'guidedTour',
            tourId: catalog.tours.group,
            datetime: group.datetime,
            answers: {},
            prices: [{ id: catalog.tourPrices.groupFee, count: 1 }],
            tickets: [{ id: catalog.tourTickets.participant, count: 3 }],
          },
        ]),
      ).toMatchObject({ error: 'TOUR_MIN_GROUP_SIZE', params: { min: 5 } });
      expect(
        await refusal([{ ...base, answers, datetime: `${catalog.tomorrow}T23:58` }]),
      ).toMatchObject({
        error: 'TOUR_TIME_REQUIRED',
      });
    });

    it('gives the places back when the payment provider cannot start the payment', async () => {
      const broken = await createTestApp(database, {
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
              refund: () => Promise.resolve(),
            },
          ],
        },
      });
      const slot = await freshSlot(database.db, catalog, 5);
      const res = await initPayment(broken, [ticket(slot.datetime, 2)], { token });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({
        error: 'SERVER_ERROR',
        message: 'An unexpected error occurred.',
      });
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
      await broken.close();
    });

    it('refuses shipped goods to a country without a rate, and for the express wallet', async () => {
      const abroad = await guestToken(app, { country: 'US' });
      expect(
        await refusal([{ type: 'merchandise', id: catalog.articles.book, count: 1 }], {
          token: abroad,
        }),
      ).toMatchObject({ error: 'SHIPPING_NO_COSTS_FOR_COUNTRY' });
      expect(
        await refusal([{ type: 'merchandise', id: catalog.articles.book, count: 1 }], {
          payart: PAYART.express,
        }),
      ).toMatchObject({ error: 'SHIPPING_COUNTRY_REQUIRED' });
    });
  });

  describe('execPayment, cancel, review, initPaymentOrder and extendHold', () => {
    async function started(count = 1) {
      const slot = await freshSlot(database.db, catalog, 10);
      const res = await initPayment(app, [ticket(slot.datetime, count)], { token });
      expect(res.statusCode).toBe(200);
      const redirect: string = res.json().data;
      const ref = redirect.split('/').pop() ?? '';
      const [payment] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.providerRef, ref));
      return { redirect, slot, payment };
    }

    async function cartOf(redirect: string): Promise<string> {
      const [row] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.providerRef, redirect.split('/').pop() ?? ''));
      const details = row?.details as { continueUrl: string };
      return cartIdOf(details.continueUrl);
    }

    it('refuses an execPayment without its per-call tokens', async () => {
      const res = await app.inject({
        method: 'POST',
        url: '/api/en/checkout/execPayment',
        query: { us: 'short', sessionUs: 'sessionToken', srcURL: URLS.continue },
        payload: { cartId: 'some-cart-id' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'VALIDATION_FAILED',
        errors: { us: expect.any(String) },
      });
    });

    it('answers 410 for an unknown cart and 400 while the payment is not completed', async () => {
      const unknown = await execPayment(app, 'unknown-cart-id');
      expect(unknown.statusCode).toBe(410);
      expect(unknown.json()).toMatchObject({ error: 'CART_GONE', message: expect.any(String) });
      const { redirect } = await started();
      const pending = await execPayment(app, await cartOf(redirect));
      expect(pending.statusCode).toBe(400);
      expect(pending.json()).toMatchObject({
        error: 'CART_NOT_COMPLETABLE',
        message: 'The shopping cart can not be completed!',
      });
    });

    it('answers 422 PAYMENT_FAILED for a declined card; a new payment of the order then books it', async () => {
      const { redirect, slot } = await started(2);
      const cartId = await pay(app, redirect, DECLINED);
      const failed = await execPayment(app, cartId);
      expect(failed.statusCode).toBe(422);
      expect(failed.json()).toMatchObject({
        error: 'PAYMENT_FAILED',
        message: 'Your payment was not completed successfully. Please try again.',
      });
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 2 });

      const other = await guestToken(app);
      const foreign = await checkoutCall(
        app,
        'checkout/initPaymentOrder',
        { payart: PAYART.card, aux: {}, id: cartId, url: URLS },
        { _: other },
      );
      expect(foreign.statusCode).toBe(406);
      const retry = await checkoutCall(
        app,
        'checkout/initPaymentOrder',
        { payart: PAYART.card, aux: {}, id: cartId, url: URLS },
        { _: token },
      );
      expect(retry.statusCode).toBe(200);
      expect(await pay(app, retry.json().data, GOOD_CARD)).toBe(cartId);
      const booked = await execPayment(app, cartId);
      expect(booked.statusCode).toBe(200);
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });
      const again = await checkoutCall(
        app,
        'checkout/initPaymentOrder',
        { payart: PAYART.card, aux: {}, id: cartId, url: URLS },
        { _: token },
      );
      expect(again.statusCode).toBe(406);
      expect(again.json()).toMatchObject({ error: 'ORDER_NOT_AVAILABLE' });
    });

    it('answers the same booking to a second execPayment', async () => {
      const { redirect, slot } = await started(3);
      const cartId = await pay(app, redirect);
      const first = await execPayment(app, cartId);
      const second = await execPayment(app, cartId);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 3, held: 0 });
    });

    it('cancels a cart: holds are released, data true, then 410; execPayment and review are refused', async () => {
      const { redirect, slot } = await started(2);
      const cancelled = await submitPaymentForm(app, redirect, {});
      expect(cancelled.statusCode).toBe(422);
      const page = await app.inject({ method: 'POST', url: `${pathOf(redirect)}/cancel` });
      expect(page.statusCode).toBe(303);
      expect(String(page.headers.location).startsWith(`${URLS.cancel}?cartId=`)).toBe(true);
      const cartId = cartIdOf(String(page.headers.location));
      const res = await checkoutCall(app, 'checkout/cancel', { cartId }, { noRedirect: '1' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: true });
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
      const twice = await checkoutCall(app, 'checkout/cancel', { cartId }, { noRedirect: '1' });
      expect(twice.statusCode).toBe(410);
      expect((await execPayment(app, cartId)).statusCode).toBe(410);
      const review = await app.inject({
        method: 'GET',
        url: '/api/en/order/review',
        query: { id: cartId },
      });
      expect(review.statusCode).toBe(406);
      expect(review.json()).toMatchObject({ error: 'ORDER_NOT_AVAILABLE' });
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/en/order/review',
        query: { id: 'no-such-order' },
      });
      expect(unknown.statusCode).toBe(406);
    });

    it('extends a hold once by the configured minutes; a cancelled cart is gone', async () => {
      const { redirect } = await started();
      const cartId = await cartOf(redirect);
      const first = await checkoutCall(app, 'checkout/extendHold', { cartId });
      expect(first.statusCode).toBe(200);
      // TEST_NOW + 20 minutes hold + 20 minutes extension.
      expect(first.json()).toEqual({ data: { expiresAt: '2026-11-21T09:40:00.000Z' } });
      const second = await checkoutCall(app, 'checkout/extendHold', { cartId });
      expect(second.json()).toEqual(first.json());
      await checkoutCall(app, 'checkout/cancel', { cartId }, { noRedirect: '1' });
      expect((await checkoutCall(app, 'checkout/extendHold', { cartId })).statusCode).toBe(410);
    });

    it('tells the hold of a pending cart and whether it can still be extended; then 410', async () => {
      const { redirect } = await started();
      const cartId = await cartOf(redirect);
      const hold = () =>
        app.inject({ method: 'GET', url: '/api/en/checkout/hold', query: { cartId } });
      // TEST_NOW + 20 minutes hold.
      expect((await hold()).json()).toEqual({
        data: { expiresAt: '2026-11-21T09:20:00.000Z', extendable: true },
      });
      await checkoutCall(app, 'checkout/extendHold', { cartId });
      expect((await hold()).json()).toEqual({
        data: { expiresAt: '2026-11-21T09:40:00.000Z', extendable: false },
      });
      await checkoutCall(app, 'checkout/cancel', { cartId }, { noRedirect: '1' });
      expect((await hold()).statusCode).toBe(410);
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/en/checkout/hold',
        query: { cartId: 'no-such-cart' },
      });
      expect(unknown.statusCode).toBe(410);
    });

    it('has nothing to extend for a cart that holds nothing (gift vouchers only)', async () => {
      const res = await initPayment(
        app,
        [{ type: 'voucher', id: catalog.voucherTypes.fixed, count: 1 }],
        { token },
      );
      expect(res.statusCode).toBe(200);
      const cartId = await cartOf(res.json().data as string);
      const hold = await app.inject({
        method: 'GET',
        url: '/api/en/checkout/hold',
        query: { cartId },
      });
      expect(hold.json()).toEqual({
        data: { expiresAt: '2026-11-21T09:20:00.000Z', extendable: false },
      });
    });

    it("keeps the basket's invoice wish on the order", async () => {
      const slot = await freshSlot(database.db, catalog, 10);
      const res = await app.inject({
        method: 'POST',
        url: '/api/en/checkout/initPayment',
        query: { _: token },
        payload: {
          payart: PAYART.card,
          aux: {},
          cart: { ver: 1, items: [ticket(slot.datetime, 1)], request_invoice: false },
          url: URLS,
        },
      });
      expect(res.statusCode).toBe(200);
      const cartId = await cartOf(res.json().data as string);
      const [row] = await database.db.select().from(orders).where(eq(orders.token, cartId));
      expect(row?.requestInvoice).toBe(false);
    });

    it('books a cart instead of cancelling it when its payment went through', async () => {
      const { redirect, slot } = await started();
      const cartId = await pay(app, redirect);
      const res = await checkoutCall(app, 'checkout/cancel', { cartId }, { noRedirect: '1' });
      expect(res.statusCode).toBe(410);
      expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
      expect((await execPayment(app, cartId)).statusCode).toBe(200);
    });
  });

  describe('payment types, shipping costs and suggestions', () => {
    it('lists the configured payment types with their names', async () => {
      const res = await app.inject({
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
      const book = { type: 'merchandise', id: catalog.articles.book, count: 1 };
      const mine = await checkoutCall(app, 'checkout/shippingCosts', shippingCart([book]), {
        _: token,
      });
      expect(mine.json()).toEqual({ data: 490 });
      const austria = await checkoutCall(app, 'checkout/shippingCosts', {
        country: 'AT',
        cart: shippingCart([book]),
      });
      expect(austria.json()).toEqual({ data: 990 });
      const free = await checkoutCall(app, 'checkout/shippingCosts', {
        country: 'AT',
        cart: shippingCart([{ ...book, count: 4 }]),
      });
      expect(free.json()).toEqual({ data: 0 });
      const noGoods = await checkoutCall(app, 'checkout/shippingCosts', {
        country: 'AT',
        cart: shippingCart([{ type: 'merchandise', id: catalog.articles.pass, count: 1 }]),
      });
      expect(noGoods.json()).toEqual({ data: 0 });
      const nowhere = await checkoutCall(app, 'checkout/shippingCosts', {
        country: 'US',
        cart: shippingCart([book]),
      });
      expect(nowhere.statusCode).toBe(422);
      expect(nowhere.json()).toEqual({ code: 'SHIPPING_NO_COSTS_FOR_COUNTRY' });
      const anonymous = await checkoutCall(app, 'checkout/shippingCosts', shippingCart([book]));
      expect(anonymous.statusCode).toBe(422);
      expect(anonymous.json()).toEqual({ code: 'SHIPPING_COUNTRY_REQUIRED' });
    });

    it('suggests related articles, else the category, and voucher types of the same group', async () => {
      const suggest = async (items: CartItem[]) => {
        const res = await checkoutCall(app, 'checkout/suggest', { cart: { ver: 1, items } });
        expect(res.statusCode).toBe(200);
        return res
          .json()
          .data.map(
            (entry: { type: string; item: { id: number } }) => `${entry.type}:${entry.item.id}`,
          );
      };
      expect(await suggest([{ type: 'merchandise', id: catalog.articles.book, count: 1 }])).toEqual(
        [`merchandise:${catalog.articles.poster}`],
      );
      // No related articles: the category's others that are in stock (the mug is sold out).
      expect(
        await suggest([{ type: 'merchandise', id: catalog.articles.poster, count: 1 }]),
      ).toEqual([`merchandise:${catalog.articles.book}`, `merchandise:${catalog.articles.bag}`]);
      expect(
        await suggest([{ type: 'voucher', id: catalog.voucherTypes.fixed, count: 1 }]),
      ).toEqual([
        `voucher:${catalog.voucherTypes.variable}`,
        `voucher:${catalog.voucherTypes.other}`,
      ]);
      expect(await suggest([])).toEqual([]);
    });
  });
});
