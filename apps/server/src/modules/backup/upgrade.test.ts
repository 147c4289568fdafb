/**
 * Upgrades (docs/operations.md#upgrades): a shop's data from an older version, migrated forward by
 * the start. `testing/fixtures/upgrade-fixture.sql` holds a shop with orders, a refund and a
 * check-in on the schema of the day it was made (see `make-upgrade-fixture.ts` for how and when to
 * refresh it: never to make a migration pass). It is loaded into a new database, the shipped
 * migrations run, and the back office must show the same orders, refunds and check-ins, and the
 * door must still refuse the used and the cancelled tickets. drizzle's migrator runs every pending
 * migration in one transaction: a failing one leaves the database as it was.
 */
import { sql } from 'drizzle-orm';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder, type Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import { describeOrders, type UpgradeExpectations } from '../../testing/fixtures/upgrade-fixture';
import { ignoreTeardownTermination } from '../checkout/testing';
import { customerTestConfig, movableClock, TEST_ARGON2 } from '../customers/testing';
import { scanAtDoor, signedIn, type Agent } from '../orders/testing';

const FIXTURES = new URL('../../testing/fixtures/', import.meta.url);
const fixtureSql = readFileSync(new URL('upgrade-fixture.sql', FIXTURES), 'utf8');
const expected = JSON.parse(
  readFileSync(new URL('upgrade-fixture.expected.json', FIXTURES), 'utf8'),
) as UpgradeExpectations;

/** Loads the fixture's SQL script (many statements) as one script, then resets the session. */
async function loadFixture(database: Database): Promise<void> {
  // pg_dump empties the search path for the session; RESET gives the connection back as it was.
  const script = `${fixtureSql}\nRESET ALL;`;
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client;
  if (database.kind === 'pglite') await (client as PGlite).exec(script);
  else await (client as pg.Pool).query(script);
}

async function appliedMigrations(database: Database): Promise<number> {
  const rows = rowsOf<{ n: number | string }>(
    await database.db.execute(sql`SELECT count(*) AS n FROM drizzle.__drizzle_migrations`),
  );
  return Number(rows[0]?.n ?? 0);
}

function shippedMigrations(folder = migrationsFolder()): number {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: unknown[];
  };
  return journal.entries.length;
}

describe.each(testDatabaseKinds())('upgrading an older shop on $name', (kind) => {
  let database: Database;
  let app: FastifyInstance;
  let reader: Agent;
  const config = customerTestConfig();
  const clock = movableClock(new Date(expected.now));

  beforeAll(async () => {
    database = await kind.openUnmigrated();
    ignoreTeardownTermination(database);
    await loadFixture(database);
  });
  afterAll(async () => {
    await app?.close();
    await database.close();
  });

  it('rolls back every pending migration when one fails', async () => {
    const before = await appliedMigrations(database);
    const folder = mkdtempSync(path.join(tmpdir(), 'foyer-migrations-'));
    try {
      cpSync(migrationsFolder(), folder, { recursive: true });
      const journalFile = path.join(folder, 'meta', '_journal.json');
      const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as {
        entries: {
          idx: number;
          version: string;
          when: number;
          tag: string;
          breakpoints: boolean;
        }[];
      };
      const last = journal.entries[journal.entries.length - 1]!;
      journal.entries.push({ ...last, idx: last.idx + 1, when: last.when + 1, tag: '9999_broken' });
      writeFileSync(journalFile, JSON.stringify(journal));
      writeFileSync(
        path.join(folder, '9999_broken.sql'),
        'CREATE TABLE "upgrade_probe" ("id" integer);\n--> statement-breakpoint\nSELECT 1/0;\n',
      );
      await expect(database.migrate(folder)).rejects.toThrow();
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    expect(await appliedMigrations(database)).toBe(before);
    const probe = rowsOf<{ name: string | null }>(
      await database.db.execute(sql`SELECT to_regclass('public.upgrade_probe')::text AS name`),
    );
    expect(probe[0]?.name).toBeNull();
  });

  it('migrates forward and keeps the orders, refunds and check-ins', async () => {
    await database.migrate();
    expect(await appliedMigrations(database)).toBe(shippedMigrations());
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    reader = await signedIn(app, database.db, config, clock, 'manager');
    const orders = await describeOrders(app, database.db, reader);
    expect(orders).toEqual(expected.orders);
    // What the fixture holds, so the comparison above covers it.
    expect(orders.some((order) => order.refunds.some((refund) => refund.status === 'done'))).toBe(
      true,
    );
    const used = orders.flatMap((order) => order.tickets).find((ticket) => ticket.checkedInAt);
    const cancelled = orders.find((order) => order.status === 'refunded')?.tickets[0];
    expect(used).toBeDefined();
    expect(cancelled).toBeDefined();
    const door = await signedIn(app, database.db, config, clock, 'door');
    expect(await scanAtDoor(app, door, used!.barcode)).not.toBe('valid');
    expect(await scanAtDoor(app, door, cancelled!.barcode)).toBe('CANCELLED');
  });
});
