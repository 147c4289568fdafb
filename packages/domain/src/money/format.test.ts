import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyticsPrice, DEFAULT_LOCALE, formatMoney, LOCALES, resolveLocale } from './format';

const NBSP = '\u00a0';

describe('formatMoney', () => {
  it('formats euros with a comma and a trailing sign in German', () => {
    expect(formatMoney(1250, 'de')).toBe(`12,50${NBSP}€`);
    expect(formatMoney(1250, 'de-DE')).toBe(`12,50${NBSP}€`);
  });

  it('formats euros with a leading sign in US English', () => {
    expect(formatMoney(1250, 'en')).toBe('€12.50');
    expect(formatMoney(123456, 'en-US')).toBe('€1,234.56');
  });

  it('always shows exactly two decimals', () => {
    expect(formatMoney(1200, 'en')).toBe('€12.00');
    expect(formatMoney(5, 'en')).toBe('€0.05');
  });

  it('formats in the locale of every shop language', () => {
    for (const [short, full] of Object.entries(LOCALES)) {
      expect(formatMoney(1250, short)).toBe(formatMoney(1250, full));
      expect(formatMoney(1250, short)).toMatch(/12[.,]50/);
    }
    expect(formatMoney(1250, 'fr')).toBe(`12,50${NBSP}€`);
    expect(formatMoney(1250, 'nl')).toBe(`€${NBSP}12,50`);
  });

  it('shows a negative amount with a minus sign', () => {
    expect(formatMoney(-1250, 'en')).toBe('-€12.50');
  });

  it('falls back to German for a language the shop does not offer', () => {
    expect(formatMoney(1250, 'pt')).toBe(`12,50${NBSP}€`);
    expect(formatMoney(1250, 'not a locale!')).toBe(`12,50${NBSP}€`);
  });
});

describe('resolveLocale', () => {
  it('maps the short codes to full locales', () => {
    expect(resolveLocale('sv')).toBe('sv-SE');
    expect(resolveLocale('da')).toBe('da-DK');
  });

  it('keeps a full shop locale and defaults anything else to de-DE', () => {
    expect(resolveLocale('it-IT')).toBe('it-IT');
    expect(resolveLocale('toString')).toBe(DEFAULT_LOCALE);
    expect(DEFAULT_LOCALE).toBe('de-DE');
  });
});

describe('analyticsPrice', () => {
  it('renders cents as units with two decimals', () => {
    expect(analyticsPrice(1250)).toBe('12.50');
    expect(analyticsPrice(5)).toBe('0.05');
    expect(analyticsPrice(0)).toBe('0.00');
    expect(analyticsPrice(-1999)).toBe('-19.99');
  });

  it('rounds a fractional cent amount to whole cents first', () => {
    expect(analyticsPrice(1250.5)).toBe('12.51');
  });

  it('agrees with the units value for every integer amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (cents) => {
        expect(Number(analyticsPrice(cents))).toBe(cents / 100);
        expect(analyticsPrice(cents)).toMatch(/^-?\d+\.\d{2}$/);
      }),
    );
  });
});
