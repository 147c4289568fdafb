/**
 * Starts the shop: loads the configuration, opens the database (PGlite in the data folder, or
 * PostgreSQL from DATABASE_URL), runs the migrations, seeds the demo museum into an empty database,
 * serves the built web app and listens on PORT (default 3000).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { systemClock } from './clock';
import { configPath, ConfigError, loadConfigFile, withEnvironment } from './config/load';
import { openDatabase } from './db/client';
import { startUp } from './db/start-up';
import { startPurge } from './jobs/purge';
import { startHoldSweeper } from './modules/inventory/holds.service';
import { createMailer } from './modules/mail/mailer';
import { startOutboxWorker } from './modules/mail/outbox.service';

const here = path.dirname(fileURLToPath(import.meta.url));

async function main(): Promise<void> {
  const file = configPath();
  const loaded = loadConfigFile(file);
  const config = withEnvironment(loaded, process.env);
  const databaseUrl = process.env.DATABASE_URL;
  const database = await openDatabase({
    url: databaseUrl,
    dataDir: path.resolve(config.server.dataDir, 'db'),
  });
  const { seeded } = await startUp(database, config, new Date());
  const webRoot = process.env.FOYER_WEB_ROOT ?? path.resolve(here, '../../web/dist');
  const staticRoot = process.env.FOYER_STATIC_ROOT ?? path.resolve(here, '../static');
  const mailer = createMailer(config.server.mail);
  const app = await buildApp({
    config,
    db: database.db,
    webRoot,
    staticRoot,
    logger: true,
    mailer,
  });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  await app.listen({ port, host });
  const where =
    database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.server.dataDir}/db`;
  console.log(
    `Foyer: configuration ${file}, database ${where}${seeded ? ' (demo museum seeded)' : ''}`,
  );
  console.log(`Foyer is running at http://localhost:${port}/`);
  // Sends the queued e-mail (password resets, tickets) and retries what a mail server refused.
  const stopOutbox = startOutboxWorker(
    { config, db: database.db, clock: systemClock, mailer },
    { log: app.log },
  );
  // Gives expired holds back and expires their orders (checkouts also release them as they go).
  const stopSweeper = startHoldSweeper({ db: database.db, clock: systemClock }, { log: app.log });
  // Deletes quiet abuse counters and long-sent e-mail.
  const stopPurge = startPurge({ db: database.db, clock: systemClock }, { log: app.log });
  const stop = async () => {
    await stopPurge();
    await stopSweeper();
    await stopOutbox();
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
