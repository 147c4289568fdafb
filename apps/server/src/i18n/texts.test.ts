import { LANGUAGES } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { serverT, textKeys, type TextNamespace } from './texts';

const NAMESPACES: TextNamespace[] = ['documents', 'mail', 'wallet'];

describe('server texts', () => {
  it.each(NAMESPACES)('has the same keys in every language for %s', (namespace) => {
    const english = textKeys('en', namespace);
    expect(english.length).toBeGreaterThan(0);
    for (const language of LANGUAGES) expect(textKeys(language, namespace)).toEqual(english);
  });

  it('speaks each language in its own words, not English copies', () => {
    for (const language of LANGUAGES.filter((l) => l !== 'en')) {
      expect(serverT(language, 'documents')('invoice')).not.toBe(
        serverT('en', 'documents')('invoice'),
      );
    }
  });

  it('chooses the plural form by the count and fills placeholders', () => {
    const de = serverT('de', 'documents');
    expect(de('admits', { count: 1 })).toBe('Gültig für 1 Person');
    expect(de('admits', { count: 3 })).toBe('Gültig für 3 Personen');
    expect(serverT('sv', 'wallet')('admits', { count: 1 })).toBe('1 person');
    expect(serverT('sv', 'wallet')('admits', { count: 2 })).toBe('2 personer');
    expect(serverT('fr', 'mail')('subject', { number: 'A-12', site: 'Musée' })).toContain('A-12');
    expect(serverT('de', 'mail')('admits', { count: 1 })).toBe('gültig für 1 Person');
    expect(serverT('da', 'mail')('admits', { count: 2 })).toBe('gælder for 2 personer');
  });
});
