// Summarizes V8 .cpuprofile files (node --cpu-prof): self time per function and per package, so the
// rush bench can say where the server's time goes. Usage: node bench/cpu-profile-summary.mjs DIR
// [LAST_MS]: with LAST_MS, only the last LAST_MS milliseconds of each profile (the rush, not the
// start-up before it; the server is stopped right after the rush).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? '';
const lastMs = Number(process.argv[3] ?? 0);
if (!dir) {
  console.error('usage: node bench/cpu-profile-summary.mjs <folder with .cpuprofile files>');
  process.exit(2);
}

/**
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number } }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], samples: number[], timeDeltas: number[] }} Profile
 */

/** @type {Map<string, number>} */
const byFunction = new Map();
/** @type {Map<string, number>} */
const byPackage = new Map();
let total = 0;

/**
 * @param {string} url
 * @returns {string}
 */
function packageOf(url) {
  if (!url) return '(native/idle)';
  const match = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (match?.[1]) return match[1];
  if (url.includes('/dist/main.js')) return 'foyer server (dist)';
  if (url.startsWith('node:')) return 'node core';
  return path.basename(url);
}

for (const file of readdirSync(dir).filter((name) => name.endsWith('.cpuprofile'))) {
  /** @type {Profile} */
  const profile = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const deltas = profile.timeDeltas;
  const end = deltas.reduce((sum, us) => sum + us, 0);
  let at = 0;
  profile.samples.forEach((id, index) => {
    const node = nodes.get(id);
    const us = deltas[index] ?? 0;
    at += us;
    if (!node || (lastMs > 0 && at < end - lastMs * 1000)) return;
    const { functionName, url, lineNumber } = node.callFrame;
    if (functionName === '(idle)' || functionName === '(program)') return;
    total += us;
    const key = `${functionName || '(anonymous)'} ${packageOf(url)}:${lineNumber + 1}`;
    byFunction.set(key, (byFunction.get(key) ?? 0) + us);
    const pkg = functionName === '(garbage collector)' ? '(garbage collector)' : packageOf(url);
    byPackage.set(pkg, (byPackage.get(pkg) ?? 0) + us);
  });
}

/** @param {Map<string, number>} map @param {number} count */
const show = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(
      ([key, us]) =>
        `  ${(us / 1000).toFixed(0).padStart(7)} ms ${((100 * us) / total).toFixed(1).padStart(5)} %  ${key}`,
    )
    .join('\n');

console.log(
  `busy CPU ${(total / 1000).toFixed(0)} ms (idle excluded)\nby package:\n${show(byPackage, 15)}\nby function (self time):\n${show(byFunction, 25)}`,
);
