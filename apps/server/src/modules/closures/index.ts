/**
 * The closures module's front door: stopping and starting sales of dates, the slot editor's bulk
 * actions, and cancelling or messaging the visitors of a slot, a date or an event (of a tour's
 * starts, a date or the whole tour), as routes, with the background job that resumes closures a
 * process left.
 *
 * Other modules and code outside `modules/` import this file, never the module's other files
 * (tools/eslint-boundaries.js, docs/architecture.md).
 */
export { closureRoutes } from './closures.routes';
export { startClosureWorker } from './closures.worker';
export { CLOSURE_LEASE_MS, runClosures, startClosure, type ClosureDeps } from './closures.service';
