/**
 * The shop's answers for products, annual passes and banners carry the attached image's `picture`
 * (sources, width, height, alt text in the request's language), as events, tours and voucher types
 * do; a product and a pass are separate image targets.
 */
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { banners, capacities, merchandise } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { ignoreTeardownTermination } from '../checkout/testing';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import { signedIn, type Agent } from '../orders/testing';

/** A multipart body of the upload: the alt-text fields, then one JPEG. */
function multipart(fields: Record<string, string>, bytes: Buffer) {
  const boundary = `----foyer${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = Object.entries(fields).map((entry) =>
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${entry[0]}"\r\n\r\n${entry[1]}\r\n`,
    ),
  );
  chunks.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return {
    payload: Buffer.concat(chunks),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

async function testJpeg(width: number, height: number, seed: number): Promise<Buffer> {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7 + seed * 31 + (i % width)) % 256;
  return sharp(noise, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 80 })
    .toBuffer();
}

interface ShopPicture {
  src: string;
  width: number;
  height: number;
  alt: string;
  sources: { type: string; srcset: string }[];
}

describe.each(testDatabaseKinds())(
  'pictures of products, passes and banners on $name',
  ({ open }) => {
    let database: Database;
    let app: FastifyInstance;
    let manager: Agent;
    const clock = movableClock();
    const config = demoConfig();

    beforeAll(async () => {
      database = await open();
      ignoreTeardownTermination(database);
      app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
      manager = await signedIn(app, database.db, config, clock, 'manager');
    }, 120_000);
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    async function uploadImage(width: number, height: number, seed: number) {
      const body = multipart(
        { 'alt.de': 'Der Katalog', 'alt.da': 'Kataloget', 'alt.en': 'The catalogue' },
        await testJpeg(width, height, seed),
      );
      const answer = await app.inject({
        method: 'POST',
        url: '/api/admin/images',
        headers: {
          cookie: manager.cookie,
          'x-csrf-token': manager.csrf,
          'content-type': body.contentType,
        },
        payload: body.payload,
      });
      expect(answer.statusCode, answer.body).toBe(200);
      return answer.json().data as { id: number; hash: string };
    }

    async function attach(type: string, id: number, imageId: number | null) {
      const answer = await app.inject({
        method: 'PUT',
        url: `/api/admin/images/uses/${type}/${id}`,
        headers: { cookie: manager.cookie, 'x-csrf-token': manager.csrf },
        payload: { imageId },
      });
      expect(answer.statusCode, answer.body).toBe(200);
    }

    async function article(productKindRef: number | null, name: string) {
      const [capacity] = await database.db
        .insert(capacities)
        .values({ kind: 'stock', capacity: 10 })
        .returning({ id: capacities.id });
      const [row] = await database.db
        .insert(merchandise)
        .values({
          name: { de: name },
          price: 1500,
          productKindRef,
          images: ['/static/merchandise/old.jpg'],
          capacityId: capacity?.id ?? 0,
        })
        .returning({ id: merchandise.id });
      return row?.id ?? 0;
    }

    it('answers a product’s and a pass’s picture in the list and alone, alt text in Danish', async () => {
      const product = await article(null, 'Katalog');
      const pass = await article(13, 'Jahreskarte');
      const other = await article(null, 'Plakat');
      const image = await uploadImage(900, 600, 3);
      await attach('product', product, image.id);
      await attach('pass', pass, image.id);
      // The same id as a pass target does not give the product (and vice versa) a picture.
      await attach('pass', other, image.id);

      const list = (await app.inject({ method: 'GET', url: '/api/da/merchandise/select' })).json()
        .data as { id: number; picture?: ShopPicture; images: { url: string; alt: string }[] }[];
      const byId = new Map(list.map((entry) => [entry.id, entry]));
      const expected = {
        src: `/media/${image.hash}-900.jpg`,
        width: 900,
        height: 600,
        alt: 'Kataloget',
      };
      expect(byId.get(product)?.picture).toMatchObject(expected);
      expect(byId.get(pass)?.picture).toMatchObject(expected);
      expect(byId.get(other)?.picture).toBeUndefined();
      expect(byId.get(product)?.images).toEqual([
        { url: expected.src, alt: 'Kataloget' },
        { url: '/static/merchandise/old.jpg', alt: 'Katalog' },
      ]);
      expect(byId.get(product)?.picture?.sources.map((source) => source.type)).toEqual([
        'image/avif',
        'image/webp',
        'image/jpeg',
      ]);
      expect(byId.get(product)?.picture?.sources[1]?.srcset).toBe(
        [320, 640, 900].map((w) => `/media/${image.hash}-${w}.webp ${w}w`).join(', '),
      );

      const one = (
        await app.inject({ method: 'GET', url: `/api/fr/merchandise?article=${pass}` })
      ).json().data as { picture?: ShopPicture };
      expect(one.picture).toMatchObject({ ...expected, alt: 'Der Katalog' });

      await attach('product', product, null);
      const after = (
        await app.inject({ method: 'GET', url: `/api/da/merchandise?article=${product}` })
      ).json().data as { picture?: ShopPicture; images: unknown[] };
      expect(after.picture).toBeUndefined();
      expect(after.images).toEqual([{ url: '/static/merchandise/old.jpg', alt: 'Katalog' }]);
    }, 60_000);

    it('answers a banner’s picture in the static content; the banner keeps its own alt text', async () => {
      const [withImage, without] = await database.db
        .insert(banners)
        .values([
          {
            groupName: 'home',
            image: '/static/banners/a-{width}.jpg',
            alt: { de: 'Sommer', da: 'Sommer i museet' },
            sequenceNo: 1,
          },
          {
            groupName: 'home',
            image: '/static/banners/b-{width}.jpg',
            alt: { de: 'Winter' },
            sequenceNo: 2,
          },
        ])
        .returning({ id: banners.id });
      const image = await uploadImage(1600, 600, 9);
      await attach('banner', withImage?.id ?? 0, image.id);

      const content = (await app.inject({ method: 'GET', url: '/api/da/static/content' })).json()
        .data as { banners: { image: string; alt: string; picture?: ShopPicture }[] };
      const first = content.banners.find((banner) => banner.alt === 'Sommer i museet');
      expect(first?.picture).toMatchObject({
        src: `/media/${image.hash}-1024.jpg`,
        width: 1600,
        height: 600,
        alt: 'Kataloget',
      });
      expect(first?.image).toBe(first?.picture?.src);
      const second = content.banners.find(
        (banner) => banner.image === '/static/banners/b-{width}.jpg',
      );
      expect(second).toBeDefined();
      expect(second?.picture).toBeUndefined();
      expect(without?.id).toBeGreaterThan(0);
    }, 60_000);
  },
);
