/**
 * The orders module's test door: what other modules' tests use of it (fixtures, and the inner calls
 * a test drives directly). Only test code imports it: `*.test.ts`, `*.fixtures.ts`, `src/testing/`
 * and the browser tests (tools/eslint-boundaries.js).
 */
export { type Agent, adminCall, buy, key, scanAtDoor, signedIn } from './admin-orders.fixtures';
export { cancelBookedOrder } from './cancellation.service';
export { issueCreditNote } from './credit-notes';
export { replaceInvoice } from './invoice-numbers';
export { settleStuckRefunds } from './refund-recovery';
export { useOrdersSuite, type OrdersSuite } from './orders-suite.fixtures';
