/**
 * Back-office input PostgreSQL cannot take (a NUL in a text, an integer past its `integer`) is
 * refused by the contract with 422 on the field, on PGlite and on PostgreSQL, instead of failing in
 * the database with a 500.
 */
import { asc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/client';
import { eventSlots, events } from '../db/schema';
import { movableClock, TEST_ARGON2 } from '../modules/customers/testing';
import { signedIn, type Agent } from '../modules/orders/testing';
import { seedDemoIfEmpty } from '../seed/demo';
import { createTestApp, demoConfig, TEST_NOW } from '../testing/app';
import { testDatabaseKinds } from '../testing/databases';

describe.each(testDatabaseKinds())('back-office input on $name', ({ open }) => {
  const config = demoConfig();
  const clock = movableClock();
  let database: Database;
  let app: FastifyInstance;
  let owner: Agent;

  beforeAll(async () => {
    database = await open();
    await seedDemoIfEmpty(database.db, TEST_NOW, config);
    clock.set(TEST_NOW);
    app = await createTestApp(database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    owner = await signedIn(app, database.db, config, clock, 'owner');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  function call(method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, body?: object) {
    return app.inject({
      method,
      url: `/api/admin/${url}`,
      headers: { cookie: owner.cookie, 'x-csrf-token': owner.csrf },
      ...(body ? { payload: body } : {}),
    });
  }

  function expectRefused(res: { statusCode: number; json(): unknown }, field: string): void {
    expect(res.statusCode).toBe(422);
    const answer = res.json() as { error: string; errors?: Record<string, string> };
    expect(answer.error).toBe('VALIDATION_FAILED');
    expect(Object.keys(answer.errors ?? {})).toContain(field);
  }

  it('refuses a NUL in the order search and in a staff name', async () => {
    expectRefused(await call('GET', 'orders?name=%00'), 'name');
    expectRefused(await call('GET', 'orders?email=a%00b'), 'email');
    expectRefused(
      await call('POST', 'staff', { email: 'nul@museum.example', name: 'a\u0000b', role: 'door' }),
      'name',
    );
  });

  it('refuses a date that is not in the calendar in the order search', async () => {
    expectRefused(await call('GET', 'orders?from=2026-02-30'), 'from');
    expectRefused(await call('GET', 'orders?to=2026-13-01'), 'to');
  });

  it("refuses integers past PostgreSQL's integer in a capacity and an image id", async () => {
    const [slot] = await database.db.select().from(eventSlots).orderBy(asc(eventSlots.id)).limit(1);
    const [event] = await database.db.select().from(events).orderBy(asc(events.id)).limit(1);
    expectRefused(
      await call('PATCH', `catalog/slots/${slot?.id}`, { capacity: 2_147_483_648 }),
      'capacity',
    );
    expectRefused(
      await call('PUT', `images/uses/event/${event?.id}`, { imageId: 2_147_483_648 }),
      'imageId',
    );
    // Still within range: answered by the service, not refused by the contract.
    const within = await call('PATCH', `catalog/slots/${slot?.id}`, { capacity: 2_147_483_647 });
    expect(within.statusCode).toBe(200);
  });
});
