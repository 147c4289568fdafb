/**
 * The suite preamble the fulfilment tests share: one database (migrated, with the fulfilment catalog
 * imported), the app for downloads, fulfilment's dependencies with a mailer that must not be called
 * (fulfilment only queues mail), and the small helpers every fulfilment test uses.
 */
import { formatMoney } from '@foyer/domain';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import { fixedClock } from '../../clock';
import type { Database } from '../../db/client';
import { issuedTickets } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import type { TestDatabaseKind } from '../../testing/databases';
import { insertFulfilmentCatalog, ticketItem, type FulfilmentCatalog } from './fulfilment.fixtures';
import { fulfilOrder } from './fulfilment.service';

/** Text with every run of white space (no-break spaces too) as one space. */
export function flat(text: string): string {
  return text.replace(/\s+/g, ' ');
}

/** An amount as the flattened PDF text shows it. */
export function money(cents: number, lang = 'de'): string {
  return flat(formatMoney(cents, lang));
}

export interface FulfilmentSuite {
  /** Set in `beforeAll`: read them inside tests, never while the suite is being declared. */
  database: Database;
  app: FastifyInstance;
  catalog: FulfilmentCatalog;
  deps: AppDeps;
  config: ReturnType<typeof demoConfig>;
  /** `YYYY-MM-DD HH:mm:00` of `time` on `day` (default: the catalog's today). */
  at(time: string, day?: string): string;
  /** Fulfils the order in a transaction of its own. */
  fulfil(orderId: number): Promise<Awaited<ReturnType<typeof fulfilOrder>>>;
  issuedOf(orderId: number): Promise<(typeof issuedTickets.$inferSelect)[]>;
  download(token: string, file: string, lang?: string): Promise<LightMyRequestResponse>;
  /** The order's tickets PDF, which must be served. */
  ticketsPdf(token: string): Promise<Buffer>;
  /** A line of `count` timed tickets at `time` today. */
  timed(
    count: number,
    time?: string,
    extra?: Partial<Parameters<typeof ticketItem>[2]>,
  ): ReturnType<typeof ticketItem>;
}

/** Declares the suite's `beforeAll`/`afterAll` (call it inside `describe`) and answers its state. */
export function useFulfilmentSuite(open: TestDatabaseKind['open']): FulfilmentSuite {
  const config = demoConfig();
  const suite: FulfilmentSuite = {
    config,
    database: undefined as unknown as Database,
    app: undefined as unknown as FastifyInstance,
    catalog: undefined as unknown as FulfilmentCatalog,
    deps: undefined as unknown as AppDeps,
    at: (time, day = suite.catalog.today) => `${day} ${time}:00`,
    fulfil: (orderId) =>
      suite.database.db.transaction((tx) => fulfilOrder(tx, suite.deps, orderId)),
    issuedOf: (orderId) =>
      suite.database.db
        .select()
        .from(issuedTickets)
        .where(eq(issuedTickets.orderId, orderId))
        .orderBy(asc(issuedTickets.id)),
    download: (token, file, lang = 'de') =>
      suite.app.inject({ method: 'GET', url: `/api/${lang}/order/documents/${token}/${file}` }),
    async ticketsPdf(token) {
      const response = await suite.download(token, 'tickets.pdf');
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    },
    timed: (count, time = '11:00', extra = {}) =>
      ticketItem(suite.catalog, 'timed', {
        name: 'Zeitfenster-Ticket',
        count,
        datetime: suite.at(time),
        ...extra,
      }),
  };

  beforeAll(async () => {
    suite.database = await open();
    suite.catalog = await insertFulfilmentCatalog(
      suite.database.db,
      TEST_NOW,
      config.server.timeZone,
    );
    suite.deps = {
      config,
      db: suite.database.db,
      clock: fixedClock(TEST_NOW),
      mailer: { send: () => Promise.reject(new Error('fulfilment only queues mail')) },
    };
    suite.app = await createTestApp(suite.database);
  }, 120_000);
  afterAll(async () => {
    await suite.app.close();
    await suite.database.close();
  });
  return suite;
}
