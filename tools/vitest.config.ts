import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'tools',
    include: ['*.test.ts'],
    environment: 'node',
    // Loading the repository's lint config (typescript-eslint) takes seconds on a loaded machine.
    testTimeout: 60_000,
  },
});
