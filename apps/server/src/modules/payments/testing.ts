/**
 * The payments module's test door: what other modules' tests use of it (fixtures, and the inner calls
 * a test drives directly). Only test code imports it: `*.test.ts`, `*.fixtures.ts`, `src/testing/`
 * and the browser tests (tools/eslint-boundaries.js).
 */
export { createPaymentRegistry } from './registry';
export {
  type TestProvider,
  type TestProviderEvent,
  type TestSession,
  createTestProvider,
} from './test-provider/test-provider';
export { text } from './test-provider/texts';
export { isTill, tillProviders } from './till';
