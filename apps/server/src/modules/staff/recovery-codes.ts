/**
 * One-time recovery codes (`@foyer/domain` recovery-codes): made from 80 random bits each, shown once,
 * kept only as the SHA-256 of their canonical form (`../customers/secrets`, as login tokens): with
 * 80 random bits a leaked hash is not worth guessing.
 */
import {
  normalizeRecoveryCode,
  RECOVERY_CODE_COUNT,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFrom,
} from '@foyer/domain';
import { randomBytes } from 'node:crypto';
import { tokenHash } from '../customers';

/** A new set of codes: as shown to the member, and the hashes to store. */
export function newRecoveryCodes(): { codes: string[]; hashes: string[] } {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    // 256 is a multiple of the alphabet's 32: every character is equally likely.
    recoveryCodeFrom(randomBytes(RECOVERY_CODE_LENGTH)),
  );
  return { codes, hashes: codes.map((code) => recoveryCodeHash(code) ?? '') };
}

/** The stored hash of a typed recovery code, or null when it cannot be one. */
export function recoveryCodeHash(typed: string): string | null {
  const canonical = normalizeRecoveryCode(typed);
  return canonical === null ? null : tokenHash(canonical);
}
