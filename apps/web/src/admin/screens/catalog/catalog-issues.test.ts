import { describe, expect, it } from 'vitest';
import { tablesOf, type TextTable } from '../../i18n';
import { catalogIssueText } from './catalog-issues';

const CATALOG_FIELD_TEXTS = tablesOf(
  import.meta.glob<TextTable>('../../i18n/catalog-fields/*.json', {
    eager: true,
    import: 'default',
  }),
);
const CATALOG_ISSUE_TEXTS = tablesOf(
  import.meta.glob<TextTable>('../../i18n/catalog-issues/*.json', {
    eager: true,
    import: 'default',
  }),
);

describe('catalog file messages in the staff member’s language', () => {
  it('words the schema’s and the import’s messages, naming the field', () => {
    const da = 'da';
    expect(
      catalogIssueText('events[0].tickets[1].price', 'Too small: expected number to be >=0', da),
    ).toBe('Pris skal være mindst 0.');
    expect(
      catalogIssueText('merchandise[0].related[1]', 'unknown merchandise article 77', da),
    ).toBe('Relaterede varer: 77 findes ikke.');
    const de = 'de';
    expect(catalogIssueText('events[0].endsAt', 'is before startsAt', de)).toBe(
      'Ende liegt vor Beginn.',
    );
    expect(catalogIssueText('banners[0].image', 'http(s) URL or site path', de)).toBe(
      'Bild: erwartet wird eine Adresse, die mit http(s):// oder / beginnt.',
    );
    expect(catalogIssueText('events[0].colour', 'unknown field', 'fr')).toBe(
      '« colour » n’est pas un champ du fichier catalogue.',
    );
    expect(catalogIssueText('events[0].tickets[0].subtickets', 'a family ticket needs…', de)).toBe(
      'subtickets: dieser Wert ist nicht gültig.',
    );
  });

  it('has every issue text in all eight languages', () => {
    for (const language of ['de', 'fr', 'it', 'nl', 'es', 'sv', 'da'] as const) {
      expect(CATALOG_ISSUE_TEXTS[language].issue_ruleEmpty).not.toBe(
        CATALOG_ISSUE_TEXTS.en.issue_ruleEmpty,
      );
      expect(Object.keys(CATALOG_FIELD_TEXTS[language])).toEqual(
        Object.keys(CATALOG_FIELD_TEXTS.en),
      );
    }
  });
});
