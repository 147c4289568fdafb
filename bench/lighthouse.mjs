// Lighthouse bench: the built shop served by the real server on a fresh demo museum,
// audited in Chromium like a phone (Lighthouse 12, mobile, simulated throttling): home, an event, a
// tour and the basket with a ticket (put into the session storage before the page loads), each
// three times, and a static reference page served in the same run. Prints the median of each score
// (performance, accessibility, best practices, SEO), LCP, TBT, CLS and the JavaScript bytes loaded.
//
// Run after `npm run build`: `npm run bench:lighthouse`. Environment: CHROME_PATH (default
// /usr/bin/chromium), FOYER_LIGHTHOUSE_PORT (default 5801; the reference page uses the next port),
// FOYER_LIGHTHOUSE_RUNS (default 3), FOYER_LIGHTHOUSE_JSON (a file to write the figures to),
// FOYER_LIGHTHOUSE_SERVER_TIMEOUT (seconds to wait for the server, default 300),
// FOYER_LIGHTHOUSE_REPORTS (a folder to write each run's full Lighthouse report and trace to, for analysis),
// FOYER_LIGHTHOUSE_TRACE_CATEGORIES (more trace categories, comma-separated: with
// disabled-by-default-v8.cpu_profiler the traces carry JavaScript samples; it slows the page).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { tmpdir, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const PORT = Number(process.env.FOYER_LIGHTHOUSE_PORT ?? 5801);
const REFERENCE_PORT = PORT + 1;
const RUNS = Number(process.env.FOYER_LIGHTHOUSE_RUNS ?? 3);
const ORIGIN = `http://127.0.0.1:${PORT}`;
const SERVER_TIMEOUT_S = Number(process.env.FOYER_LIGHTHOUSE_SERVER_TIMEOUT ?? 300);
const REPORTS = process.env.FOYER_LIGHTHOUSE_REPORTS;
const TRACE_CATEGORIES = process.env.FOYER_LIGHTHOUSE_TRACE_CATEGORIES;
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * An event or a tour of the shop's API (`event/select`, `tour/select/event`), the fields read here.
 * @typedef {{ id: number, image?: string | null, picture?: unknown }} Listing
 */
/** @typedef {{ datetime: string, max_tickets: number }} ScheduleEntry */
/**
 * An event ticket (`ticket/collect/event/:id`), the fields read here.
 * @typedef {{
 *   id: number,
 *   name: string,
 *   price: number,
 *   vat_value: number,
 *   day_ticket: 0 | 1,
 *   family: 0 | 1,
 *   schedule: ScheduleEntry[],
 * }} Ticket
 */
/** @typedef {{ items: object[], cartId: null, requestInvoice: boolean }} Cart */
/** @typedef {{ name: string, url: string, cart?: Cart }} Target */
/** @typedef {import('lighthouse').Result} LighthouseResult */
/**
 * The figures of one Lighthouse run.
 * @typedef {{
 *   perf: number,
 *   a11y: number,
 *   bp: number,
 *   seo: number,
 *   lcp: number,
 *   tbt: number,
 *   cls: number,
 *   jsKb: number,
 *   failing: string[],
 * }} Figures
 */
/** @typedef {'perf' | 'a11y' | 'bp' | 'seo' | 'lcp' | 'tbt' | 'cls' | 'jsKb'} MedianKey */
/**
 * A page's medians over the runs, its performance score in each run and the audits not passed.
 * @typedef {{ page: string, url: string, perfRuns: number[], failing: string[] } & Record<MedianKey, number>} Row
 */

for (const file of ['apps/web/dist/index.html', 'apps/server/dist/main.js']) {
  if (!existsSync(path.join(root, file))) {
    console.error(`No build (${file} is missing): run \`npm run build\` first.`);
    process.exit(1);
  }
}

/** The shop's server on a fresh data folder: it seeds the demo museum at start. */
async function startShop() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'foyer-lighthouse-'));
  const child = spawn(process.execPath, ['apps/server/dist/main.js'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(PORT),
      HOST: '127.0.0.1',
      FOYER_DATA_DIR: dataDir,
      FOYER_PUBLIC_BASE_URL: ORIGIN,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = () => {
    child.kill('SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  };
  // A loaded machine seeds the demo museum slowly.
  const deadline = Date.now() + SERVER_TIMEOUT_S * 1000;
  for (;;) {
    if (child.exitCode !== null) {
      stop();
      throw new Error(`the server stopped (exit ${child.exitCode})`);
    }
    try {
      if ((await fetch(`${ORIGIN}/api/health`)).ok) return { stop };
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      stop();
      throw new Error(`the server did not answer within ${SERVER_TIMEOUT_S} s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * A static page of the same kind (heading, text, a picture, a footer) as the reference.
 * @returns {Promise<import('node:http').Server>}
 */
function startReference() {
  const html = gzipSync(readFileSync(path.join(here, 'lighthouse-reference.html')));
  const server = createServer((request, response) => {
    if (request.url === '/' || request.url?.startsWith('/?')) {
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'content-encoding': 'gzip',
        'cache-control': 'no-cache',
      });
      response.end(html);
      return;
    }
    if (request.url === '/robots.txt') {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('User-agent: *\nAllow: /\n');
      return;
    }
    response.writeHead(404, { 'content-type': 'text/plain' });
    response.end('not found');
  });
  return new Promise((resolve) => {
    server.listen(REFERENCE_PORT, '127.0.0.1', () => resolve(server));
  });
}

/**
 * @param {string} pathname
 * @returns {Promise<unknown>}
 */
async function api(pathname) {
  const response = await fetch(`${ORIGIN}/api/en/${pathname}`);
  if (!response.ok) throw new Error(`${pathname}: ${response.status}`);
  return (await response.json()).data;
}

/**
 * A ticket line for the basket, as the web app stores it (`cart` in the session storage).
 * @param {Listing[]} events
 * @returns {Promise<Cart>}
 */
async function basketWithTicket(events) {
  for (const event of events) {
    const { tickets } = /** @type {{ tickets: Ticket[] }} */ (
      await api(`ticket/collect/event/${event.id}`)
    );
    for (const ticket of tickets) {
      const entry = ticket.schedule.find((candidate) => candidate.max_tickets > 0);
      if (!entry || ticket.day_ticket || ticket.family) continue;
      const [date, time] = entry.datetime.split('T');
      const item = {
        type: 'ticket',
        id: ticket.id,
        name: ticket.name,
        price: ticket.price,
        totalPrice: ticket.price,
        count: 1,
        totalCount: 1,
        datetime: entry.datetime,
        date,
        time,
        vat_value: ticket.vat_value,
        subtickets: [],
      };
      return { items: [item], cartId: null, requestInvoice: false };
    }
  }
  throw new Error('the demo museum has no ticket with places left');
}

/** @returns {Promise<Target[]>} */
async function pages() {
  const events = /** @type {Listing[]} */ (await api('event/select'));
  const tours = /** @type {Listing[]} */ (await api('tour/select/event'));
  // The demo museum has events and tours.
  const event = /** @type {Listing} */ (
    events.find((candidate) => candidate.image || candidate.picture) ?? events[0]
  );
  const tour = /** @type {Listing} */ (
    tours.find((candidate) => candidate.image || candidate.picture) ?? tours[0]
  );
  return [
    { name: 'reference (static)', url: `http://127.0.0.1:${REFERENCE_PORT}/` },
    { name: 'home', url: `${ORIGIN}/en` },
    { name: `event ${event.id}`, url: `${ORIGIN}/en/tickets/${event.id}` },
    { name: `tour ${tour.id}`, url: `${ORIGIN}/en/guided-tours/${tour.id}` },
    {
      name: 'basket (1 ticket)',
      url: `${ORIGIN}/en/checkout`,
      cart: await basketWithTicket(events),
    },
  ];
}

/**
 * One Lighthouse run in a fresh browser context (empty cache and storage).
 * @param {import('puppeteer-core').Browser} browser
 * @param {Target} target
 */
async function audit(browser, target) {
  const context = await browser.createBrowserContext();
  try {
    const page = await context.newPage();
    if (target.cart) {
      // A small same-origin file, so the session storage is the shop's and no asset is cached.
      await page.goto(`${ORIGIN}/robots.txt`);
      await page.evaluate((cart) => {
        globalThis.sessionStorage.setItem('cart', JSON.stringify(cart));
      }, target.cart);
    }
    const result = await lighthouse(
      target.url,
      {
        logLevel: 'error',
        output: 'json',
        onlyCategories: CATEGORIES,
        formFactor: 'mobile',
        throttlingMethod: 'simulate',
        // The basket lives in the session storage put there above.
        disableStorageReset: Boolean(target.cart),
        ...(TRACE_CATEGORIES ? { additionalTraceCategories: TRACE_CATEGORIES } : {}),
      },
      undefined,
      page,
    );
    return result;
  } finally {
    await context.close();
  }
}

/**
 * @param {LighthouseResult} lhr
 * @returns {Figures}
 */
function figures(lhr) {
  /** @param {string} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  /** @param {string} id */
  const numeric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  const details = lhr.audits['network-requests']?.details;
  const requests = /** @type {{ resourceType?: string, transferSize?: number }[]} */ (
    (details && 'items' in details ? details.items : undefined) ?? []
  );
  const jsBytes = requests
    .filter((request) => request.resourceType === 'Script')
    .reduce((sum, request) => sum + (request.transferSize ?? 0), 0);
  /** @param {string} id */
  const failed = (id) =>
    Object.values(lhr.categories[id]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id);
  return {
    perf: score('performance'),
    a11y: score('accessibility'),
    bp: score('best-practices'),
    seo: score('seo'),
    lcp: numeric('largest-contentful-paint'),
    tbt: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    jsKb: jsBytes / 1024,
    failing: [
      ...new Set([...failed('best-practices'), ...failed('seo'), ...failed('accessibility')]),
    ],
  };
}

/**
 * @param {number[]} values at least one
 * @returns {number}
 */
function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return /** @type {number} */ (sorted[Math.floor(sorted.length / 2)]);
}

const shop = await startShop();
const reference = await startReference();
const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
/** @type {Row[]} */
const rows = [];
try {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  for (const target of await pages()) {
    /** @type {Figures[]} */
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) {
      const result = await audit(browser, target);
      const lhr = result?.lhr;
      if (lhr?.runtimeError) throw new Error(`${target.url}: ${lhr.runtimeError.message}`);
      runs.push(figures(/** @type {LighthouseResult} */ (lhr)));
      if (REPORTS) {
        mkdirSync(REPORTS, { recursive: true });
        const file = `${target.name.replace(/[^a-z0-9]+/gi, '-')}-${run + 1}.json`;
        writeFileSync(path.join(REPORTS, file), JSON.stringify(lhr));
        // The page's trace as Lighthouse recorded it: its tasks, timed as they ran on this machine.
        const trace = result?.artifacts.Trace;
        if (trace)
          writeFileSync(
            path.join(REPORTS, file.replace(/\.json$/, '.trace.json')),
            JSON.stringify(trace),
          );
      }
      process.stderr.write('.');
    }
    const row = /** @type {Row} */ ({ page: target.name, url: target.url });
    /** @type {MedianKey[]} */
    const keys = ['perf', 'a11y', 'bp', 'seo', 'lcp', 'tbt', 'cls', 'jsKb'];
    for (const key of keys) {
      row[key] = median(runs.map((figure) => figure[key]));
    }
    row.perfRuns = runs.map((figure) => figure.perf);
    row.failing = [...new Set(runs.flatMap((figure) => figure.failing))];
    rows.push(row);
  }
  await browser.disconnect();
} finally {
  await chrome.kill();
  reference.close();
  shop.stop();
}

process.stderr.write('\n');
console.log(
  `Lighthouse 12, mobile, simulated throttling, median of ${RUNS}; load average ${loadavg()
    .map((value) => value.toFixed(2))
    .join(' ')}`,
);
console.table(
  rows.map((row) => ({
    page: row.page,
    perf: row.perf,
    'perf runs': row.perfRuns.join(' '),
    a11y: row.a11y,
    'best pr.': row.bp,
    seo: row.seo,
    'LCP ms': Math.round(row.lcp),
    'TBT ms': Math.round(row.tbt),
    CLS: Number(row.cls.toFixed(3)),
    'JS KB': Number(row.jsKb.toFixed(1)),
  })),
);
for (const row of rows) {
  if (row.failing.length > 0)
    console.log(`${row.page}: audits not passed: ${row.failing.join(', ')}`);
}
if (process.env.FOYER_LIGHTHOUSE_JSON) {
  writeFileSync(process.env.FOYER_LIGHTHOUSE_JSON, `${JSON.stringify(rows, null, 2)}\n`);
}
