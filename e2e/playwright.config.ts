import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';

const port = Number(process.env.FOYER_E2E_PORT ?? 4321);

// A fresh data folder per run, so the server seeds the demo museum anew. Workers load this file
// again; they inherit the folder through the environment instead of making another.
process.env.FOYER_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'foyer-e2e-'));
const dataDir = process.env.FOYER_E2E_DATA_DIR;

export default defineConfig({
  testDir: '.',
  // `npm run screenshots` runs the screenshot files instead of the specs.
  testMatch: process.env.FOYER_SCREENSHOTS ? '**/*.shot.ts' : '**/*.spec.ts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 30_000,
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node apps/server/dist/main.js',
    cwd: '..',
    url: `http://127.0.0.1:${port}/api/health`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      FOYER_DATA_DIR: dataDir,
      // Payment return URLs, reset links and document links point at this test server.
      FOYER_PUBLIC_BASE_URL: `http://127.0.0.1:${port}`,
    },
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
