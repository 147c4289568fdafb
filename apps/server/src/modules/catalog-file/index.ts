/**
 * The catalog-file module's front door: the catalog file (YAML) with its schema, import, export and
 * diff; its back-office routes and its command (`foyer catalog`); and the catalog writer's pieces
 * the back office's editors reuse (`CatalogImport`, the `sync*` sections, the catalog lock and the
 * slot inserts), so every catalog change is written one way.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { catalogFileRoutes } from './catalog-file.routes';
export { insertEventDays, insertEventSlots } from './catalog-sections.repository';
export { existingIds, lockCatalog } from './catalog.repository';
export { runCatalogCommand } from './command';
export { expandEventDay, weekdayOf } from './expand';
export { fileEvent, fileTicket, fileTour } from './export';
export { CatalogImport, importCatalog } from './import';
export { syncEvents } from './import-events';
export { syncMerchandise, syncPages, syncVoucherCodes, syncVoucherTypes } from './import-shop';
export { syncTourSlots, syncTours } from './import-tours';
export type { Catalog, CatalogEvent, CatalogFileInput, CatalogTour, Weekday } from './schema';
