import { describe, expect, it } from 'vitest';
import { defaultLanguage, offeredLanguage } from './languages';

const shop = (languages: ('de' | 'en' | 'fr')[]) => ({ shop: { languages } });

describe('shop languages', () => {
  it('defaults to the first language the shop offers', () => {
    expect(defaultLanguage(shop(['en', 'de']))).toBe('en');
    expect(defaultLanguage(shop([]))).toBe('de');
  });

  it("serves an order in its own language when the shop offers it, else in the shop's default", () => {
    expect(offeredLanguage('fr', shop(['en', 'fr']))).toBe('fr');
    expect(offeredLanguage('fr', shop(['en', 'de']))).toBe('en');
    expect(offeredLanguage('xx', shop(['de', 'en']))).toBe('de');
  });
});
