/**
 * The catalog file in the back office: managers and owners download the catalog and upload a
 * changed file while the shop runs; a dry run answers what would change (or the errors by field
 * path) and changes nothing; applying commits in one transaction and is audited; removing an event
 * that has a paid order keeps the order and its sold places.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { parse, stringify } from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { staffAuditLog, events } from '../../db/schema';
import { createTestApp } from '../../testing/app';
import { testDatabaseKinds } from '../../testing/databases';
import {
  counters,
  execPayment,
  freshSlot,
  guestToken,
  ignoreTeardownTermination,
  initPayment,
  insertCheckoutCatalog,
  orderTokenOfReturn,
  pay,
  TEST_SECRET,
  type CheckoutCatalog,
} from '../checkout/testing';
import {
  customerTestConfig,
  movableClock,
  TEST_ARGON2,
  type MovableClock,
} from '../customers/testing';
import { orderByToken } from '../orders';
import { exportFile, importFile, staffAgent, type StaffAgent } from './catalog-file.fixtures';

type Item = Record<string, unknown> & { id: number };
type File = Record<string, unknown> & { events: Item[] };

describe.each(testDatabaseKinds())('the catalog file in the back office on $name', ({ open }) => {
  let database: Database;
  let app: FastifyInstance;
  let clock: MovableClock;
  let catalog: CheckoutCatalog;
  let owner: StaffAgent;
  let manager: StaffAgent;
  const config = customerTestConfig();

  beforeAll(async () => {
    database = await open();
    ignoreTeardownTermination(database);
    clock = movableClock();
    catalog = await insertCheckoutCatalog(database.db);
    app = await createTestApp(database, {
      config,
      clock,
      customers: { argon2: TEST_ARGON2 },
      payments: { testSecret: TEST_SECRET },
    });
    owner = await staffAgent(app, database.db, config, clock, 'owner');
    manager = await staffAgent(app, database.db, config, clock, 'manager');
  }, 120_000);
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  async function exported(agent: StaffAgent = manager): Promise<File> {
    const response = await exportFile(app, agent);
    expect(response.statusCode).toBe(200);
    return parse(response.body) as File;
  }

  const eventOf = (file: File, id: number) => {
    const found = file.events.find((event) => event.id === id);
    if (!found) throw new Error(`no event ${id}`);
    return found;
  };

  async function eventName(id: number): Promise<unknown> {
    const [row] = await database.db.select().from(events).where(eq(events.id, id));
    return row?.name;
  }

  it('downloads the whole catalog as a YAML file for managers and owners', async () => {
    const response = await exportFile(app, owner);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/yaml; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="catalog-2026-11-21.yaml"',
    );
    expect(response.headers['cache-control']).toBe('no-store');
    const file = parse(response.body) as File;
    expect(file.version).toBe(1);
    expect(file.events.map((event) => event.id)).toContain(catalog.events.timed);
  });

  it('refuses the calls without a session, to sales and door staff, and uploads without CSRF', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/admin/catalog/export' })).statusCode).toBe(
      401,
    );
    for (const role of ['sales', 'door'] as const) {
      const agent = await staffAgent(app, database.db, config, clock, role);
      expect((await exportFile(app, agent)).statusCode).toBe(403);
      const upload = await importFile(app, agent, 'version: 1\n', false);
      expect(upload.statusCode).toBe(403);
      expect(upload.json().error).toBe('FORBIDDEN');
    }
    const noCsrf = await app.inject({
      method: 'POST',
      url: '/api/admin/catalog/import',
      headers: { cookie: manager.cookie },
      payload: { yaml: 'version: 1\n', apply: true },
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().error).toBe('CSRF_INVALID');
  });

  it('lists what a dry run would change and changes nothing', async () => {
    const file = await exported();
    const timed = eventOf(file, catalog.events.timed);
    const before = await eventName(catalog.events.timed);
    timed.name = { de: 'Neue Dauerausstellung', en: 'New permanent exhibition' };
    const response = await importFile(app, manager, stringify(file), false);
    expect(response.statusCode).toBe(200);
    const result = response.json().data;
    expect(result.applied).toBe(false);
    expect(result.moreChanges).toBe(0);
    expect(result.changes).toContainEqual({
      path: `events[id=${catalog.events.timed}].name.de`,
      change: 'changed',
      label: null,
      before: (before as Record<string, string>).de,
      after: 'Neue Dauerausstellung',
    });
    expect(result.sections).toContainEqual(
      expect.objectContaining({ section: 'events', inFile: file.events.length }),
    );
    expect(await eventName(catalog.events.timed)).toEqual(before);
  });

  it('answers an unchanged file with no changes', async () => {
    const response = await importFile(app, manager, stringify(await exported()), false);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.changes).toEqual([]);
  });

  it('names each bad field by its path in the file and imports nothing', async () => {
    const file = await exported();
    const timed = eventOf(file, catalog.events.timed);
    (timed.tickets as Item[])[0]!.price = -5;
    timed.venue = 999;
    const response = await importFile(app, manager, stringify(file), true);
    expect(response.statusCode).toBe(422);
    const body = response.json();
    expect(body.error).toBe('CATALOG_INVALID');
    const index = file.events.indexOf(timed);
    expect(Object.keys(body.errors)).toContain(`events[${index}].tickets[0].price`);

    delete (timed.tickets as Item[])[0]!.price;
    (timed.tickets as Item[])[0]!.price = 1400;
    const unknownVenue = await importFile(app, manager, stringify(file), false);
    expect(unknownVenue.statusCode).toBe(422);
    expect(unknownVenue.json().errors).toEqual({
      [`events[${index}].venue`]: 'unknown venue 999',
    });

    const notYaml = await importFile(app, manager, 'events: [unclosed', false);
    expect(notYaml.statusCode).toBe(422);
    expect(notYaml.json()).toMatchObject({
      error: 'CATALOG_NOT_YAML',
      errors: { file: expect.any(String) },
    });
  });

  it('applies the file in one transaction and writes the changes to the audit log', async () => {
    const file = await exported(owner);
    eventOf(file, catalog.events.evening).name = { de: 'Abendführung', en: 'Evening tour' };
    const response = await importFile(app, owner, stringify(file), true);
    expect(response.statusCode).toBe(200);
    expect(response.json().data.applied).toBe(true);
    expect(await eventName(catalog.events.evening)).toMatchObject({ de: 'Abendführung' });
    const shop = await app.inject({ method: 'GET', url: '/api/en/event/select' });
    expect(shop.body).toContain('Evening tour');

    const entries = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'catalog.import'));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ actor: owner.email, targetType: 'catalog' });
    expect(JSON.stringify(entries[0]?.after)).toContain('Evening tour');
    const exports = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, 'catalog.export'));
    expect(exports.map((entry) => entry.actor)).toContain(manager.email);
  });

  it('keeps a paid order and its sold places when the file removes the event', async () => {
    const slot = await freshSlot(database.db, catalog, 10);
    const started = await initPayment(
      app,
      [
        {
          type: 'ticket',
          id: catalog.tickets.adult,
          count: 2,
          datetime: slot.datetime,
          subtickets: [],
        },
      ],
      { token: await guestToken(app) },
    );
    expect(started.statusCode).toBe(200);
    const url: string = started.json().data;
    const orderToken = url.includes('/pay/test/') ? await pay(app, url) : orderTokenOfReturn(url);
    expect((await execPayment(app, orderToken)).statusCode).toBe(200);
    expect(await counters(database.db, slot.capacityId)).toEqual({ sold: 2, held: 0 });

    const file = await exported();
    file.events = file.events.filter((event) => event.id !== catalog.events.timed);
    const dry = await importFile(app, manager, stringify(file), false);
    expect(dry.json().data.changes).toContainEqual(
      expect.objectContaining({
        path: `events[id=${catalog.events.timed}].active`,
        before: true,
        after: false,
      }),
    );
    expect((await importFile(app, manager, stringify(file), true)).statusCode).toBe(200);

    const [event] = await database.db
      .select()
      .from(events)
      .where(eq(events.id, catalog.events.timed));
    expect(event?.active).toBe(false);
    expect(await counters(database.db, slot.capacityId)).toMatchObject({ sold: 2 });
    const order = await orderByToken(database.db, orderToken);
    expect(order?.status).toBe('booked');
    const detail = await app.inject({
      method: 'GET',
      url: `/api/admin/orders/${order?.id}`,
      headers: { cookie: manager.cookie },
    });
    expect(detail.statusCode).toBe(200);
    expect(JSON.stringify(detail.json().data)).toContain(slot.datetime.slice(0, 10));
  });
});
