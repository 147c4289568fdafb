import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LANGUAGE,
  FALLBACK_LANGUAGE,
  isLanguage,
  LANGUAGES,
  offeredLanguageOf,
  parseLangSegment,
  splitPath,
} from './languages';

describe('languages', () => {
  it('lists the eight shop languages with German first and default', () => {
    expect(LANGUAGES).toEqual(['de', 'en', 'fr', 'it', 'nl', 'es', 'sv', 'da']);
    expect(DEFAULT_LANGUAGE).toBe('de');
    expect(FALLBACK_LANGUAGE).toBe('en');
  });

  it('recognises only shop language codes', () => {
    expect(isLanguage('sv')).toBe(true);
    expect(isLanguage('pl')).toBe(false);
    expect(isLanguage('DE')).toBe(false);
  });
});

describe('parseLangSegment', () => {
  it.each([
    ['/en/tickets/5', 'en', '/tickets/5'],
    ['/de', 'de', '/'],
    ['/de/', 'de', '/'],
    ['/tickets', null, '/tickets'],
    ['/', null, '/'],
    ['', null, '/'],
    ['en/login', 'en', '/login'],
    ['/english/login', null, '/english/login'],
  ])('splits %j into %j and %j', (pathname, lang, rest) => {
    expect(parseLangSegment(pathname)).toEqual({ lang, rest });
  });

  it('treats a language outside this build as an ordinary segment', () => {
    expect(parseLangSegment('/fr/tickets', ['de', 'en'])).toEqual({
      lang: null,
      rest: '/fr/tickets',
    });
  });
});

describe('splitPath', () => {
  it('separates the query and hash from the path', () => {
    expect(splitPath('/de/tickets?x=1#top')).toEqual({ path: '/de/tickets', suffix: '?x=1#top' });
    expect(splitPath('/de/tickets#top')).toEqual({ path: '/de/tickets', suffix: '#top' });
    expect(splitPath('/de/tickets')).toEqual({ path: '/de/tickets', suffix: '' });
  });

  it('serves a wanted language the shop offers, else the shop default', () => {
    expect(offeredLanguageOf('fr', ['de', 'en', 'fr'])).toBe('fr');
    expect(offeredLanguageOf('fr', ['en', 'de'])).toBe('en');
    expect(offeredLanguageOf('pl', ['nl'])).toBe('nl');
    expect(offeredLanguageOf('fr', [])).toBe(DEFAULT_LANGUAGE);
  });
});
