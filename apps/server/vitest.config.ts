import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['./src/testing/pglite-snapshot.ts'],
    // Each file opens its own embedded database (a WASM start of seconds); on a loaded 2-core
    // machine that and the demo seed can take far longer than the defaults allow.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
