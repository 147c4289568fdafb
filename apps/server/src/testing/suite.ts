/**
 * The preamble of a server test suite, once: `start` opens the database and builds what the suite
 * needs (at least the database and the app) in `beforeAll`; both are closed in `afterAll`. Call it
 * inside `describe`; the answered object is filled in `beforeAll`, so read its fields inside tests
 * (or inside helpers that tests call), never while the suite is being declared.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Database } from '../db/client';

export interface SuiteState {
  database: Database;
  app: FastifyInstance;
}

/** `timeout` of the set-up: by default the project's hook timeout (vitest.config.ts). */
export function useSuite<T extends SuiteState>(start: () => Promise<T>, timeout?: number): T {
  const state = {} as T;
  beforeAll(async () => {
    Object.assign(state, await start());
  }, timeout);
  afterAll(async () => {
    // Left unset when `start` failed: close what was opened.
    const { app, database } = state as Partial<SuiteState>;
    await app?.close();
    await database?.close();
  });
  return state;
}
