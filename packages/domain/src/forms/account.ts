import { err, ok } from '../errors';
import type { Result } from '../errors';
import { isValidEmail } from './email';
import type { FieldErrors } from './form-result';
import { checkPasswordStrength, passwordsMatch } from './password';

/** The settings form that changes the password (`customer/pwdchange`). */
export interface PasswordChangeInput {
  readonly oldPassword: string;
  readonly newPassword: string;
  readonly repeat: string;
}

/** The settings form that changes the e-mail (`customer/emailchange`). */
export interface EmailChangeInput {
  readonly oldPassword: string;
  readonly email: string;
}

/** The recover screen: the token from the e-mail link and the new password (`customer/pwdconfirm`). */
export interface PasswordConfirmInput {
  readonly token: string;
  readonly password: string;
}

/**
 * Password change needs the old password and the new one twice ('You must fill all fields'); the new
 * one must be long enough and repeated exactly.
 */
export function validatePasswordChange(
  input: PasswordChangeInput,
): Result<
  { oldPassword: string; newPassword: string },
  'AUTH_FILL_ALL_FIELDS' | 'PASSWORD_INVALID' | 'PASSWORDS_DO_NOT_MATCH'
> {
  if ([input.oldPassword, input.newPassword, input.repeat].some((value) => value.length === 0)) {
    return err('AUTH_FILL_ALL_FIELDS');
  }
  const strength = checkPasswordStrength(input.newPassword);
  if (!strength.ok) {
    return strength;
  }
  const match = passwordsMatch(input.newPassword, input.repeat);
  if (!match.ok) {
    return match;
  }
  return ok({ oldPassword: input.oldPassword, newPassword: input.newPassword });
}

/** E-mail change needs the old password and a valid new e-mail, returned trimmed. */
export function validateEmailChange(
  input: EmailChangeInput,
): Result<{ oldPassword: string; email: string }, 'AUTH_FILL_ALL_FIELDS' | 'EMAIL_INVALID'> {
  const email = input.email.trim();
  if (input.oldPassword.length === 0 || email.length === 0) {
    return err('AUTH_FILL_ALL_FIELDS');
  }
  if (!isValidEmail(email)) {
    return err('EMAIL_INVALID');
  }
  return ok({ oldPassword: input.oldPassword, email });
}

/** Password reset confirm needs a token and a new password of the minimum length. */
export function validatePasswordConfirm(
  input: PasswordConfirmInput,
): Result<{ token: string; password: string }, 'AUTH_FILL_ALL_FIELDS' | 'PASSWORD_INVALID'> {
  const token = input.token.trim();
  if (token.length === 0 || input.password.length === 0) {
    return err('AUTH_FILL_ALL_FIELDS');
  }
  const strength = checkPasswordStrength(input.password);
  if (!strength.ok) {
    return strength;
  }
  return ok({ token, password: input.password });
}

/** A reset request is refused for an invalid e-mail; the valid one is returned trimmed. */
export function validateForgotPassword(email: string): Result<string, 'EMAIL_INVALID'> {
  const trimmed = email.trim();
  return isValidEmail(trimmed) ? ok(trimmed) : err('EMAIL_INVALID');
}

/** The login form (`auth/login`): e-mail (blank counts as empty) and password are both needed. */
export function validateLogin(input: {
  readonly email: string;
  readonly password: string;
}): FieldErrors<'email' | 'password'> {
  const errors: FieldErrors<'email' | 'password'> = {};
  if (input.email.trim().length === 0) errors.email = ['FIELD_REQUIRED'];
  if (input.password.length === 0) errors.password = ['FIELD_REQUIRED'];
  return errors;
}

/** Terms and privacy policy must both be accepted before ordering. */
export function termsAccepted(
  terms: boolean,
  privacy: boolean,
): Result<void, 'TERMS_NOT_ACCEPTED'> {
  return terms && privacy ? ok(undefined) : err('TERMS_NOT_ACCEPTED');
}
