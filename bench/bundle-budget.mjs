// Front-end budget, measured as the browser loads it: the built server runs on a fresh demo
// museum, Debian's Chromium opens each key page of the shop in a fresh profile (375 px wide) and
// every script the page fetches is counted with its bytes as transferred, gzip-encoded (the browser
// asks for gzip only, so brotli does not flatter the figures). Budgets:
// - the home page: every script it fetches ≤ 165 KB gzip (React 19 and React DOM included);
// - every other key page: the scripts it fetches beyond the home page's ≤ 30 KB gzip;
// - the back office (/admin/): its scripts not shared with the shop ≤ 80 KB gzip;
// - no shop page ever fetches back-office code (a script whose source map lists apps/web/src/admin);
// - every lazy chunk of the build ≤ 30 KB gzip (level 9), as before.
// Fails (exit 1) when one is broken. Run after `npm run build`: `npm run bench` (root).
// Environment: FOYER_BENCH_BUNDLE_PORT (default 4711), FOYER_WEB_DIST, the budgets below.
import { chromium } from '@playwright/test';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { startBenchServer } from './bench-server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.FOYER_WEB_DIST ?? path.resolve(here, '../apps/web/dist');
const HOME_BUDGET_KB = Number(process.env.FOYER_INITIAL_JS_BUDGET_KB ?? 165);
const ROUTE_BUDGET_KB = Number(process.env.FOYER_ROUTE_JS_BUDGET_KB ?? 30);
const CHUNK_BUDGET_KB = Number(process.env.FOYER_CHUNK_BUDGET_KB ?? 30);
const ADMIN_BUDGET_KB = Number(process.env.FOYER_ADMIN_JS_BUDGET_KB ?? 80);
const port = Number(process.env.FOYER_BENCH_BUNDLE_PORT ?? 4711);

/** The key pages of the shop; each waits for what shows that the page has rendered. */
const PAGES = [
  { name: 'home', path: '/en', ready: 'main h1' },
  { name: 'event', path: '/en/tickets/1', ready: 'main h1' },
  { name: 'tour', path: '/en/guided-tours/2', ready: 'main h1' },
  { name: 'basket', path: '/en/checkout', ready: 'main h1' },
  { name: 'content page', path: '/en/page/imprint', ready: 'main h1' },
  { name: 'account login', path: '/en/login', ready: 'main h1' },
];
const ADMIN_PAGE = { name: 'back office', path: '/admin/', ready: 'h1' };

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No web build at ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}
const executablePath = findChromium();
if (!executablePath) {
  console.error(
    'Chromium was not found (apt-get install -y chromium): the budget cannot be measured.',
  );
  process.exit(1);
}

/** @param {number} bytes */
const kb = (bytes) => bytes / 1024;
/** @param {number} bytes */
const fmt = (bytes) => `${kb(bytes).toFixed(1)} KB`;

/** Whether a built script holds back-office code: its source map lists a file of src/admin. */
/** @param {string} file */
function isAdminCode(file) {
  const map = path.join(dist, `${file}.map`);
  if (!existsSync(map)) return /(^|\/)admin-/.test(file);
  const { sources = [] } = JSON.parse(readFileSync(map, 'utf8'));
  return sources.some((/** @type {string} */ source) => /(^|\/)src\/admin\//.test(source));
}

/**
 * Opens `page.path` in a fresh context and answers every script fetched, with its transferred bytes.
 * @param {import('@playwright/test').Browser} browser
 * @param {string} origin
 * @param {{ name: string, path: string, ready: string }} page
 * @returns {Promise<Map<string, number>>} file (assets/…) → bytes as transferred
 */
async function scriptsOf(browser, origin, page) {
  const context = await browser.newContext({
    viewport: { width: 375, height: 740 },
    extraHTTPHeaders: { 'accept-encoding': 'gzip' },
  });
  const tab = await context.newPage();
  /** @type {Promise<[string, number, string]>[]} */
  const pending = [];
  tab.on('requestfinished', (request) => {
    const url = new URL(request.url());
    if (url.origin !== origin || !url.pathname.endsWith('.js')) return;
    pending.push(
      (async () => {
        const response = await request.response();
        const sizes = await request.sizes();
        const encoding = (await response?.headerValue('content-encoding')) ?? 'identity';
        return [url.pathname.slice(1), sizes.responseBodySize, encoding];
      })(),
    );
  });
  await tab.goto(`${origin}${page.path}`);
  await tab.locator(page.ready).first().waitFor({ timeout: 30_000 });
  await tab.waitForLoadState('networkidle');
  // Scripts started later (after an idle moment) count too.
  await tab.waitForTimeout(1000);
  await tab.waitForLoadState('networkidle');
  const scripts = new Map();
  for (const [file, bytes, encoding] of await Promise.all(pending)) {
    if (encoding !== 'gzip' && bytes > 1024) {
      throw new Error(`${file} came ${encoding}-encoded, not gzip: the figures would be wrong`);
    }
    scripts.set(file, Math.max(scripts.get(file) ?? 0, bytes));
  }
  await context.close();
  return scripts;
}

/** @param {Iterable<number>} values */
const sum = (values) => [...values].reduce((total, value) => total + value, 0);
let failed = false;
/** @param {string} message */
const fail = (message) => {
  failed = true;
  console.error(`  OVER BUDGET: ${message}`);
};

const server = await startBenchServer({ port });
const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS });
try {
  console.log(
    `load average at start: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
  /** @type {Map<string, number> | null} */
  let home = null;
  const shopScripts = new Set();
  for (const page of PAGES) {
    const scripts = await scriptsOf(browser, server.origin, page);
    for (const file of scripts.keys()) shopScripts.add(file);
    const total = sum(scripts.values());
    const added = home === null ? scripts : new Map([...scripts].filter(([f]) => !home?.has(f)));
    const addedBytes = sum(added.values());
    if (home === null) {
      home = scripts;
      console.log(
        `${page.name} (${page.path}): ${scripts.size} scripts, ${fmt(total)} gzip as transferred (budget ${HOME_BUDGET_KB} KB)`,
      );
      if (kb(total) > HOME_BUDGET_KB) fail(`the home page loads ${fmt(total)}`);
    } else {
      console.log(
        `${page.name} (${page.path}): ${scripts.size} scripts, ${fmt(total)}; beyond the home page: ${added.size} scripts, ${fmt(addedBytes)} (budget ${ROUTE_BUDGET_KB} KB)`,
      );
      if (kb(addedBytes) > ROUTE_BUDGET_KB) fail(`${page.name} adds ${fmt(addedBytes)}`);
    }
    for (const [file, bytes] of [...added].sort((a, b) => b[1] - a[1])) {
      console.log(`    ${file}  ${fmt(bytes)}`);
    }
  }

  const leaked = [...shopScripts].filter(isAdminCode);
  if (leaked.length > 0) fail(`the shop loads back-office code: ${leaked.join(', ')}`);

  const admin = await scriptsOf(browser, server.origin, ADMIN_PAGE);
  const adminOnly = new Map([...admin].filter(([file]) => !home?.has(file)));
  const adminBytes = sum(adminOnly.values());
  console.log(
    `${ADMIN_PAGE.name} (${ADMIN_PAGE.path}): scripts not shared with the shop's home page: ${adminOnly.size}, ${fmt(adminBytes)} (budget ${ADMIN_BUDGET_KB} KB)`,
  );
  for (const [file, bytes] of [...adminOnly].sort((a, b) => b[1] - a[1])) {
    console.log(`    ${file}  ${fmt(bytes)}`);
  }
  if (kb(adminBytes) > ADMIN_BUDGET_KB) fail(`the back office loads ${fmt(adminBytes)}`);

  // Every lazy chunk of the build stays small, also those no key page above happens to load.
  /** @param {string} file */
  const gzKb = (file) => kb(gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length);
  const big = readdirSync(path.join(dist, 'assets'))
    .filter((f) => f.endsWith('.js') && !home?.has(`assets/${f}`) && !admin.has(`assets/${f}`))
    .map((f) => ({ file: `assets/${f}`, size: gzKb(`assets/${f}`) }))
    .filter(({ size }) => size > CHUNK_BUDGET_KB);
  for (const { file, size } of big) fail(`lazy chunk ${file} is ${size.toFixed(1)} KB`);
  console.log(
    `load average at end: ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  await server.stop();
}
if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
console.log('Bundle budgets met.');
