/**
 * The catalog file in the back office: the whole catalog as the YAML file of
 * `npm run catalog` (docs/catalog.md), downloaded and uploaded while the shop runs — also on PGlite,
 * where the command line cannot open the database beside the running server. An upload is first
 * checked in a dry run (`apply: false`): the import runs in a transaction that is rolled back and
 * answers what would change; `apply: true` runs it again and commits, in one transaction. Spread
 * into `adminEndpoints` by `./index.ts`.
 *
 * Refusals (422): `CATALOG_NOT_YAML` (`errors.file`), `CATALOG_INVALID` (`errors` maps each bad
 * field's path in the file, e.g. `events[0].tickets[1].price`, to its message).
 */
import { z } from 'zod';
import { inputText } from '../contract/common';
import type { AdminEndpoint } from './index';

/** The largest catalog file the back office takes, in characters. */
export const CATALOG_FILE_MAX_LENGTH = 8 * 1024 * 1024;
/** The most changes one answer lists; `moreChanges` counts the rest. */
export const CATALOG_CHANGES_LISTED = 500;

const none = z.object({});

export const catalogImportBody = z
  .object({
    /** The file's text, as `catalog/export` writes it. */
    yaml: inputText().min(1, 'the file is empty').max(CATALOG_FILE_MAX_LENGTH),
    /** `false`: a dry run that changes nothing; `true`: import and commit. */
    apply: z.boolean(),
  })
  .strict();
export type CatalogImportBody = z.input<typeof catalogImportBody>;

export const CATALOG_CHANGE_KINDS = ['added', 'removed', 'changed'] as const;
export const catalogChange = z.object({
  /** Where in the file: items by their id (`events[id=3].tickets[id=7].price`), slots by start. */
  path: z.string(),
  change: z.enum(CATALOG_CHANGE_KINDS),
  /** The item's name (added and removed items), in the file's first language. */
  label: z.string().nullable(),
  /** Changed values (texts, numbers, flags; a list as JSON text); null for added and removed. */
  before: z.union([z.string(), z.number(), z.boolean()]).nullable(),
  after: z.union([z.string(), z.number(), z.boolean()]).nullable(),
});
export type CatalogChange = z.infer<typeof catalogChange>;

export const catalogSectionCounts = z.object({
  section: z.string(),
  inFile: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  deactivated: z.number().int(),
  deleted: z.number().int(),
  kept: z.number().int(),
});

export const catalogImportResult = z.object({
  /** True when the import was committed; false after a dry run. */
  applied: z.boolean(),
  /** What differs between the catalog before and after, at most `CATALOG_CHANGES_LISTED`. */
  changes: z.array(catalogChange),
  moreChanges: z.number().int(),
  /** What the import wrote per kind of item (an item in the file counts as updated). */
  sections: z.array(catalogSectionCounts),
});
export type CatalogImportResult = z.infer<typeof catalogImportResult>;

function endpoint<
  P extends z.ZodObject,
  Q extends z.ZodObject,
  B extends z.ZodType | null,
  D extends z.ZodType,
>(config: AdminEndpoint<P, Q, B, D>): AdminEndpoint<P, Q, B, D> {
  return config;
}

export const catalogFileEndpoints = {
  catalogExport: endpoint({
    name: 'adminCatalogExport',
    method: 'GET',
    path: 'catalog/export',
    access: 'catalog.manage',
    summary: 'The whole catalog as a YAML file (a download, `catalog-YYYY-MM-DD.yaml`)',
    params: none,
    query: none,
    body: null,
    data: z.object({ fileName: z.string(), content: z.string() }),
    download: 'application/yaml',
  }),
  catalogImport: endpoint({
    name: 'adminCatalogImport',
    method: 'POST',
    path: 'catalog/import',
    access: 'catalog.manage',
    summary:
      'Checks a catalog file (dry run: what would change, or the errors by field path) or imports it in one transaction',
    params: none,
    query: none,
    body: catalogImportBody,
    data: catalogImportResult,
    bodyLimit: CATALOG_FILE_MAX_LENGTH * 2,
  }),
} as const;
