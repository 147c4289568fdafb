import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html';

describe('escapeHtml', () => {
  it('writes the characters with a meaning in markup as entities', () => {
    expect(escapeHtml(`<a href="x?a=1&b='2'">`)).toBe(
      '&lt;a href=&quot;x?a=1&amp;b=&#39;2&#39;&quot;&gt;',
    );
  });

  it('escapes an ampersand once, so an entity in the text stays readable text', () => {
    expect(escapeHtml('&amp; &lt;')).toBe('&amp;amp; &amp;lt;');
  });

  it('leaves other text, umlauts and line breaks alone', () => {
    expect(escapeHtml('Führung · 10 €\nJahreskarte')).toBe('Führung · 10 €\nJahreskarte');
  });
});
