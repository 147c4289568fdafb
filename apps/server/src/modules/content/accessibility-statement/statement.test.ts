/**
 * Foyer's default accessibility statement: titled as the shop's footer links it, in each language's
 * own words, naming the standard and the museum's contact.
 */
import { readFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@foyer/domain';
import { describe, expect, it } from 'vitest';
import { demoConfig } from '../../../testing/app';
import { defaultAccessibilityStatement, defaultAccessibilityStatements } from './statement';

/** The footer link's label in the shop's own text table of `lang`. */
function footerLabel(lang: Language): string {
  const table = JSON.parse(
    readFileSync(new URL(`../../../../../web/src/i18n/${lang}.json`, import.meta.url), 'utf8'),
  ) as { footer: { accessibility_statement: string } };
  return table.footer.accessibility_statement;
}

describe('the default accessibility statement', () => {
  const config = demoConfig();
  const statements = defaultAccessibilityStatements(config);

  it.each(LANGUAGES)('is titled in %s as the footer links it', (lang) => {
    expect(statements[lang].title).toBe(footerLabel(lang));
  });

  it('is written differently in each language, each naming WCAG 2.2 AA and EN 301 549', () => {
    const openings = new Set(LANGUAGES.map((lang) => statements[lang].html.split('\n')[2]));
    expect(openings.size).toBe(LANGUAGES.length);
    for (const lang of LANGUAGES) {
      expect(statements[lang].html, lang).toMatch(/\(WCAG\) 2\.2 [^<]*AA/);
      expect(statements[lang].html, lang).toContain('EN 301 549');
      expect(statements[lang].html, lang).toContain(`mailto:${config.shop.supportEmail}`);
      expect(statements[lang].html, lang).toContain('tel:+49341255100');
      // Shown without a breakable space, so it never wraps inside the number.
      expect(statements[lang].html, lang).toContain('>+49\u00a03412\u00a055\u00a010\u00a00</a>');
    }
  });

  it('dates the statement in the language', () => {
    expect(defaultAccessibilityStatement(config, 'de').html).toContain('30. November 2026');
    expect(defaultAccessibilityStatement(config, 'it').html).toContain('30 novembre 2026');
  });
});
