/**
 * What every server process does before it listens: run the migrations and seed the demo museum
 * into an empty database, both under the start-up lock, so that any number of processes can start
 * together on one empty PostgreSQL database. A demo shop (not configured for
 * production) also gets its demo orders and owner account; only the process that seeded answers the
 * owner's credentials, so they are printed on the first start only. On PGlite, which has no
 * autovacuum to do it, the planner's statistics are gathered last (`gatherStatistics`).
 */
import type { FoyerConfig } from '../config/schema';
import { seedDemoIfEmpty } from '../seed/demo';
import { seedDemoExtras, type DemoExtras } from '../seed/demo-extras';
import type { Database } from './client';
import { gatherStatistics } from './statistics';

export async function startUp(
  database: Database,
  config: FoyerConfig,
  now: Date,
): Promise<{ seeded: boolean; demoOwner: DemoExtras['owner'] }> {
  return database.exclusive(async () => {
    await database.migrate();
    const seeded = await seedDemoIfEmpty(database.db, now, config);
    const extras = seeded ? await seedDemoExtras(database.db, now, config) : null;
    if (database.kind === 'pglite') await gatherStatistics(database.db);
    return { seeded, demoOwner: extras?.owner ?? null };
  });
}
