/**
 * Test data for merchandise: books and posters with stock (one sold out, one partly held), two
 * annual passes (product kind 13), an inactive article, and a category that holds only it.
 */
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { holds, merchandise, merchandiseCategories, orders } from '../../db/schema';
import { importTestCatalog } from '../../testing/catalog';

/** The value, or a thrown error when a fixture row is missing (a broken fixture). */
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

const categories = { books: 1, posters: 2, passes: 3, archive: 4 };
const articles = { catalogue: 1, poster: 2, singlePass: 3, familyPass: 4, retired: 5 };

/** Imports the merchandise catalog once per test database, then holds part of the catalogue's stock. */
export async function insertMerchandiseFixture(db: Db, now: Date): Promise<MerchandiseFixture> {
  await importTestCatalog(db, {
    merchandiseCategories: [
      { id: categories.books, slug: 'buecher', name: { de: 'Bücher', en: 'Books' }, sequenceNo: 1 },
      { id: categories.posters, slug: 'poster', name: { de: 'Poster' }, sequenceNo: 2 },
      {
        id: categories.passes,
        slug: 'jahreskarten',
        name: { de: 'Jahreskarten', en: 'Annual passes' },
        sequenceNo: 3,
      },
      { id: categories.archive, slug: 'archiv', name: { de: 'Archiv' }, sequenceNo: 0 },
    ],
    merchandise: [
      {
        id: articles.catalogue,
        category: categories.books,
        name: { de: 'Ausstellungskatalog „Zeitreise“', en: 'Exhibition catalogue “Time travel”' },
        description: { de: '<p>240 Seiten, gebunden.</p>' },
        price: 2900,
        vatValue: 7,
        images: ['/static/merchandise/katalog.jpg', 'https://cdn.example.org/katalog-2.jpg'],
        capacity: 25,
        sold: 5,
        sequenceNo: 2,
      },
      {
        id: articles.poster,
        category: categories.posters,
        name: { de: 'Plakat Stadtansicht 1650' },
        price: 1200,
        vatValue: 19,
        capacity: 10,
        sold: 10,
        sequenceNo: 1,
      },
      {
        id: articles.singlePass,
        category: categories.passes,
        name: { de: 'Jahreskarte', en: 'Annual pass' },
        price: 4500,
        vatValue: 0,
        productKind: 13,
        needsShipping: false,
        capacity: 1000,
        sold: 12,
        sequenceNo: 3,
      },
      {
        id: articles.familyPass,
        category: categories.passes,
        name: { de: 'Familien-Jahreskarte' },
        price: 8000,
        vatValue: 0,
        productKind: 13,
        capacity: 500,
        sequenceNo: 4,
      },
      {
        id: articles.retired,
        category: categories.archive,
        name: { de: 'Alter Katalog' },
        price: 500,
        capacity: 3,
        active: false,
      },
    ],
  });

  // What the file format cannot express: categories without a name in any language (the slug
  // stands in), and holds, which belong to inventory.
  await db
    .update(merchandiseCategories)
    .set({ name: {} })
    .where(inArray(merchandiseCategories.id, [categories.posters, categories.archive]));
  const [catalogue] = await db
    .select({ capacityId: merchandise.capacityId })
    .from(merchandise)
    .where(eq(merchandise.id, articles.catalogue));
  const catalogueStock = must(must(catalogue).capacityId ?? undefined);
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

  return { categories, articles };
}
