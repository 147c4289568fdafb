import { err, ok } from '../errors';
import type { ErrorCode, Result } from '../errors';

/** Error codes per form field; a field without errors is absent or has an empty list. */
export type FieldErrors<F extends string = string> = Partial<Record<F, ErrorCode[]>>;

/** True when at least one field has an error. */
export function hasFieldErrors(fieldErrors: FieldErrors): boolean {
  return Object.values(fieldErrors).some((codes) => codes !== undefined && codes.length > 0);
}

/** The form-level outcome: 'Please correct the errors in the form' when any field has an error. */
export function formResult(fieldErrors: FieldErrors): Result<void, 'FORM_HAS_ERRORS'> {
  return hasFieldErrors(fieldErrors) ? err('FORM_HAS_ERRORS') : ok(undefined);
}

/** Adds one error code to a field's list of per-field errors. */
export function addFieldError<F extends string>(
  fieldErrors: FieldErrors<F>,
  field: F,
  code: ErrorCode,
): void {
  const codes = fieldErrors[field];
  if (codes === undefined) {
    fieldErrors[field] = [code];
  } else {
    codes.push(code);
  }
}
