import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { serverNodeFlags } from '../scripts/server-heap.mjs';
import { E2E_WORKERS, e2eServerAt, ownE2eServer } from './e2e-server';

// A fresh data folder per run, so each server seeds the demo museum anew. Workers load this file
// again; they inherit the folder through the environment instead of making another.
process.env.FOYER_E2E_DATA_DIR ??= mkdtempSync(path.join(tmpdir(), 'foyer-e2e-'));
const dataDir = process.env.FOYER_E2E_DATA_DIR;
// One shop server per worker (e2e-server.ts); in a worker, `own` is the one its specs talk to.
const servers = Array.from({ length: E2E_WORKERS }, (_, index) => e2eServerAt(index, dataDir));
const own = ownE2eServer();

export default defineConfig({
  testDir: '.',
  // `npm run screenshots` runs the screenshot files instead of the specs.
  testMatch: process.env.FOYER_SCREENSHOTS ? '**/*.shot.ts' : '**/*.spec.ts',
  // Files are spread over the workers; the tests of one file run in order on one worker.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list']] : [['list']],
  // Two workers, two servers and two browsers share two cores in CI: a journey of 30 s or a screen
  // that takes over 5 s to appear there is slow, not wrong. A passing test waits for neither limit.
  timeout: 60_000,
  expect: { timeout: 12_000 },
  globalTeardown: './global-teardown.ts',
  use: {
    baseURL: own.origin,
    // A trace records every step with screenshots: about a seventh of the run's CPU on two cores.
    // CI records it for a retried test (a failure is retried once); elsewhere for a failed one.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    launchOptions: {
      executablePath: findChromium() ?? undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: servers.map((server) => ({
    // The heap `npm start` gives the server (scripts/server-heap.mjs).
    command: `node ${serverNodeFlags().join(' ')} apps/server/dist/main.js`,
    cwd: '..',
    url: `${server.origin}/api/health`,
    env: {
      PORT: String(server.port),
      HOST: '127.0.0.1',
      FOYER_DATA_DIR: server.dataDir,
      // Payment return URLs, reset links and document links point at this test server.
      FOYER_PUBLIC_BASE_URL: server.origin,
    },
    reuseExistingServer: false,
    // A loaded machine seeds the demo museum slowly; FOYER_E2E_SERVER_TIMEOUT (seconds) waits longer.
    timeout: Number(process.env.FOYER_E2E_SERVER_TIMEOUT ?? 60) * 1000,
  })),
});
