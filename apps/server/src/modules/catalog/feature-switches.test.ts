/** Switched-off features (the configuration's hasTickets, hasGuidedTours, …) are neither listed nor sold. */
import { ANNUAL_PASS_PRODUCT_KIND } from '@foyer/domain';
import type { Merchandise } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { seedDemoIfEmpty } from '../../seed/demo';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';

type Switches = Partial<
  Record<
    | 'hasTickets'
    | 'hasGuidedTours'
    | 'hasMerchandise'
    | 'hasMemCard'
    | 'hasVouchers'
    | 'hasVoucherCodes',
    boolean
  >
>;

describe.each(testDatabaseKinds())('feature switches on $name', ({ open }) => {
  let database: Database;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await open();
    await seedDemoIfEmpty(database.db, TEST_NOW, demoConfig());
  });
  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await database.close();
  });

  async function appWith(switches: Switches): Promise<FastifyInstance> {
    const config = demoConfig();
    const app = await createTestApp(database, {
      config: { ...config, shop: { ...config.shop, ...switches } },
    });
    apps.push(app);
    return app;
  }

  const get = (app: FastifyInstance, url: string) =>
    app.inject({ method: 'GET', url: `/api/en/${url}` });

  it('answers 404 for every call of a switched-off feature and keeps the others', async () => {
    const off = await appWith({
      hasTickets: false,
      hasGuidedTours: false,
      hasVouchers: false,
      hasVoucherCodes: false,
    });
    for (const url of [
      'event/select',
      'ticket/lifetime?event=1',
      'tour/select/event',
      'tour/attr',
      'voucher/select/event/',
      'voucher/groups',
      'voucher?voucher=DEMO-VALID-50',
    ]) {
      const res = await get(off, url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: 'NOT_FOUND', message: 'Not found.' });
    }
    expect((await get(off, 'merchandise/select')).statusCode).toBe(200);
    const on = await appWith({});
    expect((await get(on, 'event/select')).statusCode).toBe(200);
    expect((await get(on, 'voucher?voucher=DEMO-VALID-50')).statusCode).toBe(200);
  });

  it('lists and answers passes and other articles by their own switches', async () => {
    const all: Merchandise[] = (await get(await appWith({}), 'merchandise/select')).json().data;
    const pass = all.find((article) => article.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND);
    const article = all.find((item) => item.product_kind_ref !== ANNUAL_PASS_PRODUCT_KIND);
    if (!pass || !article) throw new Error('the demo museum sells passes and articles');

    const noPasses = await appWith({ hasMemCard: false });
    const listed: Merchandise[] = (await get(noPasses, 'merchandise/select')).json().data;
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.some((item) => item.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND)).toBe(false);
    expect((await get(noPasses, `merchandise?article=${pass.id}`)).statusCode).toBe(404);
    expect((await get(noPasses, `merchandise?article=${article.id}`)).statusCode).toBe(200);
    expect((await get(noPasses, 'merchandise/attr?product_kind=13')).json()).toEqual({
      data: { categories: [] },
    });

    const onlyPasses = await appWith({ hasMerchandise: false });
    const passes: Merchandise[] = (await get(onlyPasses, 'merchandise/select')).json().data;
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.every((item) => item.product_kind_ref === ANNUAL_PASS_PRODUCT_KIND)).toBe(true);
    expect((await get(onlyPasses, `merchandise?article=${article.id}`)).statusCode).toBe(404);

    const neither = await appWith({ hasMerchandise: false, hasMemCard: false });
    expect((await get(neither, 'merchandise/select')).statusCode).toBe(404);
  });

  it('refuses to sell an item of a switched-off feature from a stale basket', async () => {
    const off = await appWith({ hasTickets: false });
    const res = await off.inject({
      method: 'POST',
      url: '/api/en/checkout/initPayment',
      payload: {
        payart: 171,
        aux: { wallet: 'APPLEPAY' },
        cart: {
          ver: 1,
          items: [
            { type: 'ticket', id: 1, count: 1, datetime: '2026-12-01T10:00', subtickets: [] },
          ],
        },
        url: {
          continue: 'http://localhost:3000/en/checkout/success',
          cancel: 'http://localhost:3000/en/checkout/canceled',
        },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error: 'ITEM_EXPIRED', params: { item: 0 } });
  });
});
