import { addFieldError } from './form-result';
import type { FieldErrors } from './form-result';

/** Payment types paid by direct debit with account holder and IBAN in `aux` (`checkout/initPayment`). */
export const DIRECT_DEBIT_PAYMENT_TYPES = [74, 164] as const;

/**
 * IBAN lengths of the countries in the SEPA scheme (ISO 13616 registry): the EU and EEA, Switzerland,
 * the United Kingdom, Andorra, Gibraltar, Monaco, San Marino, Vatican City, and since 2025 Albania,
 * Moldova, Montenegro and North Macedonia.
 */
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24,
  AL: 28,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MD: 24,
  ME: 22,
  MK: 19,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** The direct-debit form. */
export interface DirectDebitForm {
  readonly accountHolder: string;
  readonly iban: string;
}

/** Strips spaces, hyphens and dots as typed or pasted and upper-cases the IBAN for direct debit. */
export function normalizeIban(value: string): string {
  return value.replace(/[\s.-]/g, '').toUpperCase();
}

/**
 * True for an IBAN of a SEPA country with that country's length, check digits 02–98 and the ISO 7064
 * mod-97 checksum; spaces and lower case are accepted.
 */
export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  const match = /^([A-Z]{2})(\d{2})([A-Z0-9]+)$/.exec(iban);
  if (match === null) {
    return false;
  }
  const [, country = '', check = ''] = match;
  const checkDigits = Number(check);
  if (SEPA_IBAN_LENGTHS[country] !== iban.length || checkDigits < 2 || checkDigits > 98) {
    return false;
  }
  return mod97(iban.slice(4) + iban.slice(0, 4)) === 1;
}

/** ISO 7064 MOD 97-10 of an alphanumeric string, letters counting as 10 (A) to 35 (Z). */
function mod97(alphanumeric: string): number {
  let remainder = 0;
  for (const char of alphanumeric) {
    const digits = Number.parseInt(char, 36).toString();
    for (const digit of digits) {
      remainder = (remainder * 10 + Number(digit)) % 97;
    }
  }
  return remainder;
}

/** Per-field errors of the direct-debit form: an account holder and a valid IBAN are needed. */
export function validateDirectDebit(form: DirectDebitForm): FieldErrors<keyof DirectDebitForm> {
  const errors: FieldErrors<keyof DirectDebitForm> = {};
  if (form.accountHolder.trim().length === 0) {
    addFieldError(errors, 'accountHolder', 'ACCOUNT_HOLDER_REQUIRED');
  }
  if (!isValidIban(form.iban)) {
    addFieldError(errors, 'iban', 'IBAN_INVALID');
  }
  return errors;
}

/** True for the payment types that need account holder and IBAN. */
export function isDirectDebit(payartId: number): boolean {
  return (DIRECT_DEBIT_PAYMENT_TYPES as readonly number[]).includes(payartId);
}
