import { describe, expect, it } from 'vitest';
import { addFieldError, formResult, hasFieldErrors } from './form-result';
import type { FieldErrors } from './form-result';

describe('formResult', () => {
  it('is ok when no field has an error', () => {
    expect(formResult({})).toEqual({ ok: true, value: undefined });
    expect(formResult({ email: [] })).toEqual({ ok: true, value: undefined });
  });

  it('asks to correct the form when a field has an error', () => {
    expect(formResult({ email: [], zip: ['FIELD_REQUIRED'] })).toEqual({
      ok: false,
      code: 'FORM_HAS_ERRORS',
    });
  });
});

describe('addFieldError', () => {
  it('collects several codes per field in order', () => {
    const errors: FieldErrors<'password'> = {};
    addFieldError(errors, 'password', 'FIELD_REQUIRED');
    addFieldError(errors, 'password', 'PASSWORD_INVALID');
    expect(errors).toEqual({ password: ['FIELD_REQUIRED', 'PASSWORD_INVALID'] });
    expect(hasFieldErrors(errors)).toBe(true);
  });
});
