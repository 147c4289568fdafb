// Runs the Playwright browser tests in Debian's Chromium. In CI a missing Chromium is an error;
// elsewhere the tests are skipped with a loud notice (install it with `apt-get install -y chromium`).
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './chromium.mjs';

const chromium = findChromium();
if (!chromium) {
  const banner = '!'.repeat(78);
  const text =
    'Chromium was not found: the browser tests did NOT run. Install it: apt-get install -y chromium';
  if (process.env.CI) {
    console.error(`${banner}\n${text}\nCI requires the browser tests.\n${banner}`);
    process.exit(1);
  }
  console.warn(`${banner}\n${text}\n${banner}`);
  process.exit(0);
}

function run(cmd, args) {
  const res = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, FOYER_CHROMIUM: chromium },
  });
  if (res.status !== 0) process.exit(res.status ?? 1);
}

if (
  process.env.FOYER_E2E_SKIP_BUILD !== '1' ||
  !existsSync('apps/web/dist/index.html') ||
  !existsSync('apps/web/dist-server/entry-server.js')
) {
  run('npm', ['run', 'build']);
}
run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts', ...process.argv.slice(2)]);
