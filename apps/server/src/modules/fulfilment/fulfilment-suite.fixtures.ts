/** The suite preamble the fulfilment tests share, and the small helpers every fulfilment test uses. */
import { formatMoney } from '@foyer/domain';
import { asc, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { fixedClock } from '../../clock';
import { issuedTickets } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import type { TestDatabaseKind } from '../../testing/databases';
import { useSuite, type SuiteState } from '../../testing/suite';
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

interface FulfilmentState extends SuiteState {
  catalog: FulfilmentCatalog;
  deps: AppDeps;
}

export interface FulfilmentSuite extends FulfilmentState {
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

/**
 * The suite's database with the fulfilment catalog, the app, and fulfilment's dependencies with a
 * mailer that must not be called (fulfilment only queues mail); call it inside `describe`.
 */
export function useFulfilmentSuite(open: TestDatabaseKind['open']): FulfilmentSuite {
  const config = demoConfig();
  const state = useSuite<FulfilmentState>(async () => {
    const database = await open();
    const catalog = await insertFulfilmentCatalog(database.db, TEST_NOW, config.server.timeZone);
    const deps: AppDeps = {
      config,
      db: database.db,
      clock: fixedClock(TEST_NOW),
      mailer: { send: () => Promise.reject(new Error('fulfilment only queues mail')) },
    };
    return { database, catalog, deps, app: await createTestApp(database) };
  });
  const suite: FulfilmentSuite = Object.assign(state, {
    at: (time: string, day = suite.catalog.today) => `${day} ${time}:00`,
    fulfil: (orderId: number) =>
      suite.database.db.transaction((tx) => fulfilOrder(tx, suite.deps, orderId)),
    issuedOf: (orderId: number) =>
      suite.database.db
        .select()
        .from(issuedTickets)
        .where(eq(issuedTickets.orderId, orderId))
        .orderBy(asc(issuedTickets.id)),
    download: (token: string, file: string, lang = 'de') =>
      suite.app.inject({ method: 'GET', url: `/api/${lang}/order/documents/${token}/${file}` }),
    async ticketsPdf(token: string) {
      const response = await suite.download(token, 'tickets.pdf');
      expect(response.statusCode).toBe(200);
      return response.rawPayload;
    },
    timed: (count: number, time = '11:00', extra: Partial<Parameters<typeof ticketItem>[2]> = {}) =>
      ticketItem(suite.catalog, 'timed', {
        name: 'Zeitfenster-Ticket',
        count,
        datetime: suite.at(time),
        ...extra,
      }),
  });
  return suite;
}

/** The VEVENTs of an iCalendar text: their unfolded properties. */
export function parseEvents(ics: string): Record<string, string>[] {
  const unfolded = ics.replace(/\r?\n[ \t]/g, '');
  return [...unfolded.matchAll(/BEGIN:VEVENT\r?\n([\s\S]*?)END:VEVENT/g)].map((match) => {
    const props: Record<string, string> = {};
    for (const line of (match[1] ?? '').split(/\r?\n/)) {
      const colon = line.indexOf(':');
      if (colon <= 0) continue;
      const name = line.slice(0, colon).split(';')[0] ?? '';
      props[name] = line.slice(colon + 1);
    }
    return props;
  });
}
