/**
 * The customers module's test door: what other modules' tests use of it (fixtures, and the inner calls
 * a test drives directly). Only test code imports it: `*.test.ts`, `*.fixtures.ts`, `src/testing/`
 * and the browser tests (tools/eslint-boundaries.js).
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
