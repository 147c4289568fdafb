import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // The files share a worker's module graph rather than importing the server afresh each (that
    // import was a third of the project's time): every file opens its own databases and apps, and
    // no server module keeps state beyond what it is given (no `vi.mock` here).
    isolate: false,
    globalSetup: ['./src/testing/pglite-snapshot.ts'],
    // Each file opens its own embedded database (a WASM start of seconds); on a loaded 2-core
    // machine that and the demo seed can take far longer than the defaults allow.
    testTimeout: 60_000,
    hookTimeout: 180_000,
  },
});
