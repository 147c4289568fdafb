import { sql } from 'drizzle-orm';
import type { Db } from './client';

/**
 * Gathers the query planner's statistics of every table (`ANALYZE`). PostgreSQL's autovacuum does it
 * by itself; PGlite has none, and without statistics the planner takes every table for empty: a
 * two-month calendar's query took five times as long (docs/performance.md, "Kept pages").
 */
export async function gatherStatistics(db: Db): Promise<void> {
  await db.execute(sql`ANALYZE`);
}
