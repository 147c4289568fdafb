import { describe, expect, it } from 'vitest';
import { fillPlaceholders } from './placeholders';

describe('fillPlaceholders', () => {
  it('fills every placeholder with its value, numbers written as text', () => {
    expect(fillPlaceholders('Page {{page}} of {{pages}}', { page: 2, pages: 7 })).toBe(
      'Page 2 of 7',
    );
    expect(fillPlaceholders('{{name}} and {{name}}', { name: 'Ada' })).toBe('Ada and Ada');
  });

  it('allows spaces inside the braces, as i18next does', () => {
    expect(fillPlaceholders('Hello {{ name }}!', { name: 'Ada' })).toBe('Hello Ada!');
  });

  it('writes a placeholder without a value as nothing by default', () => {
    expect(fillPlaceholders('Role of {{name}}.', {})).toBe('Role of .');
    expect(fillPlaceholders('Role of {{name}}.')).toBe('Role of .');
    expect(fillPlaceholders('Role of {{name}}.', { name: undefined })).toBe('Role of .');
  });

  it('keeps a placeholder without a value as written when asked to', () => {
    expect(fillPlaceholders('{{a}} {{ b }}', { a: 0 }, { keepUnknown: true })).toBe('0 {{ b }}');
  });

  it('leaves single braces and text without placeholders alone', () => {
    expect(fillPlaceholders('{name} costs {{price}}', { name: 'x', price: '5 €' })).toBe(
      '{name} costs 5 €',
    );
    expect(fillPlaceholders('plain', { a: 1 })).toBe('plain');
  });

  it('does not read a value as a pattern', () => {
    expect(fillPlaceholders('{{a}}', { a: '$& $1 {{b}}', b: 'no' })).toBe('$& $1 {{b}}');
  });
});
