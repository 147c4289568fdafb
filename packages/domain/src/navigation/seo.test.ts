import { describe, expect, it } from 'vitest';
import { absoluteUrl, hreflangAlternates, isIndexable, localizedPagePath } from './seo';

const LANGS = ['de', 'en', 'fr'] as const;

describe('isIndexable', () => {
  it('indexes the catalog and static pages, not the private or empty screens', () => {
    expect(isIndexable('home')).toBe(true);
    expect(isIndexable('event')).toBe(true);
    expect(isIndexable('guidedTour')).toBe(true);
    expect(isIndexable('page')).toBe(true);
    expect(isIndexable('checkout')).toBe(true);
    expect(isIndexable('checkoutSuccess')).toBe(false);
    expect(isIndexable('orderReview')).toBe(false);
    expect(isIndexable('login')).toBe(false);
    expect(isIndexable('settings')).toBe(false);
    expect(isIndexable(null)).toBe(false);
  });
});

describe('localizedPagePath', () => {
  it('gives every address of a page one form in the language', () => {
    expect(localizedPagePath('/', 'de', LANGS)).toBe('/de');
    expect(localizedPagePath('/en/', 'de', LANGS)).toBe('/de');
    expect(localizedPagePath('/tickets/5?date=2026-01-01', 'en', LANGS)).toBe('/en/tickets/5');
    expect(localizedPagePath('/fr/guided-tours/3/', 'fr', LANGS)).toBe('/fr/guided-tours/3');
  });

  it('is null for a path that is no screen or has no language', () => {
    expect(localizedPagePath('/en/nothing-here', 'en', LANGS)).toBeNull();
    expect(localizedPagePath('/logout', 'en', LANGS)).toBeNull();
  });
});

describe('hreflangAlternates', () => {
  it('lists each shop language and x-default at the default language', () => {
    expect(hreflangAlternates('/en/tickets/5', LANGS)).toEqual([
      { hreflang: 'de', path: '/de/tickets/5' },
      { hreflang: 'en', path: '/en/tickets/5' },
      { hreflang: 'fr', path: '/fr/tickets/5' },
      { hreflang: 'x-default', path: '/de/tickets/5' },
    ]);
  });

  it('has none for an unknown path', () => {
    expect(hreflangAlternates('/en/nope/1/2', LANGS)).toEqual([]);
  });
});

describe('absoluteUrl', () => {
  it('joins the public base URL and the path with one slash', () => {
    expect(absoluteUrl('https://shop.example/', '/de')).toBe('https://shop.example/de');
    expect(absoluteUrl('https://museum.example/shop', 'en/tickets')).toBe(
      'https://museum.example/shop/en/tickets',
    );
  });
});
