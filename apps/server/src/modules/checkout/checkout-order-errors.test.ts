/**
 * The refusals of the calls after initPayment: execPayment's 400, 410
 * and 422, cancel's 410, order review's 406, initPaymentOrder and extendHold.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { useCheckoutSuite } from './checkout-suite.fixtures';
import {
  checkoutCall,
  counters,
  DECLINED,
  execPayment,
  freshSlot,
  GOOD_CARD,
  guestToken,
  initPayment,
  orderTokenOfReturn,
  pathOf,
  pay,
  PAYART,
  submitPaymentForm,
  URLS,
} from './checkout.fixtures';

describe.each(testDatabaseKinds())('checkout refusals after initPayment on $name', ({ open }) => {
  const suite = useCheckoutSuite(open);
  const { ticket } = suite;

  describe('execPayment, cancel, review, initPaymentOrder and extendHold', () => {
    async function started(count = 1) {
      const slot = await freshSlot(suite.database.db, suite.catalog, 10);
      const res = await initPayment(suite.app, [ticket(slot.datetime, count)], {
        token: suite.token,
      });
      expect(res.statusCode).toBe(200);
      const redirect: string = res.json().data;
      const ref = redirect.split('/').pop() ?? '';
      const [payment] = await suite.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerRef, ref));
      return { redirect, slot, payment };
    }

    /** The token of the order a provider's page belongs to, from its continue URL. */
    async function orderTokenOf(redirect: string): Promise<string> {
      const [row] = await suite.database.db
        .select()
        .from(payments)
        .where(eq(payments.providerRef, redirect.split('/').pop() ?? ''));
      const details = row?.details as { continueUrl: string };
      return orderTokenOfReturn(details.continueUrl);
    }

    it('refuses an execPayment without its per-call tokens', async () => {
      const res = await suite.app.inject({
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
      const unknown = await execPayment(suite.app, 'unknown-cart-id');
      expect(unknown.statusCode).toBe(410);
      expect(unknown.json()).toMatchObject({ error: 'CART_GONE', message: expect.any(String) });
      const { redirect } = await started();
      const pending = await execPayment(suite.app, await orderTokenOf(redirect));
      expect(pending.statusCode).toBe(400);
      expect(pending.json()).toMatchObject({
        error: 'CART_NOT_COMPLETABLE',
        message: 'The shopping cart can not be completed!',
      });
    });

    it('answers 422 PAYMENT_FAILED for a declined card; a new payment of the order then books it', async () => {
      const { redirect, slot } = await started(2);
      const orderToken = await pay(suite.app, redirect, DECLINED);
      const failed = await execPayment(suite.app, orderToken);
      expect(failed.statusCode).toBe(422);
      expect(failed.json()).toMatchObject({
        error: 'PAYMENT_FAILED',
        message: 'Your payment was not completed successfully. Please try again.',
      });
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 2 });

      const other = await guestToken(suite.app);
      const foreign = await checkoutCall(
        suite.app,
        'checkout/initPaymentOrder',
        { payart: PAYART.card, aux: {}, id: orderToken, url: URLS },
        { _: other },
      );
      expect(foreign.statusCode).toBe(406);
      const retry = await checkoutCall(
        suite.app,
        'checkout/initPaymentOrder',
        { payart: PAYART.card, aux: {}, id: orderToken, url: URLS },
        { _: suite.token },
      );
      expect(retry.statusCode).toBe(200);
      expect(await pay(suite.app, retry.json().data, GOOD_CARD)).toBe(orderToken);
      const booked = await execPayment(suite.app, orderToken);
      expect(booked.statusCode).toBe(200);
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });
      const again = await checkoutCall(
        suite.app,
        'checkout/initPaymentOrder',
        { payart: PAYART.card, aux: {}, id: orderToken, url: URLS },
        { _: suite.token },
      );
      expect(again.statusCode).toBe(406);
      expect(again.json()).toMatchObject({ error: 'ORDER_NOT_AVAILABLE' });
    });

    it('answers the same booking to a second execPayment', async () => {
      const { redirect, slot } = await started(3);
      const orderToken = await pay(suite.app, redirect);
      const first = await execPayment(suite.app, orderToken);
      const second = await execPayment(suite.app, orderToken);
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 3, held: 0 });
    });

    it('cancels a cart: holds are released, data true, then 410; execPayment and review are refused', async () => {
      const { redirect, slot } = await started(2);
      const cancelled = await submitPaymentForm(suite.app, redirect, {});
      expect(cancelled.statusCode).toBe(422);
      const page = await suite.app.inject({ method: 'POST', url: `${pathOf(redirect)}/cancel` });
      expect(page.statusCode).toBe(303);
      expect(String(page.headers.location).startsWith(`${URLS.cancel}?cartId=`)).toBe(true);
      const orderToken = orderTokenOfReturn(String(page.headers.location));
      const res = await checkoutCall(
        suite.app,
        'checkout/cancel',
        { cartId: orderToken },
        { noRedirect: '1' },
      );
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ data: true });
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 0 });
      const twice = await checkoutCall(
        suite.app,
        'checkout/cancel',
        { cartId: orderToken },
        { noRedirect: '1' },
      );
      expect(twice.statusCode).toBe(410);
      expect((await execPayment(suite.app, orderToken)).statusCode).toBe(410);
      const review = await suite.app.inject({
        method: 'GET',
        url: '/api/en/order/review',
        query: { id: orderToken },
      });
      expect(review.statusCode).toBe(406);
      expect(review.json()).toMatchObject({ error: 'ORDER_NOT_AVAILABLE' });
      const unknown = await suite.app.inject({
        method: 'GET',
        url: '/api/en/order/review',
        query: { id: 'no-such-order' },
      });
      expect(unknown.statusCode).toBe(406);
    });

    it('extends a hold once by the configured minutes; a cancelled cart is gone', async () => {
      const { redirect } = await started();
      const orderToken = await orderTokenOf(redirect);
      const first = await checkoutCall(suite.app, 'checkout/extendHold', { cartId: orderToken });
      expect(first.statusCode).toBe(200);
      // TEST_NOW + 20 minutes hold + 20 minutes extension.
      expect(first.json()).toEqual({ data: { expiresAt: '2026-11-21T09:40:00.000Z' } });
      const second = await checkoutCall(suite.app, 'checkout/extendHold', { cartId: orderToken });
      expect(second.json()).toEqual(first.json());
      await checkoutCall(suite.app, 'checkout/cancel', { cartId: orderToken }, { noRedirect: '1' });
      expect(
        (await checkoutCall(suite.app, 'checkout/extendHold', { cartId: orderToken })).statusCode,
      ).toBe(410);
    });

    it('tells the hold of a pending cart and whether it can still be extended; then 410', async () => {
      const { redirect } = await started();
      const orderToken = await orderTokenOf(redirect);
      const hold = () =>
        suite.app.inject({
          method: 'GET',
          url: '/api/en/checkout/hold',
          query: { cartId: orderToken },
        });
      // TEST_NOW + 20 minutes hold.
      expect((await hold()).json()).toEqual({
        data: { expiresAt: '2026-11-21T09:20:00.000Z', extendable: true },
      });
      await checkoutCall(suite.app, 'checkout/extendHold', { cartId: orderToken });
      expect((await hold()).json()).toEqual({
        data: { expiresAt: '2026-11-21T09:40:00.000Z', extendable: false },
      });
      await checkoutCall(suite.app, 'checkout/cancel', { cartId: orderToken }, { noRedirect: '1' });
      expect((await hold()).statusCode).toBe(410);
      const unknown = await suite.app.inject({
        method: 'GET',
        url: '/api/en/checkout/hold',
        query: { cartId: 'no-such-cart' },
      });
      expect(unknown.statusCode).toBe(410);
    });

    it('has nothing to extend for a cart that holds nothing (gift vouchers only)', async () => {
      const res = await initPayment(
        suite.app,
        [{ type: 'voucher', id: suite.catalog.voucherTypes.fixed, count: 1 }],
        { token: suite.token },
      );
      expect(res.statusCode).toBe(200);
      const orderToken = await orderTokenOf(res.json().data as string);
      const hold = await suite.app.inject({
        method: 'GET',
        url: '/api/en/checkout/hold',
        query: { cartId: orderToken },
      });
      expect(hold.json()).toEqual({
        data: { expiresAt: '2026-11-21T09:20:00.000Z', extendable: false },
      });
    });

    it("keeps the basket's invoice wish on the order", async () => {
      const slot = await freshSlot(suite.database.db, suite.catalog, 10);
      const res = await suite.app.inject({
        method: 'POST',
        url: '/api/en/checkout/initPayment',
        query: { _: suite.token },
        payload: {
          payart: PAYART.card,
          aux: {},
          cart: { ver: 1, items: [ticket(slot.datetime, 1)], request_invoice: false },
          url: URLS,
        },
      });
      expect(res.statusCode).toBe(200);
      const orderToken = await orderTokenOf(res.json().data as string);
      const [row] = await suite.database.db
        .select()
        .from(orders)
        .where(eq(orders.token, orderToken));
      expect(row?.requestInvoice).toBe(false);
    });

    it('books a cart instead of cancelling it when its payment went through', async () => {
      const { redirect, slot } = await started();
      const orderToken = await pay(suite.app, redirect);
      const res = await checkoutCall(
        suite.app,
        'checkout/cancel',
        { cartId: orderToken },
        { noRedirect: '1' },
      );
      expect(res.statusCode).toBe(410);
      expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 1, held: 0 });
      expect((await execPayment(suite.app, orderToken)).statusCode).toBe(200);
    });
  });
});
