/** The suite preamble the checkout tests share: the checkout catalog, the app and a guest's token. */
import type { CartItem } from '@foyer/domain/contract';
import { createTestApp } from '../../testing/app';
import type { TestDatabaseKind } from '../../testing/databases';
import { useSuite, type SuiteState } from '../../testing/suite';
import {
  guestToken,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  type CheckoutCatalog,
} from './checkout.fixtures';

export interface CheckoutSuite extends SuiteState {
  catalog: CheckoutCatalog;
  /** A guest's token for the calls that need one. */
  token: string;
  /** A basket line of `count` adult tickets at `datetime`. */
  ticket(datetime: string, count?: number): CartItem;
}

/**
 * Declares the suite's set-up and tear-down (call it inside `describe`) and answers its state;
 * `appOptions` go to `createTestApp` (a clock, the test provider's webhook secret).
 */
export function useCheckoutSuite(
  open: TestDatabaseKind['open'],
  appOptions: Parameters<typeof createTestApp>[1] = {},
): CheckoutSuite {
  const state = useSuite(async () => {
    const database = await open();
    ignoreTeardownTermination(database);
    const catalog = await insertCheckoutCatalog(database.db);
    const app = await createTestApp(database, appOptions);
    return { database, catalog, app, token: await guestToken(app) };
  });
  const suite: CheckoutSuite = Object.assign(state, {
    ticket: (datetime: string, count = 1): CartItem => ({
      type: 'ticket',
      id: suite.catalog.tickets.adult,
      count,
      datetime,
      subtickets: [],
    }),
  });
  return suite;
}
