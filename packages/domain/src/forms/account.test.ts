import { describe, expect, it } from 'vitest';
import {
  termsAccepted,
  validateEmailChange,
  validateForgotPassword,
  validateLogin,
  validatePasswordChange,
  validatePasswordConfirm,
} from './account';

describe('validatePasswordChange', () => {
  const valid = {
    oldPassword: 'alt-Passwort',
    newPassword: 'Sonnenblume7',
    repeat: 'Sonnenblume7',
  };

  it('returns the old and the new password when all is well', () => {
    expect(validatePasswordChange(valid)).toEqual({
      ok: true,
      value: { oldPassword: 'alt-Passwort', newPassword: 'Sonnenblume7' },
    });
  });

  it.each([
    ['old password', { oldPassword: '' }],
    ['new password', { newPassword: '' }],
    ['repeat', { repeat: '' }],
  ])('asks to fill all fields when the %s is missing', (_label, change) => {
    expect(validatePasswordChange({ ...valid, ...change })).toEqual({
      ok: false,
      code: 'AUTH_FILL_ALL_FIELDS',
    });
  });

  it('refuses a new password that is too short', () => {
    expect(validatePasswordChange({ ...valid, newPassword: 'kurz', repeat: 'kurz' })).toEqual({
      ok: false,
      code: 'PASSWORD_INVALID',
      params: { min: 8 },
    });
  });

  it('refuses a repeat that does not match', () => {
    expect(validatePasswordChange({ ...valid, repeat: 'Sonnenblume8' })).toEqual({
      ok: false,
      code: 'PASSWORDS_DO_NOT_MATCH',
    });
  });
});

describe('validateEmailChange', () => {
  it('returns the trimmed new e-mail with the old password', () => {
    expect(validateEmailChange({ oldPassword: 'geheim', email: ' neu@museum.de ' })).toEqual({
      ok: true,
      value: { oldPassword: 'geheim', email: 'neu@museum.de' },
    });
  });

  it('asks to fill all fields without old password or e-mail', () => {
    expect(validateEmailChange({ oldPassword: '', email: 'neu@museum.de' })).toEqual({
      ok: false,
      code: 'AUTH_FILL_ALL_FIELDS',
    });
    expect(validateEmailChange({ oldPassword: 'geheim', email: '  ' })).toEqual({
      ok: false,
      code: 'AUTH_FILL_ALL_FIELDS',
    });
  });

  it('refuses an invalid e-mail', () => {
    expect(validateEmailChange({ oldPassword: 'geheim', email: 'neu@museum' })).toEqual({
      ok: false,
      code: 'EMAIL_INVALID',
    });
  });
});

describe('validatePasswordConfirm', () => {
  it('returns the trimmed token and the password', () => {
    expect(validatePasswordConfirm({ token: ' 3f2a-guid ', password: 'Sonnenblume7' })).toEqual({
      ok: true,
      value: { token: '3f2a-guid', password: 'Sonnenblume7' },
    });
  });

  it('asks to fill all fields without token or password', () => {
    expect(validatePasswordConfirm({ token: '', password: 'Sonnenblume7' })).toEqual({
      ok: false,
      code: 'AUTH_FILL_ALL_FIELDS',
    });
    expect(validatePasswordConfirm({ token: '3f2a-guid', password: '' })).toEqual({
      ok: false,
      code: 'AUTH_FILL_ALL_FIELDS',
    });
  });

  it('refuses a new password that is too short', () => {
    expect(validatePasswordConfirm({ token: '3f2a-guid', password: 'kurz' })).toMatchObject({
      ok: false,
      code: 'PASSWORD_INVALID',
    });
  });
});

describe('validateForgotPassword', () => {
  it('returns the trimmed e-mail', () => {
    expect(validateForgotPassword(' anna@museum.de ')).toEqual({
      ok: true,
      value: 'anna@museum.de',
    });
  });

  it.each(['', 'anna', 'anna@museum'])('refuses the invalid e-mail %j', (email) => {
    expect(validateForgotPassword(email)).toEqual({ ok: false, code: 'EMAIL_INVALID' });
  });
});

describe('validateLogin', () => {
  it('needs the e-mail and the password', () => {
    expect(validateLogin({ email: 'anna@museum.de', password: 'x' })).toEqual({});
    expect(validateLogin({ email: ' ', password: '' })).toEqual({
      email: ['FIELD_REQUIRED'],
      password: ['FIELD_REQUIRED'],
    });
  });

  it('keeps the password exactly: spaces are a password', () => {
    expect(validateLogin({ email: 'anna@museum.de', password: ' ' })).toEqual({});
  });
});

describe('termsAccepted', () => {
  it('is ok only when terms and privacy policy are both accepted', () => {
    expect(termsAccepted(true, true)).toEqual({ ok: true, value: undefined });
    expect(termsAccepted(true, false)).toEqual({ ok: false, code: 'TERMS_NOT_ACCEPTED' });
    expect(termsAccepted(false, true)).toEqual({ ok: false, code: 'TERMS_NOT_ACCEPTED' });
    expect(termsAccepted(false, false)).toEqual({ ok: false, code: 'TERMS_NOT_ACCEPTED' });
  });
});
