/**
 * The passes module's front door (docs/decisions.md "Annual-pass holders' free entries"): the
 * shop's calls to book a pass holder's free timed entry and list an account's passes, and what the
 * desk uses of it (booking an entry for a pass, looking a pass up).
 *
 * Other modules and code outside `modules/` import this file only (tools/eslint-boundaries.js).
 */
export { passRoutes } from './passes.routes';
export { deskPassEntry, deskPassLookup } from './passes.service';
