import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The suites share their worker's module graph: each opens databases and an app of its own and
    // restores what it changes in the process (environment variables), so the server's modules, the
    // database driver and PGlite's WebAssembly are loaded once per worker instead of once per file.
    isolate: false,
    globalSetup: ['./src/testing/pglite-snapshot.ts'],
    // Each file opens its own embedded database (a WASM start of seconds); on a loaded 2-core
    // machine that and the demo seed can take far longer than the defaults allow.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
