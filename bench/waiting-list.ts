/**
 * `npm run bench:waiting-list`: many cancellations at once while a line waits
 * (apps/server/src/testing/waiting-list-rush.ts; docs/decisions.md "Waiting list: staff").
 * WL_CANCELLATIONS pending orders of one place each (default 200) are cancelled at the same moment
 * while WL_WAITING people wait (default 250, every fourth for two places): on PGlite with two jobs
 * in one process, and on PostgreSQL (WL_DATABASE_URL, default the local test server) with
 * WL_PROCESSES serving processes (default 3) that hear each other's returned places through the
 * database's notification. Prints per database how long the cancellations took and how long until
 * the last offer was made, and checks that every returned place was offered exactly once, in line
 * order, and nothing was oversold; exits 1 otherwise. WL_ONLY=pglite|postgres runs one.
 * Not a timed test: the figures depend on the machine and its load (`uptime` is printed).
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { systemClock } from '../apps/server/src/clock';
import type { Database } from '../apps/server/src/db/client';
import type { AppDeps } from '../apps/server/src/deps';
import type { Mailer } from '../apps/server/src/modules/mail';
import { startWaitingListJob } from '../apps/server/src/modules/waiting-list';
import { demoConfig } from '../apps/server/src/testing/app';
import { testDatabaseKinds } from '../apps/server/src/testing/databases';
import {
  cancelAll,
  databaseUrl,
  expectedOffers,
  rushVerdict,
  setUpRush,
  waitForOffers,
} from '../apps/server/src/testing/waiting-list-rush';

const cancellations = Number(process.env.WL_CANCELLATIONS ?? 200);
const waiting = Number(process.env.WL_WAITING ?? Math.round(cancellations * 1.25));
const processes = Number(process.env.WL_PROCESSES ?? 3);
const only = process.env.WL_ONLY;
process.env.FOYER_TEST_DATABASE_URL ??=
  process.env.WL_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const here = path.dirname(fileURLToPath(import.meta.url));
const mailer: Mailer = { send: () => Promise.reject(new Error('the bench sends no e-mail')) };

/** Serving processes on the PostgreSQL database; answers a function that stops them. */
async function serveFromProcesses(url: string, count: number): Promise<() => Promise<void>> {
  const children: ChildProcess[] = [];
  for (let i = 0; i < count; i++) {
    const child = fork(path.join(here, 'waiting-list-server.ts'), [url], {
      execArgv: ['--import', 'tsx'],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('exit', (code) => reject(new Error(`a serving process ended (${code})`)));
    });
    children.push(child);
  }
  return async () => {
    await Promise.all(
      children.map(
        (child) =>
          new Promise<void>((resolve) => {
            child.once('exit', () => resolve());
            child.send('stop');
          }),
      ),
    );
  };
}

/** Two jobs in this process (PGlite has one process, and one connection). */
function serveInProcess(database: Database): () => Promise<void> {
  const deps: AppDeps = { config: demoConfig(), db: database.db, clock: systemClock, mailer };
  const stops = [
    startWaitingListJob(deps, { intervalMs: 1000 }),
    startWaitingListJob(deps, { intervalMs: 1000 }),
  ];
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

async function runOn(name: 'pglite' | 'postgres'): Promise<boolean> {
  const kind = testDatabaseKinds().find((candidate) => candidate.name === name);
  if (!kind) throw new Error(`no ${name} database`);
  const database = await kind.open();
  try {
    const setup = await setUpRush(database.db, systemClock, {
      cancellations,
      waiting,
      tag: `bench-${process.pid}`,
    });
    const url = databaseUrl(database);
    const stop = url ? await serveFromProcesses(url, processes) : serveInProcess(database);
    const expected = expectedOffers(setup.wants, cancellations);
    const started = performance.now();
    const cancelMs = await cancelAll(database.db, systemClock, setup.orderIds);
    await waitForOffers(database.db, setup.capacityId, expected, 120_000);
    const servedMs = performance.now() - started;
    await stop();
    const verdict = await rushVerdict(database.db, systemClock, setup);
    const servers = url ? `${processes} serving processes` : 'two jobs in one process';
    console.log(
      [
        `${name} (${servers}): ${cancellations} cancellations at once, ${waiting} waiting:`,
        `  cancellations done in ${Math.round(cancelMs)} ms; the last of ${verdict.offers} offers ` +
          `(${verdict.offeredPlaces} places) made ${Math.round(servedMs)} ms after the first cancellation`,
        `  database: capacity ${verdict.counters.capacity}, sold ${verdict.counters.sold}, ` +
          `held ${verdict.counters.held} (the offers' holds)`,
        verdict.problems.length === 0
          ? '  every returned place offered exactly once, in line order; nothing oversold'
          : verdict.problems
              .slice(0, 10)
              .map((problem) => `  BROKEN: ${problem}`)
              .join('\n'),
      ].join('\n'),
    );
    return verdict.problems.length === 0;
  } finally {
    await database.close();
  }
}

console.log(`load: ${execFileSync('uptime').toString().trim()}`);
let good = true;
if (only !== 'postgres') good = (await runOn('pglite')) && good;
if (only !== 'pglite') good = (await runOn('postgres')) && good;
console.log(`load: ${execFileSync('uptime').toString().trim()}`);
process.exit(good ? 0 : 1);
