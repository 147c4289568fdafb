/**
 * What every server process does before it listens: run the migrations and seed the demo museum
 * into an empty database, both under the start-up lock, so that any number of processes can start
 * together on one empty PostgreSQL database (issue 13.3).
 */
import type { FoyerConfig } from '../config/schema';
import { seedDemoIfEmpty } from '../seed/demo';
import type { Database } from './client';

export async function startUp(
  database: Database,
  config: FoyerConfig,
  now: Date,
): Promise<{ seeded: boolean }> {
  return database.exclusive(async () => {
    await database.migrate();
    return { seeded: await seedDemoIfEmpty(database.db, now, config) };
  });
}
