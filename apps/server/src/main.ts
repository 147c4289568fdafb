/**
 * Starts the shop: loads the configuration, opens the database (PGlite in the data folder, or
 * PostgreSQL from DATABASE_URL), runs the migrations and seeds the demo museum into an empty
 * database (under the start-up lock, so several processes may start at once), serves the built web
 * app and listens on PORT (default 3000). SIGTERM and SIGINT, also during the start, stop it cleanly:
 * the server stops taking requests, finishes those under way, and the database is closed.
 *
 * On PostgreSQL this process is the primary of several server processes (`cluster.ts`,
 * `FOYER_WORKERS`); each worker runs `main`, and only one of them the background jobs.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { buildApp } from './app';
import { runPrimary, runsBackgroundJobs, workerCount } from './cluster';
import { systemClock } from './clock';
import { configPath, ConfigError, loadConfigFile, withEnvironment } from './config/load';
import { openDatabase, type Database } from './db/client';
import type { FoyerConfig } from './config/schema';
import type { FastifyBaseLogger } from 'fastify';
import { startUp } from './db/start-up';
import { startPurge } from './jobs/purge';
import { startGuestAnonymiser } from './modules/privacy';
import { expireLapsedOrders } from './modules/orders';
import { startHoldSweeper } from './modules/inventory';
import { createMailer, startOutboxWorker } from './modules/mail';
import { fulfilmentComposers } from './modules/fulfilment';
import { waitingListComposers } from './modules/waiting-list';
import { SocketInUse, startBackupSocket } from './modules/backup';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What to undo at the stop, last started first. */
const closers: Array<{ name: string; close: () => Promise<unknown> }> = [];
let stopRequested = false;
let stopping: Promise<never> | null = null;

/** Closes what was started, newest first, then exits with `code`. Runs once. */
function stop(code: number): Promise<never> {
  stopping ??= (async () => {
    for (const { name, close } of closers.reverse()) {
      try {
        await close();
      } catch (error) {
        console.error(`Foyer: closing the ${name} failed:`, (error as Error).message);
        code = code || 1;
      }
    }
    process.exit(code);
  })();
  return stopping;
}

/** A stop requested during the start waits until the current step is done, then stops. */
function checkStop(): void {
  if (stopRequested) throw new StopRequested();
}

class StopRequested extends Error {}

/** A port another program listens on: one line that says what to do, not a stack trace. */
class PortInUse extends Error {}

function isErrno(error: unknown, code: string): boolean {
  return error instanceof Error && (error as NodeJS.ErrnoException).code === code;
}

/** The background jobs of the shop; run by one process only (cluster.ts). */
function startJobs(
  { db, kind }: Pick<Database, 'db' | 'kind'>,
  mailer: ReturnType<typeof createMailer>,
  config: FoyerConfig,
  log: FastifyBaseLogger,
): void {
  // Sends the queued e-mail (password resets, tickets) and retries what a mail server refused.
  const stopOutbox = startOutboxWorker(
    {
      config,
      db,
      clock: systemClock,
      mailer,
      composers: {
        ...fulfilmentComposers({ config, clock: systemClock }),
        ...waitingListComposers({ config }),
      },
    },
    { log },
  );
  // Gives expired holds back and expires their orders (checkouts also release them as they go).
  const stopSweeper = startHoldSweeper({ db, clock: systemClock, expireLapsedOrders }, { log });
  // Deletes quiet abuse counters and long-sent e-mail.
  // On PGlite also gathers the planner's statistics (it has no autovacuum).
  const stopPurge = startPurge(
    { db, clock: systemClock, gatherStatistics: kind === 'pglite' },
    { log },
  );
  // Anonymises guests after the museum's retention period (docs/decisions.md "Data protection").
  const stopAnonymiser = startGuestAnonymiser({ db, clock: systemClock, config, mailer }, { log });
  closers.push(
    { name: 'guest anonymiser', close: stopAnonymiser },
    { name: 'e-mail worker', close: stopOutbox },
    { name: 'hold sweeper', close: stopSweeper },
    { name: 'purge job', close: stopPurge },
  );
}

async function main(): Promise<void> {
  const file = configPath();
  const loaded = loadConfigFile(file);
  const config = withEnvironment(loaded, process.env);
  const databaseUrl = process.env.DATABASE_URL;
  const poolSize = Number(process.env.DATABASE_POOL_SIZE ?? 10);
  const database = await openDatabase({
    url: databaseUrl,
    poolSize: Number.isInteger(poolSize) && poolSize > 0 ? poolSize : 10,
    dataDir: path.resolve(config.server.dataDir, 'db'),
  });
  closers.push({ name: 'database', close: () => database.close() });
  // On PGlite, `npm run backup` asks this process for its copy (docs/operations.md).
  const closeBackupSocket = await startBackupSocket(database, config.server.dataDir);
  closers.push({ name: 'backup socket', close: closeBackupSocket });
  checkStop();
  const { seeded, demoOwner } = await startUp(database, config, new Date());
  checkStop();
  const webRoot = process.env.FOYER_WEB_ROOT ?? path.resolve(here, '../../web/dist');
  const staticRoot = process.env.FOYER_STATIC_ROOT ?? path.resolve(here, '../static');
  const mailer = createMailer(config.server.mail);
  const jobs = runsBackgroundJobs(process.env);
  const app = await buildApp({
    config,
    db: database.db,
    webRoot,
    staticRoot,
    logger: true,
    mailer,
    // The built-in test provider's signing secret: the same in every process that serves it
    // (docs/payments.md); random per process when unset.
    ...(process.env.FOYER_TEST_PROVIDER_SECRET
      ? { payments: { testSecret: process.env.FOYER_TEST_PROVIDER_SECRET } }
      : {}),
    // Settles refund requests a crash left open (stops with the app); in one process only.
    backgroundJobs: jobs,
    admissionWorker: true,
  });
  closers.push({ name: 'web server', close: () => app.close() });
  const port = Number(process.env.PORT ?? 3000);
  const host = process.env.HOST ?? '0.0.0.0';
  try {
    await app.listen({ port, host });
  } catch (error) {
    if (isErrno(error, 'EADDRINUSE')) {
      throw new PortInUse(
        `Foyer cannot start: port ${port} is already in use by another program. Stop it, or start ` +
          `Foyer on another port, e.g. PORT=${port + 1} npm start.`,
      );
    }
    if (isErrno(error, 'EACCES')) {
      throw new PortInUse(
        `Foyer cannot start: port ${port} needs more rights. Use a port above 1023 (PORT=3000).`,
      );
    }
    throw error;
  }
  const where =
    database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.server.dataDir}/db`;
  console.log(
    `Foyer: configuration ${file}, database ${where}${seeded ? ' (demo museum seeded)' : ''}`,
  );
  console.log(
    `Foyer is running at http://localhost:${port}/ (public address ${config.server.publicBaseUrl})`,
  );
  if (demoOwner) {
    // Printed on this first start only: the password is not stored, only its hash.
    console.log(
      [
        'Foyer: the back office of the demo museum has a demo owner account (shown only now):',
        `  ${new URL('admin/', `${config.server.publicBaseUrl.replace(/\/+$/, '')}/`).toString()}`,
        `  e-mail:   ${demoOwner.email}`,
        `  password: ${demoOwner.password}`,
      ].join('\n'),
    );
  }
  const worker = process.env.FOYER_WORKER_ID;
  if (worker !== undefined) {
    console.log(
      `Foyer: worker ${worker} (process ${process.pid}) listening; background jobs: ${jobs ? 'yes' : 'no'}`,
    );
  }
  if (jobs) startJobs(database, mailer, config, app.log);
  checkStop();
}

let started = false;

/** Runs this process as one server (alone, or as a cluster worker). */
function runServer(): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopRequested) return;
      stopRequested = true;
      // Started: stop now. Still starting: main stops after its current step (checkStop).
      if (started) void stop(0);
    });
  }

  // From here on a SIGTERM or SIGINT stops the shop cleanly (before, nothing is open yet).
  console.log(`Foyer: starting (process ${process.pid})`);
  main()
    .then(() => {
      started = true;
      if (stopRequested) return stop(0);
    })
    .catch((error: unknown) => {
      if (error instanceof StopRequested) return stop(0);
      if (
        error instanceof ConfigError ||
        error instanceof PortInUse ||
        error instanceof SocketInUse
      ) {
        console.error(error.message);
      } else {
        console.error(error);
      }
      return stop(1);
    });
}

function clusterSize(): number {
  try {
    return workerCount(process.env, availableParallelism());
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

if (cluster.isPrimary && clusterSize() > 1) runPrimary(clusterSize());
else runServer();
