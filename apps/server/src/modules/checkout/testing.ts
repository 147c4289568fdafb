/**
 * The checkout module's test door: what other modules' tests use of it (fixtures, and the inner calls
 * a test drives directly). Only test code imports it: `*.test.ts`, `*.fixtures.ts`, `src/testing/`
 * and the browser tests (tools/eslint-boundaries.js).
 */
export { guestToken, initPayment } from './checkout-calls.fixtures';
export {
  type CheckoutCatalog,
  GOOD_CARD,
  IBAN,
  type InitOptions,
  PAYART,
  TEST_SECRET,
  URLS,
  checkoutCall,
  counters,
  execPayment,
  freshCode,
  freshDay,
  freshSlot,
  freshTourSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  orderTokenOfReturn,
  pathOf,
  pay,
  submitPaymentForm,
  usedAmount,
} from './checkout.fixtures';
export { useCheckoutSuite } from './checkout-suite.fixtures';
