/**
 * The customers module's test door: fixtures and helpers for other modules' tests. Only test files,
 * `*.fixtures.ts`, `*.setup.ts` and `src/testing/` may import it (docs/architecture.md).
 */
export {
  type MovableClock,
  PASSWORD,
  TEST_ARGON2,
  type Visit,
  customerTestConfig,
  guestForm,
  movableClock,
  post,
  registerAndLogin,
  registrationForm,
  uniqueVisitor,
} from './customer.fixtures';
export { isUniqueViolation } from './customer.repository';
export { resetMail } from './reset-mail';
export { welcomeMail } from './welcome-mail';
