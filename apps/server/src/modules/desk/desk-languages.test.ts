/**
 * The desk of a staff member whose language the shop does not offer: the shop refuses to answer in
 * it, so the back office learns the shop's languages (`me.shopLanguages`) and the desk reads and
 * prices the shop in the staff member's language when offered, else in the shop's default; the order
 * keeps a language the shop offers.
 */
import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { orders } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, signedIn, type Agent } from '../orders/testing';

describe.each(testDatabaseKinds())(
  'the desk in a language the shop does not offer on $name',
  ({ open }) => {
    let database: Database;
    let app: FastifyInstance;
    let catalog: CheckoutCatalog;
    let french: Agent;
    const clock = movableClock();
    const base = demoConfig();
    // A German and English shop; the catalog has German and English texts.
    const config = { ...base, shop: { ...base.shop, languages: ['de' as const, 'en' as const] } };

    beforeAll(async () => {
      database = await open();
      ignoreTeardownTermination(database);
      catalog = await insertCheckoutCatalog(database.db);
      app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
      french = await signedIn(app, database.db, config, clock, 'sales');
      const changed = await app.inject({
        method: 'PATCH',
        url: '/api/admin/me',
        headers: { cookie: french.cookie, 'x-csrf-token': french.csrf },
        payload: { language: 'fr' },
      });
      expect(changed.statusCode).toBe(200);
    }, 60_000);
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it('tells the back office the languages the shop offers, its default first', async () => {
      const me = await adminCall(app, 'GET', 'me', { agent: french });
      expect(me.statusCode).toBe(200);
      expect(me.json().data.staff.language).toBe('fr');
      expect(me.json().data.shopLanguages).toEqual(['de', 'en']);
    });

    it('the shop refuses French; in its default language it answers', async () => {
      const refused = await app.inject({ method: 'GET', url: '/api/fr/event/select' });
      expect(refused.statusCode).toBe(404);
      const read = await app.inject({ method: 'GET', url: '/api/de/event/select' });
      expect(read.statusCode).toBe(200);
      expect(read.json().data.map((event: { name: string }) => event.name)).toContain(
        'Lichtspiele',
      );
    });

    it('prices and sells a French desk cart with the default language names', async () => {
      const slot = await freshSlot(database.db, catalog, 10);
      const item = {
        type: 'ticket',
        id: catalog.tickets.adult,
        count: 1,
        datetime: slot.datetime,
        subtickets: [],
      };
      const quote = await adminCall(app, 'POST', 'desk/quote', {
        agent: french,
        body: { language: 'fr', items: [item] },
      });
      expect(quote.statusCode).toBe(200);
      expect(quote.json().data.lines[0]).toMatchObject({ name: 'Erwachsene', count: 1 });
      const sold = await adminCall(app, 'POST', 'desk/sales', {
        agent: french,
        body: { language: 'fr', payment: 'cash', items: [item] },
      });
      expect(sold.statusCode).toBe(200);
      const sale = sold.json().data;
      expect(sale.ticketsUrl).toMatch(/^\/api\/de\/order\/documents\//);
      const [order] = await database.db.select().from(orders).where(eq(orders.id, sale.orderId));
      expect(order?.language).toBe('de');
    });
  },
);
