import { err, ok } from '../errors';
import type { Result } from '../errors';

/** The longest e-mail address accepted (RFC 5321 path limit). */
export const MAX_EMAIL_LENGTH = 254;

/**
 * True for a plausible e-mail address: exactly one '@', a non-empty local part, a domain with a dot
 * and no empty labels, no whitespace, at most 254 characters. Callers trim first.
 */
export function isValidEmail(value: string): boolean {
  if (value.length === 0 || value.length > MAX_EMAIL_LENGTH || /\s/.test(value)) {
    return false;
  }
  const parts = value.split('@');
  if (parts.length !== 2) {
    return false;
  }
  const [local = '', domain = ''] = parts;
  const labels = domain.split('.');
  return local.length > 0 && labels.length >= 2 && labels.every((label) => label.length > 0);
}

/** Compares two e-mail addresses trimmed and case-insensitively: 'Emails do not match'. */
export function emailsMatch(a: string, b: string): Result<void, 'EMAILS_DO_NOT_MATCH'> {
  return normalizeEmail(a) === normalizeEmail(b) ? ok(undefined) : err('EMAILS_DO_NOT_MATCH');
}

/** The e-mail as compared: trimmed and lower-case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}
