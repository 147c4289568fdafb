/**
 * The checkin module's front door: the entrance scan routes and the admissions of a day (reports).
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { checkinRoutes } from './checkin.routes';
export { admissionsOn } from './visitors';
