/**
 * One-time recovery codes of a staff member's two-factor authentication: given at enrolment (and when
 * regenerated), each stands in for one authenticator code. A code is 16 characters of the base32
 * alphabet (80 random bits), shown in groups of four; typed with or without dashes and spaces, in
 * any case.
 */

/** How many recovery codes a staff member holds after enrolment or regeneration. */
export const RECOVERY_CODE_COUNT = 10;
/** Characters of a recovery code without its dashes. */
export const RECOVERY_CODE_LENGTH = 16;
/** The alphabet of recovery codes: RFC 4648 base32 in lower case (no 0, 1, 8 or 9 to confuse). */
export const RECOVERY_CODE_ALPHABET = 'abcdefghijklmnopqrstuvwxyz234567';

const GROUP = 4;
const CANONICAL = new RegExp(`^[${RECOVERY_CODE_ALPHABET}]{${RECOVERY_CODE_LENGTH}}$`);

/** A code as shown: `abcd-efgh-ijkl-mnop`. */
export function formatRecoveryCode(canonical: string): string {
  const groups: string[] = [];
  for (let at = 0; at < canonical.length; at += GROUP) groups.push(canonical.slice(at, at + GROUP));
  return groups.join('-');
}

/**
 * The canonical form of a typed recovery code (lower case, without dashes and spaces), or null when
 * it cannot be one.
 */
export function normalizeRecoveryCode(typed: string): string | null {
  const canonical = typed.replace(/[\s-]/g, '').toLowerCase();
  return CANONICAL.test(canonical) ? canonical : null;
}

/** The recovery code whose characters are `indexes` into the alphabet (each taken modulo 32). */
export function recoveryCodeFrom(indexes: ArrayLike<number>): string {
  let canonical = '';
  for (let at = 0; at < RECOVERY_CODE_LENGTH; at += 1) {
    canonical += RECOVERY_CODE_ALPHABET[(indexes[at] ?? 0) % RECOVERY_CODE_ALPHABET.length];
  }
  return formatRecoveryCode(canonical);
}
