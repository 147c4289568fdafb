/**
 * The admin-catalog module's front door: the back office's catalog editors (events, days and
 * slots, tours, shop, content), as routes. They write through the catalog-file module's writer.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { catalogAdminRoutes } from './catalog-admin.routes';
export { catalogContentRoutes } from './catalog-content.routes';
export { catalogDayRoutes } from './catalog-days.routes';
export { catalogShopRoutes } from './catalog-shop.routes';
export { catalogTourRoutes } from './catalog-tours.routes';
export {
  bulkSlots,
  capacitiesOfScope,
  setEventSales,
  setTourSales,
  type ScopeCapacities,
} from './catalog-sales.service';
