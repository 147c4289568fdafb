/**
 * The admin-catalog module's front door: what the rest of the server uses of it. Other modules and code
 * outside `modules/` import this file, never the module's other files (docs/architecture.md).
 */
export { catalogAdminRoutes } from './catalog-admin.routes';
export { catalogContentRoutes } from './catalog-content.routes';
export { catalogDayRoutes } from './catalog-days.routes';
export { catalogShopRoutes } from './catalog-shop.routes';
export { catalogTourRoutes } from './catalog-tours.routes';
