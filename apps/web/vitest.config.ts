import { defineProject } from 'vitest/config';
import { aliases, defines } from './build-options.ts';

export default defineProject({
  resolve: { alias: aliases() },
  define: defines('test'),
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-options.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
  },
});
