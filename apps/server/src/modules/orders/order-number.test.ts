/**
 * An order is inserted with its number in one statement: the year part and the order's
 * own id with at least six digits, never cut short.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { testDatabaseKinds } from '../../testing/databases';
import { insertNumberedOrder } from './orders.repository';

describe.each(testDatabaseKinds())('order numbers on $name', ({ open }) => {
  let database: Database;
  beforeAll(async () => {
    database = await open();
  }, 120_000);
  afterAll(async () => {
    await database.close();
  });

  const insert = (token: string) =>
    insertNumberedOrder(
      database.db,
      { token, language: 'de', status: 'pending', expiresAt: null },
      '2026-',
    );

  it('writes the year and the id with at least six digits', async () => {
    const first = await insert('number-test-1');
    expect(first.number).toBe(`2026-${String(first.id).padStart(6, '0')}`);
    const second = await insert('number-test-2');
    expect(second.id).toBe(first.id + 1);
    expect(second.number).toBe(`2026-${String(second.id).padStart(6, '0')}`);

    await database.db.execute(sql`SELECT setval(pg_get_serial_sequence('orders', 'id'), 1234566)`);
    const long = await insert('number-test-3');
    expect(long.id).toBe(1234567);
    expect(long.number).toBe('2026-1234567');
  });
});
