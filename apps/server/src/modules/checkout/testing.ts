/**
 * The checkout module's test door: fixtures and helpers for other modules' tests. Only test files,
 * `*.fixtures.ts`, `*.setup.ts` and `src/testing/` may import it (docs/architecture.md).
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
  cartIdOf,
  checkoutCall,
  counters,
  execPayment,
  freshCode,
  freshDay,
  freshSlot,
  freshTourSlot,
  ignoreTeardownTermination,
  insertCheckoutCatalog,
  pathOf,
  pay,
  submitPaymentForm,
  usedAmount,
} from './checkout.fixtures';
export { useCheckoutSuite } from './checkout-suite.fixtures';
