/**
 * The desk module's front door: the back office's desk sale, as routes.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { deskRoutes } from './desk.routes';
