/**
 * The mail module's test door: fixtures and helpers for other modules' tests. Only test files,
 * `*.fixtures.ts`, `*.setup.ts` and `src/testing/` may import it (docs/architecture.md).
 */
export { LOGO_CID } from './mail-brand';
export { type TestSmtpServer, closedPort, readMail, startSmtpServer } from './mail.fixtures';
export type { OutgoingMail } from './mailer';
export { composeOutbox, drainOutbox } from './outbox.service';
