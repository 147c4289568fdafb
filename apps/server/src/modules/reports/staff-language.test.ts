/**
 * The back office names the catalog's rows in the staff member's language, whatever language each
 * order was made in: the reports (one row per product, not per name), the scanner's answer and day
 * list, and the desk's catalog (its quote). Texts missing in that language come in the museum's
 * default language.
 */
import { randomUUID } from 'node:crypto';
import { venueToday } from '@foyer/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { issuedTickets, orders as ordersTable } from '../../db/schema';
import { testDatabaseKinds } from '../../testing/databases';
import { createTestApp } from '../../testing/app';
import {
  freshSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  TEST_SECRET,
  type CheckoutCatalog,
} from '../checkout/testing';
import { customerTestConfig, movableClock, TEST_ARGON2 } from '../customers/testing';
import { adminCall, buy, signedIn, type Agent } from '../orders/testing';

interface ReportBody {
  rows: { key: string; label: string | null; at: string | null; values: number[] }[];
}

describe.each(testDatabaseKinds())(
  'catalog names in the staff member’s language on $name',
  ({ open }) => {
    let database: Database;
    let app: FastifyInstance;
    let catalog: CheckoutCatalog;
    let german: Agent;
    let english: Agent;
    let slot: { datetime: string };
    const clock = movableClock();
    const config = customerTestConfig();

    async function inLanguage(agent: Agent, language: string): Promise<void> {
      const changed = await app.inject({
        method: 'PATCH',
        url: '/api/admin/me',
        headers: { cookie: agent.cookie, 'x-csrf-token': agent.csrf },
        payload: { language },
      });
      expect(changed.statusCode).toBe(200);
    }

    let bookedOn: string;

    /** A report of the day booked (visitors: of the slot's day). */
    async function report(agent: Agent, kind: string): Promise<ReportBody> {
      const day = kind === 'visitors' ? slot.datetime.slice(0, 10) : bookedOn;
      const response = await adminCall(app, 'GET', `reports/${kind}`, {
        agent,
        query: { from: day, to: day },
      });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    }

    beforeAll(async () => {
      database = await open();
      ignoreTeardownTermination(database);
      catalog = await insertCheckoutCatalog(database.db);
      app = await createTestApp(database, {
        config,
        clock,
        customers: { argon2: TEST_ARGON2 },
        payments: { testSecret: TEST_SECRET },
      });
      slot = await freshSlot(database.db, catalog, 20);
      const adults = (count: number) => ({
        type: 'ticket' as const,
        id: catalog.tickets.adult,
        count,
        datetime: slot.datetime,
        subtickets: [],
      });
      bookedOn = venueToday(clock.now(), config.server.timeZone);
      // The same ticket bought once in the German shop and once in the English one.
      await buy(app, [adults(2)], { lang: 'de' });
      await buy(app, [adults(1)], { lang: 'en' });
      clock.set(new Date(`${slot.datetime}:00+01:00`));
      german = await signedIn(app, database.db, config, clock, 'manager');
      english = await signedIn(app, database.db, config, clock, 'manager');
      await inLanguage(german, 'de');
      await inLanguage(english, 'en');
    }, 120_000);
    afterAll(async () => {
      await app.close();
      await database.close();
    });

    it('names report rows in the reader’s language, one row per product whatever the order’s language', async () => {
      const product = `ticket:${catalog.tickets.adult}`;
      const visit = `${slot.datetime}|event:${catalog.events.timed}`;
      expect((await report(german, 'products')).rows).toEqual([
        expect.objectContaining({ key: product, label: 'Lichtspiele – Erwachsene' }),
      ]);
      expect((await report(english, 'products')).rows).toEqual([
        expect.objectContaining({ key: product, label: 'Light plays – Adult' }),
      ]);
      expect((await report(german, 'visitors')).rows).toEqual([
        { key: visit, label: 'Lichtspiele', at: slot.datetime, values: [3, 0] },
      ]);
      expect((await report(english, 'visitors')).rows).toEqual([
        { key: visit, label: 'Light plays', at: slot.datetime, values: [3, 0] },
      ]);
    });

    it('names the scanned ticket and the day’s entrances in the scanner’s language', async () => {
      const barcodes = await database.db
        .select({ barcode: issuedTickets.barcode, language: ordersTable.language })
        .from(issuedTickets)
        .innerJoin(ordersTable, eq(ordersTable.id, issuedTickets.orderId))
        .orderBy(asc(issuedTickets.id));
      // A ticket of the English order at the German door, one of the German order at the English door.
      const fromEnglish = barcodes.find((row) => row.language === 'en')?.barcode;
      const fromGerman = barcodes.find((row) => row.language === 'de')?.barcode;
      const scan = async (agent: Agent, barcode: string | undefined) => {
        const response = await adminCall(app, 'POST', 'checkin/scans', {
          agent,
          body: {
            scanId: randomUUID(),
            barcode,
            device: 'door-1',
            checkpoint: { entrance: null, slot: null },
          },
        });
        expect(response.statusCode).toBe(200);
        return response.json().data;
      };
      expect(await scan(german, fromEnglish)).toMatchObject({
        status: 'valid',
        ticket: { name: 'Erwachsene' },
      });
      expect(await scan(english, fromGerman)).toMatchObject({
        status: 'valid',
        ticket: { name: 'Adult' },
      });
      const day = async (agent: Agent) => {
        const response = await adminCall(app, 'GET', 'checkin/day', {
          agent,
          query: { date: slot.datetime.slice(0, 10) },
        });
        expect(response.statusCode).toBe(200);
        return response.json().data.entrances.map((entrance: { label: string }) => entrance.label);
      };
      expect(await day(german)).toEqual(['Lichtspiele']);
      expect(await day(english)).toEqual(['Light plays']);
      const offline = async (agent: Agent) => {
        const response = await adminCall(app, 'GET', 'checkin/offline', {
          agent,
          query: { date: slot.datetime.slice(0, 10) },
        });
        expect(response.statusCode).toBe(200);
        return new Set(response.json().data.tickets.map((ticket: { name: string }) => ticket.name));
      };
      expect(await offline(german)).toEqual(new Set(['Erwachsene']));
      expect(await offline(english)).toEqual(new Set(['Adult']));
    });

    it('quotes the desk’s catalog in the staff member’s language', async () => {
      const later = await freshSlot(database.db, catalog, 10);
      const quote = async (agent: Agent, language: string) => {
        const response = await adminCall(app, 'POST', 'desk/quote', {
          agent,
          body: {
            language,
            items: [
              {
                type: 'ticket',
                id: catalog.tickets.adult,
                count: 1,
                datetime: later.datetime,
                subtickets: [],
              },
            ],
          },
        });
        expect(response.statusCode).toBe(200);
        return response.json().data.lines.map((line: { name: string }) => line.name);
      };
      expect(await quote(german, 'de')).toEqual(['Erwachsene']);
      expect(await quote(english, 'en')).toEqual(['Adult']);
    });
  },
);
