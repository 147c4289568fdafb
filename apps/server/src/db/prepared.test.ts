/**
 * Named prepared statements (pglite-prepared.ts, pg-prepared.ts): a statement text seen
 * again runs as a named statement, with the same answers and the same errors as before.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isUniqueViolation } from '../modules/customers/testing';
import { testDatabaseKinds } from '../testing/databases';
import type { Tx } from './client';
import { capacities } from './schema';

type Rows = { rows: Record<string, unknown>[] };

/** One statement of many types, by drizzle's raw path. */
function mixed(tx: Tx, n: number, label: string | null) {
  return tx.execute(sql`
    SELECT ${n}::int AS n, ${label}::text AS label, ${n % 2 === 0}::boolean AS even,
      ${`2026-11-${10 + n}T08:30:00.000Z`}::timestamptz AS at,
      ${`2026-11-${10 + n} 10:00:00`}::timestamp AS local,
      ${JSON.stringify({ n, list: [n, label] })}::jsonb AS doc,
      ARRAY[${n}::int, ${n + 1}::int] AS pair, ${n * 1.5}::numeric AS amount
  `) as unknown as Promise<Rows>;
}

/** The foyer statements this connection has prepared, by their text. */
async function preparedTexts(tx: Tx): Promise<string[]> {
  const result = (await tx.execute(
    sql`SELECT statement FROM pg_prepared_statements WHERE name LIKE 'foyer_%'`,
  )) as unknown as Rows;
  return result.rows.map((row) => String(row.statement));
}

describe.each(testDatabaseKinds())('prepared statements on $name', ({ open }) => {
  it('runs a repeated statement as a named one, answering as the first time', async () => {
    const database = await open();
    try {
      // One transaction: one connection on PostgreSQL, whose named statements are its own.
      await database.db.transaction(async (tx) => {
        const first = await mixed(tx, 1, 'one');
        const again = await mixed(tx, 1, 'one');
        expect(again.rows).toEqual(first.rows);
        const other = await mixed(tx, 2, null);
        expect(other.rows).toEqual([
          {
            n: 2,
            label: null,
            even: true,
            // Drizzle's text types stay text on both databases.
            at: expect.stringMatching(/^2026-11-12 08:30:00/),
            local: '2026-11-12 10:00:00',
            doc: { n: 2, list: [2, null] },
            pair: [2, 3],
            amount: '3',
          },
        ]);
        expect((await preparedTexts(tx)).some((text) => text.includes('AS amount'))).toBe(true);
      });
      // Drizzle's query builder (array rows mapped to fields) answers the same way.
      const [row] = await database.db
        .insert(capacities)
        .values({ kind: 'stock', capacity: 7 })
        .returning();
      for (let i = 0; i < 3; i += 1) {
        const found = await database.db
          .select()
          .from(capacities)
          .where(sql`${capacities.id} = ${row?.id ?? 0}`);
        expect(found).toEqual([
          { id: row?.id, kind: 'stock', capacity: 7, sold: 0, held: 0, sales: 'open' },
        ]);
      }
    } finally {
      await database.close();
    }
  });

  it("answers a prepared statement's error as the database's, and goes on working", async () => {
    const database = await open();
    try {
      const insert = (capacity: number) =>
        database.db.insert(capacities).values({ id: 900, kind: 'stock', capacity });
      await insert(1);
      for (let i = 0; i < 3; i += 1) {
        const error = await insert(2).then(
          () => null,
          (caught: unknown) => caught,
        );
        expect(isUniqueViolation(error)).toBe(true);
      }
      // In a transaction the error rolls it back, as before; the next transaction works.
      await expect(
        database.db.transaction(async (tx) => {
          await tx.insert(capacities).values({ kind: 'stock', capacity: 3 });
          await tx.insert(capacities).values({ id: 900, kind: 'stock', capacity: 4 });
        }),
      ).rejects.toThrow();
      const rows = await database.db.select().from(capacities);
      expect(rows.map((row) => row.capacity)).toEqual([1]);
      await database.db.transaction(async (tx) => {
        await tx.insert(capacities).values({ kind: 'stock', capacity: 5 });
      });
      const after = await database.db.select().from(capacities);
      expect(after.map((row) => row.capacity).sort()).toEqual([1, 5]);
    } finally {
      await database.close();
    }
  });
});
