/**
 * The content module's front door: the shop's pages and banners as routes, and a page as the
 * server-rendered shop reads it.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { contentRoutes } from './content.routes';
export { type ContentLog, page } from './content.service';
