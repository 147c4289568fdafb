// `npm run bench:reads`: Foyer's catalog reads against a bare Fastify route, in the same run.
//
// Starts the built server (apps/server/dist/main.js, one process, demo museum) on PGlite in a
// temporary folder and, when DATABASE_URL is set, on a temporary database of that PostgreSQL server;
// starts a bare Fastify route in a process of its own; then, per catalog endpoint, alternates the
// bare route and the endpoint with autocannon (10 connections, BENCH_SECONDS each, default 5) and
// prints requests/s, the ratio to the bare route and the p99 latency; the same for the pages the
// server draws with the web app's components (event list, an event, a tour): uncompressed against a
// bare route sending the same bytes, and compressed as a browser asks for them (which the goal
// counts). Every counted row alternates the two BENCH_ROUNDS times (default 3) and keeps the median
// ratio, with the worst p99: on this machine two runs of the same route five seconds apart differ by
// up to a third, and one pair alone says more about the neighbours than about the server. Not a
// timed test.
//
//   npm run build -w @foyer/server && npm run bench:reads
//   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench:reads
//
// Environment: BENCH_PORT (first of three ports, default 5500), BENCH_SECONDS, BENCH_ROUNDS,
// BENCH_CONNECTIONS, LOG_LEVEL of the server (default warn: one info line per request measures the logger).
import autocannon from 'autocannon';
import { fork, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import pg from 'pg';

// autocannon appends every response body to a string of its request (`body += chunk`), decoding the
// bytes as UTF-8, whether or not a body check asks for it (this bench sets none). For a compressed
// page that decoding, not the server, was the run's limit: the bare route sending 12 KB of random
// bytes reached 0.08× of its small answer, and 0.54× once bodies were no longer kept; text bytes
// of the same size reached 0.54× either way (docs/decisions.md, "Reads"). The load generator keeps
// no bodies here, so both sides of every ratio are measured with a client that costs the same per
// byte, whatever the bytes are.
const pipelinedRequests = createRequire(import.meta.url)(
  'autocannon/lib/pipelinedRequestsQueue.js',
);
pipelinedRequests.prototype.addBody = () => {};

const root = fileURLToPath(new URL('..', import.meta.url));
const basePort = Number(process.env.BENCH_PORT ?? 5500);
const seconds = Number(process.env.BENCH_SECONDS ?? 5);
const rounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 3));
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const logLevel = process.env.LOG_LEVEL ?? 'warn';

/** @param {string} url */
async function waitFor(url, timeoutMs = 300_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const ok = await fetch(url).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > until) throw new Error(`${url} did not answer`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** @param {number} port */
function startBare(port) {
  const child = fork(path.join(root, 'bench/bare-server.mjs'), {
    env: { ...process.env, PORT: String(port) },
  });
  return { child, url: `http://127.0.0.1:${port}/bare` };
}

/**
 * @param {number} port
 * @param {Record<string, string>} env
 */
function startFoyer(port, env) {
  const child = spawn(process.execPath, [path.join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: logLevel,
      FOYER_WORKERS: '1',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { child, base: `http://127.0.0.1:${port}` };
}

/** @param {import('node:child_process').ChildProcess} child */
async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** What a browser says it accepts when it asks for a page. */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/**
 * @param {string} url
 * @param {number} duration
 * @param {Record<string, string>} [headers]
 * @returns {Promise<autocannon.Result>}
 */
function load(url, duration, headers = {}) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration, pipelining: 1, headers }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
}

/**
 * One line of the table: the endpoint, the bare route's and Foyer's requests/s, their ratio, both
 * p99 latencies and Foyer's errors; of a paired measurement, its median pair, its worst p99 and
 * every round's ratio.
 * @param {string} name
 * @param {autocannon.Result} bare
 * @param {autocannon.Result} foyer
 * @param {{ p99: number, ratios: number[] }} [paired]
 */
function tableRow(name, bare, foyer, paired) {
  return [
    name.padEnd(24),
    String(Math.round(bare.requests.average)).padStart(10),
    String(Math.round(foyer.requests.average)).padStart(12),
    (foyer.requests.average / bare.requests.average).toFixed(2).padStart(6),
    `${bare.latency.p99} ms`.padStart(9),
    `${paired?.p99 ?? foyer.latency.p99} ms`.padStart(10),
    String(foyer.errors + foyer.non2xx).padStart(7),
    paired && paired.ratios.length > 1
      ? `  rounds ${paired.ratios.map((ratio) => ratio.toFixed(2)).join(' ')}`
      : '',
  ].join(' ');
}

/**
 * The bare route and `url` one after the other, `rounds` times: the pair with the median ratio,
 * the worst p99 of all rounds, and every round's ratio in the order measured.
 * @param {string} bareUrl
 * @param {string} url
 * @param {Record<string, string>} [headers]
 */
async function paired(bareUrl, url, headers = {}) {
  /** @type {Array<{ bare: autocannon.Result, foyer: autocannon.Result, ratio: number }>} */
  const pairs = [];
  for (let round = 0; round < rounds; round += 1) {
    const bare = await load(bareUrl, seconds);
    const foyer = await load(url, seconds, headers);
    pairs.push({ bare, foyer, ratio: foyer.requests.average / bare.requests.average });
  }
  const ratios = pairs.map((pair) => pair.ratio);
  const median = [...pairs].sort((a, b) => a.ratio - b.ratio)[Math.floor(pairs.length / 2)];
  if (!median) throw new Error('no rounds');
  const p99 = Math.max(...pairs.map((pair) => pair.foyer.latency.p99));
  return { ...median, p99, ratios };
}

const compact = (/** @type {Date} */ date) => date.toISOString().slice(0, 10).replaceAll('-', '');

/** The demo catalog's URLs: ids are read from the lists. */
/**
 * @param {string} base
 * @returns {Promise<Array<[string, string]>>}
 */
async function catalogUrls(base) {
  /** @param {string} p */
  const get = async (p) => (await (await fetch(base + p)).json()).data;
  const events = await get('/api/en/event/select');
  const tours = await get('/api/en/tour/select/event');
  const today = new Date();
  const in30 = new Date(today.getTime() + 30 * 86_400_000);
  const range = `${compact(today)};${compact(in30)}`;
  /** @type {Array<[string, string]>} */
  const urls = [
    ['event/select', '/api/en/event/select'],
    ['tour/select/event', '/api/en/tour/select/event'],
  ];
  const tour = tours[0];
  if (tour)
    urls.push(['tour calendar 31 d', `/api/en/tour/calendar/tour/${tour.id}/range/${range}`]);
  // The event with the most calendar dates (timed slots) makes the heaviest 31-day calendar.
  let best = null;
  for (const event of events) {
    const calendar = await get(`/api/en/ticket/calendar/event/${event.id}/range/${range}?deep=1`);
    const days = calendar ? Object.keys(calendar).length : 0;
    if (!best || days > best.days) best = { id: event.id, days };
  }
  if (best) {
    urls.push([
      'ticket calendar 31 d',
      `/api/en/ticket/calendar/event/${best.id}/range/${range}?deep=1`,
    ]);
    urls.push(['ticket/collect/event', `/api/en/ticket/collect/event/${best.id}`]);
  }
  // Pages drawn on the server (the app's React components), kept in the read cache like the answers.
  urls.push(['page: event list', '/en/tickets']);
  if (best) urls.push(['page: event', `/en/tickets/${best.id}`]);
  if (tour) urls.push(['page: tour', `/en/guided-tours/${tour.id}`]);
  urls.push(['merchandise/select', '/api/en/merchandise/select']);
  urls.push(['content/shopinfo', '/api/en/shopinfo?shop=2']);
  urls.push(['static/content', '/api/de/static/content']);
  return urls;
}

/**
 * @param {string} label
 * @param {Record<string, string>} env
 */
async function benchOne(label, env) {
  const port = basePort + 1;
  const foyer = startFoyer(port, env);
  try {
    await waitFor(`${foyer.base}/api/health`);
    const bare = startBare(basePort + 2);
    try {
      await waitFor(bare.url);
      const urls = await catalogUrls(foyer.base);
      console.log(
        `\n${label}: ${connections} connections, ${seconds} s per run, ${rounds} rounds per counted row (median), server LOG_LEVEL=${logLevel}`,
      );
      console.log(
        'endpoint'.padEnd(24),
        'bare req/s',
        ' foyer req/s',
        ' ratio',
        ' bare p99',
        ' foyer p99',
        ' errors',
      );
      const rows = [];
      /** @type {string[]} */
      const bytesLines = [];
      /** @type {string[]} */
      const browserLines = [];
      /** @type {string[]} */
      const packedLines = [];
      /** @type {Array<{ name: string, ratio: number, p99: number }>} */
      const browserRows = [];
      for (const [name, p] of urls) {
        // Warm both, then measure them one after the other.
        await load(bare.url, 1);
        await load(foyer.base + p, 1);
        if (!name.startsWith('page: ')) {
          const measured = await paired(bare.url, foyer.base + p);
          rows.push({ name, ratio: measured.ratio, p99: measured.p99 });
          console.log(tableRow(name, measured.bare, measured.foyer, measured));
        } else {
          // Uncompressed, for comparison: one pair.
          const b = await load(bare.url, seconds);
          const f = await load(foyer.base + p, seconds);
          console.log(tableRow(name, b, f));
          // The same bytes from the bare server: what sending this page costs by itself.
          const page = await (await fetch(foyer.base + p)).arrayBuffer();
          const bytesUrl = bare.url.replace(/\/bare$/, '/bytes');
          await fetch(bytesUrl, {
            method: 'PUT',
            headers: { 'content-type': 'text/html' },
            body: Buffer.from(page),
          });
          await load(bytesUrl, 1);
          const same = await load(bytesUrl, seconds);
          const again = await load(foyer.base + p, seconds);
          bytesLines.push(
            `${name.padEnd(24)} ${String(page.byteLength).padStart(7)} B  bare same bytes ${Math.round(same.requests.average)} req/s (${(same.requests.average / b.requests.average).toFixed(2)}× the bare route), foyer ${Math.round(again.requests.average)} req/s = ${(again.requests.average / same.requests.average).toFixed(2)}× the same bytes, p99 ${again.latency.p99} ms`,
          );
          // As a browser asks for it: compressed (the kept page's brotli bytes are kept with it).
          await load(foyer.base + p, 1, BROWSER_ENCODINGS);
          const measured = await paired(bare.url, foyer.base + p, BROWSER_ENCODINGS);
          const { bare: bare2, foyer: asked } = measured;
          // The compressed page's bytes (brotli 6, as the server packs it) from the bare server.
          const packed = brotliCompressSync(Buffer.from(page), {
            params: { [zlib.BROTLI_PARAM_QUALITY]: 6 },
          });
          await fetch(bytesUrl, {
            method: 'PUT',
            headers: { 'content-type': 'text/html' },
            body: packed,
          });
          await load(bytesUrl, 1);
          const samePacked = await load(bytesUrl, seconds);
          packedLines.push(
            `${name.padEnd(24)} ${String(packed.byteLength).padStart(7)} B  bare same bytes ${Math.round(samePacked.requests.average)} req/s (${(samePacked.requests.average / bare2.requests.average).toFixed(2)}× the bare route), foyer ${Math.round(asked.requests.average)} req/s = ${(asked.requests.average / samePacked.requests.average).toFixed(2)}× the same bytes`,
          );
          const browserName = `${name} (br)`;
          browserRows.push({ name: browserName, ratio: measured.ratio, p99: measured.p99 });
          browserLines.push(tableRow(browserName, bare2, asked, measured));
        }
      }
      if (browserLines.length > 0) {
        console.log('pages as a browser asks for them (Accept-Encoding: gzip, deflate, br, zstd):');
        for (const line of browserLines) console.log(line);
        console.log('compressed pages against a bare route sending the same bytes:');
        for (const line of packedLines) console.log(line);
      }
      if (bytesLines.length > 0) {
        console.log('pages against a bare route sending the same bytes:');
        for (const line of bytesLines) console.log(line);
      }
      // The goal counts the API answers as asked for here and the pages as browsers ask for them;
      // the pages' uncompressed rows above are for comparison.
      const counted = [...rows.filter((row) => !row.name.startsWith('page: ')), ...browserRows];
      const failing = counted.filter((row) => row.ratio < 0.5 || row.p99 > 20);
      console.log(
        failing.length === 0
          ? 'goal met: every endpoint ≥ 0.5× the bare route, p99 ≤ 20 ms (pages compressed)'
          : `goal missed by: ${failing.map((row) => row.name).join(', ')}`,
      );
    } finally {
      await stop(bare.child);
    }
  } finally {
    await stop(foyer.child);
  }
}

/**
 * @param {string} url
 * @param {(url: string) => Promise<void>} work
 */
async function withPostgres(url, work) {
  const name = `foyer_bench_${process.pid}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const target = new URL(url);
    target.pathname = `/${name}`;
    await work(target.toString());
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

const [one, five, fifteen] = loadavg().map((value) => value.toFixed(2));
console.log(`load average before: ${one}, ${five}, ${fifteen}`);
const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-bench-reads-'));
try {
  await benchOne('PGlite', { FOYER_DATA_DIR: dataDir, DATABASE_URL: '' });
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
if (process.env.DATABASE_URL) {
  // The server's own files (uploads, mail) still go to a folder; the data is in PostgreSQL.
  const filesDir = mkdtempSync(path.join(tmpdir(), 'foyer-bench-pg-'));
  try {
    await withPostgres(process.env.DATABASE_URL, (url) =>
      benchOne('PostgreSQL', { DATABASE_URL: url, FOYER_DATA_DIR: filesDir }),
    );
  } finally {
    rmSync(filesDir, { recursive: true, force: true });
  }
}
console.log(
  `load average after: ${loadavg()
    .map((value) => value.toFixed(2))
    .join(', ')}`,
);
