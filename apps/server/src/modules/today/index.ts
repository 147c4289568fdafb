/**
 * The today module's front door: the back office's start screen (today's and tomorrow's slots, the
 * day's sales, payment problems), as a route.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { todayRoutes } from './today.routes';
