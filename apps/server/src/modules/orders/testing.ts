/**
 * The orders module's test door: fixtures and helpers for other modules' tests. Only test files,
 * `*.fixtures.ts`, `*.setup.ts` and `src/testing/` may import it (docs/architecture.md).
 */
export { type Agent, adminCall, buy, key, signedIn } from './admin-orders.fixtures';
export { cancelBookedOrder } from './cancellation.service';
export { issueCreditNote } from './credit-notes';
export { settleStuckRefunds } from './refund-recovery';
