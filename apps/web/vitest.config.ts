import { createRequire } from 'node:module';
import path from 'node:path';
import { defineProject } from 'vitest/config';
import { aliases, defines, preactAliases } from './build-options.ts';

// Testing Library's ES module build, so its imports of react and react-dom meet the alias too (its
// CommonJS main file would require React itself).
const testingLibrary = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@testing-library/react')),
  '@testing-library/react.esm.js',
);

export default defineProject({
  // The tests run on Preact, as the build does; the React libraries are inlined so they see the alias.
  resolve: {
    alias: [
      ...aliases(),
      ...preactAliases(),
      { find: /^@testing-library\/react$/, replacement: testingLibrary },
    ],
    // ES module builds of the React libraries (React Router's CommonJS one would require React).
    conditions: ['module', 'browser', 'development|production'],
  },
  define: defines('test'),
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build-options.test.ts'],
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    testTimeout: 20_000,
    server: {
      deps: {
        inline: [
          /@testing-library\/react/,
          /react-router/,
          /@tanstack\/react-/,
          /react-i18next/,
          /react-hook-form/,
          /@hookform\/resolvers/,
          /zustand/,
          /use-sync-external-store/,
        ],
      },
    },
  },
});
