/**
 * The suite preamble the customer tests share: one database, a movable clock and the app with the
 * customer test configuration and cheap argon2 parameters; `visitor` gives each test its own e-mail
 * and client address (so rate limits never couple tests).
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../../db/client';
import { createTestApp } from '../../testing/app';
import type { TestDatabaseKind } from '../../testing/databases';
import {
  customerTestConfig,
  movableClock,
  TEST_ARGON2,
  uniqueVisitor,
  type MovableClock,
  type Visit,
} from './customer.fixtures';

export interface CustomerSuite {
  /** Set in `beforeAll`: read them inside tests, never while the suite is being declared. */
  database: Database;
  app: FastifyInstance;
  clock: MovableClock;
  /** A visitor of its own (e-mail and address) for the test called `name`. */
  visitor(name: string, lang?: string): Visit & { email: string };
}

/** Declares the suite's `beforeAll`/`afterAll` (call it inside `describe`) and answers its state. */
export function useCustomerSuite(open: TestDatabaseKind['open']): CustomerSuite {
  const suite: CustomerSuite = {
    database: undefined as unknown as Database,
    app: undefined as unknown as FastifyInstance,
    clock: movableClock(),
    visitor(name, lang = 'en') {
      const { email, ip } = uniqueVisitor(name);
      return { app: suite.app, ip, lang, email };
    },
  };
  beforeAll(async () => {
    suite.database = await open();
    suite.app = await createTestApp(suite.database, {
      config: customerTestConfig(),
      clock: suite.clock,
      customers: { argon2: TEST_ARGON2 },
    });
  });
  afterAll(async () => {
    await suite.app.close();
    await suite.database.close();
  });
  return suite;
}
