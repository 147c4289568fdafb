import { describe, expect, it } from 'vitest';
import { asLocalizedText, localized } from './localized-text';

describe('localized', () => {
  const name = { de: 'Erwachsene', en: 'Adults', da: 'Voksne' };

  it('answers the text in the requested language', () => {
    expect(localized(name, 'da', 'de')).toBe('Voksne');
    expect(localized(name, 'en', 'de')).toBe('Adults');
  });

  it('falls back to the default language when the requested one is missing', () => {
    expect(localized(name, 'it', 'de')).toBe('Erwachsene');
    expect(localized(name, 'sv', 'en')).toBe('Adults');
  });

  it('treats an empty translation as missing', () => {
    expect(localized({ de: 'Führung', fr: '' }, 'fr', 'de')).toBe('Führung');
  });

  it('takes any non-empty text when neither language has one', () => {
    expect(localized({ nl: 'Rondleiding' }, 'es', 'de')).toBe('Rondleiding');
    expect(localized({ de: '', sv: 'Visning' }, 'es', 'de')).toBe('Visning');
  });

  it('answers an empty string for no text at all', () => {
    expect(localized({}, 'de', 'de')).toBe('');
    expect(localized(null, 'de', 'de')).toBe('');
    expect(localized(undefined, 'en', 'de')).toBe('');
  });
});

describe('asLocalizedText', () => {
  it('reads a plain string as a text in the default language', () => {
    expect(asLocalizedText('Familienkarte', 'de')).toEqual({ de: 'Familienkarte' });
    expect(asLocalizedText('Family ticket', 'en')).toEqual({ en: 'Family ticket' });
  });

  it('keeps a language map as it is', () => {
    const map = { de: 'Familienkarte', da: 'Familiebillet' };
    expect(asLocalizedText(map, 'en')).toBe(map);
  });

  it('reads an empty string as no text', () => {
    expect(asLocalizedText('', 'de')).toEqual({});
  });
});
