/** The suite preamble the event catalog tests share: the event fixture, the app and its calls. */
import type { TicketCollection } from '@foyer/domain/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { createTestApp, demoConfig, TEST_NOW } from '../../testing/app';
import type { TestDatabaseKind } from '../../testing/databases';
import { useSuite, type SuiteState } from '../../testing/suite';
import { insertEventFixture, type EventFixture } from './events.fixtures';

export interface EventSuite extends SuiteState {
  fx: EventFixture;
  /** GET `/api/${url}` on the suite's app, or on `on`. */
  get(url: string, on?: FastifyInstance): Promise<LightMyRequestResponse>;
  /** The ticket collection at `url`, which must answer 200. */
  collection(url: string): Promise<TicketCollection>;
}

/** Declares the suite's set-up and tear-down (call it inside `describe`) and answers its state. */
export function useEventSuite(open: TestDatabaseKind['open']): EventSuite {
  const state = useSuite(async () => {
    const database = await open();
    const fx = await insertEventFixture(database.db, TEST_NOW, demoConfig().server.timeZone);
    return { database, fx, app: await createTestApp(database, { now: TEST_NOW }) };
  });
  const suite: EventSuite = Object.assign(state, {
    get: (url: string, on: FastifyInstance = suite.app) =>
      on.inject({ method: 'GET', url: `/api/${url}` }),
    async collection(url: string) {
      const res = await suite.get(url);
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as { data: TicketCollection }).data;
    },
  });
  return suite;
}
