import type { ErrorCode } from '../errors';
import { isValidEmail, normalizeEmail } from './email';
import { addFieldError } from './form-result';
import type { FieldErrors } from './form-result';
import { checkPasswordStrength } from './password';

/**
 * The profile fields of the customer object `c` (`auth/guest`, `customer/register`): the
 * fields the server can require or show.
 */
export const CUSTOMER_PROFILE_FIELDS = [
  'salutation',
  'fname',
  'lname',
  'company',
  'email',
  'phone',
  'street',
  'zip',
  'city',
  'country',
] as const;

/** The fields a visitor types in: the profile, plus the password of a registration. */
export const CUSTOMER_FIELDS = [...CUSTOMER_PROFILE_FIELDS, 'password'] as const;

/** A field of the customer form that is sent to the server. */
export type CustomerField = (typeof CUSTOMER_FIELDS)[number];

/** Confirmation fields of the registration form; they are checked here and never sent. */
export const CUSTOMER_REPEAT_FIELDS = ['email_repeat', 'password_repeat'] as const;

/** Any field of the customer form, including the confirmation fields. */
export type CustomerFormField = CustomerField | (typeof CUSTOMER_REPEAT_FIELDS)[number];

/** What the visitor typed; missing and null values count as empty. */
export type CustomerFormValues = Partial<Record<CustomerFormField, string | null>>;

/** Which fields the server shows and requires (`customer/attr`). */
export interface CustomerFieldRules {
  readonly required_fields: readonly string[];
  readonly visible_fields: readonly string[];
}

/** Guest registration, account registration, or the user-details form of the settings. */
export type CustomerFormPurpose = 'guest' | 'register' | 'update';

export interface CustomerValidationOptions {
  readonly purpose: CustomerFormPurpose;
  /**
   * Check e-mail and password repeats. On by default for a registration; the server, which receives
   * no repeats, turns it off.
   */
  readonly checkRepeats?: boolean;
}

/** The customer object `c` of `auth/guest`, `customer/register`, `customer/validate` and `customer/update`. */
export interface CustomerPayload {
  salutation: string;
  fname: string;
  lname: string;
  company: string;
  email: string;
  phone: string;
  street: string;
  zip: string;
  city: string;
  country?: string;
  password?: string;
}

/** Profile fields whose visibility and requirement the server decides. */
const SERVER_DRIVEN_FIELDS = [
  'salutation',
  'fname',
  'lname',
  'company',
  'phone',
  'street',
  'zip',
  'city',
  'country',
] as const satisfies readonly CustomerField[];

function text(values: CustomerFormValues, field: CustomerFormField): string {
  return values[field] ?? '';
}

function isBlank(value: string): boolean {
  return value.trim().length === 0;
}

/**
 * Per-field errors of the customer form: a field the server lists as required is required only
 * while it is visible; the e-mail must look valid and is required except in the settings; a
 * registration needs a long-enough password and matching repeats.
 */
export function validateCustomerFields(
  values: CustomerFormValues,
  rules: CustomerFieldRules,
  options: CustomerValidationOptions,
): FieldErrors<CustomerFormField> {
  const errors: FieldErrors<CustomerFormField> = {};
  for (const field of SERVER_DRIVEN_FIELDS) {
    const required = rules.visible_fields.includes(field) && rules.required_fields.includes(field);
    if (required && isBlank(text(values, field))) {
      addFieldError(errors, field, 'FIELD_REQUIRED');
    }
  }

  const email = text(values, 'email').trim();
  if (email.length === 0) {
    // The settings' user details do not change the e-mail: that goes through customer/emailchange.
    if (options.purpose !== 'update') {
      addFieldError(errors, 'email', 'FIELD_REQUIRED');
    }
  } else if (!isValidEmail(email)) {
    addFieldError(errors, 'email', 'EMAIL_INVALID');
  }

  if (options.purpose !== 'register') {
    return errors;
  }
  const password = text(values, 'password');
  if (password.length === 0) {
    addFieldError(errors, 'password', 'FIELD_REQUIRED');
  } else {
    const strength = checkPasswordStrength(password);
    if (!strength.ok) {
      addFieldError(errors, 'password', strength.code);
    }
  }

  if (options.checkRepeats ?? true) {
    const emailRepeat = repeatError(
      text(values, 'email_repeat'),
      normalizeEmail(email) === normalizeEmail(text(values, 'email_repeat')),
      'EMAILS_DO_NOT_MATCH',
    );
    if (emailRepeat !== null) {
      addFieldError(errors, 'email_repeat', emailRepeat);
    }
    const passwordRepeat = repeatError(
      text(values, 'password_repeat'),
      password === text(values, 'password_repeat'),
      'PASSWORDS_DO_NOT_MATCH',
    );
    if (passwordRepeat !== null) {
      addFieldError(errors, 'password_repeat', passwordRepeat);
    }
  }
  return errors;
}

function repeatError(repeat: string, matches: boolean, mismatch: ErrorCode): ErrorCode | null {
  if (isBlank(repeat)) {
    return 'FIELD_REQUIRED';
  }
  return matches ? null : mismatch;
}

/**
 * Builds the customer object `c` from the form: text trimmed (the password kept exactly), the
 * password only when one was typed, and the country only when it is visible.
 */
export function customerPayload(
  values: CustomerFormValues,
  rules: Pick<CustomerFieldRules, 'visible_fields'>,
): CustomerPayload {
  const payload: CustomerPayload = {
    salutation: text(values, 'salutation').trim(),
    fname: text(values, 'fname').trim(),
    lname: text(values, 'lname').trim(),
    company: text(values, 'company').trim(),
    email: text(values, 'email').trim(),
    phone: text(values, 'phone').trim(),
    street: text(values, 'street').trim(),
    zip: text(values, 'zip').trim(),
    city: text(values, 'city').trim(),
  };
  if (rules.visible_fields.includes('country')) {
    payload.country = text(values, 'country').trim();
  }
  const password = text(values, 'password');
  if (password.length > 0) {
    payload.password = password;
  }
  return payload;
}
