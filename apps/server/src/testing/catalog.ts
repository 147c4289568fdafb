/**
 * Test catalogs go in through the catalog file import (docs/catalog.md), the way staff load theirs:
 * tests state what the museum sells as a catalog object instead of hand-written rows per table.
 */
import type { Db } from '../db/client';
import { importCatalog, type CatalogFileInput } from '../modules/catalog-file';
import { CATALOG_VERSION } from '../modules/catalog-file/testing';

/** A catalog file as a test writes it: the format version is added by `importTestCatalog`. */
export type TestCatalog = Omit<CatalogFileInput, 'version'>;

/** Imports `catalog` into `db`, or throws the import's errors (a broken fixture, never a test result). */
export async function importTestCatalog(db: Db, catalog: TestCatalog): Promise<void> {
  const result = await importCatalog(db, { version: CATALOG_VERSION, ...catalog });
  if (!result.ok)
    throw new Error(`test catalog rejected by the import:\n${result.errors.join('\n')}`);
}
