/**
 * Scale out on one command: on PostgreSQL `npm start` runs several identical server
 * processes (node:cluster, sharing the port; default one per core, `FOYER_WORKERS` to change), on
 * PGlite one process, as PGlite is one process's database.
 *
 * The background jobs (hold sweeper, e-mail outbox, purge, refund recovery) run in exactly one
 * worker, worker 1: the primary gives it `FOYER_BACKGROUND_JOBS=1` and the others `0`, and a
 * worker that dies is replaced by one with the same number, so the jobs come back with it. The
 * primary opens no database; each worker starts as a single server would (migrations and the demo
 * seed run under the start-up lock, once).
 */
import cluster, { type Worker } from 'node:cluster';
import { configPath, loadConfigFile, withEnvironment } from './config/load';
import { serveClusterMetrics } from './modules/metrics';

/**
 * The primary serves the workers' summed metrics on `server.metrics.port` when it is set
 * (docs/operations.md); a configuration it cannot read is left for the workers to report.
 */
function serveMetricsOfWorkers(): void {
  let settings;
  try {
    settings = withEnvironment(loadConfigFile(configPath()), process.env).server.metrics;
  } catch {
    return;
  }
  if (settings.port === null) return;
  const port = settings.port;
  serveClusterMetrics({ port, host: settings.host }).then(
    () => console.log(`Foyer: metrics of all workers at http://${settings.host}:${port}/metrics`),
    (error: unknown) =>
      console.error(`Foyer: metrics cannot be served on port ${port}:`, (error as Error).message),
  );
}

/** The environment variable that says whether this process runs the background jobs. */
export const JOBS_VARIABLE = 'FOYER_BACKGROUND_JOBS';

/**
 * How many server processes to run: `FOYER_WORKERS` (a whole number ≥ 1), else one per core, and
 * one whenever the database is PGlite (no `postgres://` DATABASE_URL).
 */
export function workerCount(env: NodeJS.ProcessEnv, cores: number): number {
  const url = env.DATABASE_URL ?? '';
  if (!/^postgres(ql)?:\/\//.test(url)) return 1;
  const asked = env.FOYER_WORKERS?.trim();
  if (asked !== undefined && asked !== '') {
    if (!/^\d{1,3}$/.test(asked) || Number(asked) < 1) {
      throw new Error(`FOYER_WORKERS must be a whole number from 1 to 999, not "${asked}"`);
    }
    return Number(asked);
  }
  return Math.max(1, cores);
}

/** Whether this process runs the background jobs: yes unless its primary said no. */
export function runsBackgroundJobs(env: NodeJS.ProcessEnv): boolean {
  return env[JOBS_VARIABLE] !== '0';
}

/** The environment of worker `id` (1-based): only worker 1 runs the background jobs. */
export function workerEnvironment(id: number): Record<string, string> {
  return { FOYER_WORKER_ID: String(id), [JOBS_VARIABLE]: id === 1 ? '1' : '0' };
}

/** The workers stop after a worker that never listened failed this many times in a row. */
const MAX_FAILED_STARTS = 3;

/**
 * Runs the primary: forks `count` workers, replaces one that dies, and on SIGTERM or SIGINT stops
 * them all and exits (with 1 when a worker failed). A worker that cannot start (configuration,
 * database, port) stops the whole shop after a few tries instead of restarting for ever.
 */
export function runPrimary(count: number): void {
  const ids = new Map<Worker, number>();
  const listening = new Set<Worker>();
  let failedStarts = 0;
  let stopping = false;
  let exitCode = 0;

  const fork = (id: number) => {
    const worker = cluster.fork(workerEnvironment(id));
    ids.set(worker, id);
  };
  const stopAll = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    for (const worker of ids.keys()) worker.process.kill(signal);
    if (ids.size === 0) process.exit(exitCode);
  };

  cluster.on('listening', (worker) => {
    listening.add(worker);
    failedStarts = 0;
  });
  cluster.on('exit', (worker, code, signal) => {
    const id = ids.get(worker) ?? 0;
    ids.delete(worker);
    const started = listening.delete(worker);
    if (stopping) {
      if (code !== 0 && code !== null) exitCode = exitCode || code;
      if (ids.size === 0) process.exit(exitCode);
      return;
    }
    console.error(
      `Foyer: worker ${id} (process ${worker.process.pid}) ended (${signal ?? `code ${code}`}); starting it again`,
    );
    if (!started) failedStarts += 1;
    if (failedStarts >= MAX_FAILED_STARTS) {
      console.error('Foyer: the workers cannot start; stopping.');
      exitCode = code || 1;
      stopAll('SIGTERM');
      return;
    }
    fork(id);
  });
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(signal));

  console.log(
    `Foyer: starting ${count} server processes on PostgreSQL (primary ${process.pid}; FOYER_WORKERS to change)`,
  );
  for (let id = 1; id <= count; id += 1) fork(id);
  serveMetricsOfWorkers();
}
