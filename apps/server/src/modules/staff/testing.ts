/**
 * The staff module's test door: fixtures and helpers for other modules' tests. Only test files,
 * `*.fixtures.ts`, `*.setup.ts` and `src/testing/` may import it (docs/architecture.md).
 */
export { addStaffMember } from './staff.command';
export { writeRequireTotp } from './staff.repository';
export { totpCode } from './totp';
