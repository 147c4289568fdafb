import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emailsMatch, isValidEmail, MAX_EMAIL_LENGTH, normalizeEmail } from './email';

describe('isValidEmail', () => {
  it.each(['anna@museum.de', 'a.b+tickets@mail.example.org', 'x@y.co'])('accepts %s', (value) => {
    expect(isValidEmail(value)).toBe(true);
  });

  it.each([
    ['an empty value', ''],
    ['no @', 'anna.museum.de'],
    ['two @', 'anna@b@museum.de'],
    ['an empty local part', '@museum.de'],
    ['no dot in the domain', 'anna@localhost'],
    ['a dot at the end of the domain', 'anna@museum.'],
    ['a dot at the start of the domain', 'anna@.de'],
    ['two dots in a row', 'anna@museum..de'],
    ['a space', 'anna maria@museum.de'],
    ['surrounding spaces', ' anna@museum.de '],
    ['a tab', 'anna@museum.de\t'],
  ])('refuses %s', (_label, value) => {
    expect(isValidEmail(value)).toBe(false);
  });

  it('accepts 254 characters and refuses 255', () => {
    const domain = '@museum.de';
    const at254 = 'a'.repeat(MAX_EMAIL_LENGTH - domain.length) + domain;
    expect(at254).toHaveLength(254);
    expect(isValidEmail(at254)).toBe(true);
    expect(isValidEmail(`a${at254}`)).toBe(false);
  });

  it('never accepts a value containing whitespace', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(' ', '\n', '\t'), fc.string(), (a, space, b) => {
        expect(isValidEmail(`${a}${space}${b}@museum.de`)).toBe(false);
      }),
    );
  });
});

describe('emailsMatch', () => {
  it('matches e-mails that differ only in case and surrounding spaces', () => {
    expect(emailsMatch(' Anna@Museum.DE', 'anna@museum.de  ')).toEqual({
      ok: true,
      value: undefined,
    });
  });

  it('reports different e-mails as not matching', () => {
    expect(emailsMatch('anna@museum.de', 'anne@museum.de')).toEqual({
      ok: false,
      code: 'EMAILS_DO_NOT_MATCH',
    });
  });

  it('normalises an e-mail by trimming and lower-casing it', () => {
    expect(normalizeEmail('  Anna@Museum.DE ')).toBe('anna@museum.de');
  });
});
