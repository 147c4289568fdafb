/**
 * A check-in test suite's set-up on one database (PGlite or PostgreSQL): the fulfilment catalog,
 * the app, a door and a manager signed in, and helpers that book tickets and scan them.
 */
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { Database } from '../../db/client';
import { issuedTickets } from '../../db/schema';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import { movableClock, TEST_ARGON2 } from '../customers/testing';
import {
  insertFulfilmentCatalog,
  insertOrder,
  ticketItem,
  type FulfilmentCatalog,
  type NewItem,
} from '../fulfilment/testing';
import { fulfilOrder } from '../fulfilment';
import { adminCall, signedIn, type Agent } from '../orders/testing';

/** `YYYY-MM-DDTHH:mm` in Berlin (winter: UTC+1) as an instant. */
export function berlin(local: string): Date {
  return new Date(`${local}:00+01:00`);
}

export const EVERYWHERE = { entrance: null, slot: null };

export interface CheckinSuite {
  database: Database;
  app: FastifyInstance;
  catalog: FulfilmentCatalog;
  door: Agent;
  manager: Agent;
  config: ReturnType<typeof demoConfig>;
  clock: ReturnType<typeof movableClock>;
  /** Sets the clock to venue time `local` and signs the door and the manager in again. */
  at(local: string): Promise<void>;
  /** `event:<id>` of the exhibition. */
  exhibition(): string;
  /** Books an order with `items` and answers its barcodes. */
  book(items: NewItem[]): Promise<{ orderId: number; barcodes: string[] }>;
  bookOne(item: NewItem): Promise<string>;
  /** A timed exhibition ticket for `time` on `day` (default today). */
  timed(time: string, day?: string): NewItem;
  scan(
    barcode: string,
    options?: {
      agent?: Agent;
      scanId?: string;
      device?: string;
      checkpoint?: { entrance: string | null; slot: string | null };
    },
  ): ReturnType<typeof adminCall>;
  /** `valid` or the reason of the refusal. */
  outcome(
    barcode: string,
    checkpoint?: { entrance: string | null; slot: string | null },
  ): Promise<string>;
}

/** Registers the suite's hooks on `open`'s database and answers the suite, filled in `beforeAll`. */
export function checkinSuite(open: () => Promise<Database>): CheckinSuite {
  const clock = movableClock();
  const config = demoConfig();
  const s = { clock, config } as CheckinSuite;

  beforeAll(async () => {
    s.database = await open();
    s.catalog = await insertFulfilmentCatalog(s.database.db, TEST_NOW, config.server.timeZone);
    s.app = await createTestApp(s.database, { config, clock, customers: { argon2: TEST_ARGON2 } });
    clock.set(TEST_NOW);
    s.door = await signedIn(s.app, s.database.db, config, clock, 'door');
    s.manager = await signedIn(s.app, s.database.db, config, clock, 'manager');
  }, 120_000);
  afterAll(async () => {
    await s.app.close();
    await s.database.close();
  });
  beforeEach(() => clock.set(TEST_NOW));

  // Sessions end after 30 idle minutes: moving the clock further needs a new sign-in.
  s.at = async (local) => {
    clock.set(berlin(local));
    s.door = await signedIn(s.app, s.database.db, config, clock, 'door');
    s.manager = await signedIn(s.app, s.database.db, config, clock, 'manager');
  };
  s.exhibition = () => `event:${s.catalog.events.exhibition}`;
  s.book = async (items) => {
    const order = await insertOrder(s.database.db, { items });
    await s.database.db.transaction((tx) =>
      fulfilOrder(
        tx,
        { config, db: s.database.db, clock, mailer: { send: async () => ({}) } },
        order.id,
      ),
    );
    const rows = await s.database.db
      .select({ barcode: issuedTickets.barcode })
      .from(issuedTickets)
      .where(eq(issuedTickets.orderId, order.id))
      .orderBy(asc(issuedTickets.id));
    return { orderId: order.id, barcodes: rows.map((row) => row.barcode) };
  };
  s.bookOne = async (item) => (await s.book([item])).barcodes[0] ?? '';
  s.timed = (time, day = s.catalog.today) =>
    ticketItem(s.catalog, 'timed', {
      name: 'Zeitfenster-Ticket',
      count: 1,
      datetime: `${day} ${time}:00`,
    });
  s.scan = (barcode, options = {}) =>
    adminCall(s.app, 'POST', 'checkin/scans', {
      agent: options.agent ?? s.door,
      body: {
        scanId: options.scanId ?? randomUUID(),
        barcode,
        device: options.device ?? 'door-1',
        checkpoint: options.checkpoint ?? EVERYWHERE,
      },
    });
  s.outcome = async (barcode, checkpoint = EVERYWHERE) => {
    const response = await s.scan(barcode, { checkpoint });
    if (response.statusCode !== 200) throw new Error(`scan: ${response.body}`);
    const data = response.json().data;
    return data.reason ?? data.status;
  };
  return s;
}
