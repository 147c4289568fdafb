/** The suite preamble the checkout refusal tests share: the checkout catalog, the app, a guest token. */
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

export interface CheckoutErrorSuite extends SuiteState {
  catalog: CheckoutCatalog;
  /** A guest's token for the calls that need one. */
  token: string;
  /** A basket line of `count` adult tickets at `datetime`. */
  ticket(datetime: string, count?: number): CartItem;
}

/** Declares the suite's set-up and tear-down (call it inside `describe`) and answers its state. */
export function useCheckoutErrorSuite(open: TestDatabaseKind['open']): CheckoutErrorSuite {
  const state = useSuite(async () => {
    const database = await open();
    ignoreTeardownTermination(database);
    const catalog = await insertCheckoutCatalog(database.db);
    const app = await createTestApp(database);
    return { database, catalog, app, token: await guestToken(app) };
  });
  const suite: CheckoutErrorSuite = Object.assign(state, {
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
