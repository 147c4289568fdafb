import { describe, expect, it } from 'vitest';
import { isOnlyPasswordError, normalizeFieldErrors } from './server-errors';

describe('normalizeFieldErrors', () => {
  it('turns single messages into lists and keeps lists', () => {
    expect(
      normalizeFieldErrors({
        errors: { email: 'E-mail already taken', zip: ['Required', 'Too long'] },
      }),
    ).toEqual({ email: ['E-mail already taken'], zip: ['Required', 'Too long'] });
  });

  it('drops empty messages and fields left without messages', () => {
    expect(
      normalizeFieldErrors({ errors: { email: '', zip: ['', 'Required'], city: [] } }),
    ).toEqual({ zip: ['Required'] });
  });

  it('gives no field errors for a body without errors', () => {
    expect(normalizeFieldErrors({})).toEqual({});
    expect(normalizeFieldErrors({ errors: null })).toEqual({});
    expect(normalizeFieldErrors(null)).toEqual({});
    expect(normalizeFieldErrors(undefined)).toEqual({});
  });
});

describe('isOnlyPasswordError', () => {
  it('counts a 422 about the password alone as fine', () => {
    expect(isOnlyPasswordError({ password: 'Required' })).toBe(true);
    expect(isOnlyPasswordError({ password: ['Too short'], password_repeat: 'Required' })).toBe(
      true,
    );
  });

  it('is not fine when another field has an error', () => {
    expect(isOnlyPasswordError({ password: 'Required', email: ['Invalid'] })).toBe(false);
    expect(isOnlyPasswordError({ zip: 'Required' })).toBe(false);
  });

  it('ignores fields without messages', () => {
    expect(isOnlyPasswordError({ password: 'Required', email: [] })).toBe(true);
  });

  it('is not fine when there is no field error at all', () => {
    expect(isOnlyPasswordError({})).toBe(false);
    expect(isOnlyPasswordError({ password: '' })).toBe(false);
  });
});
