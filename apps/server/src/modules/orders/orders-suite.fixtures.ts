/**
 * The suite preamble the back-office order tests share: the checkout catalog, the app with a movable
 * clock, a signed-in manager, and helpers to read an order as the database and the back office
 * hold it.
 */
import type { OrderDetail } from '@foyer/domain/admin-contract';
import type { CartItem } from '@foyer/domain/contract';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { FoyerConfig } from '../../config/schema';
import { orders } from '../../db/schema';
import { createTestApp, demoConfig } from '../../testing/app';
import type { TestDatabaseKind } from '../../testing/databases';
import { useSuite, type SuiteState } from '../../testing/suite';
import {
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from '../checkout/testing';
import { movableClock, TEST_ARGON2, type MovableClock } from '../customers/testing';
import { adminCall, signedIn, type Agent } from './admin-orders.fixtures';

export interface OrdersSuite extends SuiteState {
  catalog: CheckoutCatalog;
  manager: Agent;
  clock: MovableClock;
  config: FoyerConfig;
  /** A basket line of `count` adult tickets at `datetime`. */
  ticket(datetime: string, count: number): CartItem;
  /** The order with this order token as stored. */
  orderOf(token: string): Promise<typeof orders.$inferSelect>;
  /** The order's back-office page, as the manager sees it. */
  detail(id: number): Promise<OrderDetail>;
}

/**
 * Declares the suite (inside `describe`); `appOptions` go to `createTestApp`, `configure` changes
 * the demo configuration first.
 */
export function useOrdersSuite(
  open: TestDatabaseKind['open'],
  appOptions: Omit<Parameters<typeof createTestApp>[1], 'config' | 'clock'> = {},
  configure: (config: FoyerConfig) => FoyerConfig = (config) => config,
): OrdersSuite {
  const clock = movableClock();
  const config = configure(demoConfig());
  const state = useSuite(async () => {
    const database = await open();
    ignoreTeardownTermination(database);
    const catalog = await insertCheckoutCatalog(database.db);
    const app = await createTestApp(database, {
      config,
      clock,
      customers: { argon2: TEST_ARGON2 },
      ...appOptions,
    });
    const manager = await signedIn(app, database.db, config, clock, 'manager');
    return { database, catalog, app, manager };
  });
  const suite: OrdersSuite = Object.assign(state, {
    clock,
    config,
    ticket: (datetime: string, count: number): CartItem => ({
      type: 'ticket',
      id: suite.catalog.tickets.adult,
      count,
      datetime,
      subtickets: [],
    }),
    async orderOf(token: string) {
      const [row] = await suite.database.db.select().from(orders).where(eq(orders.token, token));
      if (!row) throw new Error('no order');
      return row;
    },
    async detail(id: number) {
      const res = await adminCall(suite.app, 'GET', `orders/${id}`, { agent: suite.manager });
      expect(res.statusCode).toBe(200);
      return res.json().data as OrderDetail;
    },
  });
  return suite;
}
