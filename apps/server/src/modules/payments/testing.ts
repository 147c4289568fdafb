/**
 * The payments module's test door: fixtures and helpers for other modules' tests. Only test files,
 * `*.fixtures.ts`, `*.setup.ts` and `src/testing/` may import it (docs/architecture.md).
 */
export { createPaymentRegistry } from './registry';
export {
  type TestProvider,
  type TestProviderEvent,
  type TestSession,
  createTestProvider,
} from './test-provider/test-provider';
export { text } from './test-provider/texts';
export { tillProviders } from './till';
