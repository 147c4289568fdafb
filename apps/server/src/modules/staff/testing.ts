/**
 * The staff module's test door: what other modules' tests use of it (fixtures, and the inner calls
 * a test drives directly). Only test code imports it: `*.test.ts`, `*.fixtures.ts`, `src/testing/`
 * and the browser tests (tools/eslint-boundaries.js).
 */
export { addStaffMember } from './staff.command';
export { writeRequireTotp } from './staff.repository';
export { totpCode } from './totp';
export { invitationMail } from './invitation-mail';
