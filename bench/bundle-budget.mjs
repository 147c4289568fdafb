// Front-end budget: the gzip size of the JavaScript the home route loads first (the entry script and
// its modulepreloads from index.html) and of every lazy chunk. Fails when a budget is exceeded.
// Run after `npm run build`: `npm run bench` (root) or `node bench/bundle-budget.mjs`.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.env.FOYER_WEB_DIST ?? path.resolve(here, '../apps/web/dist');
const INITIAL_BUDGET_KB = Number(process.env.FOYER_INITIAL_JS_BUDGET_KB ?? 110);
const CHUNK_BUDGET_KB = Number(process.env.FOYER_CHUNK_BUDGET_KB ?? 30);

if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`No web build at ${dist}: run \`npm run build\` first.`);
  process.exit(1);
}

const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = new Set(
  [...html.matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)].map((m) => m[1] ?? ''),
);
/** @param {string} file */
const gzKb = (file) => gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024;

const initialKb = [...initial].reduce((sum, f) => sum + gzKb(f), 0);
// The back office (admin.html, served at /admin/) is a page of its own: its scripts have their own
// budget, and the shop's page must reference none of them.
const ADMIN_BUDGET_KB = Number(process.env.FOYER_ADMIN_JS_BUDGET_KB ?? 80);
const adminHtmlFile = path.join(dist, 'admin.html');
const adminScripts = existsSync(adminHtmlFile)
  ? [...readFileSync(adminHtmlFile, 'utf8').matchAll(/(?:src|href)="\/?(assets\/[^"]+\.js)"/g)]
      .map((m) => m[1] ?? '')
      .filter((f) => !initial.has(f))
  : [];
const adminOnly = new Set(adminScripts);
const lazy = readdirSync(path.join(dist, 'assets'))
  .filter((f) => f.endsWith('.js') && !initial.has(`assets/${f}`) && !adminOnly.has(`assets/${f}`))
  .map((f) => ({ file: f, kb: gzKb(`assets/${f}`) }))
  .sort((a, b) => b.kb - a.kb);

let failed = false;
console.log(
  `initial JavaScript (home route): ${initialKb.toFixed(1)} KB gzip (budget ${INITIAL_BUDGET_KB} KB)`,
);
for (const f of initial) console.log(`  ${f}  ${gzKb(f).toFixed(1)} KB`);
if (initialKb > INITIAL_BUDGET_KB) failed = true;
console.log(`lazy chunks: ${lazy.length} (budget ${CHUNK_BUDGET_KB} KB each)`);
for (const { file, kb } of lazy) {
  const over = kb > CHUNK_BUDGET_KB;
  if (over) failed = true;
  console.log(`  ${over ? 'OVER ' : ''}assets/${file}  ${kb.toFixed(1)} KB`);
}
if (adminScripts.length > 0) {
  const adminKb = adminScripts.reduce((sum, f) => sum + gzKb(f), 0);
  console.log(
    `back office (admin.html) scripts not shared with the shop: ${adminKb.toFixed(1)} KB gzip (budget ${ADMIN_BUDGET_KB} KB)`,
  );
  for (const f of adminScripts) console.log(`  ${f}  ${gzKb(f).toFixed(1)} KB`);
  if (adminKb > ADMIN_BUDGET_KB) failed = true;
  const leaked = [...initial].filter((f) => /(^|\/)admin-/.test(f));
  if (leaked.length > 0) {
    console.error(`the shop's index.html loads back-office scripts: ${leaked.join(', ')}`);
    failed = true;
  }
}
if (failed) {
  console.error('Bundle budget exceeded.');
  process.exit(1);
}
console.log('Bundle budgets met.');
