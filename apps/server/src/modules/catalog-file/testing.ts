/**
 * The catalog-file module's test door: fixtures and helpers for other modules' tests. Only test files,
 * `*.fixtures.ts`, `*.setup.ts` and `src/testing/` may import it (docs/architecture.md).
 */
export { smallCatalog } from './catalog.fixtures';
export { exportCatalog } from './export';
export { CATALOG_VERSION, type ExportedCatalog } from './schema';
