import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint-boundaries.js';

// One config for the whole repository. ESLint 9 looks for eslint.config.js from the folder it is run
// in upwards, so `eslint .` in apps/web, apps/server or packages/domain finds this file, and the
// `files` patterns below stay relative to this folder. Workspaces must not add their own config (it
// would be found first and re-root the patterns); the boundary rules read paths from the repository
// root, not from the working folder.

const NODE_BUILTINS = [
  'fs',
  'path',
  'os',
  'http',
  'https',
  'net',
  'child_process',
  'crypto',
  'stream',
  'url',
  'worker_threads',
  'dns',
  'tls',
  'zlib',
  'process',
  'readline',
  'cluster',
  'dgram',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-*/**',
      'coverage/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: {
      ecmaVersion: 2023,
      sourceType: 'module',
      globals: { ...globals.node },
    },
    plugins: { foyer: boundaries },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'off',
    },
  },
  {
    // Domain: pure TypeScript. No UI, no HTTP server, no ORM, no node I/O.
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/**/*.test.ts'],
    languageOptions: { globals: {} },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['react', 'react-*', 'react/*', 'react-dom', 'react-dom/*'],
              message: 'The domain may not import React.',
            },
            {
              group: ['fastify', 'fastify/*', '@fastify/*'],
              message: 'The domain may not import Fastify.',
            },
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'drizzle-kit', '@electric-sql/*', 'pg'],
              message: 'The domain may not touch a database.',
            },
            {
              group: ['node:*', ...NODE_BUILTINS, ...NODE_BUILTINS.map((m) => `${m}/*`)],
              message: 'The domain may not do node I/O.',
            },
            {
              group: ['@foyer/server', '@foyer/server/*', '@foyer/web', '@foyer/web/*'],
              message: 'Dependencies point one way: apps import the domain.',
            },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        'process',
        'require',
        'fetch',
        'localStorage',
        'sessionStorage',
        'window',
        'document',
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'foyer/no-cross-feature-imports': 'error',
      'foyer/no-shared-upward-imports': 'error',
      'foyer/no-admin-shop-imports': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'fastify',
                'fastify/*',
                'drizzle-orm',
                'drizzle-orm/*',
                '@foyer/server',
                '@foyer/server/*',
                'node:*',
              ],
              message: 'The web app may not import server code.',
            },
          ],
        },
      ],
    },
  },
  {
    // Server modules are used through their doors (tools/eslint-boundaries.js), also by the
    // server's scripts and the browser tests.
    files: ['apps/server/**/*.ts', 'e2e/**/*.ts'],
    rules: {
      'foyer/module-doors': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
