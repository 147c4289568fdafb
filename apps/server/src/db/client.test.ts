import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../testing/databases';
import { capacities } from './schema';

describe.each(testDatabaseKinds())('database on $name', ({ open }) => {
  it('runs the migrations and refuses negative counters', async () => {
    const database = await open();
    try {
      const [row] = await database.db
        .insert(capacities)
        .values({ kind: 'stock', capacity: 5 })
        .returning();
      expect(row).toMatchObject({ capacity: 5, sold: 0, held: 0 });
      await expect(
        database.db.insert(capacities).values({ kind: 'stock', capacity: -1 }),
      ).rejects.toThrow();
      const tables = (await database.db.execute(
        sql`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`,
      )) as unknown as { rows: { n: number }[] };
      const n = tables.rows[0]?.n ?? 0;
      expect(n).toBeGreaterThanOrEqual(25);
    } finally {
      await database.close();
    }
  });
});
