export { checkPasswordStrength, MIN_PASSWORD_LENGTH, passwordsMatch } from './password';
export { emailsMatch, isValidEmail, MAX_EMAIL_LENGTH, normalizeEmail } from './email';
export { addFieldError, formResult, hasFieldErrors } from './form-result';
export type { FieldErrors } from './form-result';
export { shippingAddressFromBilling, shippingFieldsReady } from './shipping';
export type { PostalAddress, ShippingCountry, ShippingForm } from './shipping';
export {
  CUSTOMER_FIELDS,
  CUSTOMER_PROFILE_FIELDS,
  CUSTOMER_REPEAT_FIELDS,
  customerPayload,
  validateCustomerFields,
} from './customer';
export type {
  CustomerField,
  CustomerFieldRules,
  CustomerFormField,
  CustomerFormPurpose,
  CustomerFormValues,
  CustomerPayload,
  CustomerValidationOptions,
} from './customer';
export { isOnlyPasswordError, normalizeFieldErrors } from './server-errors';
export type { ServerFieldMessages, ValidationErrorBody } from './server-errors';
export {
  termsAccepted,
  validateEmailChange,
  validateForgotPassword,
  validateLogin,
  validatePasswordChange,
  validatePasswordConfirm,
} from './account';
export type { EmailChangeInput, PasswordChangeInput, PasswordConfirmInput } from './account';
export {
  DIRECT_DEBIT_PAYMENT_TYPES,
  isDirectDebit,
  isValidIban,
  normalizeIban,
  SEPA_IBAN_LENGTHS,
  validateDirectDebit,
} from './iban';
export type { DirectDebitForm } from './iban';
