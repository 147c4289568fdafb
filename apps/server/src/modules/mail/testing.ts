/**
 * The mail module's test door: what other modules' tests use of it (fixtures, and the inner calls
 * a test drives directly). Only test code imports it: `*.test.ts`, `*.fixtures.ts`, `src/testing/`
 * and the browser tests (tools/eslint-boundaries.js).
 */
export { LOGO_CID } from './mail-brand';
export {
  type TestSmtpServer,
  closedPort,
  foreignUrls,
  readMail,
  startSmtpServer,
} from './mail.fixtures';
export type { OutgoingMail } from './mailer';
export { composeOutbox, drainOutbox } from './outbox.service';
