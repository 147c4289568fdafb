/**
 * The guards for a ticket rush, on every test database: admission control (503 with
 * Retry-After past the limit), the sold-out memory (answers without the database, forgets at once
 * when a cancellation gives places back) and guest registration from one shared address.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { tickets } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { guestForm, uniqueVisitor } from '../customers/testing';
import {
  checkoutCall,
  orderTokenOfReturn,
  pathOf,
  counters,
  freshSlot,
  guestToken,
  initPayment,
} from './checkout.fixtures';
import { useCheckoutSuite } from './checkout-suite.fixtures';

function guestFrom(app: FastifyInstance, ip: string, email: string) {
  return app.inject({
    method: 'POST',
    url: '/api/en/auth/guest',
    payload: { c: guestForm(email) },
    remoteAddress: ip,
  });
}

describe.each(testDatabaseKinds())('ticket rush guards on $name', ({ open }) => {
  const suite = useCheckoutSuite(open);

  /** Cancels the order of a held checkout through its payment page, as a visitor backing out does. */
  async function cancelHeld(held: Awaited<ReturnType<typeof initPayment>>): Promise<void> {
    const redirect = String((held.json() as { data: string }).data);
    const page = await suite.app.inject({ method: 'POST', url: `${pathOf(redirect)}/cancel` });
    const orderToken = orderTokenOfReturn(String(page.headers.location));
    const cancelled = await checkoutCall(
      suite.app,
      'checkout/cancel',
      { cartId: orderToken },
      { noRedirect: '1' },
    );
    expect(cancelled.statusCode).toBe(200);
  }

  it('answers 503 with Retry-After past the limit of requests under way, and serves again after', async () => {
    const config = demoConfig();
    const app = await createTestApp(suite.database, {
      config: {
        ...config,
        server: { ...config.server, admission: { maxConcurrent: 2, retryAfterSeconds: 3 } },
      },
    });
    let finish!: () => void;
    const gate = new Promise<void>((resolve) => (finish = resolve));
    app.get('/api/en/test-slow', async () => {
      await gate;
      return { data: true };
    });
    try {
      const slow = [0, 1].map(() => app.inject({ method: 'GET', url: '/api/en/test-slow' }));
      await new Promise((resolve) => setTimeout(resolve, 50));
      const refused = await app.inject({ method: 'GET', url: '/api/de/shopinfo' });
      expect(refused.statusCode).toBe(503);
      expect(refused.headers['retry-after']).toBe('3');
      expect(refused.json()).toEqual({
        error: 'SERVER_BUSY',
        message: expect.stringContaining('Warenkorb bleibt erhalten'),
      });
      // The health check is never refused.
      expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      finish();
      expect((await Promise.all(slow)).map((res) => res.statusCode)).toEqual([200, 200]);
      const again = await app.inject({ method: 'GET', url: '/api/en/test-slow' });
      expect(again.statusCode).toBe(200);
    } finally {
      finish();
      await app.close();
    }
  });

  it('answers a known sold-out slot from memory and forgets it when a cancellation gives a place back', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 1);
    const buyer = await guestToken(suite.app);
    const held = await initPayment(suite.app, [suite.ticket(slot.datetime)], { token: buyer });
    expect(held.statusCode).toBe(200);
    const other = await guestToken(suite.app);
    const first = await initPayment(suite.app, [suite.ticket(slot.datetime)], { token: other });
    expect(first.statusCode).toBe(422);
    expect(first.json()).toMatchObject({ error: 'TIME_SOLD_OUT', params: { item: 0 } });
    // Known now: the same item (any count, anywhere in the cart) gets the same answer at once,
    // before the visitor's login is even looked up.
    const again = await initPayment(
      suite.app,
      [suite.ticket(suite.catalog.slots.open), suite.ticket(slot.datetime, 2)],
      {},
    );
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ error: 'TIME_SOLD_OUT', params: { item: 1 } });

    await cancelHeld(held);
    const after = await initPayment(suite.app, [suite.ticket(slot.datetime)], { token: other });
    expect(after.statusCode).toBe(200);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 1 });
  });

  it('knows a slot is sold out from the hold that took its last places, and re-opens it when they come back', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 2);
    const buyer = await guestToken(suite.app);
    const held = await initPayment(suite.app, [suite.ticket(slot.datetime, 2)], { token: buyer });
    expect(held.statusCode).toBe(200);
    // No checkout was refused yet: the hold's own answer said nothing is left. Without a login the
    // database would answer PAYER_REQUIRED; the memory answers first.
    const next = await initPayment(suite.app, [suite.ticket(slot.datetime)], {});
    expect(next.statusCode).toBe(422);
    expect(next.json()).toMatchObject({ error: 'TIME_SOLD_OUT', params: { item: 0 } });

    await cancelHeld(held);
    const other = await guestToken(suite.app);
    const after = await initPayment(suite.app, [suite.ticket(slot.datetime)], { token: other });
    expect(after.statusCode).toBe(200);
    expect(await counters(suite.database.db, slot.capacityId)).toEqual({ sold: 0, held: 1 });
  });

  it('prices from kept catalog rows and reads them again as soon as the catalog changes', async () => {
    const slot = await freshSlot(suite.database.db, suite.catalog, 50);
    const checkout = async () =>
      initPayment(suite.app, [suite.ticket(slot.datetime)], { token: await guestToken(suite.app) });
    expect((await checkout()).statusCode).toBe(200);
    const adult = eq(tickets.id, suite.catalog.tickets.adult);
    /** Checks out until the answer is `status` (PostgreSQL tells the change a moment after it). */
    const until = async (status: number) => {
      const deadline = Date.now() + 3000;
      for (;;) {
        const res = await checkout();
        if (res.statusCode === status || Date.now() > deadline) return res;
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    };
    await suite.database.db.update(tickets).set({ active: false }).where(adult);
    try {
      const refused = await until(422);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ error: 'ITEM_EXPIRED', params: { item: 0 } });
    } finally {
      await suite.database.db.update(tickets).set({ active: true }).where(adult);
    }
    expect((await until(200)).statusCode).toBe(200);
  });

  it('registers 200 guests from one shared address, and slows one e-mail address used over and over', async () => {
    const shared = uniqueVisitor('school').ip;
    const answers = [];
    for (let n = 0; n < 200; n += 1) {
      answers.push((await guestFrom(suite.app, shared, uniqueVisitor('pupil').email)).statusCode);
    }
    expect(answers.filter((status) => status === 200)).toHaveLength(200);

    // One e-mail address over and over: its free attempts pass, then each next one waits.
    const email = uniqueVisitor('script').email;
    const statuses = [];
    for (let n = 0; n < 11; n += 1) {
      statuses.push((await guestFrom(suite.app, uniqueVisitor('any').ip, email)).statusCode);
    }
    expect(statuses).toEqual(Array(11).fill(200));
    const slowed = await guestFrom(suite.app, uniqueVisitor('any').ip, email);
    expect(slowed.statusCode).toBe(422);
    expect(slowed.json()).toMatchObject({ error: 'AUTH_RATE_LIMITED' });
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0);
  }, 120_000);
});
