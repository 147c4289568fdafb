import { defaultQuantity } from '@foyer/domain';
import type { Merchandise } from '@foyer/domain/contract';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp, TEST_NOW } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { insertMerchandiseFixture, type MerchandiseFixture } from './merchandise.fixtures';

describe.each(testDatabaseKinds())('merchandise catalog on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let fx: MerchandiseFixture;

  beforeAll(async () => {
    database = await open();
    fx = await insertMerchandiseFixture(database.db, TEST_NOW);
    app = await createTestApp(database, { now: TEST_NOW });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function get(url: string) {
    return app.inject({ method: 'GET', url: `/api/${url}` });
  }

  describe('merchandise/select', () => {
    it('lists active articles and passes by sequence_no with the stock still available', async () => {
      const res = await get('de/merchandise/select');
      expect(res.statusCode).toBe(200);
      const items = (res.json() as { data: Merchandise[] }).data;
      expect(items.map((m) => m.id)).toEqual([
        fx.articles.poster,
        fx.articles.catalogue,
        fx.articles.singlePass,
        fx.articles.familyPass,
      ]);
      // 25 − 5 sold − 2 held; the expired hold of 6 is back in stock.
      expect(items[1]).toEqual({
        id: fx.articles.catalogue,
        name: 'Ausstellungskatalog „Zeitreise“',
        description: '<p>240 Seiten, gebunden.</p>',
        price: 2900,
        vat_value: 7,
        stock: 18,
        sequence_no: 2,
        custom_groups: [{ id: fx.categories.books }],
        product_kind_ref: null,
        images: [
          { url: '/static/merchandise/katalog.jpg', alt: 'Ausstellungskatalog „Zeitreise“' },
          { url: 'https://cdn.example.org/katalog-2.jpg', alt: 'Ausstellungskatalog „Zeitreise“' },
        ],
      });
    });

    it('keeps a sold-out article listed with stock 0, so the shop preselects 0', async () => {
      const items = ((await get('de/merchandise/select')).json() as { data: Merchandise[] }).data;
      const poster = items.find((m) => m.id === fx.articles.poster);
      expect(poster).toMatchObject({ stock: 0, images: [] });
      expect(defaultQuantity(poster?.stock)).toBe(0);
    });

    it('marks annual passes with product kind 13 and localizes names and image alt texts', async () => {
      const items = ((await get('en/merchandise/select')).json() as { data: Merchandise[] }).data;
      const byId = new Map(items.map((m) => [m.id, m]));
      expect(byId.get(fx.articles.singlePass)).toMatchObject({
        name: 'Annual pass',
        product_kind_ref: 13,
        stock: 988,
        custom_groups: [{ id: fx.categories.passes }],
      });
      expect(byId.get(fx.articles.familyPass)).toMatchObject({
        name: 'Familien-Jahreskarte',
        product_kind_ref: 13,
      });
      expect(byId.get(fx.articles.catalogue)?.images[0]?.alt).toBe(
        'Exhibition catalogue “Time travel”',
      );
    });
  });

  describe('merchandise?article=', () => {
    it('answers one article with its stock', async () => {
      const res = await get(`de/merchandise?article=${fx.articles.catalogue}`);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        data: { id: fx.articles.catalogue, stock: 18, price: 2900 },
      });
      const pass = await get(`de/merchandise?article=${fx.articles.singlePass}`);
      expect(pass.json()).toMatchObject({ data: { product_kind_ref: 13 } });
    });

    it('answers 404 for an unknown or inactive article', async () => {
      for (const id of [999_999, fx.articles.retired]) {
        const res = await get(`de/merchandise?article=${id}`);
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ error: 'NOT_FOUND', message: 'Nicht gefunden.' });
      }
    });

    it('answers 422 without a valid article id', async () => {
      for (const query of ['', '?article=abc', '?article=0', '?article=0x10']) {
        const res = await get(`de/merchandise${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json()).toMatchObject({
          error: 'VALIDATION_FAILED',
          errors: { article: expect.anything() },
        });
      }
    });
  });

  describe('merchandise/attr', () => {
    it('lists the categories of articles that are not passes, without empty ones', async () => {
      // The poster category has no name in any language, so its slug stands in.
      const res = await get('de/merchandise/attr');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          categories: [
            { id: fx.categories.books, name: 'Bücher', sequence_no: 1 },
            { id: fx.categories.posters, name: 'poster', sequence_no: 2 },
          ],
        },
      });
    });

    it('lists only the categories of annual passes with product_kind=13', async () => {
      const res = await get('en/merchandise/attr?product_kind=13');
      expect(res.json()).toEqual({
        data: { categories: [{ id: fx.categories.passes, name: 'Annual passes', sequence_no: 3 }] },
      });
    });

    it('answers 422 for any other product kind', async () => {
      for (const query of ['?product_kind=12', '?product_kind=abc']) {
        const res = await get(`de/merchandise/attr${query}`);
        expect(res.statusCode, query).toBe(422);
        expect(res.json()).toMatchObject({ errors: { product_kind: expect.anything() } });
      }
    });
  });
});
