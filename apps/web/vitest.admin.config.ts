import { defineProject } from 'vitest/config';
import { aliases, defines } from './build-options.ts';

/**
 * The back office's tests share their worker's module graph (`isolate: false`): each renders the
 * whole back office against a fake API of its own (src/admin/test/admin-harness.tsx) and keeps no
 * state in modules, so loading React, the screens and their texts once per worker instead of once
 * per file halves the time they take. A test that needs a module graph of its own (a `vi.mock`) is
 * named `*.isolated.test.tsx` and runs in the `web` project.
 */
export default defineProject({
  resolve: { alias: aliases() },
  define: defines('test'),
  test: {
    name: 'web-admin',
    include: ['src/admin/**/*.test.{ts,tsx}'],
    exclude: ['src/admin/**/*.isolated.test.tsx'],
    isolate: false,
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
