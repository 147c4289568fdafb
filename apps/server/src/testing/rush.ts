/**
 * A ticket rush against the built server (`apps/server/dist/main.js`) as `npm start`
 * runs it: a hot time slot, N buyers at once, each registering as a guest and calling the real
 * `checkout/initPayment`; on PGlite (one process) or on PostgreSQL (`DATABASE_URL`, several
 * processes). Used by `npm run bench:rush` (figures with timings) and by a short CI test
 * (correctness figures only). Afterwards the database itself is checked: sold + held never exceed
 * the capacity and `held` equals the live holds.
 */
import { addDays, venueToday } from '@foyer/domain';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openDatabase, type Database } from '../db/client';
import { capacities, eventSlots, holds } from '../db/schema';
import { insertCheckoutCatalog } from '../modules/checkout/testing';
import { guestForm } from '../modules/customers/testing';
import { serverNodeFlags } from '../../../../scripts/server-heap.mjs';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const repoRoot = path.resolve(serverDir, '../..');

export interface RushOptions {
  /** PostgreSQL base URL (a database of its own is created and dropped); omitted: PGlite. */
  postgresUrl?: string;
  /** Server processes on PostgreSQL (FOYER_WORKERS); PGlite always runs one. */
  workers?: number;
  buyers: number;
  /** Places of the hot slot. */
  capacity: number;
  port: number;
  /** Build the server bundle first (default true). */
  build?: boolean;
  /** Extra arguments of node for the server processes (workers inherit them), e.g. `--cpu-prof`. */
  nodeArgs?: string[];
  /** Extra environment of the server processes. */
  env?: Record<string, string>;
  /**
   * 'opening' (default): the buyers register as guests first, then all pay at once when the sale
   * opens, and holds/s is timed from that moment; 'single': each buyer registers and pays right
   * after, and holds/s is timed from the first registration.
   */
  wave?: 'opening' | 'single';
  /**
   * Buyers who come once the rush is over ('opening' only; default 0): registered with the others,
   * they all pay at once after the last answer of the rush, when the slot is known to be full.
   */
  late?: number;
}

export interface RushFigures {
  database: 'pglite' | 'postgres';
  processes: number;
  buyers: number;
  capacity: number;
  /** initPayment answers: 200 holds, 422 sold out, 503 busy, anything else. */
  holds: number;
  soldOut: number;
  busy: number;
  /** 503 answers to the guest registration (those buyers never reached initPayment). */
  guestBusy: number;
  /** Answers that are none of the allowed ones, with their status and body. */
  unexpected: string[];
  /** 503 answers without a Retry-After header. */
  busyWithoutRetryAfter: number;
  wave: 'opening' | 'single';
  seconds: number;
  holdsPerSecond: number;
  /** Guest registrations: per second, p50 and p99 (their own wave in 'opening'). */
  guestsPerSecond: number;
  guestMs: { p50: number; p99: number };
  holdMs: { p50: number; p99: number };
  soldOutMs: { p50: number; p99: number };
  /** The late buyers' answers: sold out (422), busy (503), anything else; their sold-out times. */
  late: { soldOut: number; busy: number; other: number; soldOutMs: { p50: number; p99: number } };
  /** CPU milliseconds the server processes used per buyer during the rush (null: unknown). */
  cpuMsPerBuyer: number | null;
  /** What the server processes printed (start-up lines, errors). */
  serverOutput: string;
  /** From the database after the rush. */
  counters: { capacity: number; sold: number; held: number; liveHolds: number; holdRows: number };
}

/** CPU seconds (user + system) used so far by the server process and its workers (Linux /proc). */
function serverCpuSeconds(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    let children: string[] = [];
    try {
      children = execFileSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' })
        .split('\n')
        .filter((line) => /^\d+$/.test(line.trim()));
    } catch {
      // pgrep answers 1 when the process has no children (PGlite: one process).
    }
    let ticks = 0;
    for (const each of [String(pid), ...children]) {
      const stat = readFileSync(`/proc/${each.trim()}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
    }
    return ticks / 100;
  } catch {
    return null;
  }
}

function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/** The median and 99th percentile of `values`. */
export function spread(values: readonly number[]): { p50: number; p99: number } {
  return { p50: percentile(values, 50), p99: percentile(values, 99) };
}

interface Prepared {
  database: Database;
  env: Record<string, string>;
  capacityId: number;
  ticketId: number;
  datetime: string;
  drop: () => Promise<void>;
}

/** A fresh database with the checkout test catalog and one hot slot a week from now. */
async function prepare(options: RushOptions): Promise<Prepared> {
  let database: Database;
  let env: Record<string, string>;
  let drop: () => Promise<void>;
  if (options.postgresUrl) {
    const name = `foyer_rush_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: options.postgresUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(options.postgresUrl);
    url.pathname = `/${name}`;
    database = await openDatabase({ url: url.toString(), poolSize: 4 });
    env = { DATABASE_URL: url.toString(), FOYER_WORKERS: String(options.workers ?? 3) };
    drop = async () => {
      const dropper = new pg.Client({ connectionString: options.postgresUrl });
      await dropper.connect();
      await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await dropper.end();
    };
  } else {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-rush-'));
    database = await openDatabase({ dataDir: path.join(dataDir, 'db') });
    env = { FOYER_DATA_DIR: dataDir };
    drop = async () => rmSync(dataDir, { recursive: true, force: true });
  }
  await database.migrate();
  const catalog = await insertCheckoutCatalog(database.db);
  const date = addDays(venueToday(new Date(), 'Europe/Berlin'), 7);
  const [row] = await database.db
    .insert(capacities)
    .values({ kind: 'event_slot', capacity: options.capacity, sold: 0 })
    .returning();
  if (!row) throw new Error('no capacity');
  await database.db
    .insert(eventSlots)
    .values({ eventId: catalog.events.timed, startsAt: `${date} 10:00:00`, capacityId: row.id });
  return {
    database,
    env,
    capacityId: row.id,
    ticketId: catalog.tickets.adult,
    datetime: `${date}T10:00`,
    drop,
  };
}

interface Server {
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

function startServer(options: RushOptions, env: Record<string, string>): Server {
  let output = '';
  const child = spawn(
    process.execPath,
    [...serverNodeFlags(), ...(options.nodeArgs ?? []), 'apps/server/dist/main.js'],
    {
      cwd: repoRoot,
      env: {
        ...process.env,
        PORT: String(options.port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        FOYER_WEB_ROOT: path.join(tmpdir(), 'foyer-rush-no-web'),
        ...env,
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, output: () => output, exited };
}

async function ready(server: Server, base: string, processes: number): Promise<void> {
  const deadline = Date.now() + 120_000;
  const listening = () =>
    processes === 1
      ? server.output().includes('Foyer is running')
      : (server.output().match(/listening; background jobs/g) ?? []).length >= processes;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
    if (listening()) {
      const res = await fetch(`${base}/api/health`).catch(() => null);
      if (res?.ok) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`server did not start:\n${server.output()}`);
}

export interface Answer {
  status: number;
  ms: number;
  retryAfter: string | null;
  body: string;
}

/** POSTs `body` as JSON and answers the status, the time it took, Retry-After and the body. */
export async function post(base: string, url: string, body: unknown): Promise<Answer> {
  const started = performance.now();
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  return {
    status: res.status,
    ms: performance.now() - started,
    retryAfter: res.headers.get('retry-after'),
    body: text,
  };
}

/** Runs one rush and answers its figures; the database is dropped afterwards. */
export async function runRush(options: RushOptions): Promise<RushFigures> {
  if (options.build !== false) {
    execFileSync(process.execPath, ['build.mjs'], { cwd: serverDir, stdio: 'ignore' });
  }
  const prepared = await prepare(options);
  const processes = options.postgresUrl ? (options.workers ?? 3) : 1;
  const base = `http://127.0.0.1:${options.port}`;
  const shop = `http://localhost:${options.port}`;
  await prepared.database.close();
  const server = startServer(options, prepared.env);
  try {
    await ready(server, base, processes);
    const stamp = Date.now();
    const wave = options.wave ?? 'opening';
    const cpuBefore = serverCpuSeconds(server.child.pid);
    const register = (n: number) =>
      post(base, '/api/en/auth/guest', { c: guestForm(`rush.${stamp}.${n}@example.org`) });
    const pay = (token: string) =>
      post(base, `/api/en/checkout/initPayment?_=${token}`, {
        payart: 161,
        aux: {},
        cart: {
          ver: 1,
          items: [
            {
              type: 'ticket',
              id: prepared.ticketId,
              count: 1,
              datetime: prepared.datetime,
              subtickets: [],
            },
          ],
        },
        url: { continue: `${shop}/en/checkout/accepted`, cancel: `${shop}/en/checkout/canceled` },
      });
    const tokenOf = (guest: Answer) => (JSON.parse(guest.body) as { data: string }).data;
    const guestsStarted = performance.now();
    let lastGuest = guestsStarted;
    let started = guestsStarted;
    let lastHold = started;
    let answers: { guest: Answer; init: Answer | null }[];
    let lateGuests: Answer[] = [];
    if (wave === 'single') {
      answers = await Promise.all(
        Array.from({ length: options.buyers }, async (_, n) => {
          const guest = await register(n);
          lastGuest = Math.max(lastGuest, performance.now());
          if (guest.status !== 200) return { guest, init: null };
          const init = await pay(tokenOf(guest));
          if (init.status === 200) lastHold = Math.max(lastHold, performance.now());
          return { guest, init };
        }),
      );
    } else {
      const everyone = await Promise.all(
        Array.from({ length: options.buyers + (options.late ?? 0) }, (_, n) => register(n)),
      );
      const guests = everyone.slice(0, options.buyers);
      lateGuests = everyone.slice(options.buyers);
      lastGuest = performance.now();
      started = performance.now();
      lastHold = started;
      answers = await Promise.all(
        guests.map(async (guest) => {
          if (guest.status !== 200) return { guest, init: null };
          const init = await pay(tokenOf(guest));
          if (init.status === 200) lastHold = Math.max(lastHold, performance.now());
          return { guest, init };
        }),
      );
    }
    const seconds = (lastHold - started) / 1000;
    const cpuAfter = serverCpuSeconds(server.child.pid);
    const lateAnswers = await Promise.all(
      lateGuests.map((guest) => (guest.status === 200 ? pay(tokenOf(guest)) : null)),
    );
    const late = lateAnswers.flatMap((a) => (a ? [a] : []));
    const isSoldOut = (a: Answer) =>
      a.status === 422 && /"error":"(TIME_SOLD_OUT|TICKET_COUNT_EXCEEDS_SLOT)"/.test(a.body);
    const lateSoldOut = late.filter(isSoldOut);
    const cpuMsPerBuyer =
      cpuBefore === null || cpuAfter === null
        ? null
        : Math.round(((cpuAfter - cpuBefore) * 1000) / options.buyers);
    const inits = answers.flatMap(({ init }) => (init ? [init] : []));
    const held = inits.filter((a) => a.status === 200);
    const soldOut = inits.filter(isSoldOut);
    const busy = [...inits, ...answers.map(({ guest }) => guest)].filter((a) => a.status === 503);
    const unexpected = [
      ...answers.map(({ guest }) => guest).filter((a) => a.status !== 200 && a.status !== 503),
      ...inits.filter((a) => !held.includes(a) && !soldOut.includes(a) && a.status !== 503),
    ].map((a) => `${a.status} ${a.body.slice(0, 200)}`);
    server.child.kill('SIGTERM');
    await server.exited;
    const database = await openDatabase(
      prepared.env.DATABASE_URL
        ? { url: prepared.env.DATABASE_URL, poolSize: 2 }
        : { dataDir: path.join(prepared.env.FOYER_DATA_DIR ?? '', 'db') },
    );
    try {
      const [counter] = await database.db
        .select()
        .from(capacities)
        .where(eq(capacities.id, prepared.capacityId));
      const [live] = await database.db
        .select({
          quantity: sql<number>`COALESCE(SUM(${holds.quantity}), 0)::int`,
          rows: sql<number>`COUNT(*)::int`,
        })
        .from(holds)
        .where(
          and(
            eq(holds.capacityId, prepared.capacityId),
            isNull(holds.settledAt),
            gt(holds.expiresAt, new Date()),
          ),
        );
      return {
        database: options.postgresUrl ? 'postgres' : 'pglite',
        processes,
        buyers: options.buyers,
        capacity: options.capacity,
        holds: held.length,
        soldOut: soldOut.length,
        busy: inits.filter((a) => a.status === 503).length,
        guestBusy: answers.filter(({ guest }) => guest.status === 503).length,
        unexpected,
        busyWithoutRetryAfter: busy.filter((a) => !a.retryAfter).length,
        cpuMsPerBuyer,
        serverOutput: server.output(),
        wave,
        seconds: Math.round(seconds * 1000) / 1000,
        guestsPerSecond:
          lastGuest > guestsStarted
            ? Math.round(answers.length / ((lastGuest - guestsStarted) / 1000))
            : 0,
        guestMs: spread(answers.map(({ guest }) => guest.ms)),
        holdsPerSecond: seconds > 0 ? Math.round(held.length / seconds) : 0,
        holdMs: spread(held.map((a) => a.ms)),
        soldOutMs: spread(soldOut.map((a) => a.ms)),
        late: {
          soldOut: lateSoldOut.length,
          busy: late.filter((a) => a.status === 503).length,
          other: late.length - lateSoldOut.length - late.filter((a) => a.status === 503).length,
          soldOutMs: spread(lateSoldOut.map((a) => a.ms)),
        },
        counters: {
          capacity: counter?.capacity ?? 0,
          sold: counter?.sold ?? 0,
          held: counter?.held ?? 0,
          liveHolds: Number(live?.quantity ?? 0),
          holdRows: Number(live?.rows ?? 0),
        },
      };
    } finally {
      await database.close();
    }
  } finally {
    if (server.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await prepared.drop();
  }
}
