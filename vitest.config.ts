import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. The server
    // tests mostly wait for their databases (PostgreSQL is another process), so two workers keep both
    // cores busy. Each test file has databases of its own. FOYER_TEST_WORKERS overrides it.
    maxWorkers: Number(process.env.FOYER_TEST_WORKERS ?? 2),
    projects: [
      'packages/domain',
      'apps/server',
      'apps/web/vitest.config.ts',
      'apps/web/vitest.admin.config.ts',
      'tools',
    ],
    // The domain's line coverage is measured by its own tests (`npm run test:unit` runs them alone
    // with coverage, then the other projects without it): V8's coverage slowed the server's tests by
    // about a tenth and counted nothing they must prove.
    coverage: {
      provider: 'v8',
      include: ['packages/domain/src/**/*.ts'],
      exclude: ['**/*.test.ts', '**/index.ts'],
      reporter: ['text-summary', 'text'],
      thresholds: { lines: 95 },
    },
  },
});
