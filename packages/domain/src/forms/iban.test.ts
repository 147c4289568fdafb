import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DIRECT_DEBIT_PAYMENT_TYPES,
  isDirectDebit,
  isValidIban,
  normalizeIban,
  SEPA_IBAN_LENGTHS,
  validateDirectDebit,
} from './iban';

const VALID_IBANS = [
  'DE89370400440532013000',
  'AT611904300234573201',
  'BE68539007547034',
  'CH9300762011623852957',
  'FR1420041010050500013M02606',
  'GB82WEST12345698765432',
  'MT84MALT011000012345MTLCAST001S',
  'NL91ABNA0417164300',
  'NO9386011117947',
];

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const DIGITS = '0123456789';

describe('normalizeIban', () => {
  it('removes spaces, hyphens and dots and upper-cases', () => {
    expect(normalizeIban(' de89 3704-0044.0532 0130 00\t')).toBe('DE89370400440532013000');
  });
});

describe('isValidIban', () => {
  it.each(VALID_IBANS)('accepts %s', (iban) => {
    expect(isValidIban(iban)).toBe(true);
  });

  it('accepts an IBAN typed in groups and lower case', () => {
    expect(isValidIban('de89 3704 0044 0532 0130 00')).toBe(true);
  });

  it.each([
    ['a wrong checksum', 'DE88370400440532013000'],
    ['a wrong length for the country', 'DE8937040044053201300'],
    ['a country outside SEPA', 'SA0380000000608010167519'],
    ['check digits 99 that pass mod 97', 'DE99370400440000000024'],
    ['letters in the check digits', 'DEAB370400440532013000'],
    ['characters that are not letters or digits', 'DE89370400440532013_00'],
    ['an empty value', ''],
  ])('refuses %s', (_label, iban) => {
    expect(isValidIban(iban)).toBe(false);
  });

  it('accepts the check digits 02 that the same account computes to', () => {
    expect(isValidIban('DE02370400440000000024')).toBe(true);
  });

  it('catches any digit or letter of the account replaced by another of its kind', () => {
    fc.assert(
      fc.property(fc.constantFrom(...VALID_IBANS), fc.nat(), fc.nat(), (iban, position, pick) => {
        const index = 4 + (position % (iban.length - 4));
        const original = iban.charAt(index);
        const kind = DIGITS.includes(original) ? DIGITS : LETTERS;
        const replacement = kind.charAt(pick % kind.length);
        fc.pre(original !== replacement);
        const changed = iban.slice(0, index) + replacement + iban.slice(index + 1);
        expect(isValidIban(changed)).toBe(false);
      }),
    );
  });

  it('knows the SEPA lengths of the shop countries', () => {
    expect(SEPA_IBAN_LENGTHS).toMatchObject({ DE: 22, AT: 20, CH: 21, NL: 18, FR: 27, IT: 27 });
    expect(SEPA_IBAN_LENGTHS).not.toHaveProperty('US');
  });
});

describe('validateDirectDebit', () => {
  it('accepts an account holder and a valid IBAN', () => {
    expect(validateDirectDebit({ accountHolder: 'Anna Berger', iban: VALID_IBANS[0]! })).toEqual(
      {},
    );
  });

  it('requires an account holder and a valid IBAN', () => {
    expect(validateDirectDebit({ accountHolder: '  ', iban: 'DE00' })).toEqual({
      accountHolder: ['ACCOUNT_HOLDER_REQUIRED'],
      iban: ['IBAN_INVALID'],
    });
  });
});

describe('isDirectDebit', () => {
  it('is true only for payment types 74 and 164', () => {
    expect(DIRECT_DEBIT_PAYMENT_TYPES).toEqual([74, 164]);
    expect(isDirectDebit(74)).toBe(true);
    expect(isDirectDebit(164)).toBe(true);
    expect(isDirectDebit(161)).toBe(false);
    expect(isDirectDebit(162)).toBe(false);
  });
});
