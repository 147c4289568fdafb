/**
 * Test data for merchandise: books and posters with stock (one sold out, one partly held), two
 * annual passes (product kind 13), an inactive article, and a category that holds only it.
 */
import type { Db } from '../../db/client';
import { capacities, holds, merchandise, merchandiseCategories, orders } from '../../db/schema';

/** The value, or a thrown error when a fixture insert returned nothing (a broken fixture). */
function must<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('fixture row missing');
  return value;
}

export interface MerchandiseFixture {
  categories: { books: number; posters: number; passes: number; archive: number };
  articles: {
    catalogue: number;
    poster: number;
    singlePass: number;
    familyPass: number;
    retired: number;
  };
}

/** Inserts the merchandise catalog once per test database. */
export async function insertMerchandiseFixture(db: Db, now: Date): Promise<MerchandiseFixture> {
  const [books, posters, passes, archive] = await db
    .insert(merchandiseCategories)
    .values([
      { slug: 'buecher', name: { de: 'Bücher', en: 'Books' }, sequenceNo: 1 },
      // No name in any language: the slug stands in.
      { slug: 'poster', name: {}, sequenceNo: 2 },
      { slug: 'jahreskarten', name: { de: 'Jahreskarten', en: 'Annual passes' }, sequenceNo: 3 },
      { slug: 'archiv', name: {}, sequenceNo: 0 },
    ])
    .returning();

  async function stock(capacity: number, sold: number): Promise<number> {
    const [row] = await db
      .insert(capacities)
      .values({ kind: 'stock', capacity, sold })
      .returning({ id: capacities.id });
    return must(row).id;
  }
  const catalogueStock = await stock(25, 5);
  const posterStock = await stock(10, 10);
  const singlePassStock = await stock(1000, 12);
  const familyPassStock = await stock(500, 0);
  const retiredStock = await stock(3, 0);

  const [catalogue, poster, singlePass, familyPass, retired] = await db
    .insert(merchandise)
    .values([
      {
        categoryId: must(books).id,
        name: { de: 'Ausstellungskatalog „Zeitreise“', en: 'Exhibition catalogue “Time travel”' },
        description: { de: '<p>240 Seiten, gebunden.</p>' },
        price: 2900,
        vatValue: 7,
        images: ['/static/merchandise/katalog.jpg', 'https://cdn.example.org/katalog-2.jpg'],
        capacityId: catalogueStock,
        sequenceNo: 2,
      },
      {
        categoryId: must(posters).id,
        name: { de: 'Plakat Stadtansicht 1650' },
        price: 1200,
        vatValue: 19,
        capacityId: posterStock,
        sequenceNo: 1,
      },
      {
        categoryId: must(passes).id,
        name: { de: 'Jahreskarte', en: 'Annual pass' },
        price: 4500,
        vatValue: 0,
        productKindRef: 13,
        needsShipping: false,
        capacityId: singlePassStock,
        sequenceNo: 3,
      },
      {
        categoryId: must(passes).id,
        name: { de: 'Familien-Jahreskarte' },
        price: 8000,
        vatValue: 0,
        productKindRef: 13,
        capacityId: familyPassStock,
        sequenceNo: 4,
      },
      {
        categoryId: must(archive).id,
        name: { de: 'Alter Katalog' },
        price: 500,
        capacityId: retiredStock,
        active: false,
      },
    ])
    .returning();

  const [order] = await db
    .insert(orders)
    .values({ token: 'fixture-merchandise-holds', number: 'FX-MERCH-1', language: 'de' })
    .returning();
  await db.insert(holds).values([
    {
      orderId: must(order).id,
      capacityId: catalogueStock,
      quantity: 2,
      expiresAt: new Date(now.getTime() + 10 * 60_000),
    },
    {
      orderId: must(order).id,
      capacityId: catalogueStock,
      quantity: 6,
      expiresAt: new Date(now.getTime() - 60_000),
    },
  ]);

  return {
    categories: {
      books: must(books).id,
      posters: must(posters).id,
      passes: must(passes).id,
      archive: must(archive).id,
    },
    articles: {
      catalogue: must(catalogue).id,
      poster: must(poster).id,
      singlePass: must(singlePass).id,
      familyPass: must(familyPass).id,
      retired: must(retired).id,
    },
  };
}
