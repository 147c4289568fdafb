/**
 * The suite preamble the customer tests share: one database, a movable clock and the app with the
 * customer test configuration and cheap argon2 parameters; `visitor` gives each test its own e-mail
 * and client address (so rate limits never couple tests).
 */
import { createTestApp } from '../../testing/app';
import type { TestDatabaseKind } from '../../testing/databases';
import { useSuite, type SuiteState } from '../../testing/suite';
import {
  customerTestConfig,
  movableClock,
  TEST_ARGON2,
  uniqueVisitor,
  type MovableClock,
  type Visit,
} from './customer.fixtures';

export interface CustomerSuite extends SuiteState {
  clock: MovableClock;
  /** A visitor of its own (e-mail and address) for the test called `name`. */
  visitor(name: string, lang?: string): Visit & { email: string };
}

/** Declares the suite's set-up and tear-down (call it inside `describe`) and answers its state. */
export function useCustomerSuite(open: TestDatabaseKind['open']): CustomerSuite {
  const clock = movableClock();
  const state = useSuite(async () => {
    const database = await open();
    const app = await createTestApp(database, {
      config: customerTestConfig(),
      clock,
      customers: { argon2: TEST_ARGON2 },
    });
    return { database, app };
  });
  const suite: CustomerSuite = Object.assign(state, {
    clock,
    visitor(name: string, lang = 'en') {
      const { email, ip } = uniqueVisitor(name);
      return { app: suite.app, ip, lang, email };
    },
  });
  return suite;
}
