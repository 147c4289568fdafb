/**
 * The inventory module's test door: what other modules' tests use of it (fixtures, and the inner calls
 * a test drives directly). Only test code imports it: `*.test.ts`, `*.fixtures.ts`, `src/testing/`
 * and the browser tests (tools/eslint-boundaries.js).
 */
export { type CapacityCounter, allocateHolds, sweepExpiredHolds } from './holds.service';
export { PLACES_CHANNEL, placesChanged } from './places-changes';
