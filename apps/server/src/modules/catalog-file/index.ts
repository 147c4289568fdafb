/**
 * The catalog-file module's front door: what the rest of the server uses of it. Other modules and code
 * outside `modules/` import this file, never the module's other files (docs/architecture.md).
 */
export { catalogFileRoutes } from './catalog-file.routes';
export { insertEventDays, insertEventSlots } from './catalog-sections.repository';
export {
  allocateCapacityIds,
  existingIds,
  insertCapacities,
  lockCatalog,
  readCapacities,
} from './catalog.repository';
export { runCatalogCommand } from './command';
export { expandEventDay, weekdayOf } from './expand';
export { fileTicket } from './export';
export { CatalogImport, importCatalog } from './import';
export { syncEvents } from './import-events';
export { syncMerchandise, syncPages, syncVoucherCodes, syncVoucherTypes } from './import-shop';
export { syncTourSlots, syncTours } from './import-tours';
export type { Catalog, CatalogEvent, CatalogFileInput, CatalogTour, Weekday } from './schema';
