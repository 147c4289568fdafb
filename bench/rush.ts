/**
 * `npm run bench:rush`: the ticket rush of issue 20 against the built server: a hot slot, N buyers
 * (default 200, RUSH_BUYERS) each registering as a guest and calling `checkout/initPayment`, on
 * PGlite (one process) and, when a PostgreSQL URL is given (RUSH_DATABASE_URL, default the local
 * test server), on PostgreSQL with 3 processes (RUSH_WORKERS). Prints holds/s, hold and sold-out
 * p50/p99, 503 answers and the database's counters; exits 1 when anything is oversold, a live hold
 * is missing from `held`, or an answer is none of hold, sold-out 422, 503 with Retry-After.
 * Not a timed test: the figures depend on the machine and its load (`uptime` is printed).
 */
import { execFileSync } from 'node:child_process';
import { runRush, type RushFigures } from '../apps/server/src/testing/rush';

const buyers = Number(process.env.RUSH_BUYERS ?? 200);
const capacity = Number(process.env.RUSH_CAPACITY ?? Math.floor(buyers / 2));
const port = Number(process.env.RUSH_PORT ?? 5610);
const pgUrl = process.env.RUSH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.RUSH_ONLY; // 'pglite' | 'postgres'
/** RUSH_WAVE=single: each buyer registers and pays at once (holds/s timed from the first
 * registration); default 'opening': everyone registers, then the sale opens and all pay at once. */
const wave = process.env.RUSH_WAVE === 'single' ? 'single' : 'opening';
/** RUSH_CPU_PROF=<folder>: the server processes write V8 CPU profiles there (summarize with
 * `node bench/cpu-profile-summary.mjs <folder>/<database>`). */
const cpuProf = process.env.RUSH_CPU_PROF;
function profiling(database: string): { nodeArgs?: string[] } {
  return cpuProf ? { nodeArgs: ['--cpu-prof', `--cpu-prof-dir=${cpuProf}/${database}`] } : {};
}

function report(figures: RushFigures): boolean {
  const { counters } = figures;
  const oversold = counters.sold + counters.held > counters.capacity;
  const heldMismatch = counters.held !== counters.liveHolds;
  console.log(
    [
      `${figures.database} (${figures.processes} process${figures.processes === 1 ? '' : 'es'}), ` +
        `${figures.buyers} buyers, capacity ${figures.capacity}, wave ${figures.wave}:`,
      `  guest registrations ${figures.guestsPerSecond}/s; p50 ${figures.guestMs.p50} ms, ` +
        `p99 ${figures.guestMs.p99} ms`,
      `  holds ${figures.holds} in ${figures.seconds} s = ${figures.holdsPerSecond} holds/s; ` +
        `hold p50 ${figures.holdMs.p50} ms, p99 ${figures.holdMs.p99} ms`,
      `  sold out ${figures.soldOut}: p50 ${figures.soldOutMs.p50} ms, p99 ${figures.soldOutMs.p99} ms`,
      `  503 ${figures.busy} on initPayment, ${figures.guestBusy} on guest registration` +
        ` (${figures.busyWithoutRetryAfter} without Retry-After)`,
      `  server CPU ${figures.cpuMsPerBuyer ?? '?'} ms per buyer (guest registration + initPayment)`,
      `  database: capacity ${counters.capacity}, sold ${counters.sold}, held ${counters.held}, ` +
        `live holds ${counters.liveHolds} in ${counters.holdRows} rows` +
        `${oversold ? ' OVERSOLD' : ''}${heldMismatch ? ' HELD != LIVE HOLDS' : ''}`,
      ...figures.unexpected.slice(0, 5).map((line) => `  unexpected answer: ${line}`),
    ].join('\n'),
  );
  return (
    !oversold &&
    !heldMismatch &&
    figures.unexpected.length === 0 &&
    figures.busyWithoutRetryAfter === 0 &&
    counters.held === figures.holds
  );
}

console.log(`load: ${execFileSync('uptime').toString().trim()}`);
let good = true;
if (only !== 'postgres') {
  good = report(await runRush({ buyers, capacity, port, wave, ...profiling('pglite') })) && good;
}
if (only !== 'pglite') {
  good =
    report(
      await runRush({
        buyers,
        capacity,
        wave,
        port: port + 1,
        postgresUrl: pgUrl,
        workers: Number(process.env.RUSH_WORKERS ?? 3),
        build: false,
        ...profiling('postgres'),
      }),
    ) && good;
}
console.log(`load: ${execFileSync('uptime').toString().trim()}`);
process.exit(good ? 0 : 1);
