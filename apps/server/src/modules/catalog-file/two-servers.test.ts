/**
 * Two server processes on one PostgreSQL database, an edit made through one
 * is served by the other at once (on PostgreSQL: two app instances, each with its own connection
 * pool, as two processes behind a load balancer; on PGlite, which one process opens, two app
 * instances on the one database). Each server keeps ready catalog answers in memory
 * and forgets them when the database notifies a catalog change (docs/performance.md "Catalog
 * reads"): the notification reaches the other server within milliseconds, so "at once" means as
 * soon as it arrives, bounded here at two seconds. The second server has answered (and kept) the
 * old texts before the import, so a missed notification would fail this test.
 */
import type { FastifyInstance } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { parse, stringify } from 'yaml';
import { describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { testDatabaseKinds } from '../../testing/databases';
import { createTestApp } from '../../testing/app';
import { ignoreTeardownTermination, insertCheckoutCatalog } from '../checkout/testing';
import { customerTestConfig, movableClock, TEST_ARGON2 } from '../customers/testing';
import { exportFile, importFile, staffAgent } from './catalog-file.fixtures';

type Item = Record<string, unknown> & { id: number | string };

/** Two connections to one new database and how to remove it. */
interface Pair {
  databases: [Database, Database];
  close(): Promise<void>;
}

async function pglitePair(open: () => Promise<Database>): Promise<Pair> {
  const database = await open();
  return { databases: [database, database], close: () => database.close() };
}

async function postgresPair(url: string): Promise<Pair> {
  const dbName = `foyer_two_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${dbName}`;
  const databases = (await Promise.all(
    [0, 1].map(() => openDatabase({ url: target.toString(), poolSize: 4 })),
  )) as [Database, Database];
  await databases[0].migrate();
  return {
    databases,
    async close() {
      await Promise.all(databases.map((database) => database.close()));
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await dropper.end();
    },
  };
}

describe.each(testDatabaseKinds())('two servers on one $name database', ({ name, open }) => {
  it('serves an import made through one server from the other at once', async () => {
    const url = process.env.FOYER_TEST_DATABASE_URL;
    const pair = name === 'postgres' && url ? await postgresPair(url) : await pglitePair(open);
    pair.databases.forEach(ignoreTeardownTermination);
    const apps: FastifyInstance[] = [];
    try {
      const [first, second] = pair.databases;
      const catalog = await insertCheckoutCatalog(first.db);
      const config = customerTestConfig();
      const clock = movableClock();
      for (const database of [first, second]) {
        apps.push(
          await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } }),
        );
      }
      const [one, other] = apps as [FastifyInstance, FastifyInstance];
      const read = async (path: string) => {
        const response = await other.inject({ method: 'GET', url: `/api/en/${path}` });
        return { status: response.statusCode, body: response.body };
      };
      /** The other server's answer once the catalog change has reached it. */
      const eventually = (path: string, text: string) =>
        expect
          .poll(async () => (await read(path)).body, { timeout: 2_000, interval: 20 })
          .toContain(text);

      const before = await read('event/select');
      expect(before.status).toBe(200);
      expect(before.body).not.toContain('Winter lights');
      expect((await read('page/imprint')).status).toBe(404);

      const owner = await staffAgent(one, first.db, config, clock, 'owner');
      const file = parse((await exportFile(one, owner)).body) as Record<string, Item[]>;
      const event = file.events?.find((item) => item.id === catalog.events.evening);
      if (!event) throw new Error('no evening event');
      event.name = { de: 'Winterlichter', en: 'Winter lights' };
      file.pages = [{ id: 'imprint', title: { en: 'Who we are' }, html: { en: '<p>Us.</p>' } }];
      const applied = await importFile(one, owner, stringify(file), true);
      expect(applied.statusCode).toBe(200);

      await eventually('event/select', 'Winter lights');
      await eventually('page/imprint', 'Who we are');
      const page = await read('page/imprint');
      expect(page.status).toBe(200);
      expect(page.body).toContain('Who we are');

      event.name = { de: 'Lichterfest', en: 'Festival of lights' };
      expect((await importFile(one, owner, stringify(file), true)).statusCode).toBe(200);
      await eventually('event/select', 'Festival of lights');
      const again = await read('event/select');
      expect(again.body).not.toContain('Winter lights');
    } finally {
      await Promise.all(apps.map((app) => app.close()));
      await pair.close();
    }
  }, 120_000);
});
