import { describe, expect, it } from 'vitest';
import { checkPasswordStrength, MIN_PASSWORD_LENGTH, passwordsMatch } from './password';

describe('passwordsMatch', () => {
  it('matches identical passwords', () => {
    expect(passwordsMatch('Sonnenblume7', 'Sonnenblume7').ok).toBe(true);
  });

  it('compares exactly: case and spaces matter', () => {
    expect(passwordsMatch('Sonnenblume7', 'sonnenblume7')).toEqual({
      ok: false,
      code: 'PASSWORDS_DO_NOT_MATCH',
    });
    expect(passwordsMatch('Sonnenblume7 ', 'Sonnenblume7').ok).toBe(false);
  });
});

describe('checkPasswordStrength', () => {
  it('needs at least eight characters', () => {
    expect(MIN_PASSWORD_LENGTH).toBe(8);
    expect(checkPasswordStrength('12345678').ok).toBe(true);
    expect(checkPasswordStrength('1234567')).toEqual({
      ok: false,
      code: 'PASSWORD_INVALID',
      params: { min: 8 },
    });
  });

  it('counts characters, not UTF-16 units', () => {
    expect(checkPasswordStrength('🎟️🎟️🎟️🎟️').ok).toBe(true);
    expect(checkPasswordStrength('🎟🎟🎟🎟').ok).toBe(false);
  });
});
