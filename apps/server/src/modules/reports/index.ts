/**
 * The reports module's front door: the back office's reports, as routes.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { reportRoutes } from './reports.routes';
