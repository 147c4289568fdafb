/** The suite preamble the guided-tour catalog tests share: the tour fixtures, the app and its calls. */
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, TEST_NOW } from '../../testing/app';
import type { TestDatabaseKind } from '../../testing/databases';
import { useSuite, type SuiteState } from '../../testing/suite';
import { insertTourFixtures, type TourFixtures } from './tours.fixtures';

export interface TourSuite extends SuiteState {
  fx: TourFixtures;
  /** GET `url` on the suite's app, or on `on`: the status and the JSON body. */
  get(
    url: string,
    on?: FastifyInstance,
  ): Promise<{ status: number; body: Record<string, unknown> }>;
  /** The `data` of the answer at `url`, which must answer 200. */
  data(url: string, on?: FastifyInstance): Promise<unknown>;
}

/** Declares the suite's set-up and tear-down (call it inside `describe`) and answers its state. */
export function useTourSuite(open: TestDatabaseKind['open']): TourSuite {
  const state = useSuite(async () => {
    const database = await open();
    const fx = await insertTourFixtures(database.db, TEST_NOW);
    return { database, fx, app: await createTestApp(database, { now: TEST_NOW }) };
  });
  const suite: TourSuite = Object.assign(state, {
    async get(url: string, on: FastifyInstance = suite.app) {
      const res = await on.inject({ method: 'GET', url });
      return { status: res.statusCode, body: res.json() as Record<string, unknown> };
    },
    async data(url: string, on: FastifyInstance = suite.app) {
      const res = await suite.get(url, on);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body.data;
    },
  });
  return suite;
}
