/** Builds the app for `app.inject` tests with the demo museum's configuration file. */
import type { FastifyInstance } from 'fastify';
import { fileURLToPath } from 'node:url';
import { buildApp, type AppOptions } from '../app';
import { fixedClock } from '../clock';
import { loadConfigFile } from '../config/load';
import type { FoyerConfig } from '../config/schema';
import type { Database } from '../db/client';

/** The repository's `foyer.config.yaml` (the demo museum), validated. */
export function demoConfig(): FoyerConfig {
  return loadConfigFile(fileURLToPath(new URL('../../../../foyer.config.yaml', import.meta.url)));
}

/**
 * The demo configuration for tests that write inventory counters straight into the database and
 * read the calendars at once: availability answers are not kept (catalog answers are). The read
 * cache's own tests (`modules/read-cache`) run with the shipped setting, a lag of up to a second.
 */
function withFreshAvailability(config: FoyerConfig): FoyerConfig {
  return {
    ...config,
    server: {
      ...config.server,
      readCache: { ...config.server.readCache, availabilitySeconds: 0 },
    },
  };
}

/** A fixed "now" for tests: Saturday 21 November 2026, 10:00 in Berlin. */
export const TEST_NOW = new Date('2026-11-21T09:00:00Z');

export async function createTestApp(
  database: Database,
  options: Partial<Omit<AppOptions, 'db'>> & { now?: Date } = {},
): Promise<FastifyInstance> {
  const { now, config, ...rest } = options;
  return buildApp({
    clock: fixedClock(now ?? TEST_NOW),
    ...rest,
    config: withFreshAvailability(config ?? demoConfig()),
    db: database.db,
  });
}
