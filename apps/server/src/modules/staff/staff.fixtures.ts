/** The app the staff tests share: one database and app per suite, a movable clock, fast hashes. */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { FoyerConfig } from '../../config/schema';
import type { Database } from '../../db/client';
import { createTestApp } from '../../testing/app';
import {
  customerTestConfig,
  movableClock,
  TEST_ARGON2,
  type MovableClock,
} from '../customers/testing';

export interface StaffSuite {
  readonly config: FoyerConfig;
  readonly database: Database;
  readonly app: FastifyInstance;
  readonly clock: MovableClock;
}

/** Opens the database and the app before the suite's tests and closes them after. */
export function staffSuite(open: () => Promise<Database>): StaffSuite {
  const suite = { config: customerTestConfig(), clock: movableClock() } as {
    config: FoyerConfig;
    database: Database;
    app: FastifyInstance;
    clock: MovableClock;
  };
  beforeAll(async () => {
    suite.database = await open();
    suite.app = await createTestApp(suite.database, {
      config: suite.config,
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
