/**
 * The content module's front door: the shop's pages and banners as routes, a page as the
 * server-rendered shop reads it, and Foyer's default accessibility statement for the back office.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { contentRoutes } from './content.routes';
export { type ContentLog, cookieNoticeTexts, page } from './content.service';
export { defaultAccessibilityStatements } from './accessibility-statement/statement';
