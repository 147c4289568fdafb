/**
 * `npm run bench:waiting-room`: an on-sale moment with the waiting room on (docs/decisions.md "A
 * waiting room for on-sale moments"). ROOM_VISITORS (default 5,000) visitors arrive within
 * ROOM_ARRIVAL_MS (10 s) for ROOM_PLACES (500) places of one slot, against ROOM_WORKERS (3) built
 * server processes on PostgreSQL (ROOM_DATABASE_URL, default the local test server), admitting
 * ROOM_RATE (50) a second. Prints oversold, inversions, answered/errored and the share of
 * estimated waits within ±30 % of the real wait, with `uptime`; exits 1 when anything is oversold
 * or any visitor got an error. Not a timed test: the figures depend on the machine and its load.
 */
import { execFileSync, spawn } from 'node:child_process';
import http from 'node:http';
import { randomBytes } from 'node:crypto';
import { readFileSync, writeFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { addDays, venueToday } from '@foyer/domain';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { parse, stringify } from 'yaml';
import { openDatabase } from '../apps/server/src/db/client';
import { capacities, eventSlots, waitingRooms } from '../apps/server/src/db/schema';
import { insertCheckoutCatalog } from '../apps/server/src/modules/checkout/testing';
import { runRoomRush } from '../apps/server/src/testing/waiting-room-rush';

const visitors = Number(process.env.ROOM_VISITORS ?? 5000);
const places = Number(process.env.ROOM_PLACES ?? 500);
const arrivalMs = Number(process.env.ROOM_ARRIVAL_MS ?? 10_000);
const workers = Number(process.env.ROOM_WORKERS ?? 3);
const rate = Number(process.env.ROOM_RATE ?? 50);
const port = Number(process.env.ROOM_PORT ?? 5640);
const pgUrl = process.env.ROOM_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const uptime = () => execFileSync('uptime').toString().trim();

console.log(`load: ${uptime()}`);
execFileSync(process.execPath, ['build.mjs'], {
  cwd: path.join(repoRoot, 'apps/server'),
  stdio: 'ignore',
});

const name = `foyer_room_${randomBytes(6).toString('hex')}`;
const admin = new pg.Client({ connectionString: pgUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();
const url = new URL(pgUrl);
url.pathname = `/${name}`;
const database = await openDatabase({ url: url.toString(), poolSize: 4 });
const folder = mkdtempSync(path.join(tmpdir(), 'foyer-room-'));
let good = false;
try {
  await database.migrate();
  const catalog = await insertCheckoutCatalog(database.db);
  // One hot slot; the event's other slots stop selling, so "sold out" means this slot is full.
  await database.db.execute(sql`
    UPDATE capacities SET sales = 'stopped'
    WHERE id IN (SELECT capacity_id FROM event_slots WHERE event_id = ${catalog.events.timed})
  `);
  const date = addDays(venueToday(new Date(), 'Europe/Berlin'), 7);
  const [row] = await database.db
    .insert(capacities)
    .values({ kind: 'event_slot', capacity: places, sold: 0 })
    .returning();
  if (!row) throw new Error('no capacity');
  await database.db
    .insert(eventSlots)
    .values({ eventId: catalog.events.timed, startsAt: `${date} 10:00:00`, capacityId: row.id });
  const room = `event:${catalog.events.timed}`;
  // Staff switched the room on before the sale opened.
  await database.db
    .insert(waitingRooms)
    .values({ room, enabled: true, openedAt: new Date(), accountedUntil: new Date() });

  const config = parse(readFileSync(path.join(repoRoot, 'foyer.config.yaml'), 'utf8')) as {
    server?: Record<string, unknown>;
  };
  config.server = {
    ...config.server,
    // Each simulated visitor comes from an address of its own (X-Forwarded-For).
    trustProxy: true,
    waitingRoom: { admitPerSecond: rate, passMinutes: 10, maxPerAddress: 8, tickMs: 100 },
  };
  const configFile = path.join(folder, 'foyer.config.yaml');
  writeFileSync(configFile, stringify(config));

  let output = '';
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      DATABASE_URL: url.toString(),
      FOYER_WORKERS: String(workers),
      FOYER_CONFIG: configFile,
      FOYER_WEB_ROOT: path.join(folder, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const base = `http://127.0.0.1:${port}`;
  try {
    const deadline = Date.now() + 120_000;
    for (;;) {
      if (child.exitCode !== null) throw new Error(`server exited:\n${output}`);
      const listening = (output.match(/listening; background jobs/g) ?? []).length >= workers;
      if (listening && (await fetch(`${base}/api/health`).catch(() => null))?.ok) break;
      if (Date.now() > deadline) throw new Error(`server did not start:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    // The visitors' connections go through one pool, as through the load balancer in front of a
    // shop: at most ROOM_CONNECTIONS at once, the rest wait for a free one.
    const agent = new http.Agent({
      keepAlive: true,
      maxSockets: Number(process.env.ROOM_CONNECTIONS ?? 512),
    });
    console.log(`load before: ${uptime()}`);
    const figures = await runRoomRush({
      visitors,
      arrivalMs,
      ticketId: catalog.tickets.adult,
      datetime: `${date}T10:00`,
      shopBase: `http://localhost:${port}`,
      room,
      db: database.db,
      send: ({ method, url: call, address, cookie, body }) =>
        new Promise((resolve, reject) => {
          const payload = body === undefined ? undefined : JSON.stringify(body);
          const request = http.request(
            `${base}${call}`,
            {
              method,
              agent,
              headers: {
                'x-forwarded-for': address,
                ...(cookie ? { cookie } : {}),
                ...(payload === undefined
                  ? {}
                  : {
                      'content-type': 'application/json',
                      'content-length': Buffer.byteLength(payload),
                    }),
              },
            },
            (response) => {
              let text = '';
              response.setEncoding('utf8');
              response.on('data', (chunk: string) => (text += chunk));
              response.on('end', () => {
                const setCookie = response.headers['set-cookie']?.[0] ?? null;
                const retryAfter = response.headers['retry-after'];
                resolve({
                  status: response.statusCode ?? 0,
                  body: text,
                  setCookie,
                  retryAfter: retryAfter === undefined ? null : String(retryAfter),
                });
              });
            },
          );
          request.on('error', reject);
          request.end(payload);
        }),
    });
    console.log(`load after: ${uptime()}`);
    const [counter] = await database.db.select().from(capacities).where(eq(capacities.id, row.id));
    const sold = (counter?.sold ?? 0) + (counter?.held ?? 0);
    const oversold = Math.max(0, sold - places);
    console.log(
      [
        `PostgreSQL, ${workers} processes, ${visitors} visitors within ${arrivalMs / 1000} s for ${places} places, admitting ${rate}/s:`,
        `  oversold ${oversold} (sold + held ${sold} of ${places})`,
        `  answered ${visitors - figures.errors} (tickets ${figures.tickets}, sold out ${figures.soldOut}), errors ${figures.errors}`,
        `  with a position first ${figures.withPosition}; ${figures.polls} polls of the waiting page; ` +
          `${figures.busyRetries} SERVER_BUSY answers asked again after Retry-After`,
        `  admitted ${figures.admitted}; inversions against arrival ${figures.inversions}, against the line's places ${figures.placeInversions}`,
        `  estimated wait within ±30 % of the real wait (admission): ${(figures.etaWithin30 * 100).toFixed(1)} %`,
        `  … of the wait as the page saw it (next poll): ${(figures.etaWithin30Seen * 100).toFixed(1)} %`,
        `  all answered in ${figures.seconds} s`,
        ...figures.errorSamples.map((line) => `  error: ${line}`),
      ].join('\n'),
    );
    good = oversold === 0 && figures.errors === 0;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
} finally {
  await database.close();
  const dropper = new pg.Client({ connectionString: pgUrl });
  await dropper.connect();
  await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await dropper.end();
  rmSync(folder, { recursive: true, force: true });
}
console.log(`load: ${uptime()}`);
process.exit(good ? 0 : 1);
