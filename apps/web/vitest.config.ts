import { defineProject } from 'vitest/config';
import { aliases, defines } from './build-options.ts';

/**
 * The shop's tests, each file in a fresh module graph (the shop keeps its session, basket and
 * language in module state), and the back-office tests named `*.isolated.test.tsx` (they replace a
 * module with `vi.mock`, which must not reach the next file). The other back-office tests run in
 * `vitest.admin.config.ts`.
 */
export default defineProject({
  resolve: { alias: aliases() },
  define: defines('test'),
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-options.test.ts', 'after-paint.test.ts'],
    exclude: ['src/admin/**/!(*.isolated).test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
