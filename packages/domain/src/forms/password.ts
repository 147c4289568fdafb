import { err, ok } from '../errors';
import type { Result } from '../errors';

/**
 * The shortest password accepted. The shop API sets no strength rule; eight characters
 * is the common floor for accounts that hold only contact details and orders.
 */
export const MIN_PASSWORD_LENGTH = 8;

/** Compares passwords exactly, without trimming: 'Passwords do not match'. */
export function passwordsMatch(a: string, b: string): Result<void, 'PASSWORDS_DO_NOT_MATCH'> {
  return a === b ? ok(undefined) : err('PASSWORDS_DO_NOT_MATCH');
}

/** Accepts a new password of at least `MIN_PASSWORD_LENGTH` characters, counted as code points. */
export function checkPasswordStrength(password: string): Result<void, 'PASSWORD_INVALID'> {
  return [...password].length >= MIN_PASSWORD_LENGTH
    ? ok(undefined)
    : err('PASSWORD_INVALID', { min: MIN_PASSWORD_LENGTH });
}
