// The browser benches (`*.bench.ts`): real Chromium against the built server, one at a time.
// Run after `npm run build`: `npm run bench:scan` (root).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

export default defineConfig({
  testDir: '.',
  testMatch: '*.bench.ts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  reporter: [['list']],
  timeout: 300_000,
  use: { launchOptions: { executablePath: findChromium() ?? undefined, args: CHROMIUM_ARGS } },
});
