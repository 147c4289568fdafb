import { describe, expect, it } from 'vitest';
import {
  formatRecoveryCode,
  normalizeRecoveryCode,
  RECOVERY_CODE_LENGTH,
  recoveryCodeFrom,
} from './recovery-codes';

describe('recovery codes', () => {
  it('shows a code in groups of four', () => {
    expect(formatRecoveryCode('abcdefghijklmnop')).toBe('abcd-efgh-ijkl-mnop');
  });

  it('accepts a code typed in upper case, with spaces or without dashes', () => {
    for (const typed of ['abcd-efgh-ijkl-mnop', ' ABCD EFGH IJKL MNOP ', 'abcdefghijklmnop']) {
      expect(normalizeRecoveryCode(typed)).toBe('abcdefghijklmnop');
    }
  });

  it('refuses what cannot be a code: wrong length or characters outside base32', () => {
    for (const typed of [
      '',
      '123456',
      'abcd-efgh-ijkl-mno',
      'abcd-efgh-ijkl-mnop-q',
      'abcd-efgh-ijkl-mno1',
    ]) {
      expect(normalizeRecoveryCode(typed)).toBeNull();
    }
  });

  it('builds a code from random bytes, every byte mapped into the alphabet', () => {
    const code = recoveryCodeFrom(Array.from({ length: RECOVERY_CODE_LENGTH }, (_, i) => i * 37));
    expect(code).toMatch(/^[a-z2-7]{4}(-[a-z2-7]{4}){3}$/);
    expect(normalizeRecoveryCode(code)).toBe(code.replaceAll('-', ''));
  });
});
