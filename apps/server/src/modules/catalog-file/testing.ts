/**
 * The catalog-file module's test door: what other modules' tests use of it (fixtures, and the inner calls
 * a test drives directly). Only test code imports it: `*.test.ts`, `*.fixtures.ts`, `src/testing/`
 * and the browser tests (tools/eslint-boundaries.js).
 */
export { smallCatalog } from './catalog.fixtures';
export { exportCatalog } from './export';
export { CATALOG_VERSION, type ExportedCatalog } from './schema';
