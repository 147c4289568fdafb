/**
 * A ticket rush: 200 simultaneous initPayment calls for a slot of capacity 50 end in
 * exactly 50 holds. On PostgreSQL the same runs across three server instances, each with its own
 * connection pool (as three processes behind a load balancer would).
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/client';
import { holds } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  freshSlot,
  guestToken,
  ignoreTeardownTermination,
  initPayment,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from './checkout.fixtures';

const CALLS = 200;
const CAPACITY = 50;

/**
 * All calls at once in one process, near the default admission limit, which answers
 * 503 past it. These tests are about the holds, so the limit is raised out of the way.
 */
function rushApp(database: Database): Promise<FastifyInstance> {
  const config = demoConfig();
  return createTestApp(database, {
    config: {
      ...config,
      server: { ...config.server, admission: { maxConcurrent: 1000, retryAfterSeconds: 2 } },
    },
  });
}

/** Fires the calls at once, round robin over the apps, each as a different guest. */
async function rush(
  apps: readonly FastifyInstance[],
  tokens: readonly string[],
  datetime: string,
  ticketId: number,
): Promise<LightMyRequestResponse[]> {
  return Promise.all(
    tokens.map((token, index) =>
      initPayment(
        apps[index % apps.length] as FastifyInstance,
        [{ type: 'ticket', id: ticketId, count: 1, datetime, subtickets: [] }],
        {
          token,
        },
      ),
    ),
  );
}

async function expectExactlyCapacity(
  database: Database,
  answers: readonly LightMyRequestResponse[],
  capacityId: number,
): Promise<void> {
  const statuses = answers.map((answer) => answer.statusCode);
  expect(statuses.filter((status) => status === 200)).toHaveLength(CAPACITY);
  expect(statuses.filter((status) => status === 422)).toHaveLength(CALLS - CAPACITY);
  for (const answer of answers.filter((res) => res.statusCode === 422)) {
    expect(['TIME_SOLD_OUT', 'TICKET_COUNT_EXCEEDS_SLOT']).toContain(answer.json().error);
  }
  expect(await counters(database.db, capacityId)).toEqual({ sold: 0, held: CAPACITY });
  const rows = await database.db.select().from(holds).where(eq(holds.capacityId, capacityId));
  expect(rows).toHaveLength(CAPACITY);
  expect(rows.reduce((sum, row) => sum + row.quantity, 0)).toBe(CAPACITY);
}

describe.each(testDatabaseKinds())('ticket rush on $name', ({ open }) => {
  let database: Database;
  let catalog: CheckoutCatalog;
  let app: FastifyInstance;
  let tokens: string[];

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    catalog = await insertCheckoutCatalog(database.db);
    app = await rushApp(database);
    tokens = [];
    for (let index = 0; index < CALLS; index += 1) tokens.push(await guestToken(app));
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it(`holds exactly ${CAPACITY} of ${CALLS} simultaneous checkouts (one server)`, async () => {
    const slot = await freshSlot(database.db, catalog, CAPACITY);
    const answers = await rush([app], tokens, slot.datetime, catalog.tickets.adult);
    await expectExactlyCapacity(database, answers, slot.capacityId);
  }, 120_000);
});

const url = process.env.FOYER_TEST_DATABASE_URL;
// Several servers need a database server: this suite exists only where PostgreSQL is configured.
if (url) {
  describe('ticket rush across three servers on postgres', () => {
    it(`holds exactly ${CAPACITY} of ${CALLS} simultaneous checkouts`, async () => {
      // Three servers on one PostgreSQL database, each with its own pool.
      const dbName = `foyer_rush_${randomBytes(6).toString('hex')}`;
      const admin = new pg.Client({ connectionString: url });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${dbName}`);
      await admin.end();
      const target = new URL(url);
      target.pathname = `/${dbName}`;
      const databases = await Promise.all(
        [0, 1, 2].map(() => openDatabase({ url: target.toString(), poolSize: 10 })),
      );
      databases.forEach(ignoreTeardownTermination);
      try {
        const [first] = databases;
        if (!first) throw new Error('no database');
        await first.migrate();
        const shared = await insertCheckoutCatalog(first.db);
        const apps = await Promise.all(databases.map((each) => rushApp(each)));
        const guests: string[] = [];
        for (let index = 0; index < CALLS; index += 1) {
          guests.push(await guestToken(apps[index % apps.length] as FastifyInstance));
        }
        const slot = await freshSlot(first.db, shared, CAPACITY);
        const answers = await rush(apps, guests, slot.datetime, shared.tickets.adult);
        await expectExactlyCapacity(first, answers, slot.capacityId);
        await Promise.all(apps.map((each) => each.close()));
      } finally {
        await Promise.all(databases.map((each) => each.close()));
        const dropper = new pg.Client({ connectionString: url });
        await dropper.connect();
        await dropper.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
        await dropper.end();
      }
    }, 180_000);
  });
}
