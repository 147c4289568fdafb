import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'domain',
    include: ['src/**/*.test.ts', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Pure functions: the files can share a worker's module graph.
    isolate: false,
    // Property tests and the OpenAPI documents' checks are CPU work of a second or two; CI shares
    // two cores between the projects' workers and PostgreSQL, where they can take several times that.
    testTimeout: 30_000,
  },
});
