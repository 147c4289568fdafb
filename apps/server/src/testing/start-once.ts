/**
 * One server start without listening, for the parallel-start test: opens the database of
 * `DATABASE_URL`, runs the migrations and seeds the demo museum the way `main` does, then closes.
 * Exits 0 on success and prints `seeded` or `skipped`.
 */
import { openDatabase } from '../db/client';
import { startUp } from '../db/start-up';
import { demoConfig } from './app';

const database = await openDatabase({ url: process.env.DATABASE_URL, poolSize: 3 });
try {
  const { seeded } = await startUp(database, demoConfig(), new Date());
  console.log(seeded ? 'seeded' : 'skipped');
} finally {
  await database.close();
}
