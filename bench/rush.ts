/**
 * `npm run bench:rush`: a ticket rush against the built server: a hot slot, N buyers
 * (default 200, RUSH_BUYERS) each registering as a guest and calling `checkout/initPayment`, on
 * PGlite (one process) and, when a PostgreSQL URL is given (RUSH_DATABASE_URL, default the local
 * test server), on PostgreSQL with 3 processes (RUSH_WORKERS). Prints holds/s, hold and sold-out
 * p50/p99, 503 answers and the database's counters; exits 1 when anything is oversold, a live hold
 * is missing from `held`, or an answer is none of hold, sold-out 422, 503 with Retry-After. Before and
 * after, the same waves against a bare Fastify route give the yardstick of this machine and client.
 * Not a timed test: the figures depend on the machine and its load (`uptime` is printed).
 */
import { execFileSync, fork } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { post, runRush, spread, type RushFigures } from '../apps/server/src/testing/rush';

const buyers = Number(process.env.RUSH_BUYERS ?? 200);
const capacity = Number(process.env.RUSH_CAPACITY ?? Math.floor(buyers / 2));
const port = Number(process.env.RUSH_PORT ?? 5610);
const pgUrl = process.env.RUSH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const only = process.env.RUSH_ONLY; // 'pglite' | 'postgres'
/** RUSH_WAVE=single: each buyer registers and pays at once (holds/s timed from the first
 * registration); default 'opening': everyone registers, then the sale opens and all pay at once. */
const wave = process.env.RUSH_WAVE === 'single' ? 'single' : 'opening';
/** RUSH_LATE: buyers who pay once the rush is over, when the slot is known to be full (default
 * half the buyers; opening wave only). */
const late = Number(process.env.RUSH_LATE ?? Math.floor(buyers / 2));
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
      `  sold out ${figures.soldOut} (came before the slot was full): p50 ${figures.soldOutMs.p50} ms, ` +
        `p99 ${figures.soldOutMs.p99} ms`,
      ...(figures.wave === 'opening' && late > 0
        ? [
            `  late buyers ${late} (came when the slot was known to be full): sold out ` +
              `${figures.late.soldOut}, p50 ${figures.late.soldOutMs.p50} ms, ` +
              `p99 ${figures.late.soldOutMs.p99} ms; 503 ${figures.late.busy}; other ${figures.late.other}`,
          ]
        : []),
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
    figures.late.other === 0 &&
    figures.busyWithoutRetryAfter === 0 &&
    counters.held === figures.holds
  );
}

/**
 * The yardstick, in the same run and with the same client: a bare Fastify route in a process of its
 * own gets the buyers' two waves (the first opens the connections, as guest registration does), each
 * request a POST of a cart-sized JSON body. Its second wave is what a rush could at best be on this
 * machine: no database, no work, the same sockets and client.
 */
async function reference(): Promise<void> {
  const here = path.dirname(fileURLToPath(import.meta.url));
  const refPort = port + 9;
  const child = fork(path.join(here, 'bare-server.mjs'), {
    env: { ...process.env, PORT: String(refPort) },
    stdio: 'ignore',
  });
  await new Promise((resolve) => child.once('message', resolve));
  const body = {
    payart: 161,
    aux: {},
    cart: { ver: 1, items: [{ type: 'ticket', id: 1, count: 1, datetime: '2026-12-05T10:00' }] },
    url: { continue: 'http://localhost/en/checkout/accepted', cancel: 'http://localhost/x' },
  };
  const wave = async () => {
    const started = performance.now();
    const answers = await Promise.all(
      Array.from({ length: buyers }, () => post(`http://127.0.0.1:${refPort}`, '/bare', body)),
    );
    return {
      seconds: (performance.now() - started) / 1000,
      ...spread(answers.map((answer) => answer.ms)),
    };
  };
  await wave();
  const second = await wave();
  child.kill('SIGTERM');
  console.log(
    `reference: a bare Fastify route, ${buyers} POSTs at once from the same client: ` +
      `all answered in ${Math.round(second.seconds * 1000)} ms ` +
      `(${Math.round(buyers / second.seconds)} answers/s); p50 ${second.p50} ms, p99 ${second.p99} ms`,
  );
}

console.log(`load: ${execFileSync('uptime').toString().trim()}`);
await reference();
let good = true;
if (only !== 'postgres') {
  good =
    report(await runRush({ buyers, capacity, port, wave, late, ...profiling('pglite') })) && good;
}
if (only !== 'pglite') {
  good =
    report(
      await runRush({
        buyers,
        capacity,
        wave,
        late,
        port: port + 1,
        postgresUrl: pgUrl,
        workers: Number(process.env.RUSH_WORKERS ?? 3),
        build: false,
        ...profiling('postgres'),
      }),
    ) && good;
}
await reference();
console.log(`load: ${execFileSync('uptime').toString().trim()}`);
process.exit(good ? 0 : 1);
